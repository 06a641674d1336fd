import type { PGlite } from '@electric-sql/pglite';
import { shippedMigrations } from '../client.js';
import { END_MARKER, migrationsLine } from './backup-format.js';

type Table = { name: string; columns: string[]; refs: string[] };

/**
 * The whole database as pg_dump's plain format writes it with --data-only: `COPY … FROM stdin`
 * blocks in PostgreSQL's text format, then each sequence's position. The schema is not in the
 * file: it is the migrations', and the file names how many it was made with. Tables come parents
 * first, so the file loads with the foreign keys checked (psql on PostgreSQL or PGlite alike).
 * `counts` receives each table's number of rows.
 */
export async function* dumpDatabase(
  pglite: PGlite,
  counts: Map<string, number> = new Map(),
): AsyncGenerator<string | Uint8Array> {
  yield header();
  for (const table of parentsFirst(await tablesOf(pglite))) {
    yield `\n--\n-- Dados de ${table.name}\n--\n\nCOPY public.${table.name} (${table.columns.join(', ')}) FROM stdin;\n`;
    const { blob } = await pglite.query(
      `COPY (SELECT ${table.columns.join(', ')} FROM public.${table.name}) TO '/dev/blob'`,
    );
    let rows = 0;
    if (blob) {
      for await (const chunk of blob.stream()) {
        rows += newlines(chunk);
        yield chunk;
      }
    }
    counts.set(table.name, rows);
    yield '\\.\n';
  }
  yield '\n';
  for (const line of await sequencePositions(pglite)) yield `${line}\n`;
  yield `\n${END_MARKER}\n`;
}

function header(): string {
  return [
    '--',
    '-- Balcão: cópia de segurança do banco (formato texto do pg_dump, só os dados).',
    '-- Restaurar: npm run restore -- arquivo (PGlite), ou psql -1 -f arquivo num PostgreSQL',
    '-- com as tabelas criadas pelo Balcão e vazias (docs/operations.md).',
    '--',
    migrationsLine(shippedMigrations()),
    '--',
    '',
    "SET client_encoding = 'UTF8';",
    'SET standard_conforming_strings = on;',
    '',
  ].join('\n');
}

/** Table names and columns come quoted (quote_ident); generated columns are left out, as pg_dump does. */
async function tablesOf(pglite: PGlite): Promise<Table[]> {
  const { rows } = await pglite.query<Table>(`
    SELECT quote_ident(c.relname) AS name,
      array(SELECT quote_ident(a.attname) FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      array(SELECT DISTINCT quote_ident(p.relname) FROM pg_constraint k JOIN pg_class p ON p.oid = k.confrelid
            WHERE k.conrelid = c.oid AND k.contype = 'f' AND k.confrelid <> c.oid) AS refs
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`);
  return rows;
}

/** Every table after the tables it references (a row that points at its own table is checked at the end of its COPY). */
export function parentsFirst(tables: Table[]): Table[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const ordered: Table[] = [];
  const visit = (table: Table, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name))
      throw new Error(`chaves estrangeiras em ciclo: ${[...path, table.name].join(' → ')}`);
    for (const ref of table.refs) {
      const parent = byName.get(ref);
      if (parent) visit(parent, [...path, table.name]);
    }
    done.add(table.name);
    ordered.push(table);
  };
  tables.forEach((table) => visit(table, []));
  return ordered;
}

/** Where each sequence (serial and identity columns) stands, so new rows after a restore get new ids. */
async function sequencePositions(pglite: PGlite): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string; last: string | null }>(`
    SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name, last_value::text AS last
    FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  return rows.map(({ name, last }) => {
    const literal = `'${name.replaceAll("'", "''")}'`;
    return `SELECT pg_catalog.setval(${literal}, ${last ?? 1}, ${last === null ? 'false' : 'true'});`;
  });
}

const NEWLINE = 0x0a;

/** In COPY's text format a newline inside a value is written as \n, so each raw newline ends a row. */
function newlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === NEWLINE) count++;
  return count;
}

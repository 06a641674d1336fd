import type { PGlite } from '@electric-sql/pglite';
import type { MigrationLevel } from '../client.js';
import { BackupError, END_MARKER, parseMigrationsLine } from './backup-format.js';

/** Rows are sent to PGlite in blocks of about this many characters, so memory stays bounded. */
const BLOCK_CHARS = 8 * 1024 * 1024;

type Copy = { statement: string; table: string; rows: string[]; chars: number; total: number };

const COPY_START = /^COPY (public\.\S+) (\(.*\)) FROM stdin;$/;
/** The only other statements a backup of ours holds; anything else in the file is refused. */
const ALLOWED = /^(SET [a-z_]+ = [^;]+;|SELECT pg_catalog\.setval\('[^']+', \d+, (true|false)\);)$/;

/**
 * Loads a backup made by dumpDatabase into a database migrated to the same level, and answers the
 * rows loaded per table. A file from another schema version, with a foreign statement, or cut short
 * (no end marker) is refused with a BackupError.
 */
export async function loadBackup(
  pglite: PGlite,
  lines: AsyncIterable<string>,
  expected: MigrationLevel,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let level: MigrationLevel | undefined;
  let copy: Copy | undefined;
  let complete = false;
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (copy) {
      copy = await copyLine(pglite, copy, line, counts);
      continue;
    }
    if (complete) throw new BackupError(`Linha ${lineNumber} depois do fim da cópia.`);
    if (line === END_MARKER) complete = true;
    else if (line.startsWith('--') || line.trim() === '') level ??= parseMigrationsLine(line);
    else {
      checkLevel(level, expected);
      copy = startCopy(line) ?? (await runStatement(pglite, line, lineNumber));
    }
  }
  if (!level) throw new BackupError('O arquivo não é uma cópia de segurança do Balcão.');
  if (copy || !complete) throw new BackupError('A cópia está incompleta (o arquivo termina antes do fim).');
  return counts;
}

function checkLevel(level: MigrationLevel | undefined, expected: MigrationLevel): void {
  if (!level) throw new BackupError('O arquivo não é uma cópia de segurança do Balcão.');
  if (level.count !== expected.count || level.newest !== expected.newest) {
    throw new BackupError(
      `A cópia é de outra versão do banco (${level.count} migrações; esta versão tem ${expected.count}). ` +
        'Restaure com a versão do Balcão que a gerou e depois atualize.',
    );
  }
}

function startCopy(line: string): Copy | undefined {
  const match = COPY_START.exec(line);
  if (!match) return undefined;
  const [, table = '', columns = ''] = match;
  return { statement: `COPY ${table} ${columns} FROM '/dev/blob'`, table, rows: [], chars: 0, total: 0 };
}

async function runStatement(pglite: PGlite, line: string, lineNumber: number): Promise<undefined> {
  if (!ALLOWED.test(line)) throw new BackupError(`Linha ${lineNumber} não pertence a uma cópia do Balcão.`);
  await pglite.exec(line);
  return undefined;
}

/** One line of a COPY block: a row, or `\.`, which ends the block. Answers the block still open. */
async function copyLine(pglite: PGlite, copy: Copy, line: string, counts: Map<string, number>) {
  if (line === '\\.') {
    await flush(pglite, copy);
    counts.set(copy.table.replace(/^public\./, ''), copy.total);
    return undefined;
  }
  copy.rows.push(line);
  copy.chars += line.length + 1;
  if (copy.chars >= BLOCK_CHARS) await flush(pglite, copy);
  return copy;
}

async function flush(pglite: PGlite, copy: Copy): Promise<void> {
  if (copy.rows.length === 0) return;
  await pglite.query(copy.statement, [], { blob: new Blob([`${copy.rows.join('\n')}\n`]) });
  copy.total += copy.rows.length;
  copy.rows = [];
  copy.chars = 0;
}

import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { runOnPglite, runUnnamedOnPglite } from './pglite-statements.js';

/** SQL as text (values only as $n placeholders) and the values. */
export type Compiled = { text: string; params: unknown[] };

/** A statement text and the name it is prepared under (derived from the text, so one text, one name). */
export type Statement = { name: string; text: string };

const dialect = new PgDialect();
const casing = new CasingCache();

/**
 * Compiles SQL as drizzle's db.execute would, numbering its placeholders after `firstParam` others:
 * a statement built in parts (a constant head compiled once, the rest per call) reads as one.
 */
export function compileSql(query: SQL, firstParam = 0): Compiled {
  const { sql: text, params } = query.toQuery({
    casing,
    escapeName: (name) => dialect.escapeName(name),
    escapeParam: (num) => dialect.escapeParam(num),
    escapeString: (value) => dialect.escapeString(value),
    paramStartIndex: { value: firstParam },
  });
  return { text, params };
}

export const statementFor = (text: string): Statement => ({
  name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
  text,
});

/** The PGlite engines behind root databases (not transactions), with who sees each statement sent. */
const pgliteOf = new WeakMap<Db, { pglite: PGlite; onQuery?: ((statement: string) => void) | undefined }>();

/** Called by openDatabase: statements run on this database go to its PGlite by name. */
export function registerPglite(db: Db, pglite: PGlite, onQuery?: (statement: string) => void): void {
  pgliteOf.set(db, { pglite, onQuery });
}

/**
 * Runs a statement as a prepared one, so the database parses its text once per connection:
 * node-postgres prepares it by name on each pooled connection the first time (drizzle passes the
 * name); PGlite through runOnPglite. Inside a PGlite transaction it runs unnamed, as any query there.
 *
 * `planEachCall`: unnamed instead, parsed and planned with its values every time. After five calls
 * of a named statement PostgreSQL may keep one generic plan for any values; for an aggregate over a
 * range of dates (the BI grids) the plan for a day and for two years differ by seconds.
 */
export async function queryStatement<T>(
  db: Db,
  statement: Statement,
  params: unknown[],
  planEachCall = false,
): Promise<T[]> {
  const engine = pgliteOf.get(db);
  if (engine) {
    engine.onQuery?.(statement.text);
    return planEachCall
      ? runUnnamedOnPglite<T>(engine.pglite, statement.text, params)
      : runOnPglite<T>(engine.pglite, statement, params);
  }
  const name = planEachCall ? undefined : statement.name;
  const prepared = db._.session.prepareQuery({ sql: statement.text, params }, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

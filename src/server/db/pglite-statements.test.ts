import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { queryRows } from './client.js';
import { queryStatement, statementFor } from './prepared.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const prepared = async () =>
  (await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM pg_prepared_statements`))[0]?.n;

describe.runIf(!process.env.TEST_DATABASE_URL)('named statements on PGlite', () => {
  it('parses a text once and binds each call its own values', async () => {
    const statement = statementFor('SELECT $1::int + $2::int AS sum, $3::text AS word');
    const before = await prepared();
    expect(await queryStatement(database.db, statement, [1, 2, 'um'])).toEqual([{ sum: 3, word: 'um' }]);
    expect(await queryStatement(database.db, statement, [40, 2, null])).toEqual([{ sum: 42, word: null }]);
    expect(await prepared()).toBe((before ?? 0) + 1);
  });

  it('keeps working after a text that does not parse and a value that does not bind', async () => {
    await expect(queryStatement(database.db, statementFor('SELEC 1'), [])).rejects.toMatchObject({ code: '42601' });
    const typed = statementFor('SELECT $1::int AS n');
    await expect(queryStatement(database.db, typed, ['um'])).rejects.toMatchObject({ code: '22P02' });
    expect(await queryStatement(database.db, typed, [7])).toEqual([{ n: 7 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const count = statementFor('SELECT count(*)::int AS n FROM tenants WHERE apelido = $1');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tenants (apelido, legal_name, trade_name) VALUES ('na-transacao', 'X', 'X')`);
        inserted();
        await held;
        throw new Error('desfeita');
      })
      .catch((error: unknown) => (error as Error).message);
    await insertedYet;
    const during = queryStatement<{ n: number }>(database.db, count, ['na-transacao']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toBe('desfeita');
    expect(await during).toEqual([{ n: 0 }]);
  });

  it('closes the least recently used statements past 500', async () => {
    for (let i = 0; i < 520; i++)
      await queryStatement(database.db, statementFor(`SELECT ${i} AS n, $1::int AS m`), [i]);
    expect(await prepared()).toBeLessThanOrEqual(501);
  });
});

describe('statements planned on each call', () => {
  it('run unnamed, so no generic plan is ever kept for them, with the same rows and types', async () => {
    const statement = statementFor("SELECT $1::int * 2 AS n, $2::date AS day, 'um' AS word");
    if (process.env.TEST_DATABASE_URL) {
      // A pooled connection: look from inside a transaction, which holds one.
      await database.db.transaction(async (tx) => {
        expect(await queryStatement(tx, statement, [21, '2026-11-27'], true)).toEqual([
          { n: 42, day: '2026-11-27', word: 'um' },
        ]);
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = ${statement.name}`,
        );
        expect(row?.n).toBe(0);
      });
      return;
    }
    const kept = async () =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = ${statement.name}`,
        )
      )[0]?.n;
    for (let i = 0; i < 6; i++)
      expect(await queryStatement(database.db, statement, [i, '2026-11-27'], true)).toEqual([
        { n: i * 2, day: '2026-11-27', word: 'um' },
      ]);
    expect(await kept()).toBe(0);
    await queryStatement(database.db, statement, [1, '2026-11-27']);
    expect(await kept()).toBe(1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.js';
import { queryRows, type Database } from './client.js';

/**
 * Tables whose key does not start with tenant_id, each with its reason. Anything else must be led
 * by tenant_id: it keeps companies apart and lets the schema be distributed by tenant_id (Citus,
 * docs/operations.md).
 */
const exceptions: Record<string, string> = {
  // The companies themselves: their id is every other table's tenant_id (a reference table on Citus).
  'public.tenants': 'id',
  // drizzle's list of applied migrations: bookkeeping of the schema, not of any company.
  'drizzle.__drizzle_migrations': 'id',
};

type TableKey = { name: string; key: string[] | null };

let database: Database;
let tables: TableKey[];

beforeAll(async () => {
  database = await createTestDatabase();
  tables = await queryRows<TableKey>(
    database.db,
    sql`SELECT n.nspname || '.' || c.relname AS name,
          (SELECT array_agg(a.attname::text ORDER BY k.position)
             FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
             JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum) AS key
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg\\_%'
        ORDER BY 1`,
  );
});
afterAll(() => database.close());

describe('the migrated schema', () => {
  it('has a primary key led by tenant_id on every table but the listed exceptions', () => {
    expect(tables.length).toBeGreaterThan(20);
    const offenders = tables
      .filter((table) => !(table.name in exceptions))
      .filter((table) => table.key?.[0] !== 'tenant_id')
      .map((table) => `${table.name} (${table.key?.join(', ') ?? 'sem chave primária'})`);
    expect(offenders).toEqual([]);
  });

  it('still has each exception, keyed as its reason says', () => {
    const keys = Object.fromEntries(tables.map((table) => [table.name, table.key?.[0]]));
    for (const [name, firstColumn] of Object.entries(exceptions)) expect(keys[name], name).toBe(firstColumn);
  });
});

import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../client.js';

/** Inserts many rows in chunks that stay far below PostgreSQL's 65 535 parameters per statement. */
export async function insertChunks<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = 1000) {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/** Takes `count` ids from a table's identity sequence, so children can reference rows before insert. */
export async function reserveIds(db: Db, table: PgTable, count: number): Promise<number[]> {
  const name = getTableName(table);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence(${name}, 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

export function daysAgo(today: Date, days: number): Date {
  const date = new Date(today);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

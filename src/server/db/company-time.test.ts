import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDate } from '../../shared/br/dates.js';
import { createTestDatabase } from '../test/test-database.js';
import { queryRows, type Database } from './client.js';
import { companyClockOf, companyDateSql, companyDayOf } from './company-time.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** One value read in a transaction whose session clock is in `zone`. */
async function readIn(zone: string, value: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TIME ZONE '${zone}'`));
    const [row] = await queryRows<{ value: string }>(tx, sql`SELECT (${value})::text AS value`);
    return row!.value;
  });
}

describe("the company's calendar in SQL", () => {
  // Kiritimati (UTC+14) is a day ahead of Brasília from 07:00 there, GMT+12 a day behind until
  // 09:00: whatever the hour of the run, `current_date` in one of them is not Brasília's day.
  it.each(['Pacific/Kiritimati', 'Etc/GMT+12', 'UTC'])("today is Brasília's day in a session on %s", async (zone) => {
    const before = companyDate();
    const today = await readIn(zone, companyDateSql);
    expect([before, companyDate()]).toContain(today);
  });

  it("a moment's day and time are Brasília's, a day behind UTC's after 21:00", async () => {
    const lateEvening = sql`'2026-12-01T01:30:00Z'::timestamptz`;
    expect(await readIn('UTC', companyDayOf(lateEvening))).toBe('2026-11-30');
    expect(await readIn('Pacific/Kiritimati', companyClockOf(lateEvening))).toBe('22:30');
  });
});

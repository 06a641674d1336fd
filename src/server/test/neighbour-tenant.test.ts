import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../db/schema/customers.js';
import { queryRows, type Db } from '../db/client.js';
import { tenants } from '../db/schema/tenants.js';
import { catchUpSummaries, companyToday, WINDOW_PERIODS } from '../modules/bi/index.js';
import { insertCustomer, insertOrder, insertTenant } from './factories.js';
import { NEIGHBOUR } from './neighbour-tenant.js';
import { createTestDatabase } from './test-database.js';

describe('the neighbour company of every test database', () => {
  it("shares its ids with the company a test creates, with other data; the neighbour's row comes first", async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      const tenant = await insertTenant(db, { alias: 'padrao' });
      const customer = await insertCustomer(db, tenant.id, { name: 'Cliente do Teste' });
      const order = await insertOrder(db, tenant.id, { customerId: customer.id, customerName: customer.name });
      expect([customer.id, order.id]).toEqual([1, 1]);
      // What a lookup that forgot its tenant would read.
      const [first, ...rest] = await db.select().from(customers).where(eq(customers.id, 1));
      expect(first?.name).toContain(NEIGHBOUR.marker);
      expect(rest.map((row) => row.name)).toEqual(['Cliente do Teste']);
    } finally {
      await database.close();
    }
  });

  it('refuses to close after a change to its rows, naming the table', async () => {
    const database = await createTestDatabase();
    await database.db.execute(sql`UPDATE customers SET credit = 'S' WHERE id = 7`);
    await expect(database.close()).rejects.toThrow("a test changed the neighbour company's rows in: customers");
  });
});

describe('a test run across midnight in São Paulo', () => {
  const neighbourId = async (db: Db) =>
    (await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, NEIGHBOUR.alias)))[0]!.id;
  const lastWindowDay = async (db: Db, tenantId: number) =>
    (
      await queryRows<{ last: string }>(
        db,
        sql`SELECT max(last_day)::text AS last FROM bi_windows WHERE tenant_id = ${tenantId}`,
      )
    )[0]?.last;
  /** A clock at 23:59 of 9 March in São Paulo (02:59 UTC of the 10th), moved by `advance`. */
  const clockBeforeMidnight = () => {
    let now = new Date('2026-03-10T02:59:00Z');
    return { now: () => now, advance: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)) };
  };
  /** What a dashboard read as the neighbour does on the clock's day. */
  const readDashboards = async (db: Db, now: Date) =>
    catchUpSummaries(db, await neighbourId(db), companyToday(now), WINDOW_PERIODS);

  it("opens with the neighbour's dashboard windows on the day of the clock, whatever day its template was made", async () => {
    const clock = clockBeforeMidnight();
    const database = await createTestDatabase(undefined, clock.now);
    try {
      // Windows end the day before the one they are read on: the 9th is still 'today' in São Paulo.
      expect(await lastWindowDay(database.db, await neighbourId(database.db))).toBe('2026-03-08');
    } finally {
      await database.close();
    }
  });

  it('lets the first read of a new day slide those windows, and only once the day has changed', async () => {
    const clock = clockBeforeMidnight();
    const database = await createTestDatabase(undefined, clock.now);
    clock.advance(2);
    await readDashboards(database.db, clock.now());
    expect(await lastWindowDay(database.db, await neighbourId(database.db))).toBe('2026-03-09');
    await expect(database.close()).resolves.toBeUndefined();

    const sameDay = await createTestDatabase(undefined, clockBeforeMidnight().now);
    await readDashboards(sameDay.db, new Date('2026-03-10T03:01:00Z'));
    // The windows' sums change too when the neighbour sold in them (its sales are dated from today).
    await expect(sameDay.close()).rejects.toThrow(/neighbour company's rows in: .*bi_summary_versions, bi_windows$/);
  });
});

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oldestOpenBudgetsQuery } from '../modules/dashboard/dashboard.repo.js';
import { ordersGrid } from '../modules/grids/orders.grid.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { insertOrder, insertTenant } from '../test/factories.js';
import { queryRows } from './client.js';
import { hasEveryWord } from './text-search.js';

/**
 * The 'Contendo' searches the large grids run can use their trigram index: the planner is told to
 * avoid a sequential scan (the tables here are tiny, where a scan is cheapest), and the plan must
 * then name the index. An index on another expression than the grid's would not be chosen.
 */
let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  // Enough orders, and their statistics, for the planner to weigh a rare name against the company.
  for (let i = 0; i < 400; i++)
    await insertOrder(t.database.db, tenantId, { customerName: i % 100 === 0 ? `Ana Silva ${i}` : `Cliente ${i}` });
  await t.database.db.execute(sql`ANALYZE orders`);
});
afterAll(() => t.close());

const planOf = async (query: SQL) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });

const ordersColumn = (wire: string) => ordersGrid.columns.find((column) => column.wire === wire)!;

describe("'Contendo' on a large grid", () => {
  it.each([
    ['customers', 'cfinclped', 'orders_customer_search_trgm'],
    ['trade names', 'cfifanped', 'orders_trade_name_search_trgm'],
    ['invoice numbers', 'cfinnfped', 'orders_invoice_number_search_trgm'],
  ])("finds the sales list's %s by their trigram index", async (_, wire, index) => {
    const column = ordersColumn(wire);
    const condition = hasEveryWord([column.searchText ?? column.sql], ['silva']);
    const plan = await planOf(sql`SELECT o.id FROM orders o WHERE o.tenant_id = ${tenantId} AND ${condition}`);
    expect(plan).toContain(index);
  });
});

describe('a list search on a large grid', () => {
  it.each([
    ['payment method', 'cfirecped', 'X', 'orders_payment_method_idx'],
    ["store payment's state", 'pagamento', 'Pago', 'orders_payment_status_idx'],
    ['origin', 'cfioriped', 'S', 'orders_origin_idx'],
    ['order type', 'cfitpnped', 'O', 'orders_order_type_idx'],
    ['time (one of the values a search matched)', 'cfihorped', '03:15', 'orders_issued_time_idx'],
    ['percentage index (one of the values a search matched)', 'cfiindped', '12.50', 'orders_percentage_index_idx'],
  ])("finds the sales list's orders by %s along an index, newest first", async (_, wire, value, index) => {
    const [column, date, code] = [ordersColumn(wire).sql, ordersColumn('cfidteped').sql, ordersColumn('cficodped').sql];
    const plan = await planOf(
      sql`SELECT o.id FROM orders o WHERE o.tenant_id = ${tenantId} AND ${column} = ${value}
          ORDER BY ${date} DESC, ${code} DESC LIMIT 21`,
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("a store's orders on a large grid", () => {
  it('reads the orders of the stores a search found along an index, newest first', async () => {
    const [date, code] = [ordersColumn('cfidteped').sql, ordersColumn('cficodped').sql];
    const plan = await planOf(
      sql`SELECT o.id FROM orders o WHERE o.tenant_id = ${tenantId} AND o.business_unit_id IN (${4})
          ORDER BY ${date} DESC, ${code} DESC LIMIT 21`,
    );
    expect(plan).toContain('orders_business_unit_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('sorting a large grid', () => {
  it('pages the sales list by value along an index, without sorting the company', async () => {
    const [value, code] = [ordersColumn('cfivalped').sql, ordersColumn('cficodped').sql];
    const plan = await planOf(
      sql`SELECT o.id FROM orders o WHERE o.tenant_id = ${tenantId} ORDER BY ${value} DESC, ${code} DESC LIMIT 21`,
    );
    expect(plan).toContain('orders_total_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe("the panel's oldest open budgets", () => {
  beforeAll(async () => {
    for (let i = 0; i < 300; i++)
      await insertOrder(t.database.db, tenantId, {
        customerName: `Orçamento ${i}`,
        status: i % 3 === 0 ? 'Pendente' : 'Orcamento',
        representativeId: null,
      });
    await t.database.db.execute(sql`ANALYZE orders`);
  });

  // A seller's are read by their representative's index when the planner expects few of them.
  it("are read along their partial index for a manager, without sorting the company's open budgets", async () => {
    const manager = { level: 'G', id: 1, role: 'manager', representativeId: null } as const;
    const plan = await planOf(oldestOpenBudgetsQuery({ tenantId, viewer: manager }, 5));
    expect(plan).toContain('orders_open_budgets_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

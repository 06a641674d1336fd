import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridMessages } from '../../../shared/schemas/grid.js';
import { queryRows } from '../../db/client.js';
import { insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { SORT_MAX_ROWS } from './grid-engine.js';

let t: TestApp;
let manager: string;
const ordersUrl = '/operacoes-comerciais/results?apelido=padrao';

/**
 * A company with one order more than a sort without an index may read: SORT_MAX_ROWS orders of
 * January and one of February, copied in one statement from a first order.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  manager = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'manager' })).email);
  const first = await insertOrder(db, tenantId, {
    customerName: 'Zeca Tintas',
    issuedOn: '2026-02-10',
    totalCents: 50,
  });
  const columns = await queryRows<{ name: string }>(
    db,
    sql`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'orders' AND table_schema = current_schema() AND column_name NOT IN ('id', 'customer_name', 'issued_on', 'total_cents')`,
  );
  const list = sql.raw(columns.map(({ name }) => `"${name}"`).join(', '));
  await db.execute(
    sql`INSERT INTO orders (${list}, customer_name, issued_on, total_cents)
        SELECT ${list}, 'Cliente ' || n, DATE '2026-01-01' + (n % 28), n FROM orders, generate_series(1, ${SORT_MAX_ROWS}) AS n
        WHERE tenant_id = ${tenantId} AND id = ${first.id}`,
  );
  await db.execute(sql`ANALYZE orders`);
});
afterAll(() => t.close());

const page = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: ordersUrl,
    headers: { cookie: manager },
    payload: { action: 'select', ...body },
  });
const byCustomer = { order: { column: 'cfinclped', order: 'DESC' } };

describe('sorting a long list', () => {
  it('refuses a column no index serves, saying how to narrow the list, and changes nothing', async () => {
    const reply = await page(byCustomer);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().exception).toBe(gridMessages.sortTooLarge('Cliente', '10.000'));
  });

  it('sorts by the default date, the code and the value at any size', async () => {
    for (const column of ['cfidteped', 'cficodped', 'cfivalped']) {
      const reply = await page({ order: { column, order: 'DESC' } });
      expect(reply.statusCode).toBe(200);
    }
    const byValue = await page({ order: { column: 'cfivalped', order: 'ASC' }, limit: { page: 0, offset: 2 } });
    expect(byValue.json().resultSet.map((row: { cfivalped: number }) => row.cfivalped)).toEqual([0.01, 0.02]);
  });

  it('sorts any column once the search or the filters leave at most the limit', async () => {
    const february = { filterValue: { intervaloData: { inicial: '2026-02-01', final: '2026-02-28' } } };
    const filtered = await page({ ...byCustomer, ...february });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().resultSet.map((row: { cfinclped: string }) => row.cfinclped)).toEqual(['Zeca Tintas']);
    const searched = await page({ ...byCustomer, like: { option: 0, value: 'cliente 999', column: 'cfinclped' } });
    expect(searched.statusCode).toBe(200);
    // 'Cliente 9990'…'9999', 'Cliente 999' and 'Cliente 1999'…'8999': every name with both words.
    const names: string[] = searched.json().resultSet.map((row: { cfinclped: string }) => row.cfinclped);
    expect(names).toHaveLength(19);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses the same sort for the spreadsheet of the whole list', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/planilha?apelido=padrao',
      headers: { cookie: manager },
      payload: { grade: '/operacoes-comerciais/results', pagina: '/comercial/vendas', ...byCustomer },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().exception).toBe(gridMessages.sortTooLarge('Cliente', '10.000'));
  });
});

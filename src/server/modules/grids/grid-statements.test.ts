import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertOperator,
  insertOrder,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { keptGridStatements } from './grid-statements.js';

/**
 * The grid statements are built once per shape and prepared by the database: the same shape must
 * give the same text whoever asks, and each call must still get only its own values' rows.
 */
let t: TestApp;
const sent: string[] = [];
const people: Record<'adminA' | 'sellerA' | 'adminB', string> = { adminA: '', sellerA: '', adminB: '' };

const ordersPage = (cookie: string, alias: string, body: object) =>
  t.app
    .inject({
      method: 'POST',
      url: `/operacoes-comerciais/results?apelido=${alias}`,
      headers: { cookie },
      payload: { action: 'select', limit: { page: 0, offset: 100 }, ...body },
    })
    .then((reply) => reply.json<{ resultSet: Array<{ cfinclped: string; cfidteped: string }> }>().resultSet);

const names = (rows: Array<{ cfinclped: string }>) => [...new Set(rows.map((row) => row.cfinclped))].sort();
const gridStatements = () => sent.filter((text) => text.includes('FROM orders o'));
const contains = (value: string) => ({ like: { column: 'cfinclped', option: '0', value } });

beforeAll(async () => {
  t = await createTestApp({}, (statement) => sent.push(statement));
  const db = t.database.db;
  const a = await insertTenant(db, { alias: 'padrao' });
  const b = await insertTenant(db, { alias: 'outra' });
  const rep = await insertRepresentative(db, a.id, 'Rep A');
  people.adminA = await loginCookie(t, (await insertOperator(db, a.id, { role: 'admin' })).email);
  people.sellerA = await loginCookie(
    t,
    (await insertOperator(db, a.id, { role: 'seller', representativeId: rep.id })).email,
  );
  people.adminB = await loginCookie(t, (await insertOperator(db, b.id, { role: 'admin' })).email, 'outra');
  const orders: Array<[number, string, number | null, string]> = [
    [a.id, 'Alfa Tintas', rep.id, '2026-01-10'],
    [a.id, 'Alfa Tintas', null, '2026-02-10'],
    [a.id, 'Beta Tintas', null, '2026-01-11'],
    [b.id, 'Alfa Tintas B', null, '2026-01-12'],
    [b.id, 'Gama Tintas', null, '2026-02-12'],
  ];
  for (const [tenantId, name, representativeId, issuedOn] of orders) {
    const customer = await insertCustomer(db, tenantId, { name, representativeId });
    await insertOrder(db, tenantId, { customerId: customer.id, customerName: name, representativeId, issuedOn });
  }
});
afterAll(() => t.close());

describe('grid statements by shape', () => {
  it('gives one shape one text, whatever company, user and values', async () => {
    await ordersPage(people.adminA, 'padrao', contains('alfa'));
    const kept = keptGridStatements();
    sent.length = 0;
    expect(names(await ordersPage(people.adminB, 'outra', contains('gama')))).toEqual(['Gama Tintas']);
    expect(names(await ordersPage(people.adminA, 'padrao', contains('beta')))).toEqual(['Beta Tintas']);
    const [first, second] = gridStatements();
    expect(first).toBeDefined();
    expect(second).toBe(first);
    // The values are parameters, never part of the text.
    expect(first).not.toMatch(/gama|beta/i);
    expect(keptGridStatements()).toBe(kept);
  });

  it("never lets one call's values reach another's rows, even when they run at once", async () => {
    const asks = [
      { who: people.adminA, alias: 'padrao', body: contains('alfa'), want: ['Alfa Tintas'] },
      { who: people.adminB, alias: 'outra', body: contains('alfa'), want: ['Alfa Tintas B'] },
      { who: people.adminA, alias: 'padrao', body: contains('tintas'), want: ['Alfa Tintas', 'Beta Tintas'] },
      { who: people.adminB, alias: 'outra', body: contains('tintas'), want: ['Alfa Tintas B', 'Gama Tintas'] },
      // The seller sees only the representative's rows: another shape, never the admin's.
      { who: people.sellerA, alias: 'padrao', body: contains('tintas'), want: ['Alfa Tintas'] },
      {
        who: people.adminA,
        alias: 'padrao',
        body: { filterValue: { intervaloData: { inicial: '2026-02-01', final: '2026-02-28' } } },
        want: ['Alfa Tintas'],
      },
      {
        who: people.adminB,
        alias: 'outra',
        body: { filterValue: { intervaloData: { inicial: '2026-01-01', final: '2026-01-31' } } },
        want: ['Alfa Tintas B'],
      },
    ];
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all(asks.map((ask) => ordersPage(ask.who, ask.alias, ask.body)));
      replies.forEach((rows, i) => expect(names(rows)).toEqual(asks[i]?.want));
    }
    const seller = await ordersPage(people.sellerA, 'padrao', {});
    expect(seller.map((row) => row.cfidteped)).toEqual(['2026-01-10']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCustomer,
  insertOperator,
  insertReceivable,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { companyDay } from '../../test/calendar.js';

let t: TestApp;
let admin: string;
let seller: string;

const panel = async (cookie: string) =>
  (await t.app.inject({ url: '/api/painel', headers: { cookie } })).json().duplicatasVencidas;
const gridStatuses = async (cookie: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/financeiro/get-duplicatas',
      headers: { cookie },
      payload: { action: 'select' },
    })
  )
    .json()
    .resultSet.map((row: { cfistadup: string }) => row.cfistadup);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const tenantId = (await insertTenant(db, { alias: 'padrao', overdueGraceDays: 5 })).id;
  const rep1 = await insertRepresentative(db, tenantId, 'Rep Um');
  const rep2 = await insertRepresentative(db, tenantId, 'Rep Dois');
  admin = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'admin' })).email);
  seller = await loginCookie(
    t,
    (await insertOperator(db, tenantId, { role: 'seller', representativeId: rep1.id })).email,
  );
  const ours = await insertCustomer(db, tenantId, { representativeId: rep1.id });
  const theirs = await insertCustomer(db, tenantId, { representativeId: rep2.id });
  // Late: unpaid, due 10 days ago, past the 5 grace days.
  await insertReceivable(db, tenantId, ours.id, { dueOn: companyDay(-10), valueCents: 10_000 });
  // Due 3 days ago: still within the grace days.
  await insertReceivable(db, tenantId, ours.id, { dueOn: companyDay(-3), valueCents: 20_000 });
  // Paid, although long past due.
  await insertReceivable(db, tenantId, ours.id, {
    dueOn: companyDay(-30),
    valueCents: 40_000,
    paidOn: companyDay(-29),
    status: 'Recebido',
  });
  // Late, but another representative's customer.
  await insertReceivable(db, tenantId, theirs.id, { dueOn: companyDay(-8), valueCents: 1_234 });
});
afterAll(() => t.close());

describe("the panel's overdue receivables", () => {
  it('count what the receivables grid marks Vencido: unpaid and past due plus the grace days', async () => {
    expect(await panel(admin)).toEqual({ quantidade: 2, valor: 112.34 });
    expect((await gridStatuses(admin)).filter((status: string) => status === 'Vencido')).toHaveLength(2);
  });

  it("count only the seller's own representative's customers", async () => {
    expect(await panel(seller)).toEqual({ quantidade: 1, valor: 100 });
    expect(await gridStatuses(seller)).toEqual(expect.arrayContaining(['Vencido', 'Em Aberto', 'Recebido']));
    expect(await gridStatuses(seller)).toHaveLength(3);
  });
});

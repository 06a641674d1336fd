import { companyToday } from '../../../shared/br/dates.js';
import {
  insertBusinessUnit,
  insertCustomer,
  insertOperator,
  insertOrder,
  insertOrderItem,
  insertProduct,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie } from '../../test/test-app.js';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const now = companyToday();
const y = now.getUTCFullYear();
const m = now.getUTCMonth();
/** The panel's days, on the company's calendar. */
export const day = {
  today: iso(now),
  monthStart: iso(new Date(Date.UTC(y, m, 1))),
  lastMonthStart: iso(new Date(Date.UTC(y, m - 1, 1))),
  lastYearStart: iso(new Date(Date.UTC(y - 1, m, 1))),
  lastYearEnd: iso(new Date(Date.UTC(y - 1, m + 1, 0))),
  ago: (days: number) => iso(new Date(now.getTime() - days * 86_400_000)),
};

/**
 * The panel's world: company 'padrao' with representatives Um (customers Ana and Bia) and Dois
 * (Caio), two stores, a seller of each representative, a manager, an admin and a customer. Sales
 * this month: Ana R$ 100,00 (two of product P1 at R$ 40,00 less R$ 5,00), Bia R$ 300,00 (three of
 * P1 at R$ 100,00), Caio R$ 200,00 (one P2); cancelled and budget orders this month that must not
 * count; Ana R$ 40,00 last month; Ana R$ 50,00 on this month's first day a year ago and Caio
 * R$ 70,00 on that month's last day; six open budgets (four of Um's, two of Dois's).
 */
export async function panelWorld() {
  const t = await createTestApp();
  const db = t.database.db;
  const tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  const rep1 = await insertRepresentative(db, tenantId, 'Representante Um');
  const rep2 = await insertRepresentative(db, tenantId, 'Representante Dois');
  const store1 = await insertBusinessUnit(db, tenantId, 'Loja Centro');
  const store2 = await insertBusinessUnit(db, tenantId, 'Loja Norte');
  const staff = {
    seller1: await insertOperator(db, tenantId, { role: 'seller', representativeId: rep1.id }),
    seller2: await insertOperator(db, tenantId, { role: 'seller', representativeId: rep2.id }),
    manager: await insertOperator(db, tenantId, { role: 'manager' }),
    admin: await insertOperator(db, tenantId, { role: 'admin' }),
  };
  const ana = await insertCustomer(db, tenantId, { name: 'Ana Tintas', representativeId: rep1.id });
  const bia = await insertCustomer(db, tenantId, { name: 'Bia Reformas', representativeId: rep1.id });
  const caio = await insertCustomer(db, tenantId, { name: 'Caio Obras', representativeId: rep2.id });
  const p1 = await insertProduct(db, tenantId, { siteDescription: 'Tinta Acrílica Branca', packaging: 'Galão 3,6L' });
  const p2 = await insertProduct(db, tenantId, { siteDescription: 'Massa Corrida', packaging: 'Lata 18L' });
  const order = (customer: { id: number; name: string; representativeId: number | null }, extra: object) =>
    insertOrder(db, tenantId, {
      customerId: customer.id,
      customerName: customer.name,
      representativeId: customer.representativeId,
      businessUnitId: store1.id,
      ...extra,
    });
  await insertOrderItem(db, await order(ana, { issuedOn: day.today, totalCents: 10_000 }), p1, {
    quantity: 2,
    unitPriceCents: 4_000,
    discountCents: 500,
    packaging: p1.packaging,
  });
  await insertOrderItem(db, await order(bia, { issuedOn: day.monthStart, totalCents: 30_000 }), p1, {
    quantity: 3,
    unitPriceCents: 10_000,
    packaging: p1.packaging,
  });
  await insertOrderItem(db, await order(caio, { issuedOn: day.today, totalCents: 20_000 }), p2, {
    unitPriceCents: 20_000,
    packaging: p2.packaging,
  });
  await order(ana, { issuedOn: day.today, totalCents: 99_900, status: 'Cancelado' });
  await order(ana, { issuedOn: day.lastMonthStart, totalCents: 4_000 });
  await order(ana, { issuedOn: day.lastYearStart, totalCents: 5_000 });
  await order(caio, { issuedOn: day.lastYearEnd, totalCents: 7_000 });
  const budget = (customer: typeof ana, daysAgo: number, status: 'Pendente' | 'Orçamento' | 'Orcamento') =>
    order(customer, { issuedOn: day.ago(daysAgo), totalCents: 1_000 * daysAgo, status });
  const budgets = {
    ana40: await budget(ana, 40, 'Orcamento'),
    caio30: await budget(caio, 30, 'Pendente'),
    bia20: await budget(bia, 20, 'Orçamento'),
    ana10: await budget(ana, 10, 'Pendente'),
    caio5: await budget(caio, 5, 'Orcamento'),
    bia2: await budget(bia, 2, 'Orcamento'),
  };
  const login = async (email: string) => loginCookie(t, email);
  const cookies = {
    seller1: await login(staff.seller1.email),
    seller2: await login(staff.seller2.email),
    manager: await login(staff.manager.email),
    admin: await login(staff.admin.email),
    customer: await login(ana.email ?? ''),
  };
  return { t, db, tenantId, rep1, rep2, store1, store2, ana, bia, caio, p1, p2, budgets, cookies };
}
export type PanelWorld = Awaited<ReturnType<typeof panelWorld>>;

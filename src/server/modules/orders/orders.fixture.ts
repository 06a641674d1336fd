import {
  insertCustomer,
  insertOperator,
  insertProduct,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

/**
 * One company with two representatives: sellers of the first (ana, bia), a seller of the second
 * (caio), a manager; customers of the first representative (one with credit blocked); a customer
 * login; and a second company with its own customer.
 */
export async function ordersWorld(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp(env);
  const db = t.database.db;
  const tenant = await insertTenant(db, { alias: 'padrao', tradeName: 'Tintas Teste', legalName: 'Tintas Teste Ltda' });
  const other = await insertTenant(db, { alias: 'outra' });
  const rep1 = await insertRepresentative(db, tenant.id, 'Rep Um');
  const rep2 = await insertRepresentative(db, tenant.id, 'Rep Dois');
  const ana = await insertOperator(db, tenant.id, { representativeId: rep1.id, name: 'Ana' });
  const bia = await insertOperator(db, tenant.id, { representativeId: rep1.id, name: 'Bia' });
  const caio = await insertOperator(db, tenant.id, { representativeId: rep2.id, name: 'Caio' });
  const manager = await insertOperator(db, tenant.id, { role: 'manager' });
  const customer = await insertCustomer(db, tenant.id, { representativeId: rep1.id, name: 'Loja Azul Ltda' });
  const blocked = await insertCustomer(db, tenant.id, {
    representativeId: rep1.id,
    name: 'Loja Vermelha Ltda',
    credit: 'S',
    creditRestriction: 'Títulos em atraso',
  });
  const outsider = await insertCustomer(db, other.id, { name: 'Cliente de Outra Empresa' });
  const paint = await insertProduct(db, tenant.id, { siteDescription: 'Tinta Acrílica Branca', stock: 5 });
  const brush = await insertProduct(db, tenant.id, { siteDescription: 'Pincel 2"', priceCents: 1_990, stock: 100 });
  const roller = await insertProduct(db, tenant.id, {
    siteDescription: 'Rolo de Lã',
    priceCents: 2_550,
    stock: 0,
    sellWithoutStock: true,
  });
  const cookies = {
    ana: await loginCookie(t, ana.email),
    bia: await loginCookie(t, bia.email),
    caio: await loginCookie(t, caio.email),
    manager: await loginCookie(t, manager.email),
    customer: await loginCookie(t, customer.email ?? ''),
    blocked: await loginCookie(t, blocked.email ?? ''),
  };
  const call = async (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const reply = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const json = String(reply.headers['content-type'] ?? '').includes('json');
    return { status: reply.statusCode, body: json ? reply.json() : undefined, raw: reply };
  };
  return {
    t,
    db,
    tenant,
    other,
    customers: { customer, blocked, outsider },
    products: { paint, brush, roller },
    cookies,
    call,
    post: (cookie: string, url: string, payload: object = {}) => call(cookie, 'POST', url, payload),
  };
}
export type OrdersWorld = Awaited<ReturnType<typeof ordersWorld>>;

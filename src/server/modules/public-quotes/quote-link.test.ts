import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteMessages } from '../../../shared/schemas/public-quote.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import type { AuthContext } from '../../http/auth-context.js';
import { insertCustomer, insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { operatorAuth } from '../../test/auth-contexts.js';
import { localDate } from '../orders/index.js';
import { issueLink, linkState, revokeLink, type QuoteTenant } from './public-quotes.service.js';

let database: Database;
let db: Database['db'];
let tenant: QuoteTenant;
let manager: AuthContext;
let customerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const row = await insertTenant(db, { alias: 'propostas', tradeName: 'Tintas & Cia' });
  tenant = { id: row.id, alias: row.alias, tradeName: row.tradeName };
  const operator = await insertOperator(db, tenant.id, { role: 'manager', name: 'Gil' });
  manager = operatorAuth(operator);
  customerId = (await insertCustomer(db, tenant.id, { name: 'Loja Azul Ltda', cellphone: '(11) 98765-4321' })).id;
});
afterAll(() => database.close());

const budget = async (changes: Parameters<typeof insertOrder>[2] = {}) =>
  (
    await insertOrder(db, tenant.id, {
      status: 'Orcamento',
      customerId,
      customerName: 'Loja Azul Ltda',
      issuedOn: localDate(),
      ...changes,
    })
  ).id;
const issue = (id: number) => issueLink(db, manager, tenant, id, 'https://loja.exemplo');

describe("a budget's public link", () => {
  it('links the page for the company and sends it to the customer mobile by WhatsApp', async () => {
    const id = await budget();
    const issued = await issue(id);
    expect(issued.link).toMatch(new RegExp(`^https://loja\\.exemplo/proposta/[\\w-]{43}\\?apelido=propostas$`));
    expect(issued.mensagem).toBe(quoteMessages.linkReady);
    const text = quoteMessages.whatsappText('Tintas & Cia', id, issued.link);
    expect(issued.whatsapp).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(text)}`);
  });

  it('refuses a budget for CONSUMIDOR however it is written, and a sale or an expired budget', async () => {
    const walkIn = issue(await budget({ customerName: ' consumidor ' }));
    await expect(walkIn).rejects.toMatchObject({ status: 400, message: quoteMessages.customerRequired });
    const noCustomer = issue(await budget({ customerId: null }));
    await expect(noCustomer).rejects.toMatchObject({ status: 400, message: quoteMessages.customerRequired });
    const sale = issue(await budget({ status: 'Venda' }));
    await expect(sale).rejects.toMatchObject({ status: 409, message: quoteMessages.notABudget });
    const expired = issue(await budget({ issuedOn: '2020-01-01', pricedOn: '2020-01-01' }));
    await expect(expired).rejects.toMatchObject({ status: 409, message: quoteMessages.notABudget });
  });

  it('tells the seller whether the link works, from issue to revocation', async () => {
    const id = await budget();
    expect(await linkState(db, manager, id)).toEqual({ ativo: false, emitidoEm: null, aceitoEm: null, alteracoes: [] });
    const before = Date.now();
    await issue(id);
    const live = await linkState(db, manager, id);
    expect(live).toMatchObject({ ativo: true, aceitoEm: null, alteracoes: [] });
    expect(Date.parse(live.emitidoEm ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await revokeLink(db, manager, id)).toBe(quoteMessages.revoked);
    expect((await linkState(db, manager, id)).ativo).toBe(false);
    // Reissued, it works again; a budget that expired meanwhile does not.
    await issue(id);
    expect((await linkState(db, manager, id)).ativo).toBe(true);
    await db
      .update(orders)
      .set({ issuedOn: '2020-01-01', pricedOn: '2020-01-01' })
      .where(and(eq(orders.tenantId, tenant.id), eq(orders.id, id)));
    expect((await linkState(db, manager, id)).ativo).toBe(false);
  });
});

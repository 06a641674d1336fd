import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts } from '../../db/schema/customers.js';
import { mailOutbox, mailSends } from '../../db/schema/infra.js';
import { insertCustomer, insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao', tradeName: 'Tintas Teste' })).id;
});
afterAll(() => t.close());

/** A customer with one contact, logged in, and one of their orders. */
async function customerWithOrder(name: string) {
  const customer = await insertCustomer(t.database.db, tenantId, { email: `${name}@cliente.com.br` });
  await t.database.db
    .insert(customerContacts)
    .values({ tenantId, customerId: customer.id, name: 'Compras', email: `Compras.${name}@cliente.com.br` });
  const order = await insertOrder(t.database.db, tenantId, { customerId: customer.id, customerName: name });
  return { customer, order, cookie: await loginCookie(t, customer.email ?? '') };
}

const mailOrder = (cookie: string, order: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/email-pedido/${order}?apelido=padrao`, headers: { cookie }, payload });

describe('a customer mailing their order (POST /email-pedido/{id})', () => {
  it('reaches their registered addresses, and at most 5 others a day', async () => {
    const { order, cookie } = await customerWithOrder('rosa');
    const own = await mailOrder(cookie, order.id, { para: 'rosa@cliente.com.br, compras.rosa@cliente.com.br' });
    expect(own.statusCode).toBe(200);
    const five = Array.from({ length: 5 }, (_, i) => `amigo${i}@fora.com.br`).join(', ');
    expect((await mailOrder(cookie, order.id, { para: five })).statusCode).toBe(200);
    // The same five again are not new addresses.
    expect((await mailOrder(cookie, order.id, { para: 'amigo0@fora.com.br' })).statusCode).toBe(200);
    const sixth = await mailOrder(cookie, order.id, { para: 'rosa@cliente.com.br, estranho@spam.com' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      exception:
        'Por dia, você pode enviar pedidos para até 5 endereços fora do seu cadastro. Use o e-mail cadastrado.',
      erros: [{ campo: 'para' }],
    });
    const outbox = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(outbox.flatMap((m) => m.recipients)).not.toContain('estranho@spam.com');
  });

  it('sends under the document title whatever subject the request names', async () => {
    const { order, cookie } = await customerWithOrder('lilas');
    await mailOrder(cookie, order.id, { para: 'lilas@cliente.com.br', assunto: 'Ganhe dinheiro fácil' });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.recipients, ['lilas@cliente.com.br'])));
    expect(mail?.subject).toBe(`Pedido nº ${order.id} - Tintas Teste`);
  });

  it('stops at 20 addresses a day, even their own', async () => {
    const { customer, order, cookie } = await customerWithOrder('ocre');
    // Two distinct addresses per mail (the same one in capitals counts once): ten mails fit.
    const para = 'ocre@cliente.com.br, compras.ocre@cliente.com.br, OCRE@cliente.com.br';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await mailOrder(cookie, order.id, { para })).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await mailOrder(cookie, order.id, { para: 'ocre@cliente.com.br' });
    expect(refused.json().exception).toBe('Você já enviou os 20 e-mails permitidos por dia. Tente novamente amanhã.');
    const sends = await t.database.db
      .select()
      .from(mailSends)
      .where(and(eq(mailSends.tenantId, tenantId), eq(mailSends.senderId, customer.id)));
    expect(sends).toHaveLength(20);
  });

  it('leaves sellers free to mail any address', async () => {
    const { order } = await customerWithOrder('anil');
    const seller = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'manager' })).email);
    const everyone = Array.from({ length: 8 }, (_, i) => `cliente${i}@outra.com.br`).join(', ');
    expect((await mailOrder(seller, order.id, { para: everyone })).statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { tenants } from '../../db/schema/tenants.js';
import { insertCustomer, insertOrder, insertTenant } from '../../test/factories.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import { createTestDatabase } from '../../test/test-database.js';
import { cancelledOrderMail } from './cancel-mail.js';
import { markSaleCancelled, setOrderPaymentStatus } from './order-payment.repo.js';
import { paymentNewsMail, paymentOrderFacts } from './payment-mail.js';
import { returnedItemsMail } from './return-mail.js';

/**
 * What the customer is told about their order (cancelled, items returned, payment news), by value,
 * and the payment state SQL the payments module calls. The test database holds the neighbour
 * company, whose orders share these ids.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the cancellation and return mails', () => {
  it('a cancelled sale: its title, date in Brazilian order, value, company and reason, escaped', () => {
    const mail = cancelledOrderMail(
      'Tintas & Cia',
      { id: 42, status: 'Venda', issuedOn: '2026-03-07', totalCents: 123_456, customerName: 'Loja <Azul>' },
      'Cliente desistiu <b>',
    );
    expect(mail).toEqual({
      subject: 'Pedido nº 42 cancelado - Tintas & Cia',
      html:
        '<h2>Pedido nº 42 cancelado</h2><p>Olá, Loja &lt;Azul&gt;!</p>' +
        '<p>O pedido nº 42, de 07/03/2026, no valor de R$ 1.234,56, foi cancelado por Tintas &amp; Cia.</p>' +
        '<p>Motivo: Cliente desistiu &lt;b&gt;</p>' +
        '<p>Em caso de dúvida, entre em contato com a empresa.</p>',
    });
  });

  it('a cancelled budget is called one', () => {
    const mail = cancelledOrderMail(
      'Loja',
      { id: 7, status: 'Orçamento', issuedOn: '2026-12-31', totalCents: 100, customerName: 'Ana' },
      'x',
    );
    expect(mail.subject).toBe('Orçamento nº 7 cancelado - Loja');
    expect(mail.html).toContain('<h2>Orçamento nº 7 cancelado</h2>');
    expect(mail.html).toContain('de 31/12/2026,');
  });

  it('items returned: each line with its quantity, the value and the reason, escaped', () => {
    const mail = returnedItemsMail(
      'Tintas & Cia',
      { id: 9, customerName: 'Ana & Bia' },
      [
        { description: 'Tinta <Branca>', quantity: 2 },
        { description: 'Rolo', quantity: 1 },
      ],
      5_990,
      'Avaria no transporte',
    );
    expect(mail).toEqual({
      subject: 'Devolução de itens do pedido nº 9 - Tintas & Cia',
      html:
        '<h2>Devolução de itens do pedido nº 9</h2><p>Olá, Ana &amp; Bia!</p>' +
        '<p>Tintas &amp; Cia registrou a devolução destes itens do pedido nº 9:</p>' +
        '<ul><li>2 × Tinta &lt;Branca&gt;</li><li>1 × Rolo</li></ul><p>Valor devolvido: R$ 59,90</p>' +
        '<p>Motivo: Avaria no transporte</p>' +
        '<p>Em caso de dúvida, entre em contato com a empresa.</p>',
    });
  });
});

describe('the payment mails', () => {
  let tenantId: number;
  let orderId: number;
  let noEmailOrder: number;
  beforeAll(async () => {
    const tenant = await insertTenant(database.db, { tradeName: 'Tintas Pagas' });
    tenantId = tenant.id;
    const customer = await insertCustomer(database.db, tenantId, { email: ' ana@cliente.com.br ' });
    const silent = await insertCustomer(database.db, tenantId, { email: '  ' });
    orderId = (
      await insertOrder(database.db, tenantId, {
        customerId: customer.id,
        customerName: 'Ana <Cliente>',
        totalCents: 25_000,
      })
    ).id;
    noEmailOrder = (await insertOrder(database.db, tenantId, { customerId: silent.id })).id;
  });

  it("reads the order's facts: the customer's e-mail trimmed, none when blank, nothing for another company's order", async () => {
    expect(await paymentOrderFacts(database.db, tenantId, orderId)).toEqual({
      id: orderId,
      customerName: 'Ana <Cliente>',
      customerEmail: 'ana@cliente.com.br',
      totalCents: 25_000,
      company: 'Tintas Pagas',
    });
    expect((await paymentOrderFacts(database.db, tenantId, noEmailOrder))?.customerEmail).toBeUndefined();
    expect(await paymentOrderFacts(database.db, tenantId, 999_999)).toBeUndefined();
  });

  it('a confirmed payment: subject, greeting, value and what comes next', async () => {
    expect(await paymentNewsMail(database.db, tenantId, orderId, 'paid')).toEqual({
      tenantId,
      to: ['ana@cliente.com.br'],
      subject: `Pagamento confirmado - Pedido nº ${orderId} - Tintas Pagas`,
      html:
        `<h2>Pagamento confirmado - Pedido nº ${orderId}</h2><p>Olá, Ana &lt;Cliente&gt;!</p>` +
        `<p>Pedido nº ${orderId}, no valor de R$ 250,00.</p>` +
        '<p>Recebemos o pagamento. Agora é com a gente: vamos separar a sua compra.</p>',
    });
  });

  it("a refused boleto: the provider's reason and the links, escaped", async () => {
    const mail = await paymentNewsMail(database.db, tenantId, orderId, 'boletoRefused', {
      reason: 'CEP <inválido>',
      links: [{ href: 'https://loja.com.br/boleto?a=1&b=2', label: 'Boleto <2ª via>' }],
    });
    expect(mail?.subject).toBe(`Boleto não registrado - Pedido nº ${orderId} - Tintas Pagas`);
    expect(mail?.html).toContain('<p>CEP &lt;inválido&gt;</p>');
    expect(mail?.html).toContain(paymentMessages.boletoSelfIssued);
    expect(
      mail?.html.endsWith('<p><a href="https://loja.com.br/boleto?a=1&amp;b=2">Boleto &lt;2ª via&gt;</a></p>'),
    ).toBe(true);
  });

  it('an expired payment says the order was cancelled; no reason, no paragraph for it', async () => {
    const mail = await paymentNewsMail(database.db, tenantId, orderId, 'expired');
    expect(mail?.subject).toBe(`Pagamento não recebido - Pedido nº ${orderId} - Tintas Pagas`);
    expect(mail?.html).toBe(
      `<h2>Pagamento não recebido - Pedido nº ${orderId}</h2><p>Olá, Ana &lt;Cliente&gt;!</p>` +
        `<p>Pedido nº ${orderId}, no valor de R$ 250,00.</p>` +
        '<p>O prazo do pagamento terminou sem que ele chegasse, e o pedido foi cancelado. Se ainda quiser os produtos, faça um novo pedido.</p>',
    );
  });

  it('no mail for a customer without e-mail or an order not found', async () => {
    expect(await paymentNewsMail(database.db, tenantId, noEmailOrder, 'paid')).toBeUndefined();
    expect(await paymentNewsMail(database.db, tenantId, 999_999, 'paid')).toBeUndefined();
  });
});

describe('the payment state of an order', () => {
  const stateOf = async (tenantId: number, id: number) => {
    const [row] = await database.db
      .select({
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        cancelReason: orders.cancelReason,
        cancelledAt: orders.cancelledAt,
        version: orders.version,
      })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
    return row;
  };
  let tenantId: number;
  beforeAll(async () => {
    tenantId = (await insertTenant(database.db)).id;
  });

  it("sets the payment status of this company's order only", async () => {
    // Id 1, as the neighbour's first order: a statement without the company would change that one too.
    const order = await insertOrder(database.db, tenantId, { id: 1 });
    await setOrderPaymentStatus(database.db, tenantId, order.id, 'paid');
    expect((await stateOf(tenantId, order.id))?.paymentStatus).toBe('paid');
    const [neighbour] = await database.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.alias, NEIGHBOUR.alias));
    // The neighbour's order with the same id keeps its state (close() compares all its rows too).
    const neighbourOrder = await stateOf(neighbour?.id ?? 0, order.id);
    expect(neighbourOrder).toBeDefined();
    expect(neighbourOrder?.paymentStatus).not.toBe('paid');
  });

  it("cancels only a store checkout's sale, with the reason, once", async () => {
    const sale = await insertOrder(database.db, tenantId, { origin: 'S' });
    const counter = await insertOrder(database.db, tenantId, { origin: 'N' });
    const budget = await insertOrder(database.db, tenantId, { origin: 'S', status: 'Orçamento' });
    expect(await markSaleCancelled(database.db, tenantId, counter.id, 'Pix expirado')).toBe(false);
    expect(await markSaleCancelled(database.db, tenantId, budget.id, 'Pix expirado')).toBe(false);
    expect(await markSaleCancelled(database.db, tenantId + 1_000, sale.id, 'Pix expirado')).toBe(false);
    expect(await markSaleCancelled(database.db, tenantId, sale.id, 'Pix expirado')).toBe(true);
    const cancelled = await stateOf(tenantId, sale.id);
    expect(cancelled).toMatchObject({ status: 'Cancelado', cancelReason: 'Pix expirado', version: sale.version + 1 });
    expect(cancelled?.cancelledAt).toBeInstanceOf(Date);
    expect(await markSaleCancelled(database.db, tenantId, sale.id, 'outra vez')).toBe(false);
    expect((await stateOf(tenantId, sale.id))?.cancelReason).toBe('Pix expirado');
    expect((await stateOf(tenantId, counter.id))?.status).toBe('Venda');
    expect((await stateOf(tenantId, budget.id))?.status).toBe('Orçamento');
  });
});

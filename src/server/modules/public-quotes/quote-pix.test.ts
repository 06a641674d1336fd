import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStates } from '../../../shared/schemas/payments.js';
import { quoteMessages } from '../../../shared/schemas/public-quote.js';
import { products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import type { FakeServer } from '../../test/fake-server.js';
import { startPaymentsApp } from '../../test/payments-app.js';
import type { TestApp } from '../../test/test-app.js';
import { pixFixture } from '../payments/pix.fixture.js';
import { openShop } from '../store/store.fixture.js';

/**
 * Pix on the public quote page (docs/public-quote.md), against the fake PSP on 127.0.0.1: the
 * seller's budget for Ana, 2 paints at R$ 120,00, says Pix; Ana accepts it from the link and pays there.
 */
let fake: FakeServer;
let t: TestApp;
let pix: ReturnType<typeof pixFixture>;
beforeAll(async () => {
  ({ fake, t } = await startPaymentsApp([]));
  pix = pixFixture(t, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A budget of the seller's with the given payment method, and its public link's calls. */
async function budget({ formaPagamento = 'X', pixSetUp = true } = {}) {
  const shop = await openShop(t, {}, { fpg: { formas: ['D', 'P', 'X'] } });
  if (pixSetUp) await pix.saveSetting(shop.tenant);
  const added = await shop.send('POST', '/api/carrinho/itens', 'seller', { codigo: shop.ids.paint, quantidade: 2 });
  const pedido = added.body.pedido.codigo as number;
  await shop.send('POST', '/api/carrinho/cliente', 'seller', { pedido, cliente: shop.ids.ana });
  expect((await shop.send('POST', '/api/carrinho/condicoes', 'seller', { pedido, formaPagamento })).status).toBe(200);
  const saved = await shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'ped' });
  expect(saved.body.pedido.cfistaped).toBe('Orcamento');
  const issued = await shop.send('POST', `/api/orcamentos/${pedido}/link-publico`, 'seller');
  const token = new URL(issued.body.link as string).pathname.split('/').pop() ?? '';
  const call = (method: 'GET' | 'POST', path: string, link = token) =>
    shop.send(method, `/api/orcamento-publico/${link}${path}`);
  return { shop, pedido, token, call };
}
type Budget = Awaited<ReturnType<typeof budget>>;

const chargesOf = ({ shop, pedido }: Budget) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, pedido)))
    .orderBy(payments.id);
const orderOf = async ({ shop, pedido }: Budget) =>
  (
    await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, pedido)))
  )[0];
const paintStock = async ({ shop }: Budget) =>
  (
    await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.paint)))
  )[0]?.stock;

describe('paying an accepted budget by Pix on its public page', () => {
  it('opens one charge for the total with the acceptance, and the webhook pays the order', async () => {
    const b = await budget();
    expect((await b.call('GET', '')).body.pagarComPix).toBe(true);
    const early = await b.call('GET', '/pagamento');
    expect(early.status).toBe(409);
    expect(early.body.exception).toBe(quoteMessages.pixAcceptFirst);
    expect(await chargesOf(b)).toHaveLength(0);

    const both = await Promise.all([b.call('POST', '/aceitar'), b.call('POST', '/aceitar')]);
    expect(both.map((r) => r.body.mensagem)).toEqual([quoteMessages.acceptedPix, quoteMessages.acceptedPix]);
    const charges = await chargesOf(b);
    expect(charges).toHaveLength(1);
    // Ana has no CPF/CNPJ on file: the charge names her without a document.
    expect(charges[0]).toMatchObject({
      provider: 'pix',
      amountCents: 24_000,
      state: paymentStates.awaiting,
      payerName: 'Ana Cliente',
      payerDocument: '',
    });
    expect(await orderOf(b)).toMatchObject({ status: 'Reserva', paymentStatus: paymentStates.awaiting });

    const waiting = (await b.call('GET', '/pagamento')).body;
    expect(waiting).toMatchObject({ pedido: b.pedido, forma: 'X', situacao: paymentStates.awaiting, valor: 240 });
    expect(waiting.copiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406240\.00.*6304[0-9A-F]{4}$/);

    const { reply } = await pix.payAndNotify(charges[0]?.providerRef ?? '', b.shop.tenant.alias);
    expect(reply.statusCode).toBe(200);
    expect((await b.call('GET', '/pagamento')).body.situacao).toBe(paymentStates.paid);
    // Paid, the order still waits for the seller, who confirms it (and only then takes the stock).
    expect(await orderOf(b)).toMatchObject({ status: 'Reserva', paymentStatus: paymentStates.paid });
    expect(await paintStock(b)).toBe(8);
    expect((await b.shop.send('GET', `/api/pagamentos/pedido/${b.pedido}`, 'seller')).body.situacao).toBe(
      paymentStates.paid,
    );
    // Paid, a new Pix is the same one: nothing is charged twice.
    expect((await b.call('POST', '/pix')).body.situacao).toBe(paymentStates.paid);
    expect(await chargesOf(b)).toHaveLength(1);
    expect((await orderOf(b))?.paymentStatus).toBe(paymentStates.paid);
  });

  it('after a Pix expires unpaid the order stays for the seller and the page makes one new Pix', async () => {
    const b = await budget();
    await b.call('POST', '/aceitar');
    const [first] = await chargesOf(b);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, b.shop.tenant.id), eq(payments.id, first?.id ?? 0)));
    expect(await pix.service().sweep()).toBeGreaterThanOrEqual(1);
    expect(await orderOf(b)).toMatchObject({ status: 'Reserva', paymentStatus: paymentStates.expired });
    expect((await b.call('GET', '/pagamento')).body.situacao).toBe(paymentStates.expired);

    const [again, twice] = await Promise.all([b.call('POST', '/pix'), b.call('POST', '/pix')]);
    expect(again.body.situacao).toBe(paymentStates.awaiting);
    expect(twice.body.copiaECola).toBe(again.body.copiaECola);
    const charges = await chargesOf(b);
    expect(charges).toHaveLength(2);
    expect(charges[1]?.providerRef).not.toBe(first?.providerRef);
    expect(again.body.copiaECola).toContain('5406240.00');
    expect((await orderOf(b))?.paymentStatus).toBe(paymentStates.awaiting);
  });

  it('an expired Pix does not cancel the sale the seller confirmed: the page makes a new one', async () => {
    const b = await budget();
    await b.call('POST', '/aceitar');
    const confirmed = await b.shop.send('PUT', `/pedido/${b.pedido}`, 'seller', { direcionamento: 'tpe' });
    expect(confirmed.body.pedido.cfistaped).toBe('Venda');
    expect(await paintStock(b)).toBe(6);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, b.shop.tenant.id), eq(payments.orderId, b.pedido)));
    expect(await pix.service().sweep()).toBeGreaterThanOrEqual(1);
    expect(await orderOf(b)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.expired });
    expect(await paintStock(b)).toBe(6);
    expect((await b.call('POST', '/pix')).body.situacao).toBe(paymentStates.awaiting);
    expect(await chargesOf(b)).toHaveLength(2);
  });

  it('takes no new Pix for a cancelled order', async () => {
    const b = await budget();
    await b.call('POST', '/aceitar');
    await t.database.db
      .update(orders)
      .set({ status: 'Cancelado' })
      .where(and(eq(orders.tenantId, b.shop.tenant.id), eq(orders.id, b.pedido)));
    const reply = await b.call('POST', '/pix');
    expect(reply.status).toBe(409);
    expect(reply.body.exception).toBe(quoteMessages.pixClosed);
    expect(await chargesOf(b)).toHaveLength(1);
  });
});

describe('a budget that is not paid on the page', () => {
  it('offers no Pix when the terms say otherwise, or when the company has no PSP', async () => {
    for (const options of [{ formaPagamento: 'D' }, { pixSetUp: false }]) {
      const b = await budget(options);
      expect((await b.call('GET', '')).body.pagarComPix).toBe(false);
      expect((await b.call('POST', '/aceitar')).body.mensagem).toBe(quoteMessages.accepted);
      for (const reply of [await b.call('GET', '/pagamento'), await b.call('POST', '/pix')]) {
        expect(reply.status).toBe(409);
        expect(reply.body.exception).toBe(quoteMessages.pixNotOffered);
      }
      expect(await chargesOf(b)).toHaveLength(0);
      expect((await orderOf(b))?.paymentStatus).toBeNull();
    }
  });

  it('answers a wrong link, or the link at another company, with the bare 404', async () => {
    const b = await budget();
    await b.call('POST', '/aceitar');
    const other = await openShop(t);
    for (const reply of [
      await b.call('GET', '/pagamento', 'x'.repeat(43)),
      await b.call('POST', '/pix', 'x'.repeat(43)),
      await other.send('GET', `/api/orcamento-publico/${b.token}/pagamento`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.exception).toBe(quoteMessages.notFound);
    }
    expect(await chargesOf(b)).toHaveLength(1);
  });
});

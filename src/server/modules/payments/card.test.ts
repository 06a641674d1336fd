import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatus } from '../../../shared/domain/order-status.js';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { tenants } from '../../db/schema/tenants.js';
import { CIELO_CARDS, cieloSales, cieloSetting, GOOD_CIELO } from '../../test/fake-cielo.js';
import { payPix, pixSettingFor } from '../../test/fake-pix.js';
import type { FakeServer } from '../../test/fake-server.js';
import { startPaymentsApp } from '../../test/payments-app.js';
import type { TestApp } from '../../test/test-app.js';
import { cardWorld, openCardOf as cardOf, type Shop } from './card.fixture.js';
import { insertPayment } from './payments.repo.js';
import { CieloSalesClient } from './cielo-sales-client.js';
import { GatewayError } from '../payment-config/index.js';
import { webhookSecret } from './webhook-secret.js';

/**
 * Card payments through Cielo API 3.0 against a fake Cielo on 127.0.0.1 (fake-cielo.ts): Ana buys
 * 2 paints (2 × R$ 120,00 + freight R$ 36,00 = R$ 276,00) and pays by card.
 */
let fake: FakeServer;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  ({ fake, t } = await startPaymentsApp(lines));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const world = cardWorld(() => t);
const { db, saveSetting, orderOf, chargesOf, eventsOf, stockOf, mailsAbout, cancel } = world;
/** A shop taking cards (and Pix), its Cielo account set up by an admin. */
const cardShop = () => world.cardShop('cie', cieloSetting());
const cartOf = (shop: Shop) => world.cartOf(shop, cardOf);

/** Cielo's sales under the MerchantOrderIds this order's attempts used. */
const salesOf = async (shop: Shop, id: number) => {
  const refs = new Set((await chargesOf(shop, id)).map((p) => p.providerRef));
  return (await cieloSales(fake.url)).filter((s) => refs.has(s.MerchantOrderId));
};
const notify = (shop: Shop, PaymentId: string, secret = webhookSecret(t.config.settingsKey, 'cielo', shop.tenant.id)) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pagamentos/cielo/webhook/${secret}?apelido=${shop.tenant.alias}`,
    payload: { PaymentId, ChangeType: 1 },
  });
/** What Cielo's own panel does: the merchant voids a sale there (the app hears of it by the notification). */
const voidAtCielo = (paymentId: string) =>
  fetch(`${fake.url}/1/sales/${paymentId}/void`, { method: 'PUT', headers: { ...GOOD_CIELO } });

describe('paying by card through Cielo', () => {
  it('authorises and captures the total in the instalments chosen: the order is placed as paid', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const tooMany = await cart.pay(CIELO_CARDS.approved, 4);
    expect(tooMany.body.exception).toBe(storeMessages.instalmentsTooMany(2));
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);

    const placed = await cart.pay(CIELO_CARDS.approved, 2);
    expect(placed.status).toBe(200);
    expect(placed.body.msg).toEqual({ tipo: 'success', mensagem: m.cardPaid });
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', pagamento: paymentStates.paid, cfiparped: 2 });
    const [sale, ...more] = await salesOf(shop, cart.pedido);
    expect(more).toEqual([]);
    expect(sale?.Payment).toMatchObject({ Amount: 27_600, Installments: 2, Capture: true, Status: 2 });
    expect(sale?.Payment.CreditCard).toMatchObject({ CardNumber: '401200******1070', Brand: 'Visa' });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      {
        provider: 'cielo',
        state: paymentStates.paid,
        amountCents: 27_600,
        instalments: 2,
        cardMask: '401200******1070',
        endToEndId: sale?.Payment.PaymentId,
      },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid']);
    expect(await stockOf(shop)).toBe(6);
    expect(await mailsAbout(shop, cart.pedido)).toEqual([
      `Pedido nº ${cart.pedido} recebido - ${shop.tenant.tradeName}`,
      `Pagamento confirmado - Pedido nº ${cart.pedido} - ${shop.tenant.tradeName}`,
    ]);
    const status = (await shop.send('GET', `/api/pagamentos/pedido/${cart.pedido}`, 'ana')).body;
    expect(status).toMatchObject({ situacao: paymentStates.paid, forma: 'O', valor: 276 });
  });

  it("refuses a denied card with the issuer's reason: the cart, the stock and the mailbox stay; another card pays", async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const denied = await cart.pay(CIELO_CARDS.denied);
    expect(denied.status).toBe(400);
    expect(denied.body.exception).toBe(m.cardRefused('Não Autorizada', '05'));
    await world.expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refused, reason: m.cardRefused('Não Autorizada', '05'), cardMask: '401200******1112' },
    ]);

    const paid = await cart.pay(CIELO_CARDS.approvedMaster);
    expect(paid.status).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);
    expect((await salesOf(shop, cart.pedido)).map((s) => s.Payment.Status)).toEqual([3, 2]);
  });

  it('never charges twice when Cielo answers too late: the retry finds the first charge and uses it', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const late = await cart.pay(CIELO_CARDS.timeout);
    expect(late.status).toBe(503);
    expect(late.body.exception).toBe(m.cardUnavailable);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: orderStatus.shopDraft });
    expect(await stockOf(shop)).toBe(8);
    // Cielo did charge: the reply was lost on the way.
    expect((await salesOf(shop, cart.pedido)).map((s) => s.Payment.Status)).toEqual([2]);

    const retried = await cart.pay(CIELO_CARDS.timeout);
    expect(retried.status).toBe(200);
    const sales = await salesOf(shop, cart.pedido);
    expect(sales).toHaveLength(1);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.paid, endToEndId: sales[0]?.Payment.PaymentId },
    ]);
    expect(await stockOf(shop)).toBe(6);
  });

  it('charges nothing while an earlier try Cielo does not know yet may still reach it; closes it after a minute', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    // A first try whose call never came back and that Cielo has not seen (yet).
    await insertPayment(db(), {
      tenantId: shop.tenant.id,
      orderId: cart.pedido,
      provider: 'cielo',
      method: 'O',
      providerRef: 'BNUNCAVISTONACIELO000000A',
      amountCents: 27_600,
      state: paymentStates.awaiting,
      payerName: 'Ana',
      payerDocument: '52998224725',
    });
    const early = await cart.pay(CIELO_CARDS.approved);
    expect(early.status).toBe(503);
    expect(await salesOf(shop, cart.pedido)).toEqual([]);
    await world.age(shop, cart.pedido);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect((await chargesOf(shop, cart.pedido)).map((p) => p.state)).toEqual([
      paymentStates.refused,
      paymentStates.paid,
    ]);
  });

  it('gives an earlier charge back when the next try is for another total (the cart changed meanwhile)', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(503);
    await shop.addToCart('ana', shop.ids.brush, 1);
    const paid = await cart.pay(CIELO_CARDS.approved, 1, 'O', 255);
    expect(paid.status).toBe(200);
    expect((await salesOf(shop, cart.pedido)).map((s) => [s.Payment.Amount, s.Payment.Status])).toEqual([
      [27_600, 10],
      [29_100, 2],
    ]);
    expect((await chargesOf(shop, cart.pedido)).map((p) => p.state)).toEqual([
      paymentStates.refunded,
      paymentStates.paid,
    ]);
  });
});

describe('cancelling a paid order gives the money back', () => {
  it('voids the Cielo sale once, and the order and payment say so', async () => {
    const { shop, admin } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    const cancelled = await cancel(shop, admin, cart.pedido);
    expect(cancelled.statusCode).toBe(200);
    const [sale] = await salesOf(shop, cart.pedido);
    expect(sale?.Payment).toMatchObject({ Status: 10, VoidedAmount: 27_600 });
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      status: 'Cancelado',
      paymentStatus: paymentStates.refunded,
    });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refunded, reason: m.refundedReason },
    ]);
    expect(await stockOf(shop)).toBe(8);
    expect((await cancel(shop, admin, cart.pedido)).statusCode).toBe(409);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
    // Cielo's notification of that void changes nothing more.
    expect((await notify(shop, sale?.Payment.PaymentId ?? '')).statusCode).toBe(200);
    expect(await eventsOf(shop)).toHaveLength(2);
  });

  it('keeps the order as it was when Cielo refuses the void', async () => {
    const { shop, admin } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    await db()
      .update(payments)
      .set({ endToEndId: '00000000-0000-4000-8000-000000000000' })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, cart.pedido)));
    lines.length = 0;
    const refused = await cancel(shop, admin, cart.pedido);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().exception).toBe(m.refundFailed);
    const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'refund refused');
    expect(logged).toMatchObject([{ level: 40, tenantId: shop.tenant.id, orderId: cart.pedido }]);
    expect(logged[0].reason).toBeTruthy();
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.paid });
    expect(await stockOf(shop)).toBe(6);
  });

  it('gives a paid Pix back through the BCB devolução', async () => {
    const { shop, admin } = await cardShop();
    await saveSetting(shop, admin, 'pix', pixSettingFor(fake.url));
    const cart = await cartOf(shop);
    expect((await cart.pay('', 1, 'X')).status).toBe(200);
    const [charge] = await chargesOf(shop, cart.pedido);
    await payPix(fake.url, charge?.providerRef ?? '', { notificar: false });
    await db()
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, charge?.id ?? 0)));
    expect((await shop.send('GET', `/api/pagamentos/pedido/${cart.pedido}`, 'ana')).body.situacao).toBe(
      paymentStates.paid,
    );
    expect((await cancel(shop, admin, cart.pedido)).statusCode).toBe(200);
    const endToEndId = (await chargesOf(shop, cart.pedido))[0]?.endToEndId ?? '';
    expect(fake.requests).toContain(`/pix/v2/pix/${endToEndId}/devolucao/D${charge?.providerRef}`);
    expect((await chargesOf(shop, cart.pedido))[0]?.state).toBe(paymentStates.refunded);
  });
});

describe("Cielo's notification", () => {
  it('is confirmed by reading the sale back: a void made at Cielo reaches the order once', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    const [sale] = await salesOf(shop, cart.pedido);
    const paymentId = sale?.Payment.PaymentId ?? '';
    // Before anything changed at Cielo, a notification (whatever it claims) changes nothing.
    expect((await notify(shop, paymentId)).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);

    expect((await voidAtCielo(paymentId)).status).toBe(200);
    expect((await notify(shop, paymentId)).json()).toEqual({ ok: true });
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.refunded);
    await notify(shop, paymentId);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
  });

  it("refuses a bad secret, and changes nothing for another company's or an unknown sale (logged)", async () => {
    const { shop } = await cardShop();
    const { shop: neighbour } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    const [sale] = await salesOf(shop, cart.pedido);
    const paymentId = sale?.Payment.PaymentId ?? '';
    await voidAtCielo(paymentId);

    const forged = await notify(shop, paymentId, `${shop.tenant.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().exception).toBe(m.badSignature);
    lines.length = 0;
    expect((await notify(neighbour, paymentId)).statusCode).toBe(200);
    expect((await notify(shop, '11111111-2222-4333-8444-555555555555')).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);
    expect(await eventsOf(shop)).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"outcome":"unknown"'))).toHaveLength(2);
  });
});

describe('the sweep of lost card charges', () => {
  /** A sweep of its own (the app's runs every minute), with the Cielo client a test may slow or break. */
  const cieloClient = () =>
    new CieloSalesClient({ sales: t.config.payments.cieloSales, query: t.config.payments.cielo }, 500);
  const sweeper = (cielo = cieloClient()) => world.sweeper({ cielo });
  const { age } = world;

  it('voids at Cielo a charge whose reply was lost and never retried, once, logs it and tells the store', async () => {
    const { shop } = await cardShop();
    // No 'nte' nor contact address: the store's notice goes to the company's own e-mail.
    await db().update(tenants).set({ email: 'contato@tintas.test' }).where(eq(tenants.id, shop.tenant.id));
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(503);
    expect(await sweeper().run()).toBe(0);
    expect((await salesOf(shop, cart.pedido)).map((s) => s.Payment.Status)).toEqual([2]);

    await age(shop, cart.pedido);
    lines.length = 0;
    expect(await sweeper().run()).toBeGreaterThanOrEqual(1);
    const [sale] = await salesOf(shop, cart.pedido);
    expect(sale?.Payment).toMatchObject({ Status: 10, VoidedAmount: 27_600 });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refunded, endToEndId: sale?.Payment.PaymentId, cardMask: '401200******1047' },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced']);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: orderStatus.shopDraft, paymentStatus: null });
    expect(lines.some((l) => l.includes('"msg":"card sweep"') && l.includes('"outcome":"voided"'))).toBe(true);
    const storeNotice = 'Venda no cartão cancelada sem pedido: R$ 276,00 de Ana Cliente';
    const notices = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, shop.tenant.id), eq(mailOutbox.subject, storeNotice)));
    const [notice] = await notices();
    expect(notice?.recipients).toEqual(['contato@tintas.test']);
    expect(notice?.html).toContain('a resposta não chegou ao checkout');
    expect(notice?.html).toContain(String(sale?.Payment.PaymentId));

    await age(shop, cart.pedido);
    expect(await sweeper().run()).toBe(0);
    expect(await eventsOf(shop)).toHaveLength(1);
    expect(await notices()).toHaveLength(1);
    // The customer's next try is a new charge, not the voided one.
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect((await salesOf(shop, cart.pedido)).map((s) => s.Payment.Status)).toEqual([10, 2]);
  });

  it('voids a charge Cielo notified as paid but that never became an order, at the first sweep past the wait', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(503);
    const [sale] = await salesOf(shop, cart.pedido);
    expect(sale?.Payment.Status).toBe(2);
    const [attempt] = await chargesOf(shop, cart.pedido);
    lines.length = 0;
    // Cielo's notification of the paid sale: no order is placed on it, and the row is not touched.
    expect((await notify(shop, sale?.Payment.PaymentId ?? '')).statusCode).toBe(200);
    expect(lines.some((l) => l.includes('"msg":"card webhook"') && l.includes('"outcome":"paid, no order yet"'))).toBe(
      true,
    );
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.awaiting, updatedAt: attempt?.updatedAt },
    ]);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: orderStatus.shopDraft, paymentStatus: null });
    // The checkout may still be waiting for this reply: nothing is voided before the sweep's wait.
    expect(await sweeper().run()).toBe(0);
    await age(shop, cart.pedido);
    expect(await sweeper().run()).toBeGreaterThanOrEqual(1);
    expect((await salesOf(shop, cart.pedido))[0]?.Payment).toMatchObject({ Status: 10, VoidedAmount: 27_600 });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([{ state: paymentStates.refunded }]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced']);
  });

  /** A charge whose reply was lost, left alone past the sweep's wait. */
  const lostCharge = async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(503);
    await age(shop, cart.pedido);
    return { shop, cart };
  };

  /** A Cielo client whose void waits for the test: `called` once the sweep is inside the call, `open()` lets it through. */
  const slowVoid = () => {
    const cielo = cieloClient();
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let calling = () => undefined as void;
    const called = new Promise<void>((resolve) => (calling = resolve));
    const refund = cielo.refund.bind(cielo);
    cielo.refund = async (...args) => {
      calling();
      await gate;
      return refund(...args);
    };
    return { cielo, called, open };
  };

  it("holds no transaction through Cielo's void: the database answers, and a retry meanwhile is a new charge", async () => {
    const { shop, cart } = await lostCharge();
    // Cielo takes its time to void: the sweep waits on this gate inside the call.
    const { cielo, called, open } = slowVoid();
    const run = sweeper(cielo).run();
    await called;
    // On PGlite an open transaction would hold this query (and every request) until Cielo answered.
    const answered = await Promise.race([
      db()
        .select()
        .from(orders)
        .limit(1)
        .then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('held'), 2_000)),
    ]);
    expect(answered).toBe('answered');
    // The customer pays again meanwhile: the charge being voided is not reused, a new one is made.
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    open();
    expect(await run).toBeGreaterThanOrEqual(1);
    expect((await salesOf(shop, cart.pedido)).map((s) => s.Payment.Status)).toEqual([10, 2]);
    expect((await chargesOf(shop, cart.pedido)).map((p) => [p.state, p.voidingUntil])).toEqual([
      [paymentStates.refunded, null],
      [paymentStates.paid, null],
    ]);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ paymentStatus: paymentStates.paid });
  });

  it('tells the store once when its void lands after the lease ended and a checkout placed the order on that sale', async () => {
    const { shop, cart } = await lostCharge();
    await db().update(tenants).set({ email: 'contato@tintas.test' }).where(eq(tenants.id, shop.tenant.id));
    const { cielo, called, open } = slowVoid();
    const run = sweeper(cielo).run();
    await called;
    // The call stalls past its lease: the customer's retry finds the sale at Cielo and places the order on it.
    await db()
      .update(payments)
      .set({ voidingUntil: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, cart.pedido)));
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(200);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      status: orderStatus.sale,
      paymentStatus: paymentStates.paid,
    });
    lines.length = 0;
    open();
    expect(await run).toBe(0);
    expect(lines.some((l) => l.includes('"outcome":"voided after its lease"'))).toBe(true);
    expect((await salesOf(shop, cart.pedido))[0]?.Payment).toMatchObject({ Status: 10 });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([{ state: paymentStates.refunded, voidingUntil: null }]);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      status: orderStatus.sale,
      paymentStatus: paymentStates.refunded,
    });
    expect((await eventsOf(shop)).map((e) => e.kind)).toContain('voided_after_placed');
    const subject = `Pedido nº ${cart.pedido} com a venda no cartão estornada: confira antes de entregar`;
    const notices = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, shop.tenant.id), eq(mailOutbox.subject, subject)));
    expect(notices.map((n) => n.recipients)).toEqual([['contato@tintas.test']]);
    expect(notices[0]?.html).toContain('não entregue os produtos antes de receber');
  });

  it('leaves the lease to end when the void gets no answer (it may have gone through): no order is placed on it', async () => {
    const { shop, cart } = await lostCharge();
    const cielo = cieloClient();
    cielo.refund = () => Promise.reject(new GatewayError('unavailable', 'Cielo não respondeu'));
    expect(await sweeper(cielo).run()).toBe(0);
    const [leased] = await chargesOf(shop, cart.pedido);
    expect(leased?.state).toBe(paymentStates.awaiting);
    expect(leased?.voidingUntil?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    // The customer's retry meanwhile is a new charge; the leased one waits for the next pass.
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect((await chargesOf(shop, cart.pedido)).map((p) => p.state)).toEqual([
      paymentStates.awaiting,
      paymentStates.paid,
    ]);
  });

  it('asks by PaymentId when the attempt has one (a failed void), and closes an attempt Cielo never took', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(CIELO_CARDS.timeout)).status).toBe(503);
    const [sale] = await salesOf(shop, cart.pedido);
    const paymentId = sale?.Payment.PaymentId ?? '';
    const [attempt] = await chargesOf(shop, cart.pedido);
    // The PaymentId is known, and the MerchantOrderId alone would find nothing at Cielo.
    await db()
      .update(payments)
      .set({ endToEndId: paymentId, providerRef: 'BPERDIDO0000000000000000' })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, attempt?.id ?? 0)));
    await db().insert(payments).values({
      tenantId: shop.tenant.id,
      orderId: cart.pedido,
      provider: 'cielo',
      method: 'O',
      providerRef: 'BNUNCAVISTO0000000000000',
      amountCents: 27_600,
      state: paymentStates.awaiting,
      payerName: 'Ana Cliente',
      payerDocument: '',
    });
    await age(shop, cart.pedido);
    expect(await sweeper().run()).toBeGreaterThanOrEqual(2);
    expect(fake.requests).toContain(`/1/sales/${paymentId}/void?amount=27600`);
    expect((await cieloSales(fake.url)).find((s) => s.Payment.PaymentId === paymentId)?.Payment.Status).toBe(10);
    expect((await chargesOf(shop, cart.pedido)).map((p) => [p.providerRef, p.state])).toEqual([
      ['BPERDIDO0000000000000000', paymentStates.refunded],
      ['BNUNCAVISTO0000000000000', paymentStates.refused],
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced', 'not_received']);
  });
});

describe('the card number and security code', () => {
  it('are in no table, no log line and no mail after card payments (only the masked number is kept)', async () => {
    lines.length = 0;
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    await cart.pay(CIELO_CARDS.denied);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    await world.expectNoCardData(lines, [CIELO_CARDS.approved, CIELO_CARDS.denied], '401200******1070');
  });
});

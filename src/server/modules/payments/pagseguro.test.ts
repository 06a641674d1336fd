import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { cieloSetting } from '../../test/fake-cielo.js';
import {
  cancelAtPagSeguro,
  GOOD_PAGSEGURO,
  PAGSEGURO_CARDS,
  pagSeguroKeyCalls,
  pagSeguroOrders,
  pagSeguroSetting,
} from '../../test/fake-pagseguro.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { cardWorld, CVV, type Shop } from './card.fixture.js';
import { webhookSecret } from './webhook-secret.js';

/**
 * Card payments through PagBank's API de Pedidos against a fake PagBank on 127.0.0.1
 * (fake-pagseguro.ts): the test plays the browser, encrypting the card with the public key the
 * checkout page gets and the SDK script the page loads; our server sees only the blob.
 */
const suite = paymentsSuite();
const { lines } = suite;

const world = cardWorld(() => suite.t);
const { chargesOf, eventsOf, orderOf, stockOf, mailsAbout, cancel } = world;
const cardShop = () => world.cardShop('pgs', pagSeguroSetting());

/** What the checkout page does: reads the public key, encrypts the card in the 'browser', sends the blob. */
const cartOf = (shop: Shop) => world.pagSeguroCartOf(shop);

/** PagBank's orders under the references this order's attempts used. */
const ordersAt = async (shop: Shop, id: number) => {
  const refs = new Set((await chargesOf(shop, id)).map((p) => p.providerRef));
  return (await pagSeguroOrders(suite.fake.url)).filter((o) => refs.has(o.reference_id));
};
const chargesAt = async (shop: Shop, id: number) => (await ordersAt(shop, id)).flatMap((o) => o.charges);

/** PagBank's notification of an order: its JSON, signed with the account token unless told otherwise. */
const notify = async (
  shop: Shop,
  order: unknown,
  {
    token = GOOD_PAGSEGURO.token,
    secret = webhookSecret(suite.t.config.settingsKey, 'pagseguro', shop.tenant.id),
  } = {},
) => {
  const raw = JSON.stringify(order);
  return suite.t.app.inject({
    method: 'POST',
    url: `/api/pagamentos/pagseguro/webhook/${secret}?apelido=${shop.tenant.alias}`,
    headers: {
      // As PagBank sends it: the charset named, and the signature over these exact bytes.
      'content-type': 'application/json; charset=utf-8',
      'x-authenticity-token': createHash('sha256').update(`${token}-${raw}`).digest('hex'),
    },
    payload: raw,
  });
};

describe('paying by card through PagSeguro', () => {
  it('gives the page the public key and SDK, and charges the encrypted card in the instalments chosen', async () => {
    const { shop } = await cardShop();
    const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    expect(info.cartao).toEqual({
      provedor: 'pagseguro',
      chavePublica: expect.stringMatching(/^MII/),
      sdk: suite.t.config.payments.pagSeguroSdkUrl,
      autenticacao: null,
      antifraude: null,
    });
    expect(info.formasPagamento.map((f: { codigo: string }) => f.codigo)).toContain('O');
    const cart = await cartOf(shop);
    const placed = await cart.pay(PAGSEGURO_CARDS.approved, 2);
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', pagamento: paymentStates.paid, cfiparped: 2 });
    const [order, ...more] = await ordersAt(shop, cart.pedido);
    expect(more).toEqual([]);
    expect(order?.notification_urls).toEqual([expect.stringContaining('/api/pagamentos/pagseguro/webhook/')]);
    expect(order?.charges).toMatchObject([
      {
        status: 'PAID',
        amount: { value: 27_600, currency: 'BRL' },
        payment_method: { type: 'CREDIT_CARD', installments: 2, capture: true, holder: { tax_id: '52998224725' } },
      },
    ]);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      {
        provider: 'pagseguro',
        state: paymentStates.paid,
        amountCents: 27_600,
        instalments: 2,
        cardMask: '411111******1111',
        providerOrder: order?.id,
        endToEndId: order?.charges[0]?.id,
      },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid']);
    expect(await stockOf(shop)).toBe(6);
    expect(await mailsAbout(shop, cart.pedido)).toHaveLength(2);
  });

  it("refuses a declined card with PagBank's reason: the cart, the stock and the mailbox stay; another card pays", async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const denied = await cart.pay(PAGSEGURO_CARDS.denied);
    expect(denied.status).toBe(400);
    expect(denied.body.exception).toBe(m.cardRefused('Não Autorizada pelo emissor', '10002'));
    await world.expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refused, cardMask: '401200******1112' },
    ]);
    expect((await cart.pay(PAGSEGURO_CARDS.approved)).status).toBe(200);
    expect((await chargesAt(shop, cart.pedido)).map((c) => c.status)).toEqual(['DECLINED', 'PAID']);
  });

  it('never charges twice when PagBank answers too late: the retry reads the order and uses its charge', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const late = await cart.pay(PAGSEGURO_CARDS.timeout);
    expect(late.status).toBe(503);
    expect(late.body.exception).toBe(m.cardUnavailable);
    expect(await stockOf(shop)).toBe(8);
    expect((await chargesAt(shop, cart.pedido)).map((c) => c.status)).toEqual(['PAID']);

    const retried = await cart.pay(PAGSEGURO_CARDS.approved);
    expect(retried.status).toBe(200);
    const charges = await chargesAt(shop, cart.pedido);
    expect(charges).toHaveLength(1);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.paid, endToEndId: charges[0]?.id },
    ]);
    expect(await stockOf(shop)).toBe(6);
  });

  it('takes neither the open form nor a blob PagBank cannot read, and Cielo charges when both are complete', async () => {
    const { shop, admin } = await cardShop();
    const ano = String(new Date().getFullYear() + 2);
    const holder = { nome: 'ANA CLIENTE', cpf: '529.982.247-25', bandeira: 'visa' };
    const cart = await world.cartOf(shop, (numero) =>
      numero === 'ilegivel'
        ? { ...holder, criptografado: 'QUJDREVGR0hJSktM' }
        : { ...holder, numero, mes: '12', ano, cvv: CVV, nascimento: '10/05/1985', telefone: '(19) 3234-5678' },
    );
    const open = await cart.pay(PAGSEGURO_CARDS.approved);
    expect(open.status).toBe(400);
    expect(open.body.exception).toBe(m.cardFormStale);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
    const unreadable = await cart.pay('ilegivel');
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.exception).toBe(m.cardInvalid);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([{ state: paymentStates.refused, reason: m.cardInvalid }]);

    await world.saveSetting(shop, admin, 'cie', cieloSetting());
    expect((await shop.send('GET', '/api/loja/checkout', 'ana')).body.cartao).toEqual({
      provedor: 'cielo',
      chavePublica: null,
      sdk: null,
      autenticacao: null,
      antifraude: null,
    });
  });
});

describe("PagSeguro's public key", () => {
  it('is read once for two checkout loads, and again once the pgs setting changes', async () => {
    const { shop, admin } = await cardShop();
    const checkoutKey = async () => (await shop.send('GET', '/api/loja/checkout', 'ana')).body.cartao?.chavePublica;
    const before = await pagSeguroKeyCalls(suite.fake.url);
    const first = await checkoutKey();
    expect(first).toMatch(/^MII/);
    expect(await checkoutKey()).toBe(first);
    expect((await pagSeguroKeyCalls(suite.fake.url)) - before).toBe(1);
    await world.saveSetting(shop, admin, 'pgs', { ...pagSeguroSetting(), email: 'financeiro@tintas.com.br' });
    expect(await checkoutKey()).toBe(first);
    expect((await pagSeguroKeyCalls(suite.fake.url)) - before).toBe(2);
  });

  it('not given by PagBank (a token it refuses): the checkout offers no card, and the other methods stay', async () => {
    const { shop } = await world.cardShop('pgs', { ...pagSeguroSetting(), token: 'TOKENRECUSADO' });
    const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    expect(info.cartao).toBeNull();
    expect(info.formasPagamento.map((f: { codigo: string }) => f.codigo)).toEqual(['D', 'P']);
  });
});

describe('cancelling an order paid through PagSeguro', () => {
  it('cancels the charge at PagBank once, and the order and payment say so', async () => {
    const { shop, admin } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(PAGSEGURO_CARDS.approved)).status).toBe(200);
    expect((await cancel(shop, admin, cart.pedido)).statusCode).toBe(200);
    const [charge] = await chargesAt(shop, cart.pedido);
    expect(charge).toMatchObject({ status: 'CANCELED', amount: { summary: { refunded: 27_600 } } });
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      status: 'Cancelado',
      paymentStatus: paymentStates.refunded,
    });
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
    // PagBank's notification of that cancel adds nothing.
    expect((await notify(shop, (await ordersAt(shop, cart.pedido))[0])).statusCode).toBe(200);
    expect(await eventsOf(shop)).toHaveLength(2);
  });
});

describe("PagBank's notification", () => {
  it('is confirmed by reading the charge back: a cancel made at PagBank reaches the order once', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(PAGSEGURO_CARDS.approved)).status).toBe(200);
    const [order] = await ordersAt(shop, cart.pedido);
    // The body claims a cancel that PagBank does not know of: nothing changes.
    const claimed = { ...order, charges: order?.charges.map((c) => ({ ...c, status: 'CANCELED' })) };
    expect((await notify(shop, claimed)).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);

    expect((await cancelAtPagSeguro(suite.fake.url, order?.charges[0]?.id ?? '')).status).toBe(201);
    expect((await notify(shop, order)).json()).toEqual({ ok: true });
    expect((await notify(shop, order)).json()).toEqual({ ok: true });
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.refunded);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
  });

  it("refuses a bad authenticity token or secret, and changes nothing for another company's charge (logged)", async () => {
    const { shop } = await cardShop();
    const { shop: neighbour } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(PAGSEGURO_CARDS.approved)).status).toBe(200);
    const [order] = await ordersAt(shop, cart.pedido);
    await cancelAtPagSeguro(suite.fake.url, order?.charges[0]?.id ?? '');

    const forged = await notify(shop, order, { token: 'OUTROTOKEN' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().exception).toBe(m.badSignature);
    const badSecret = await notify(shop, order, { secret: `${shop.tenant.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(badSecret.statusCode).toBe(401);
    lines.length = 0;
    expect((await notify(neighbour, order)).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);
    expect(await eventsOf(shop)).toHaveLength(1);
    expect(lines.filter((l) => l.includes('"outcome":"unknown"'))).toHaveLength(1);
  });
});

describe('the sweep of lost PagSeguro charges', () => {
  it("cancels at PagBank a charge whose reply was lost and never retried, read by PagBank's order id", async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(PAGSEGURO_CARDS.timeout)).status).toBe(503);
    await world.age(shop, cart.pedido);
    lines.length = 0;
    expect(await world.sweeper().run()).toBeGreaterThanOrEqual(1);
    const [order] = await ordersAt(shop, cart.pedido);
    expect(suite.fake.requests).toContain(`/orders/${order?.id}`);
    expect(order?.charges).toMatchObject([{ status: 'CANCELED', amount: { summary: { refunded: 27_600 } } }]);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refunded, endToEndId: order?.charges[0]?.id, cardMask: '401200******1047' },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced']);
    expect(lines.some((l) => l.includes('"msg":"card sweep"') && l.includes('"outcome":"voided"'))).toBe(true);
  });
});

describe('the card number and security code through PagSeguro', () => {
  it('never reach a table, a log line or a mail: only the blob passes, and the masked number is kept', async () => {
    lines.length = 0;
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    await cart.pay(PAGSEGURO_CARDS.denied);
    expect((await cart.pay(PAGSEGURO_CARDS.approved)).status).toBe(200);
    await world.expectNoCardData(lines, [PAGSEGURO_CARDS.approved, PAGSEGURO_CARDS.denied], '411111******1111');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { cieloSetting } from '../../test/fake-cielo.js';
import { moipNotificationPreferences } from '../../db/schema/payments.js';
import {
  failMoipDeletes,
  MOIP_ACCOUNT,
  MOIP_CARDS,
  MOIP_PUBLIC_KEY,
  moipDeletedPreferences,
  moipOrders,
  moipPreferences,
  refundAtMoip,
  removeAtMoipPanel,
} from '../../test/fake-moip.js';
import { moipHashLikeTheBrowser } from '../../test/fake-moip-sdk.js';
import { pagSeguroSetting } from '../../test/fake-pagseguro.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { cardWorld, CVV, openCardOf, type Shop } from './card.fixture.js';
import { webhookSecret } from './webhook-secret.js';

/**
 * Card payments through Moip API v2 against a fake Moip on 127.0.0.1 (fake-moip.ts): the test plays
 * the browser, hashing the card with the public key the checkout page gets and the look-alike of
 * moip-sdk-js the page loads (fake-moip-sdk.ts); our server sees only the hash.
 */
const suite = paymentsSuite();
const { lines } = suite;

const world = cardWorld(() => suite.t);
const { chargesOf, eventsOf, orderOf, stockOf, mailsAbout, cancel } = world;
const cardShop = () => world.cardShop('moi', MOIP_ACCOUNT);

/** What the checkout page does: reads the public key, hashes the card in the 'browser', sends the hash. */
async function cartOf(shop: Shop) {
  const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
  return world.cartOf(shop, async (numero) => ({
    criptografado: await moipHashLikeTheBrowser(String(info.cartao?.chavePublica), {
      number: numero,
      cvc: CVV,
      expirationMonth: '12',
      expirationYear: String(new Date().getFullYear() + 2),
    }),
    nome: 'ANA CLIENTE',
    cpf: '529.982.247-25',
    bandeira: 'mastercard',
  }));
}

/** Moip's orders under the references this order's attempts used, and their payments. */
const ordersAt = async (shop: Shop, id: number) => {
  const refs = new Set((await chargesOf(shop, id)).map((p) => p.providerRef));
  return (await moipOrders(suite.fake.url)).filter((o) => refs.has(o.ownId));
};
const paymentsAt = async (shop: Shop, id: number) => (await ordersAt(shop, id)).flatMap((o) => o.payments);

const secretOf = (shop: Shop) => webhookSecret(suite.t.config.settingsKey, 'moip', shop.tenant.id) ?? '';

/** The token of the preference Moip keeps for this shop's address (ensured by the first charge). */
const tokenOf = async (shop: Shop) =>
  (await moipPreferences(suite.fake.url)).find((p) => p.target.endsWith(`/webhook/${secretOf(shop)}`))?.token ?? '';

/** Moip's notification of a payment, as Moip posts it to the preference's address with its token. */
const notify = async (
  shop: Shop,
  paymentId: string,
  { token = '', secret = secretOf(shop), status = 'AUTHORIZED' } = {},
) =>
  suite.t.app.inject({
    method: 'POST',
    url: `/api/pagamentos/moip/webhook/${secret}?apelido=${shop.tenant.alias}`,
    headers: { 'content-type': 'application/json', authorization: token || (await tokenOf(shop)) },
    payload: {
      date: new Date().toISOString(),
      env: 'sandbox',
      event: `PAYMENT.${status}`,
      resource: { payment: { id: paymentId, status } },
    },
  });

describe('paying by card through Moip', () => {
  it('gives the page the public key and SDK, and charges the hashed card in the instalments chosen', async () => {
    const { shop } = await cardShop();
    const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    expect(info.cartao).toEqual({
      provedor: 'moip',
      chavePublica: MOIP_PUBLIC_KEY,
      sdk: suite.t.config.payments.moipSdkUrl,
      autenticacao: null,
      antifraude: null,
    });
    expect(info.formasPagamento.map((f: { codigo: string }) => f.codigo)).toContain('O');
    const keyReads = () => suite.fake.requests.filter((r) => r === '/v2/keys').length;
    const before = keyReads();
    const cart = await cartOf(shop);
    expect(keyReads()).toBe(before); // the key is kept for the company, not asked at each page load
    const placed = await cart.pay(MOIP_CARDS.approved, 2);
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', pagamento: paymentStates.paid, cfiparped: 2 });
    const [order, ...more] = await ordersAt(shop, cart.pedido);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ total: 27_600, payments: [{ status: 'AUTHORIZED', installmentCount: 2 }] });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      {
        provider: 'moip',
        state: paymentStates.paid,
        amountCents: 27_600,
        instalments: 2,
        cardMask: '555566******8884',
        endToEndId: order?.payments[0]?.id,
      },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid']);
    expect(await stockOf(shop)).toBe(6);
    expect(await mailsAbout(shop, cart.pedido)).toHaveLength(2);
    // Moip will notify our address: its preference was made once, with its own token.
    expect(await tokenOf(shop)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("refuses a declined card with Moip's reason: the cart, the stock and the mailbox stay; another card pays", async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const refused = await cart.pay(MOIP_CARDS.refused);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(m.cardRefused('Política do banco emissor', '5'));
    await world.expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { provider: 'moip', state: paymentStates.refused, cardMask: '401200******1112' },
    ]);
    expect((await cart.pay(MOIP_CARDS.approved)).status).toBe(200);
    expect((await paymentsAt(shop, cart.pedido)).map((p) => p.status)).toEqual(['CANCELLED', 'AUTHORIZED']);
  });

  it('never charges twice when Moip answers too late: the retry finds the payment by our reference', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    const late = await cart.pay(MOIP_CARDS.timeout);
    expect(late.status).toBe(503);
    expect(late.body.exception).toBe(m.cardUnavailable);
    expect(await stockOf(shop)).toBe(8);
    const retried = await cart.pay(MOIP_CARDS.approved);
    expect(retried.status).toBe(200);
    const paid = await paymentsAt(shop, cart.pedido);
    expect(paid.map((p) => p.status)).toEqual(['AUTHORIZED']);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([{ state: paymentStates.paid, endToEndId: paid[0]?.id }]);
    expect(await stockOf(shop)).toBe(6);
  });

  it('takes the hash only, and Cielo, then PagSeguro, charge before Moip when complete', async () => {
    const { shop, admin } = await cardShop();
    const cart = await world.cartOf(shop, openCardOf);
    const open = await cart.pay(MOIP_CARDS.approved);
    expect(open.status).toBe(400);
    expect(open.body.exception).toBe(m.cardFormStale);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
    await world.saveSetting(shop, admin, 'pgs', pagSeguroSetting());
    expect((await shop.send('GET', '/api/loja/checkout', 'ana')).body.cartao.provedor).toBe('pagseguro');
    await world.saveSetting(shop, admin, 'cie', cieloSetting());
    expect((await shop.send('GET', '/api/loja/checkout', 'ana')).body.cartao.provedor).toBe('cielo');
  });
});

describe('cancelling an order paid through Moip', () => {
  it('refunds the payment at Moip once, and the order and payment say so', async () => {
    const { shop, admin } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(MOIP_CARDS.approved)).status).toBe(200);
    expect((await cancel(shop, admin, cart.pedido)).statusCode).toBe(200);
    const [payment] = await paymentsAt(shop, cart.pedido);
    expect(payment?.status).toBe('REFUNDED');
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      status: 'Cancelado',
      paymentStatus: paymentStates.refunded,
    });
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
    // Moip's notification of that refund adds nothing.
    expect((await notify(shop, payment?.id ?? '', { status: 'REFUNDED' })).statusCode).toBe(200);
    expect(await eventsOf(shop)).toHaveLength(2);
  });
});

describe("Moip's notification", () => {
  it('is confirmed by reading the payment back: a refund made at Moip reaches the order once', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(MOIP_CARDS.approved)).status).toBe(200);
    const [payment] = await paymentsAt(shop, cart.pedido);
    const id = payment?.id ?? '';
    // The body claims a refund that Moip does not know of: nothing changes.
    expect((await notify(shop, id, { status: 'REFUNDED' })).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);

    expect((await refundAtMoip(suite.fake.url, id)).status).toBe(200);
    expect((await notify(shop, id, { status: 'REFUNDED' })).json()).toEqual({ ok: true });
    expect((await notify(shop, id, { status: 'REFUNDED' })).json()).toEqual({ ok: true });
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.refunded);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid', 'refunded']);
  });

  it("refuses a bad token or secret, and changes nothing for another company's payment (logged)", async () => {
    const { shop } = await cardShop();
    const { shop: neighbour } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(MOIP_CARDS.approved)).status).toBe(200);
    const [payment] = await paymentsAt(shop, cart.pedido);
    const id = payment?.id ?? '';
    await refundAtMoip(suite.fake.url, id);

    // A token of the account, but of a preference that posts elsewhere, is not this address's.
    const forged = await notify(shop, id, { token: 'f8a1bd0b8b7c4e2b9f6a' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().exception).toBe(m.badSignature);
    const badSecret = await notify(shop, id, { secret: `${shop.tenant.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(badSecret.statusCode).toBe(401);
    // The neighbour's own address and token (the same Moip account in the fake), naming Ana's payment.
    await neighbour.send('GET', '/api/loja/checkout', 'ana');
    const other = await cartOf(neighbour);
    expect((await other.pay(MOIP_CARDS.approved)).status).toBe(200);
    lines.length = 0;
    expect((await notify(neighbour, id)).statusCode).toBe(200);
    expect((await orderOf(shop, cart.pedido))?.paymentStatus).toBe(paymentStates.paid);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['paid']);
    expect(lines.filter((l) => l.includes('"outcome":"unknown"'))).toHaveLength(1);
  });
});

describe('the sweep of lost Moip payments', () => {
  it('refunds at Moip a payment whose reply was lost and never retried, found by our reference', async () => {
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    expect((await cart.pay(MOIP_CARDS.timeout)).status).toBe(503);
    await world.age(shop, cart.pedido);
    lines.length = 0;
    expect(await world.sweeper().run()).toBeGreaterThanOrEqual(1);
    const [payment] = await paymentsAt(shop, cart.pedido);
    expect(payment?.status).toBe('REFUNDED');
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.refunded, endToEndId: payment?.id, cardMask: '401200******1047' },
    ]);
    expect((await eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced']);
    expect(lines.some((l) => l.includes('"msg":"card sweep"') && l.includes('"outcome":"voided"'))).toBe(true);
  });
});

describe('the card number and security code through Moip', () => {
  it('never reach a table, a log line or a mail: only the hash passes, and the masked number is kept', async () => {
    lines.length = 0;
    const { shop } = await cardShop();
    const cart = await cartOf(shop);
    await cart.pay(MOIP_CARDS.refused);
    expect((await cart.pay(MOIP_CARDS.approved)).status).toBe(200);
    await world.expectNoCardData(lines, [MOIP_CARDS.approved, MOIP_CARDS.refused], '555566******8884');
  });
});

describe("Moip's notification preference", () => {
  /** The preferences the fake Moip holds posting to this shop's address (any origin). */
  const atMoip = async (shop: Shop) =>
    (await moipPreferences(suite.fake.url)).filter((p) => p.target.endsWith(`/webhook/${secretOf(shop)}`));
  const rowsOf = (shop: Shop) =>
    world
      .db()
      .select()
      .from(moipNotificationPreferences)
      .where(eq(moipNotificationPreferences.tenantId, shop.tenant.id))
      .orderBy(moipNotificationPreferences.id);
  /** A Moip shop whose first charge made its preference: the shop, its admin and Moip's id for it. */
  async function notifiedShop() {
    const { shop, admin } = await cardShop();
    expect((await (await cartOf(shop)).pay(MOIP_CARDS.approved)).status).toBe(200);
    const [made, ...more] = await atMoip(shop);
    expect(more).toEqual([]);
    return { shop, admin, id: made?.id ?? '' };
  }
  const preferences = () => world.cardPayments().cards.moipPreferences;

  it('is made once, kept with sealed credentials, and deleted at Moip after another provider is saved', async () => {
    const { shop, admin, id } = await notifiedShop();
    expect((await (await cartOf(shop)).pay(MOIP_CARDS.approved)).status).toBe(200);
    expect((await atMoip(shop)).map((p) => p.id)).toEqual([id]);
    const [row, ...others] = await rowsOf(shop);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ preferenceId: id, environment: 'sandbox', retiredAt: null });
    expect(row?.target).toMatch(new RegExp(`/api/pagamentos/moip/webhook/${secretOf(shop).replace('.', '\\.')}$`));
    for (const sealed of [row?.token, row?.key]) expect(sealed).toMatch(/^enc:v1:/);
    expect(JSON.stringify(row)).not.toContain(MOIP_ACCOUNT.token);
    expect(JSON.stringify(row)).not.toContain(MOIP_ACCOUNT.chave);

    lines.length = 0;
    await world.saveSetting(shop, admin, 'cie', cieloSetting());
    expect(await moipDeletedPreferences(suite.fake.url)).toContain(id);
    expect(await atMoip(shop)).toEqual([]);
    expect(await rowsOf(shop)).toEqual([]);
    expect(lines.some((l) => l.includes('"msg":"moip notification preference deleted"') && l.includes(id))).toBe(true);
  });

  it('is deleted with the credentials it was made with when the Moip setting is cleared; a failed delete is kept and retried', async () => {
    const { shop, admin, id } = await notifiedShop();
    await failMoipDeletes(suite.fake.url, 2);
    lines.length = 0;
    // The admin erases the Moip credentials: nobody charges cards, and Moip must stop posting here.
    const cleared = await suite.t.app.inject({
      method: 'POST',
      url: shop.url('/configuracoes-ecommerce/salvar'),
      headers: { cookie: admin },
      payload: {
        ativacao: 0,
        valor: { ambiente: 'sandbox' },
        nome: 'moi',
        descricao: 'Moip',
        removerSegredos: ['token', 'chave'],
      },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await shop.send('GET', '/api/loja/checkout', 'ana')).body.cartao).toBeNull();
    expect(lines.some((l) => l.includes('"msg":"moip notification preference not deleted"'))).toBe(true);
    const [failed] = await rowsOf(shop);
    expect(failed).toMatchObject({ preferenceId: id, deleteTries: 1, lastError: expect.stringContaining('503') });
    expect(failed?.retiredAt).not.toBeNull();
    expect(failed?.retryAt?.getTime()).toBeGreaterThan(Date.now());
    // Not before its time; then the sweep tries again (and again, until Moip confirms).
    expect(await preferences().sweep()).toBe(0);
    const due = () =>
      world
        .db()
        .update(moipNotificationPreferences)
        .set({ retryAt: new Date(Date.now() - 1_000) })
        .where(eq(moipNotificationPreferences.tenantId, shop.tenant.id));
    await due();
    expect(await preferences().sweep()).toBe(0);
    expect((await rowsOf(shop))[0]).toMatchObject({ deleteTries: 2 });
    expect((await atMoip(shop)).map((p) => p.id)).toEqual([id]);
    await due();
    expect(await preferences().sweep()).toBeGreaterThanOrEqual(1);
    expect(await atMoip(shop)).toEqual([]);
    expect(await rowsOf(shop)).toEqual([]);
    expect(await moipDeletedPreferences(suite.fake.url)).toContain(id);
  });

  it("moves with the address: the old one is deleted and a new one made; one deleted in Moip's panel is made again", async () => {
    const { shop, id } = await notifiedShop();
    const [row] = await rowsOf(shop);
    const path = new URL(row?.target ?? '').pathname;
    const moved = `https://nova.loja.test${path}`;
    await preferences().ensure(shop.tenant.id, MOIP_ACCOUNT, moved);
    const [now, ...more] = await atMoip(shop);
    expect(more).toEqual([]);
    expect(now).toMatchObject({ target: moved, events: ['PAYMENT.*'], media: 'WEBHOOK' });
    expect(await moipDeletedPreferences(suite.fake.url)).toContain(id);
    expect((await rowsOf(shop)).map((r) => [r.preferenceId, r.target])).toEqual([[now?.id, moved]]);

    // The merchant deletes it in Moip's panel: the next charge after the recheck's wait makes it again.
    await removeAtMoipPanel(suite.fake.url, now?.id ?? '');
    await world
      .db()
      .update(moipNotificationPreferences)
      .set({ checkedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(moipNotificationPreferences.tenantId, shop.tenant.id));
    await preferences().ensure(shop.tenant.id, MOIP_ACCOUNT, moved);
    const [again] = await atMoip(shop);
    expect(again?.id).not.toBe(now?.id);
    expect((await rowsOf(shop)).map((r) => r.preferenceId)).toEqual([again?.id]);
  });
});

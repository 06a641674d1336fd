import { describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { CIELO_CARDS, cieloSetting } from '../../test/fake-cielo.js';
import { GOOD_SOP } from '../../test/fake-cielo-sop.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { cardThroughCielo, cardWorld, openCardOf } from './card.fixture.js';

/**
 * Cielo's Silent Order Post against the fake Cielo on 127.0.0.1 (fake-cielo-sop.ts): the test plays
 * the browser, asking our server for the one-card access token and posting the card to Cielo; our
 * server gets only the PaymentToken. Ana buys 2 paints: R$ 276,00.
 */
const suite = paymentsSuite();
const { lines } = suite;

const world = cardWorld(() => suite.t);
const { expectCartUntouched, expectNoCardData, orderOf, chargesOf } = world;

const sopShop = (sop: object = GOOD_SOP) => world.cardShop('cie', { ...cieloSetting(), ...sop });

describe("Cielo's Silent Order Post", () => {
  it("tells the checkout page to send the card to Cielo with Cielo's script", async () => {
    const { shop } = await sopShop();
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.cartao).toEqual({
      provedor: 'cielo',
      chavePublica: null,
      sdk: `${suite.fake.url}/post/scripts/silentorderpost-1.0.min.js`,
      autenticacao: null,
      antifraude: null,
    });
    const script = await fetch(info.body.cartao.sdk);
    expect(await script.text()).toContain('bpSop_silentOrderPost');
  });

  it('charges the PaymentToken: paid, and the number and CVV never reached our server', async () => {
    const { shop } = await sopShop();
    const cart = await world.cartOf(shop, (numero) => cardThroughCielo(shop, suite.fake.url, numero));
    const paid = await cart.pay(CIELO_CARDS.approved, 2);
    expect(paid.status).toBe(200);
    expect(paid.body.msg.mensagem).toBe(m.cardPaid);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.paid });
    expect((await chargesOf(shop, cart.pedido))[0]).toMatchObject({
      provider: 'cielo',
      state: paymentStates.paid,
      cardMask: '401200******1070',
      instalments: 2,
    });
    await expectNoCardData(lines, [CIELO_CARDS.approved], '401200******1070');
  });

  it("refuses a denied card with the issuer's reason; the token is used once", async () => {
    const { shop } = await sopShop();
    const cart = await world.cartOf(shop, (numero) => cardThroughCielo(shop, suite.fake.url, numero));
    const denied = await cart.pay(CIELO_CARDS.denied);
    expect(denied.status).toBe(400);
    expect(denied.body.exception).toBe(m.cardRefused('Não Autorizada', '05'));
    await expectCartUntouched(shop, cart.pedido);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
  });

  it('takes no open card from a store with Silent Order Post, and writes nothing', async () => {
    const { shop } = await sopShop();
    const cart = await world.cartOf(shop, openCardOf);
    const refused = await cart.pay(CIELO_CARDS.approved);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(m.cardFormStale);
    await expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
  });

  it('gives no access token to a store without it (404) and says so when Cielo refuses our credentials (503)', async () => {
    const { shop: plain } = await sopShop({});
    expect((await plain.send('POST', '/api/pagamentos/cartao/sessao', 'ana')).status).toBe(404);
    expect((await plain.send('GET', '/api/loja/checkout', 'ana')).body.cartao.sdk).toBeNull();
    const { shop } = await sopShop({ ...GOOD_SOP, sopClientSecret: 'errado' });
    const session = await shop.send('POST', '/api/pagamentos/cartao/sessao', 'ana');
    expect(session.status).toBe(503);
    expect(session.body.exception).toBe(m.cardUnavailable);
  });
});

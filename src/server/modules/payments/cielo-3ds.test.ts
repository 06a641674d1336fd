import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { customers } from '../../db/schema/customers.js';
import { ANTIFRAUD_CIELO, CIELO_CARDS, cieloSales, cieloSetting } from '../../test/fake-cielo.js';
import { GOOD_MPI, MPI_CARDS } from '../../test/fake-cielo-mpi.js';
import { GOOD_SOP } from '../../test/fake-cielo-sop.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { MailService } from '../mail/index.js';
import { cardThroughCielo, cardWorld, openCardOf, type Shop } from './card.fixture.js';

/**
 * Cielo's antifraud (FraudAnalysis) and 3-D Secure 2.0 (the MPI's ExternalAuthentication) against
 * the fake Cielo on 127.0.0.1: the test plays the browser, asking our server for the MPI's token and
 * the fake MPI for the issuer's answer (the card goes there, never to our server when SOP is on).
 * Ana buys 2 paints: R$ 276,00.
 */
const suite = paymentsSuite();
const { lines } = suite;

const world = cardWorld(() => suite.t);
const { expectCartUntouched, expectNoCardData, orderOf, chargesOf } = world;

const DEVICE = 'a1b2c3d4-0000-4000-8000-00000000f00d';
const antifraudShop = () => world.cardShop('cie', { ...ANTIFRAUD_CIELO, ambiente: 'sandbox', antifraude: 'sim' });
const threeDsShop = (extra: object = {}) =>
  world.cardShop('cie', { ...cieloSetting(), ...GOOD_MPI, autenticacao3ds: 'sim', ...extra });

/** The sale the fake Cielo recorded last for this order's attempts. */
const lastSale = async () => (await cieloSales(suite.fake.url)).at(-1);

/** What Cielo's BP.Mpi does in the browser: the issuer asked with the MPI token our server issued. */
async function authenticate(shop: Shop, numero: string) {
  const session = await shop.send('POST', '/api/pagamentos/cartao/autenticacao', 'ana');
  expect(session.status).toBe(200);
  expect(session.body.ambiente).toBe('SDB');
  const reply = await fetch(`${suite.fake.url}/mpi/_fake/3ds/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ AccessToken: session.body.tokenAcesso, CardNumber: numero, TotalAmount: '27600' }),
  });
  return (await reply.json()) as Record<string, string>;
}

/** The page's card with the issuer's authentication (onSuccess), as the checkout body carries it. */
async function authenticatedCard(shop: Shop, numero: string) {
  const answer = await authenticate(shop, numero);
  expect(answer.Status).toBe('SUCCESS');
  return {
    ...openCardOf(numero),
    autenticacao: {
      cavv: answer.Cavv,
      xid: answer.Xid,
      eci: answer.Eci,
      versao: answer.Version,
      referencia: answer.ReferenceId,
    },
  };
}

describe("Cielo's antifraud", () => {
  it('sends FraudAnalysis and the buyer identity; accepted: paid as always', async () => {
    const { shop } = await antifraudShop();
    const cart = await world.cartOf(shop, (numero) => ({ ...openCardOf(numero), dispositivo: DEVICE }));
    const paid = await cart.pay(CIELO_CARDS.approved);
    expect(paid.status).toBe(200);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.paid });
    const sale = await lastSale();
    expect(sale?.Customer).toMatchObject({
      Identity: '52998224725',
      IdentityType: 'CPF',
      Birthdate: '1985-05-10',
      Phone: '551932345678',
      // Ana's record has no street: the delivery address is the billing one too.
      Address: { Street: 'Rua Barao de Jaguara', ZipCode: '13015904', State: 'SP', Country: 'BRA' },
      DeliveryAddress: { Street: 'Rua Barao de Jaguara', ZipCode: '13015904', State: 'SP', Country: 'BRA' },
    });
    expect(sale?.Payment.FraudAnalysis).toMatchObject({
      Provider: 'Cybersource',
      Sequence: 'AuthorizeFirst',
      SequenceCriteria: 'OnSuccess',
      CaptureOnLowRisk: true,
      VoidOnHighRisk: true,
      TotalOrderAmount: 27600,
      FingerPrintId: DEVICE,
      Browser: { IpAddress: '127.0.0.1' },
      Cart: { Items: [{ Quantity: 2, UnitPrice: 12000 }] },
      Shipping: { Method: 'Other' },
      StatusDescription: 'Accept',
    });
    await expectNoCardData(lines, [CIELO_CARDS.approved], '401200******1070');
  });

  it("has the page load Cybersource's fingerprint script with the environment's org_id and the store's prefix", async () => {
    const merchant = { antifraudeMerchantId: 'braspag_tintasteste' };
    const { shop } = await world.cardShop('cie', {
      ...ANTIFRAUD_CIELO,
      ambiente: 'sandbox',
      antifraude: 'sim',
      ...merchant,
    });
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.cartao.antifraude).toEqual({
      script: `${suite.fake.url}/fp/tags.js?org_id=1snn5n9w`,
      prefixo: 'braspag_tintasteste',
    });
    const production = await world.cardShop('cie', {
      ...ANTIFRAUD_CIELO,
      ambiente: 'producao',
      antifraude: 'sim',
      ...merchant,
    });
    const inProduction = await production.shop.send('GET', '/api/loja/checkout', 'ana');
    expect(inProduction.body.cartao.antifraude.script).toBe(`${suite.fake.url}/fp/tags.js?org_id=k8vif92e`);
    // Without the ProviderMerchantId (or without antifraud) there is no script: the sale still carries the id.
    const { shop: unnamed } = await antifraudShop();
    expect((await unnamed.send('GET', '/api/loja/checkout', 'ana')).body.cartao.antifraude).toBeNull();
    const { shop: plain } = await world.cardShop('cie', { ...cieloSetting(), ...merchant });
    expect((await plain.send('GET', '/api/loja/checkout', 'ana')).body.cartao.antifraude).toBeNull();
    // The page may load it: the script's origin is in the CSP.
    const page = await suite.t.app.inject({ url: '/api/loja/configuracao' });
    for (const directive of ['script-src', 'connect-src', 'frame-src'])
      expect(page.headers['content-security-policy']).toMatch(new RegExp(`${directive} [^;]*${suite.fake.url}`));
  });

  it("bills the customer's registered address and delivers to the checkout's", async () => {
    const { shop } = await antifraudShop();
    await suite.t.database.db
      .update(customers)
      .set({
        street: 'Av. Paulista',
        number: '1000',
        complement: 'cj 12',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        cep: '01310-100',
      })
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    const cart = await world.cartOf(shop, (numero) => ({ ...openCardOf(numero), dispositivo: DEVICE }));
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect((await lastSale())?.Customer).toMatchObject({
      Address: {
        Street: 'Av. Paulista',
        Number: '1000',
        Complement: 'cj 12',
        ZipCode: '01310100',
        District: 'Bela Vista',
        City: 'Sao Paulo',
        State: 'SP',
        Country: 'BRA',
      },
      DeliveryAddress: {
        Street: 'Rua Barao de Jaguara',
        Number: '100',
        ZipCode: '13015904',
        District: 'Centro',
        City: 'Campinas',
        State: 'SP',
        Country: 'BRA',
      },
    });
  });

  it('rejected: Cielo voids it, the customer gets a plain refusal, the cart stays', async () => {
    const { shop } = await antifraudShop();
    const cart = await world.cartOf(shop, (numero) => ({ ...openCardOf(numero), dispositivo: DEVICE }));
    const refused = await cart.pay(CIELO_CARDS.fraudReject);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(m.cardNotApproved);
    expect(refused.body.exception).not.toMatch(/fraude|antifraude|risco/i);
    await expectCartUntouched(shop, cart.pedido);
    expect((await chargesOf(shop, cart.pedido))[0]).toMatchObject({ state: paymentStates.refused });
    expect((await lastSale())?.Payment.Status).toBe(10);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
  });

  it('in review: the attempt waits with its reason and no order; a new try charges nothing more, and once approved places the order', async () => {
    const { shop } = await antifraudShop();
    const cart = await world.cartOf(shop, (numero) => ({ ...openCardOf(numero), dispositivo: DEVICE }));
    const held = await cart.pay(CIELO_CARDS.fraudReview);
    expect(held.status).toBe(503);
    expect(held.body.exception).toBe(m.cardInReview);
    await expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([
      { state: paymentStates.awaiting, reason: m.cardInReviewReason },
    ]);
    const sales = (await cieloSales(suite.fake.url)).length;
    const again = await cart.pay(CIELO_CARDS.approved);
    expect(again.status).toBe(503);
    expect(again.body.exception).toBe(m.cardInReview);
    expect((await cieloSales(suite.fake.url)).length).toBe(sales);
    // The store approves it in Cielo's panel (the sale is captured): the next try places the order on it.
    const reviewed = await lastSale();
    const captured = await fetch(`${suite.fake.url}/1/sales/${reviewed?.Payment.PaymentId}/capture`, {
      method: 'PUT',
      headers: { MerchantId: ANTIFRAUD_CIELO.merchantId, MerchantKey: ANTIFRAUD_CIELO.merchantKey },
    });
    expect(captured.status).toBe(200);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ status: 'Venda', paymentStatus: paymentStates.paid });
    expect((await cieloSales(suite.fake.url)).length).toBe(sales);
  });

  describe('approved in review after the customer left', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
      smtp = await startSmtpSink();
    });
    afterAll(() => smtp.close());

    it('is voided by the sweep and the store is told once by e-mail: customer, amount, Cielo, the sale and why', async () => {
      const { shop, admin } = await antifraudShop();
      await world.saveSetting(shop, admin, 'nte', { emails: ['vendas@tintas.test'] });
      const cart = await world.cartOf(shop, (numero) => ({ ...openCardOf(numero), dispositivo: DEVICE }));
      expect((await cart.pay(CIELO_CARDS.fraudReview)).status).toBe(503);
      const reviewed = await lastSale();
      const saleId = reviewed?.Payment.PaymentId ?? '';
      // The store approves it in Cielo's panel; Ana never comes back to finish.
      await fetch(`${suite.fake.url}/1/sales/${saleId}/capture`, {
        method: 'PUT',
        headers: { MerchantId: ANTIFRAUD_CIELO.merchantId, MerchantKey: ANTIFRAUD_CIELO.merchantKey },
      });
      const [attempt] = await chargesOf(shop, cart.pedido);
      const mail = new MailService(world.db(), smtp.url, 'Balcão <avisos@balcao.test>');
      const sweeper = () => world.sweeper({ mail });
      await world.age(shop, cart.pedido);
      expect(await sweeper().run()).toBeGreaterThanOrEqual(1);
      expect((await lastSale())?.Payment).toMatchObject({ Status: 10, VoidedAmount: 27_600 });
      expect((await chargesOf(shop, cart.pedido))[0]).toMatchObject({ state: paymentStates.refunded });
      expect((await world.eventsOf(shop)).map((e) => e.kind)).toEqual(['voided_unplaced']);
      await world.age(shop, cart.pedido);
      await sweeper().run();

      const told = smtp.received.filter((r) => r.to.includes('vendas@tintas.test'));
      expect(told).toHaveLength(1);
      const text = (told[0]?.text ?? '').replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ');
      expect(text).toContain('Venda no cartão cancelada sem pedido: R$ 276,00 de Ana Cliente');
      for (const fact of [
        'Cliente: Ana Cliente (',
        'Valor: R$ 276,00 em 1x',
        'Operadora: Cielo',
        `operadora: ${saleId}`,
      ])
        expect(text).toContain(fact);
      expect(text).toContain(`Referência do Balcão na operadora: ${attempt?.providerRef}`);
      expect(text).toContain(`Carrinho: nº ${cart.pedido}`);
      expect(text).toContain('análise antifraude (revisão manual)');
      expect(text).toContain('estornado no cartão do cliente');
      expect(text).not.toMatch(new RegExp(`${CIELO_CARDS.fraudReview}|\\b9183\\b`));
      // Ana is not mailed: no order was placed, and nothing stays charged.
      expect(await world.mailsAbout(shop, cart.pedido)).toEqual([]);
    });
  });

  it('refuses a card without the fields the antifraud needs (400), writing nothing', async () => {
    const { shop } = await antifraudShop();
    const sales = (await cieloSales(suite.fake.url)).length;
    const cart = await world.cartOf(shop, openCardOf);
    const refused = await cart.pay(CIELO_CARDS.approved);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(m.cardFraudFieldsMissing);
    await expectCartUntouched(shop, cart.pedido);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
    expect((await cieloSales(suite.fake.url)).length).toBe(sales);
  });
});

describe('3-D Secure 2.0 through Cielo MPI', () => {
  it("tells the page to authenticate with Cielo's BP.Mpi script and issues the MPI token", async () => {
    const { shop } = await threeDsShop();
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.cartao.autenticacao).toEqual({
      script: `${suite.fake.url}/mpi/Scripts/BP.Mpi.3ds20.min.js`,
      opcional: false,
    });
    expect(await (await fetch(info.body.cartao.autenticacao.script)).text()).toContain('bpmpi_authenticate');
    const { shop: plain } = await world.cardShop('cie', cieloSetting());
    expect((await plain.send('POST', '/api/pagamentos/cartao/autenticacao', 'ana')).status).toBe(404);
    expect((await plain.send('GET', '/api/loja/checkout', 'ana')).body.cartao.autenticacao).toBeNull();
    const { shop: wrong } = await threeDsShop({ mpiClientSecret: 'errado' });
    const refused = await wrong.send('POST', '/api/pagamentos/cartao/autenticacao', 'ana');
    expect(refused.status).toBe(503);
    expect(refused.body.exception).toBe(m.cardAuthUnavailable);
  });

  it('sends the issuer authentication as ExternalAuthentication', async () => {
    const { shop } = await threeDsShop();
    const cart = await world.cartOf(shop, (numero) => authenticatedCard(shop, numero));
    const paid = await cart.pay(MPI_CARDS.success);
    expect(paid.status).toBe(200);
    const sale = await lastSale();
    expect(sale?.Payment.Authenticate).toBe(true);
    // Every field of the MPI's answer the page passed on (the fake's Cavv and Xid: 20 bytes in base64).
    expect(sale?.Payment.ExternalAuthentication).toEqual({
      Cavv: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/),
      Xid: expect.stringMatching(/^[A-Za-z0-9+/]{27}=$/),
      Eci: '05',
      Version: '2',
      ReferenceId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-/),
    });
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ paymentStatus: paymentStates.paid });
  });

  it('charges nothing when the issuer fails the authentication or the page sends none', async () => {
    const { shop } = await threeDsShop();
    const sales = (await cieloSales(suite.fake.url)).length;
    // The page stops at onFailure: the card is never sent to the checkout.
    expect((await authenticate(shop, MPI_CARDS.failure)).Status).toBe('FAILURE');
    const cart = await world.cartOf(shop, openCardOf);
    const missing = await cart.pay(MPI_CARDS.success);
    expect(missing.status).toBe(400);
    expect(missing.body.exception).toBe(m.cardAuthRequired);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
    // A made-up authentication is refused by Cielo: nothing charged, the attempt closed.
    const forged = await world.cartOf(shop, (numero) => ({
      ...openCardOf(numero),
      autenticacao: { cavv: 'AAABBBCCC', eci: '05', referencia: 'x' },
    }));
    const refused = await forged.pay(MPI_CARDS.success);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(m.cardInvalid);
    expect((await cieloSales(suite.fake.url)).length).toBe(sales);
    await expectCartUntouched(shop, cart.pedido);
  });

  it('charges an unenrolled card without authentication only when the store allows it', async () => {
    const { shop } = await threeDsShop({ autenticacaoOpcional: 'sim' });
    expect((await authenticate(shop, MPI_CARDS.unenrolled)).Status).toBe('UNENROLLED');
    const cart = await world.cartOf(shop, openCardOf);
    expect((await cart.pay(CIELO_CARDS.approved)).status).toBe(200);
    expect((await lastSale())?.Payment.Authenticate).toBeUndefined();
  });

  it('works with Silent Order Post: only the token and the authentication reach our server', async () => {
    const { shop } = await threeDsShop(GOOD_SOP);
    const cart = await world.cartOf(shop, async (numero) => {
      const { autenticacao } = await authenticatedCard(shop, numero);
      return { ...(await cardThroughCielo(shop, suite.fake.url, numero)), autenticacao };
    });
    expect((await cart.pay(MPI_CARDS.success)).status).toBe(200);
    expect((await lastSale())?.Payment.Authenticate).toBe(true);
    await expectNoCardData(lines, [MPI_CARDS.success], '400000******1000');
  });
});

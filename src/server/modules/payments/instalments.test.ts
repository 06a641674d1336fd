import { describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { cieloSales, cieloSetting, CIELO_CARDS } from '../../test/fake-cielo.js';
import {
  fakeBuyerTotal,
  GOOD_PAGSEGURO,
  PAGSEGURO_CARDS,
  pagSeguroOrders,
  pagSeguroSetting,
} from '../../test/fake-pagseguro.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { cardWorld, encryptedCardOf, openCardOf, type Shop } from './card.fixture.js';
import { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
import { writeStoreSettings } from '../../test/store-settings.js';

/**
 * Instalments with interest ('pcl' semJuros) through each provider's real wire format: Cielo's
 * `Payment.Interest`, PagBank's fees calculation and `amount.fees.buyer.interest`. The cart: R$ 240,00
 * of paint and R$ 36,00 of shipping; pcl here takes 3x of at least R$ 50,00, the first one without interest.
 */
const suite = paymentsSuite();
const world = cardWorld(() => suite.t);
const { chargesOf, orderOf, mailsAbout } = world;
const pcl = { maximo: 3, minimoParcela: '50.00', semJuros: 1 };

async function shopWith(key: 'cie' | 'pgs', setting: object, instalments: object = pcl) {
  const { shop, admin } = await world.cardShop(key, setting);
  await world.saveSetting(shop, admin, 'pcl', instalments);
  return shop;
}

const quote = (shop: Shop, bandeira = 'visa') =>
  shop.send('GET', `/api/pagamentos/cartao/parcelas?produtos=240&total=276&bandeira=${bandeira}`, 'ana');

describe('instalments with interest', () => {
  it("Cielo: above semJuros the sale says ByIssuer and the amount stays the goods' total", async () => {
    const shop = await shopWith('cie', cieloSetting());
    expect((await quote(shop)).body.parcelas).toEqual([
      { numero: 1, total: 276, juros: false, rotulo: '1x de R$ 276,00 sem juros' },
      { numero: 2, total: 276, juros: true, rotulo: '2x com juros do emissor do cartão' },
      { numero: 3, total: 276, juros: true, rotulo: '3x com juros do emissor do cartão' },
    ]);
    const cart = await world.cartOf(shop, openCardOf);
    const placed = await cart.pay(CIELO_CARDS.approved, 3);
    expect(placed.status).toBe(200);
    const refs = new Set((await chargesOf(shop, cart.pedido)).map((p) => p.providerRef));
    const [sale] = (await cieloSales(suite.fake.url)).filter((s) => refs.has(s.MerchantOrderId));
    expect(sale?.Payment).toMatchObject({ Amount: 27_600, Installments: 3, Interest: 'ByIssuer', Status: 2 });
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ totalCents: 27_600, instalmentInterestCents: 0 });
  });

  it('Cielo: interest-free instalments (and a store without semJuros, as before) say ByMerchant', async () => {
    const shop = await shopWith('cie', cieloSetting(), { maximo: 3, minimoParcela: '50.00' });
    expect((await quote(shop)).body.parcelas.map((p: { rotulo: string }) => p.rotulo)).toEqual([
      '1x de R$ 276,00 sem juros',
      '2x de R$ 138,00 sem juros',
      '3x de R$ 92,00 sem juros',
    ]);
    const cart = await world.cartOf(shop, openCardOf);
    expect((await cart.pay(CIELO_CARDS.approved, 3)).status).toBe(200);
    const refs = new Set((await chargesOf(shop, cart.pedido)).map((p) => p.providerRef));
    const [sale] = (await cieloSales(suite.fake.url)).filter((s) => refs.has(s.MerchantOrderId));
    expect(sale?.Payment).toMatchObject({ Amount: 27_600, Installments: 3, Interest: 'ByMerchant' });
  });

  it("PagBank: the charge carries PagBank's plan (fees.buyer.interest) and the order shows the total charged", async () => {
    const shop = await shopWith('pgs', pagSeguroSetting());
    const total3 = fakeBuyerTotal(27_600, 3);
    const quoted = (await quote(shop)).body.parcelas;
    expect(quoted[0]).toEqual({ numero: 1, total: 276, juros: false, rotulo: '1x de R$ 276,00 sem juros' });
    expect(quoted[2]).toMatchObject({ numero: 3, total: total3 / 100, juros: true });
    expect(quoted[2].rotulo).toMatch(/^3x de R\$ [\d,.]+ \(total R\$ [\d,.]+\)$/);

    const cart = await world.pagSeguroCartOf(shop);
    const placed = await cart.pay(PAGSEGURO_CARDS.approved, 3);
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({ pagamento: paymentStates.paid, cfiparped: 3, cfivalped: total3 / 100 });
    const refs = new Set((await chargesOf(shop, cart.pedido)).map((p) => p.providerRef));
    const [order] = (await pagSeguroOrders(suite.fake.url)).filter((o) => refs.has(o.reference_id));
    expect(order?.charges[0]).toMatchObject({
      status: 'PAID',
      amount: { value: total3, fees: { buyer: { interest: { total: total3 - 27_600, installments: 3 } } } },
      payment_method: { installments: 3 },
    });
    expect(await chargesOf(shop, cart.pedido)).toMatchObject([{ amountCents: total3, instalments: 3 }]);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({
      totalCents: total3,
      instalmentInterestCents: total3 - 27_600,
    });
    const mail = await suite.t.database.db.select().from(mailOutbox);
    const confirmation = mail.find((row) => row.subject.startsWith(`Pedido nº ${cart.pedido} recebido`));
    expect(confirmation?.html).toContain('Juros do parcelamento');
    expect(await mailsAbout(shop, cart.pedido)).toHaveLength(2);
  });

  it('PagBank: an interest-free count is charged as before, without fees', async () => {
    const shop = await shopWith('pgs', pagSeguroSetting(), { maximo: 3, minimoParcela: '50.00' });
    const cart = await world.pagSeguroCartOf(shop);
    expect((await cart.pay(PAGSEGURO_CARDS.approved, 3)).status).toBe(200);
    expect(await orderOf(shop, cart.pedido)).toMatchObject({ totalCents: 27_600, instalmentInterestCents: 0 });
  });

  it('PagBank refuses a charge whose interest is not its own plan', async () => {
    const client = new PagSeguroOrdersClient(suite.t.config.payments.pagseguro, 2_000);
    const credentials = { token: GOOD_PAGSEGURO.token, ambiente: 'sandbox' };
    const publicKey = await client.publicKey(credentials);
    const { criptografado } = encryptedCardOf(publicKey, PAGSEGURO_CARDS.approved);
    const charge = (interestCents: number) =>
      client.createCharge(credentials, {
        reference: `BJUROS${interestCents}`,
        amountCents: 27_600 + interestCents,
        payer: { name: 'Ana Cliente', document: '52998224725' },
        description: 'Pedido 1',
        card: {
          encrypted: criptografado,
          holderDocument: '52998224725',
          holder: 'ANA CLIENTE',
          brand: 'visa',
          instalments: 3,
          interest: { by: 'buyer', cents: interestCents },
        },
      });
    expect(await charge(100)).toMatchObject({ state: paymentStates.refused, reason: m.cardInvalid });
    const own = fakeBuyerTotal(27_600, 3) - 27_600;
    expect(await charge(own)).toMatchObject({ state: paymentStates.paid });
  });

  it('PagBank: the brands are those of bnd too', async () => {
    const shop = await shopWith('pgs', pagSeguroSetting());
    await writeStoreSettings(suite.t.database.db, shop.tenant.id, {
      key: 'bnd',
      value: { bandeiras: ['master'] },
      description: 'bandeiras de cartão',
    });
    const cart = await world.pagSeguroCartOf(shop);
    const refused = await cart.pay(PAGSEGURO_CARDS.approved, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(storeMessages.cardBrandRefused);
    expect(await chargesOf(shop, cart.pedido)).toEqual([]);
  });
});

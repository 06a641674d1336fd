import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { customers } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { forgetAccountSessions } from '../auth/index.js';
import { insertColour, insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { writeTinting } from '../../test/store-settings.js';
import { openCardOf } from '../payments/card.fixture.js';
import { campinasAddress as entrega, openShop } from './store.fixture.js';

// What a placed store order holds and who is told, read back from the rows rather than the reply.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof openShop>>;

/** Ana checks out order `pedido` at the total she was shown, by 'Entrega Própria' (R$ 36,00 for two paints), by boleto. */
const checkout = (shop: Shop, pedido: number, totalExibido: number, extra: object = {}) =>
  shop.send('POST', '/api/loja/finalizar', 'ana', {
    pedido,
    totalExibido,
    entrega,
    frete: 'Entrega Própria',
    formaPagamento: 'D',
    ...extra,
  });

const cartTwoPaints = async (shop: Shop) =>
  (await shop.addToCart('ana', shop.ids.paint, 2)).body.pedido.codigo as number;

const orderRow = async (shop: Shop, id: number) => {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, id)));
  return row;
};

const mailsOf = (shop: Shop) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, shop.tenant.id));

describe('the placed order', () => {
  it("is a sale ('tpe') of the store (origin S), delivered at the masked address, the note trimmed", async () => {
    const shop = await openShop(t);
    const pedido = await cartTwoPaints(shop);
    const placed = await checkout(shop, pedido, 276, { observacao: '  Portão azul, tocar a campainha  ' });
    expect(placed.status).toBe(200);
    expect(await orderRow(shop, pedido)).toMatchObject({
      direction: 'tpe',
      origin: 'S',
      notes: 'Portão azul, tocar a campainha',
      address: 'Rua Barão de Jaguara, 100 - Centro - Campinas/SP - CEP 13015-904',
      deliveryCep: '13015904',
      shippingCents: 3_600,
    });
  });

  it('keeps no note when the buyer typed only spaces', async () => {
    const shop = await openShop(t);
    const pedido = await cartTwoPaints(shop);
    expect((await checkout(shop, pedido, 276, { observacao: '   ' })).status).toBe(200);
    expect((await orderRow(shop, pedido))?.notes).toBeNull();
  });

  it('is refused for a cart whose lines are all gone, with the empty-cart message', async () => {
    const shop = await openShop(t);
    const pedido = await cartTwoPaints(shop);
    await t.database.db
      .delete(orderItems)
      .where(and(eq(orderItems.tenantId, shop.tenant.id), eq(orderItems.orderId, pedido)));
    const placed = await checkout(shop, pedido, 36);
    expect(placed.status).toBe(400);
    expect(placed.body.exception).toBe(cartMessages.emptyCart);
    expect((await orderRow(shop, pedido))?.direction).not.toBe('tpe');
  });
});

describe('the confirmation mail', () => {
  it('goes to the buyer alone, greeting them by name', async () => {
    const shop = await openShop(t);
    const pedido = await cartTwoPaints(shop);
    expect((await checkout(shop, pedido, 276)).status).toBe(200);
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    const mails = await mailsOf(shop);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipients).toEqual([customer?.email]);
    expect(mails[0]?.html).toContain(storeMessages.confirmationGreeting('Ana Cliente'));
  });

  it('is not queued for a buyer whose e-mail was removed meanwhile; the order is placed all the same', async () => {
    const shop = await openShop(t);
    const pedido = await cartTwoPaints(shop);
    const db = t.database.db;
    await db
      .update(customers)
      .set({ email: null })
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    forgetAccountSessions(db, shop.tenant.id, 'customer', shop.ids.ana);
    const placed = await checkout(shop, pedido, 276);
    expect(placed.status).toBe(200);
    expect(placed.body.pedido.cfistaped).toBe('Venda');
    expect(await mailsOf(shop)).toEqual([]);
  });
});

describe('tinted lines when the shop stopped tinting', () => {
  /** A shop with tnt switched off after Ana carted a blue galão base (R$ 120,00) and a brush (R$ 15,00). */
  async function tintedThenOff(shop: Shop, withTinted: boolean) {
    const db = t.database.db;
    const base = await insertProduct(db, shop.tenant.id, { siteDescription: 'Base A', tintBase: true, stock: 20 });
    await insertColour(db, shop.tenant.id, 'AZ01', 'Azul Sereno');
    if (withTinted)
      await shop.send('POST', '/api/loja/carrinho/itens', 'ana', { codigo: base.id, quantidade: 1, cor: 'AZ01' });
    const cart = (await shop.addToCart('ana', shop.ids.paint, 2)).body.pedido;
    await writeTinting(db, shop.tenant.id, false);
    return cart as { codigo: number; cfivalped: number };
  }

  it('refuses a cart where one line of several is tinted', async () => {
    const shop = await openShop(t);
    const cart = await tintedThenOff(shop, true);
    const placed = await checkout(shop, cart.codigo, cart.cfivalped + 36);
    expect(placed.body.exception).toBe(storeMessages.tintingDisabled);
  });

  it('places a cart without tinted lines', async () => {
    const shop = await openShop(t);
    const cart = await tintedThenOff(shop, false);
    expect((await checkout(shop, cart.codigo, 276)).status).toBe(200);
  });
});

describe('the payment methods offered', () => {
  it('are only the codes the store knows, whatever else the saved fpg row holds', async () => {
    const shop = await openShop(t, {}, { fpg: { formas: ['constructor', 'D', 'toString', 'Z', 'P'] } });
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.formasPagamento.map((f: { codigo: string }) => f.codigo)).toEqual(['D', 'P']);
    const pedido = await cartTwoPaints(shop);
    const placed = await checkout(shop, pedido, 276, { formaPagamento: 'constructor' });
    expect(placed.status).toBe(400);
  });
});

describe('a method the shop cannot charge', () => {
  it('is refused at checkout: the card without a card provider, Pix without the PSP; the cart stays', async () => {
    const shop = await openShop(t, {}, { fpg: { formas: ['D', 'O', 'P', 'X'] } });
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.formasPagamento.map((f: { codigo: string }) => f.codigo)).toEqual(['D', 'P']);
    const pedido = await cartTwoPaints(shop);
    const before = await orderRow(shop, pedido);
    const card = { formaPagamento: 'O', cartao: openCardOf('4111111111111111') };
    expect((await checkout(shop, pedido, 276, card)).body).toEqual({ exception: paymentMessages.cardNotOffered });
    const pix = await checkout(shop, pedido, 276, { formaPagamento: 'X' });
    expect(pix.body).toEqual({ exception: storeMessages.paymentNotEnabled });
    expect(await orderRow(shop, pedido)).toEqual(before);
  });
});

describe('the checkout page (GET /api/loja/checkout)', () => {
  it("fills the delivery form from the customer's record", async () => {
    const shop = await openShop(t);
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    const [ana] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, shop.tenant.id), eq(customers.id, shop.ids.ana)));
    expect(info.body.cliente).toEqual({
      nome: 'Ana Cliente',
      documento: ana?.document,
      email: ana?.email,
      telefone: ana?.phone,
    });
    expect(info.body.endereco).toMatchObject({ cep: '13015904', cidade: 'Campinas', estado: 'SP' });
    expect(info.body.parcelamento).toEqual({ maximo: 3, minimoParcela: 100 });
    expect(info.body.minimo).toEqual({ valor: 200, mensagem: 'Compra mínima de R$ 200,00.' });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { products } from '../../db/schema/catalog.js';
import { orderItems } from '../../db/schema/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';

/**
 * A seller's cart line by line (spec sections 4 and 5): discounts up to the goods' value and not a
 * centavo more, a machine-tinted line apart from the plain one, a product out of stock refused but
 * still removable, a line's note trimmed and kept when none is sent.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

type Line = { cfiproite: number; cfiqtdite: number; cfimaqite: string; cfiobsite: string | null; cfidscite: number };
const add = (body: object) => shop.send('POST', '/api/carrinho/itens', 'seller', body);
const newCart = async (codigo: number, quantidade: number) =>
  (await add({ codigo, quantidade })).body.pedido.codigo as number;

describe('discounts', () => {
  it("takes a line's discount up to its value, and refuses one centavo more without changing the line", async () => {
    const pedido = await newCart(shop.ids.brush, 2);
    // Two brushes of R$ 15,00.
    const whole = await add({ pedido, codigo: shop.ids.brush, quantidade: 2, desconto: '30,00' });
    expect(whole.status).toBe(200);
    expect(whole.body.itens[0].cfidscite).toBe(30);
    const more = await add({ pedido, codigo: shop.ids.brush, quantidade: 2, desconto: '30,01' });
    expect(more.status).toBe(400);
    expect(more.body.exception).toBe(cartMessages.discountTooLarge);
    const cart = await shop.send('GET', `/api/carrinho/${pedido}`, 'seller');
    expect(cart.body.itens[0]).toMatchObject({ cfiqtdite: 2, cfidscite: 30 });
  });

  it("takes the order's discount up to the goods' value, the index's share counted in", async () => {
    const pedido = await newCart(shop.ids.paint, 1);
    const discounts = (body: object) => shop.send('POST', '/api/carrinho/descontos', 'seller', { pedido, ...body });
    // One paint of R$ 120,00: R$ 120,00 off is all of it.
    expect((await discounts({ descontoValor: '120,00' })).status).toBe(200);
    const above = await discounts({ descontoValor: '120,01' });
    expect(above.status).toBe(400);
    expect(above.body.exception).toBe(cartMessages.discountTooLarge);
    // 10 % of the index (R$ 12,00) and R$ 108,00 are all of it; R$ 108,01 is more.
    expect((await discounts({ descontoValor: '108,00', indice: 10 })).status).toBe(200);
    expect((await discounts({ descontoValor: '108,01', indice: 10 })).status).toBe(400);
  });

  it("takes each line's discount from the discounts call up to the line's value, and not a centavo more", async () => {
    const pedido = await newCart(shop.ids.brush, 2);
    const cart = await shop.send('GET', `/api/carrinho/${pedido}`, 'seller');
    const item = cart.body.itens[0].cficodite as number;
    const discounts = (desconto: string) =>
      shop.send('POST', '/api/carrinho/descontos', 'seller', { pedido, itens: [{ item, desconto }] });
    const whole = await discounts('30,00');
    expect(whole.status).toBe(200);
    expect(whole.body.itens[0].cfidscite).toBe(30);
    const more = await discounts('30,01');
    expect(more.status).toBe(400);
    expect(more.body.exception).toBe(cartMessages.discountTooLarge);
  });
});

describe('lines', () => {
  it('puts a new line after every other, whatever positions the lines hold (a copied or imported order)', async () => {
    const pedido = await newCart(shop.ids.paint, 1);
    await t.database.db
      .update(orderItems)
      .set({ position: 5 })
      .where(and(eq(orderItems.tenantId, shop.tenant.id), eq(orderItems.orderId, pedido)));
    await add({ pedido, codigo: shop.ids.brush, quantidade: 1 });
    const cart = await shop.send('GET', `/api/carrinho/${pedido}`, 'seller');
    expect(cart.body.itens.map((line: Line) => line.cfiproite)).toEqual([shop.ids.paint, shop.ids.brush]);
  });

  it('gives a new line the note and the discount it came with', async () => {
    const pedido = await newCart(shop.ids.paint, 1);
    const added = await add({
      pedido,
      codigo: shop.ids.brush,
      quantidade: 2,
      observacao: 'cabo longo',
      desconto: '5,00',
    });
    expect(added.body.itens[1]).toMatchObject({ cfiproite: shop.ids.brush, cfiobsite: 'cabo longo', cfidscite: 5 });
  });

  it('keeps a machine-tinted line apart from the plain one of the same product, and adds to each its own', async () => {
    const pedido = await newCart(shop.ids.brush, 1);
    await add({ pedido, codigo: shop.ids.brush, quantidade: 3, tipo: '1' });
    const again = await add({ pedido, codigo: shop.ids.brush, quantidade: 4, tipo: '1' });
    const lines = again.body.itens.map((line: Line) => [line.cfiqtdite, line.cfimaqite]);
    expect(lines).toEqual([
      [1, 'N'],
      [4, 'S'],
    ]);
  });

  it('refuses a product that cannot be sold, and still removes it with quantity 0', async () => {
    const pedido = await newCart(shop.ids.last, 1);
    await t.database.db
      .update(products)
      .set({ stock: 0 })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.last)));
    const more = await add({ pedido, codigo: shop.ids.last, quantidade: 1 });
    expect(more.status).toBe(400);
    expect(more.body.exception).toBe(cartMessages.productUnavailable);
    const removed = await add({ pedido, codigo: shop.ids.last, quantidade: 0 });
    expect(removed.status).toBe(200);
    expect(removed.body.itens).toEqual([]);
  });

  it("trims a line's note, and keeps it when a change sends none or a blank one", async () => {
    const pedido = await newCart(shop.ids.paint, 1);
    const noted = await add({ pedido, codigo: shop.ids.paint, quantidade: 1, observacao: '  cor da amostra  ' });
    expect(noted.body.itens[0].cfiobsite).toBe('cor da amostra');
    const silent = await add({ pedido, codigo: shop.ids.paint, quantidade: 2 });
    expect(silent.body.itens[0]).toMatchObject({ cfiqtdite: 2, cfiobsite: 'cor da amostra' });
    const blank = await add({ pedido, codigo: shop.ids.paint, quantidade: 3, observacao: '   ' });
    expect(blank.body.itens[0]).toMatchObject({ cfiqtdite: 3, cfiobsite: 'cor da amostra' });
    const other = await add({ pedido, codigo: shop.ids.brush, quantidade: 1, observacao: '   ' });
    expect(other.body.itens[1].cfiobsite).toBeNull();
  });
});

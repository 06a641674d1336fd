import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessages } from '../../../shared/schemas/store.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { campinasAddress as entrega, openShop } from './store.fixture.js';

/**
 * The money of a shop order to the centavo, in the cases where a naive answer differs: prices that
 * changed after carting, a product taken off sale, the free-shipping value, the minimum purchase and
 * the minimum instalment exactly met. The shop (store.fixture.ts): minimum R$ 200,00; at most 3
 * instalments of at least R$ 100,00; 'Entrega Própria' R$ 25,00 + R$ 1,00 per started kg, free from
 * R$ 900,00; 'Transportadora' R$ 45,00 + R$ 2,00 per kg.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof openShop>>;
const checkout = (shop: Shop, who: 'ana' | 'beto', pedido: number, totalExibido: number, extra: object = {}) =>
  shop.send('POST', '/api/loja/finalizar', who, {
    pedido,
    totalExibido,
    entrega,
    frete: 'Entrega Própria',
    formaPagamento: 'P',
    ...extra,
  });
/** A weightless product of the shop at this price, so the shipping is the rule's base price. */
const productAt = async (shop: Shop, priceCents: number) =>
  (await insertProduct(t.database.db, shop.tenant.id, { priceCents, listPriceCents: priceCents, weightKg: '0' })).id;
const productRow = (shop: Shop, id: number) => and(eq(products.tenantId, shop.tenant.id), eq(products.id, id));
const quote = async (shop: Shop, who: 'ana' | 'beto', pedido: number) =>
  (await shop.send('GET', `/frete?cep=${entrega.cep}&pedido=${pedido}`, who)).body;

describe('checkout at today’s prices', () => {
  it('reprices a budget carted at yesterday’s price: lines, discount, index, freight and total to the centavo', async () => {
    const shop = await openShop(t);
    const cart = (await shop.send('POST', '/api/carrinho/itens', 'seller', { codigo: shop.ids.paint, quantidade: 2 }))
      .body;
    const pedido = cart.pedido.codigo as number;
    await shop.send('POST', '/api/carrinho/cliente', 'seller', { pedido, cliente: shop.ids.ana });
    const discounted = await shop.send('POST', '/api/carrinho/descontos', 'seller', {
      pedido,
      descontoValor: '1,50',
      indice: '2,5',
    });
    // 2 × 120,00 = 240,00 − 1,50 − 2,5 % (6,00) = 232,50
    expect(discounted.body.pedido.cfivalped).toBe(232.5);
    await shop.send('POST', '/load/budget', 'ana', { action: 'select', budgetId: pedido });
    await t.database.db.update(products).set({ priceCents: 13_050 }).where(productRow(shop, shop.ids.paint));
    // At yesterday's price: 232,50 + freight 36,00 (10,4 kg → 11 kg) = 268,50: refused.
    const stale = await checkout(shop, 'ana', pedido, 268.5, { parcelas: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.exception).toBe(storeMessages.pricesChanged);
    // Today: 2 × 130,50 = 261,00 − 1,50 − 2,5 % (6,525 → 6,53) = 252,97; + 36,00 = 288,97.
    const open = (await shop.send('GET', '/api/loja/carrinho', 'ana')).body.carrinho;
    expect(open.pedido).toMatchObject({ codigo: pedido, subtotal: 261, cfivalped: 252.97 });
    expect(open.itens[0]).toMatchObject({ cfiprcite: 130.5, cfiqtdite: 2 });
    const placed = await checkout(shop, 'ana', pedido, 288.97, { parcelas: 2 });
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', frete: 36, cfivalped: 288.97, cfiparped: 2 });
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, pedido)));
    expect(row).toMatchObject({ totalCents: 28_897, shippingCents: 3_600, discountCents: 150, instalments: 2 });
    // The confirmation mail tells the order as it was saved: today's price, the freight and the total.
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, shop.tenant.id));
    expect(mail?.html).toContain('R$ 130,50');
    expect(mail?.html).toContain('Frete (Entrega Própria): R$ 36,00');
    expect(mail?.html).toContain('Total: R$ 288,97');
  });

  it('refuses a cart whose product was taken off sale after carting; nothing is sold', async () => {
    const shop = await openShop(t);
    await shop.addToCart('ana', shop.ids.paint, 2);
    const cart = (await shop.addToCart('ana', shop.ids.brush, 1)).body;
    await t.database.db.update(products).set({ active: false }).where(productRow(shop, shop.ids.brush));
    // 2 × 120,00 + 15,00 = 255,00 + 36,00: enough for the minimum, so only the product is in the way.
    const reply = await checkout(shop, 'ana', cart.pedido.codigo, 291);
    expect(reply.status).toBe(409);
    expect(reply.body.exception).toBe(storeMessages.productGone);
    const [paint] = await t.database.db.select().from(products).where(productRow(shop, shop.ids.paint));
    expect(paint?.stock).toBe(8);
    expect((await shop.send('GET', '/api/loja/carrinho', 'ana')).body.carrinho.pedido.cfistaped).toBe('Orçamento');
  });
});

describe('freight at the free-shipping value', () => {
  it('is free from exactly R$ 900,00 and charged one centavo below', async () => {
    const shop = await openShop(t);
    const exact = (await shop.addToCart('ana', await productAt(shop, 45_000), 2)).body.pedido.codigo as number;
    expect(await quote(shop, 'ana', exact)).toEqual([
      { servico: 'Entrega Própria', prazo: 2, valor: 0 },
      { servico: 'Transportadora', prazo: 4, valor: 45 },
    ]);
    const below = (await shop.addToCart('beto', await productAt(shop, 89_999), 1)).body.pedido.codigo as number;
    expect(await quote(shop, 'beto', below)).toEqual([
      { servico: 'Entrega Própria', prazo: 2, valor: 25 },
      { servico: 'Transportadora', prazo: 4, valor: 45 },
    ]);
    const free = await checkout(shop, 'ana', exact, 900);
    expect(free.body.pedido).toMatchObject({ cfistaped: 'Venda', frete: 0, cfivalped: 900 });
    const charged = await checkout(shop, 'beto', below, 924.99);
    expect(charged.body.pedido).toMatchObject({ cfistaped: 'Venda', frete: 25, cfivalped: 924.99 });
  });
});

describe('minimum purchase and instalments', () => {
  it('sells at exactly the minimum purchase; one centavo less is missing R$ 0,01', async () => {
    const shop = await openShop(t);
    const exact = (await shop.addToCart('ana', await productAt(shop, 20_000), 1)).body.pedido.codigo as number;
    const placed = await checkout(shop, 'ana', exact, 225);
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', cfivalped: 225 });
    const short = (await shop.addToCart('beto', await productAt(shop, 19_999), 1)).body.pedido.codigo as number;
    const refused = await checkout(shop, 'beto', short, 224.99);
    expect(refused.body.exception).toBe('Compra mínima de R$ 200,00. Faltam R$ 0,01');
  });

  it('counts instalments of at least R$ 100,00 on the goods, not on goods and freight', async () => {
    const shop = await openShop(t);
    // 299,99 of goods (+ 25,00 freight = 324,99): two instalments, not three.
    const under = (await shop.addToCart('ana', await productAt(shop, 29_999), 1)).body.pedido.codigo as number;
    expect((await checkout(shop, 'ana', under, 324.99, { parcelas: 3 })).body.exception).toBe(
      storeMessages.instalmentsTooMany(2),
    );
    const two = await checkout(shop, 'ana', under, 324.99, { parcelas: 2 });
    expect(two.body.pedido).toMatchObject({ cfistaped: 'Venda', cfiparped: 2, cfivalped: 324.99 });
    const exact = (await shop.addToCart('beto', await productAt(shop, 30_000), 1)).body.pedido.codigo as number;
    const three = await checkout(shop, 'beto', exact, 325, { parcelas: 3 });
    expect(three.body.pedido).toMatchObject({ cfistaped: 'Venda', cfiparped: 3, cfivalped: 325 });
  });
});

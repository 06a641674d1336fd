import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { insertColour, insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';

// Multiple mode (spec section 5: 'steps are 1, or 10 in multiple mode (tinting too)'): the server
// rounds a quantity up to the next 10 and sells at most the tens within the stock, as the screens do.
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

const tens = (overrides: Partial<typeof products.$inferInsert> = {}) =>
  insertProduct(t.database.db, shop.tenant.id, {
    siteDescription: 'Massa Corrida',
    stock: 25,
    multipleMode: true,
    ...overrides,
  });

type Line = { cfiproite: number; cfiqtdite: number; maximo: number; multiplo: boolean };
const lineOf = (body: { itens: Line[] }, id: number) => body.itens.find((i) => i.cfiproite === id);

describe('the shop cart (POST /api/loja/carrinho/itens)', () => {
  it('rounds a typed quantity up to the next 10, and empty or 0 to 10', async () => {
    const product = await tens();
    const add = (quantidade: number | string) =>
      shop.send('POST', '/api/loja/carrinho/itens', 'ana', { codigo: product.id, quantidade });
    expect(lineOf((await add(15)).body, product.id)).toMatchObject({ cfiqtdite: 20, maximo: 20, multiplo: true });
    expect(lineOf((await add('')).body, product.id)?.cfiqtdite).toBe(10);
    expect(lineOf((await add(0)).body, product.id)?.cfiqtdite).toBe(10);
  });

  it('clamps to the tens within the stock, saying so', async () => {
    const product = await tens();
    const added = await shop.send('POST', '/api/loja/carrinho/itens', 'beto', { codigo: product.id, quantidade: 30 });
    expect(added.body.ajustado).toBe(true);
    expect(lineOf(added.body, product.id)?.cfiqtdite).toBe(20);
  });

  it('leaves a product not in multiple mode at steps of 1', async () => {
    const product = await tens({ multipleMode: false });
    const added = await shop.send('POST', '/api/loja/carrinho/itens', 'blocked', {
      codigo: product.id,
      quantidade: 15,
    });
    expect(lineOf(added.body, product.id)).toMatchObject({ cfiqtdite: 15, maximo: 25, multiplo: false });
  });

  it('rounds tinted cans too', async () => {
    const base = await tens({ siteDescription: 'Base Acrílica A', tintBase: true, stock: 100 });
    await insertColour(t.database.db, shop.tenant.id, 'AZ01', 'Azul Sereno');
    const added = await shop.send('POST', '/api/loja/carrinho/itens', 'ana', {
      codigo: base.id,
      quantidade: 3,
      cor: 'AZ01',
    });
    expect(added.status).toBe(200);
    expect(added.body.itens.find((i: Line & { cficorite: string }) => i.cficorite === 'AZ01')).toMatchObject({
      cfiqtdite: 10,
      multiplo: true,
    });
  });
});

describe("the seller's cart (POST /api/carrinho/itens)", () => {
  it('rounds up to 10, and 0 still removes the line', async () => {
    const product = await tens();
    const added = await shop.send('POST', '/api/carrinho/itens', 'seller', { codigo: product.id, quantidade: 3 });
    expect(lineOf(added.body, product.id)?.cfiqtdite).toBe(10);
    const pedido = added.body.pedido.codigo as number;
    const removed = await shop.send('POST', '/api/carrinho/itens', 'seller', {
      pedido,
      codigo: product.id,
      quantidade: 0,
    });
    expect(lineOf(removed.body, product.id)).toBeUndefined();
  });

  it("the terminal's search says which products step by 10", async () => {
    const product = await tens({ siteDescription: 'Rejunte Dezena' });
    const found = await shop.send('POST', '/api/produtos/busca', 'seller', { termo: 'Rejunte' });
    expect(found.body.produtos).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: product.id, multiplo: true, maximo: 20 })]),
    );
  });
});

describe('the product form (GET /api/produtos/{codigo})', () => {
  it('shows the flag', async () => {
    const product = await tens();
    const read = await shop.send('GET', `/api/produtos/${product.id}`, 'seller');
    expect(read.body.produto.multiplo).toBe(true);
    await t.database.db
      .update(products)
      .set({ multipleMode: false })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, product.id)));
    expect((await shop.send('GET', `/api/produtos/${product.id}`, 'seller')).body.produto.multiplo).toBe(false);
  });
});

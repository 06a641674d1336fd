import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertOrderItem, insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from './store.fixture.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t, { alias: 'novamente' });
});
afterAll(() => t.close());

type Line = { cfiproite: number; cfiqtdite: number; cfiprcite: number };
type Reply = { carrinho: { itens: Line[] }; adicionados: number; indisponiveis: string[]; msg: unknown };

/** A sale of Ana's from last month, at last month's prices, with these lines. */
async function pastSale(lines: Array<[{ id: number; siteDescription: string }, number]>) {
  const db = t.database.db;
  const order = await insertOrder(db, shop.tenant.id, {
    customerId: shop.ids.ana,
    customerName: 'Ana Cliente',
    status: 'Venda',
    issuedOn: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
  });
  for (const [product, quantity] of lines)
    await insertOrderItem(db, order, { ...product, priceCents: 9_000, listPriceCents: 9_000 }, { quantity });
  return order.id;
}

const buyAgain = (who: 'ana' | 'beto' | 'seller', pedido: number) =>
  shop.send('POST', '/api/loja/comprar-novamente', who, { pedido });

describe('POST /api/loja/comprar-novamente', () => {
  it("puts the order's products still sold in the open cart at today's prices, and names the others", async () => {
    const db = t.database.db;
    const gone = await insertProduct(db, shop.tenant.id, { siteDescription: 'Verniz Antigo', active: false });
    const paint = { id: shop.ids.paint, siteDescription: 'Tinta Acrílica Fosca' };
    const last = { id: shop.ids.last, siteDescription: 'Última Lata' };
    const sale = await pastSale([
      [paint, 3],
      [gone, 1],
      [last, 2],
    ]);
    const { status, body } = await buyAgain('ana', sale);
    expect(status).toBe(200);
    const reply = body as Reply;
    expect(reply.adicionados).toBe(2);
    expect(reply.indisponiveis).toEqual(['Verniz Antigo']);
    expect(reply.msg).toEqual({
      tipo: 'warning',
      mensagem: '2 produtos foram colocados no carrinho. Não estão mais à venda: Verniz Antigo.',
    });
    // Today's price (R$ 120,00, not the R$ 90,00 paid); the last can is limited to the one in stock.
    expect(reply.carrinho.itens.map((i) => [i.cfiproite, i.cfiqtdite, i.cfiprcite])).toEqual([
      [shop.ids.paint, 3, 120],
      [shop.ids.last, 1, 250],
    ]);
    // It is the open cart the store shows.
    const cart = await shop.send('GET', '/api/loja/carrinho', 'ana');
    expect((cart.body as { carrinho: { itens: Line[] } }).carrinho.itens).toHaveLength(2);
  });

  it("is 'not found' for another customer's order and refused to a seller", async () => {
    const sale = await pastSale([[{ id: shop.ids.brush, siteDescription: 'Pincel Chato' }, 1]]);
    expect((await buyAgain('beto', sale)).status).toBe(404);
    expect((await buyAgain('seller', sale)).status).toBe(403);
    const beto = await shop.send('GET', '/api/loja/carrinho', 'beto');
    expect((beto.body as { carrinho: unknown }).carrinho).toBeNull();
  });

  it('refuses an order none of whose products is sold any more', async () => {
    const gone = await insertProduct(t.database.db, shop.tenant.id, {
      siteDescription: 'Fora de Linha',
      active: false,
    });
    const { status, body } = await buyAgain('ana', await pastSale([[gone, 1]]));
    expect(status).toBe(400);
    expect(body).toEqual({ exception: 'Nenhum produto deste pedido está à venda agora.' });
  });
});

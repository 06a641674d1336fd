import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColour, insertOrder, insertOrderItem, insertProduct } from '../../test/factories.js';
import { writeTinting } from '../../test/store-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from './store.fixture.js';
import { companyDay } from '../../test/calendar.js';

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
async function pastSale(
  lines: Array<[{ id: number; siteDescription: string }, number, { tinted?: number; colorCode?: string }?]>,
  where = shop,
) {
  const db = t.database.db;
  const order = await insertOrder(db, where.tenant.id, {
    customerId: where.ids.ana,
    customerName: 'Ana Cliente',
    status: 'Venda',
    issuedOn: companyDay(-30),
  });
  for (const [product, quantity, line] of lines)
    await insertOrderItem(db, order, { ...product, priceCents: 9_000, listPriceCents: 9_000 }, { quantity, ...line });
  return order.id;
}

const buyAgain = (who: 'ana' | 'beto' | 'seller', pedido: number, where = shop) =>
  where.send('POST', '/api/loja/comprar-novamente', who, { pedido });

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
    // The last can was cut to the stock: the cart says its quantities were adjusted.
    expect(body.carrinho.ajustado).toBe(true);
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

describe('buying again, line by line', () => {
  it("says 'success' and adjusts nothing when every product is sold as it was; one product in the singular", async () => {
    const fresh = await openShop(t);
    const paint = { id: fresh.ids.paint, siteDescription: 'Tinta Acrílica Fosca' };
    const brush = { id: fresh.ids.brush, siteDescription: 'Pincel Chato' };
    const both = await buyAgain(
      'ana',
      await pastSale(
        [
          [paint, 2],
          [brush, 3],
        ],
        fresh,
      ),
      fresh,
    );
    expect(both.body).toMatchObject({
      adicionados: 2,
      indisponiveis: [],
      msg: { tipo: 'success', mensagem: '2 produtos foram colocados no carrinho.' },
    });
    expect(both.body.carrinho.ajustado).toBeUndefined();
    const one = await buyAgain('ana', await pastSale([[brush, 1]], fresh), fresh);
    expect(one.body.msg).toEqual({ tipo: 'success', mensagem: '1 produto foi colocado no carrinho.' });
  });

  /** A sale of a blue galão base and a brush in a shop whose tnt is as given. */
  async function tintedSale(tnt: boolean) {
    const fresh = await openShop(t);
    const db = t.database.db;
    const base = await insertProduct(db, fresh.tenant.id, { siteDescription: 'Base A', tintBase: true, stock: 20 });
    await insertColour(db, fresh.tenant.id, 'AZ01', 'Azul Sereno');
    await writeTinting(db, fresh.tenant.id, tnt);
    const brush = { id: fresh.ids.brush, siteDescription: 'Pincel Chato' };
    const sale = await pastSale(
      [
        [base, 2, { tinted: 1, colorCode: 'AZ01' }],
        [brush, 1],
      ],
      fresh,
    );
    return { reply: await buyAgain('ana', sale, fresh), base };
  }

  it('puts a tinted line back in its colour while the shop tints', async () => {
    const { reply, base } = await tintedSale(true);
    expect(reply.body.indisponiveis).toEqual([]);
    const lines = reply.body.carrinho.itens as Array<{ cfiproite: number; cficorite: string | null; tipo: string }>;
    expect(lines.find((line) => line.cfiproite === base.id)).toMatchObject({ cficorite: 'AZ01', tipo: '1' });
  });

  it('leaves a tinted line out, named, while the shop does not tint; the rest goes in', async () => {
    const { reply } = await tintedSale(false);
    expect(reply.body).toMatchObject({
      adicionados: 1,
      indisponiveis: ['Base A'],
      msg: { tipo: 'warning', mensagem: '1 produto foi colocado no carrinho. Não estão mais à venda: Base A.' },
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_PAGE_SIZE } from '../../../shared/schemas/store.js';
import { customers } from '../../db/schema/customers.js';
import { insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';

let w: OrdersWorld;

type Card = { codigo: number; preco: number };

/** Every page of the shop's list in one order, as this shopper (none: a visitor). */
async function allPages(ordem: 'menorPreco' | 'maiorPreco', cookie?: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (let pagina = 0; ; pagina++) {
    const reply = await w.t.app.inject({
      method: 'GET',
      url: `/api/loja/produtos?ordem=${ordem}&pagina=${pagina}`,
      headers: cookie ? { cookie } : {},
    });
    const page = reply.json().produtos as Card[];
    cards.push(...page);
    if (page.length < STORE_PAGE_SIZE) return cards;
  }
}
const prices = (cards: Card[]) => cards.map((c) => c.preco);
const ascending = (list: number[]) => [...list].sort((a, b) => a - b);

beforeAll(async () => {
  w = await ordersWorld();
  // More than two pages of products, R$ 10,00 to R$ 30,00, so a page-by-page sort would show.
  for (let i = 0; i < 2 * STORE_PAGE_SIZE; i++)
    await insertProduct(w.db, w.tenant.id, { siteDescription: `Lixa ${i}`, priceCents: 1_000 + i * 87, stock: 10 });
  await w.db.update(customers).set({ state: 'BA' }).where(eq(customers.tenantId, w.tenant.id));
  const table = async (payload: object, items: Record<number, string>) => {
    const codigo = (await w.post(w.cookies.manager, '/api/tabelas-preco', payload)).body.tabela.codigo as number;
    for (const [produto, preco] of Object.entries(items))
      await w.call(w.cookies.manager, 'PUT', `/api/tabelas-preco/${codigo}/itens/${produto}`, { preco });
  };
  // Every level of the rule: the default table -5 %, the state +3 % with one listed price, and the
  // customer's own table, which makes the cheap brush (R$ 19,90) the dearest thing in the shop.
  await table({ nome: 'Padrão', tipo: 'padrao', ajuste: '-5' }, {});
  await table({ nome: 'Bahia', tipo: 'uf', uf: 'BA', ajuste: '3' }, { [w.products.roller.id]: '11,11' });
  await table(
    { nome: 'Loja Azul', tipo: 'cliente', cliente: w.customers.customer.id },
    { [w.products.brush.id]: '999,00' },
  );
});
afterAll(() => w.t.close());

describe("the shop's price order follows the shopper's prices", () => {
  it("puts the customer's dear brush last, on the last page, by the price they see", async () => {
    const cards = await allPages('menorPreco', w.cookies.customer);
    expect(prices(cards)).toEqual(ascending(prices(cards)));
    expect(cards.at(-1)).toEqual(expect.objectContaining({ codigo: w.products.brush.id, preco: 999 }));
    expect(cards.find((c) => c.codigo === w.products.roller.id)?.preco).toBe(11.11);
    const dearest = await allPages('maiorPreco', w.cookies.customer);
    expect(dearest[0]?.codigo).toBe(w.products.brush.id);
    expect(prices(dearest)).toEqual(ascending(prices(dearest)).reverse());
  });

  it("orders a visitor by the default table's prices, where the brush is cheap", async () => {
    const cards = await allPages('menorPreco');
    expect(prices(cards)).toEqual(ascending(prices(cards)));
    const brush = cards.findIndex((c) => c.codigo === w.products.brush.id);
    expect(cards[brush]?.preco).toBe(18.91);
    expect(brush).toBeLessThan(cards.length - 1);
  });
});

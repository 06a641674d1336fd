import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { priceTableItems, priceTables } from '../../db/schema/pricing.js';
import { insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tintingWorld } from '../tinting/tinting.fixture.js';
import { openShop } from './store.fixture.js';

// The shopper's own price wherever the store shows one (docs/pricing.md), the shelves' order, a product
// page's pictures and can, and a colour chart with prices hidden.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = { codigo: number; nome: string; preco: number | null };
type Chart = {
  embalagens: Array<{ embalagem: string; preco: number | null }>;
  cores: Array<{ cficodcor: string; precos: Array<number | null> }>;
};

/** A shop with the tinting catalogue, where Ana's own table sells the paint at R$ 99,00 and the galão base at R$ 90,00. */
async function shopWithAnasPrices() {
  const shop = await openShop(t);
  const db = t.database.db;
  const tenantId = shop.tenant.id;
  const w = await tintingWorld(db, tenantId);
  const [table] = await db
    .insert(priceTables)
    .values({ tenantId, name: 'Ana', kind: 'customer', customerId: shop.ids.ana })
    .returning();
  if (!table) throw new Error('price table not inserted');
  await db.insert(priceTableItems).values([
    { tenantId, tableId: table.id, productId: shop.ids.paint, priceCents: 9_900 },
    { tenantId, tableId: table.id, productId: w.base.galao.id, priceCents: 9_000 },
  ]);
  return { ...shop, w };
}

const priceOf = (cards: Card[], id: number) => cards.find((card) => card.codigo === id)?.preco;

describe("a customer's own price", () => {
  it('is the price on the shelves, the list and the product page; a visitor sees the shop’s', async () => {
    const shop = await shopWithAnasPrices();
    const shelved = async (who?: 'ana') =>
      ((await shop.send('GET', '/api/loja/vitrine', who)).body.prateleiras as { produtos: Card[] }[]).flatMap(
        (shelf) => shelf.produtos,
      );
    expect(priceOf(await shelved('ana'), shop.ids.paint)).toBe(99);
    expect(priceOf(await shelved(), shop.ids.paint)).toBe(120);
    const listed = (await shop.send('GET', '/api/loja/produtos', 'ana')).body.produtos as Card[];
    expect(priceOf(listed, shop.ids.paint)).toBe(99);
    expect((await shop.send('GET', `/api/loja/produtos/${shop.ids.paint}`, 'ana')).body.preco).toBe(99);
  });

  it("prices the colour chart's can and each tinted can from it", async () => {
    const shop = await shopWithAnasPrices();
    const chart = async (who?: 'ana') =>
      (await shop.send('GET', `/api/tintas/produtos/${shop.w.base.galao.id}`, who)).body as Chart;
    const anas = await chart('ana');
    expect(anas.embalagens.map((can) => can.preco)).toEqual([30, 90, 400]);
    expect(anas.cores.find((colour) => colour.cficodcor === 'AZ01')?.precos).toEqual([30.53, 92.1, 410.5]);
    expect((await chart()).embalagens.map((can) => can.preco)).toEqual([30, 100, 400]);
  });
});

describe('a colour chart without prices', () => {
  it('prices no can and no colour when the shop hides prices', async () => {
    const shop = await openShop(t, { allowPrices: false });
    const w = await tintingWorld(t.database.db, shop.tenant.id);
    const chart = (await shop.send('GET', `/api/tintas/produtos/${w.base.galao.id}`)).body as Chart;
    expect(chart.embalagens.map((can) => can.preco)).toEqual([null, null, null]);
    expect(chart.cores.flatMap((colour) => colour.precos).every((price) => price === null)).toBe(true);
    expect(chart.cores.length).toBeGreaterThan(0);
  });

  it('names a can with neither packaging by nothing', async () => {
    const shop = await openShop(t);
    const db = t.database.db;
    const w = await tintingWorld(db, shop.tenant.id);
    await db
      .update(products)
      .set({ packaging: null, listPackaging: null })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, w.base.quarto.id)));
    const chart = (await shop.send('GET', `/api/tintas/produtos/${w.base.galao.id}`)).body as Chart;
    expect(chart.embalagens.map((can) => can.embalagem)).toEqual(['', 'Galão 3,6L', 'Lata 18L']);
  });
});

describe('the home shelves', () => {
  it('put the biggest saving over the list price first among the offers, the newest first among the news', async () => {
    const shop = await openShop(t);
    const [offers, newest] = (await shop.send('GET', '/api/loja/vitrine')).body.prateleiras as {
      titulo: string;
      produtos: Card[];
    }[];
    const names = (cards: Card[] | undefined) => cards?.map((card) => card.nome.replace(/ - .*/, ''));
    // Saving over the list price: Pincel 87,5 %, Rolo 75 %, Tinta 20 %, Última Lata none.
    expect(names(offers?.produtos)).toEqual(['Pincel Chato', 'Rolo', 'Tinta Acrílica Fosca', 'Última Lata']);
    expect(names(newest?.produtos)).toEqual(['Última Lata', 'Rolo', 'Pincel Chato', 'Tinta Acrílica Fosca']);
  });
});

describe('the catalogue', () => {
  it("orders by name when 'relevância' is asked without a search", async () => {
    const shop = await openShop(t);
    const listed = (await shop.send('GET', '/api/loja/produtos?ordem=relevancia')).body.produtos as Card[];
    expect(listed.map((card) => card.nome.replace(/ - .*/, ''))).toEqual([
      'Pincel Chato',
      'Rolo',
      'Tinta Acrílica Fosca',
      'Última Lata',
    ]);
  });

  it('puts the closest match to a search first, ahead of the name order', async () => {
    const shop = await openShop(t);
    // Inserted first and first by name, but only part of its word matches.
    await insertProduct(t.database.db, shop.tenant.id, { siteDescription: 'Argamassa Pronta' });
    await insertProduct(t.database.db, shop.tenant.id, { siteDescription: 'Massa Corrida' });
    const listed = (await shop.send('GET', '/api/loja/produtos?busca=massa')).body.produtos as Card[];
    expect(listed.map((card) => card.nome.replace(/ - .*/, ''))).toEqual(['Massa Corrida', 'Argamassa Pronta']);
  });

  it('shows the first four pictures of a product, and its list packaging when it has no other', async () => {
    const shop = await openShop(t);
    const pictures = [1, 2, 3, 4, 5].map((n) => `/arquivos/f${n}.webp`);
    const product = await insertProduct(t.database.db, shop.tenant.id, {
      siteDescription: 'Lixa',
      packaging: null,
      listPackaging: 'Pacote 50un',
      imagePaths: pictures,
    });
    const page = (await shop.send('GET', `/api/loja/produtos/${product.id}`)).body;
    expect(page.imagens).toEqual(pictures.slice(0, 4));
    expect(page.embalagem).toBe('Pacote 50un');
  });
});

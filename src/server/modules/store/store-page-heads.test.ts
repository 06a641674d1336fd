import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';
import { tenants } from '../../db/schema/tenants.js';
import { insertProduct, insertTenant } from '../../test/factories.js';
import { writeTinting } from '../../test/store-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { metaOf, structuredData } from './store-page.fixture.js';
import { tintingWorld } from '../tinting/tinting.fixture.js';

// The store's heads, JSON-LD and sitemap compared whole: what a crawler reads, to the character
// (store-pages.test.ts walks the same pages by their main traits).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SITE = 'http://localhost:80';

async function shop(overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const db = t.database.db;
  const tenant = await insertTenant(db, { tradeName: 'Tintas Aurora', ...overrides });
  const query = `?apelido=${tenant.alias}`;
  const page = (path: string) => t.app.inject({ url: `${path}${query}`, headers: { accept: '*/*' } });
  return { db, tenant, query, page };
}

/** The maker and group of a product, read in its own company (the neighbour's share its ids). */
async function makerAndGroup(
  db: TestApp['database']['db'],
  product: { tenantId: number; manufacturerId: number; groupId: number },
) {
  const [maker] = await db
    .select()
    .from(manufacturers)
    .where(and(eq(manufacturers.tenantId, product.tenantId), eq(manufacturers.id, product.manufacturerId)));
  const [group] = await db
    .select()
    .from(productGroups)
    .where(and(eq(productGroups.tenantId, product.tenantId), eq(productGroups.id, product.groupId)));
  return { maker: maker?.name, group: group?.description };
}

const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

describe("a product's page", () => {
  it('states the Product, its Offer and the breadcrumbs in full, the image made absolute', async () => {
    const { db, tenant, query, page } = await shop();
    const product = await insertProduct(db, tenant.id, {
      siteDescription: 'Massa Corrida',
      quickDescriptionHtml: '<p>Para paredes internas.</p>',
      imagePaths: ['arquivos/1/massa.webp', '/arquivos/1/outra.webp'],
      priceCents: 4_590,
    });
    const { maker, group } = await makerAndGroup(db, product);
    const html = (await page(`/produtos/x/${product.id}`)).body;
    const address = `${SITE}/produtos/massa-corrida-galao-3-6l/${product.id}${query}`;
    const image = `${SITE}/arquivos/1/massa.webp`;
    expect(metaOf(html, 'og:image')).toBe(image);
    expect(metaOf(html, 'description')).toBe('R$ 45,90 · Para paredes internas.');
    expect(structuredData(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Massa Corrida - Galão 3,6L',
        sku: String(product.id),
        description: 'Para paredes internas.',
        image: [image],
        brand: { '@type': 'Brand', name: maker },
        category: group,
        offers: {
          '@type': 'Offer',
          url: address,
          priceCurrency: 'BRL',
          price: '45.90',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Início', item: `${SITE}/${query}` },
          {
            '@type': 'ListItem',
            position: 2,
            name: group,
            item: `${SITE}/produtos?grupo=${product.groupId}&${query.slice(1)}`,
          },
          { '@type': 'ListItem', position: 3, name: 'Massa Corrida - Galão 3,6L', item: address },
        ],
      },
    ]);
  });

  it('keeps an image elsewhere as it is, and names the maker when nothing describes the product', async () => {
    const { db, tenant, page } = await shop();
    const cdn = 'https://cdn.example.com/fotos/verniz.webp';
    const plain = await insertProduct(db, tenant.id, { imagePaths: ['http://fotos.example.com/massa.webp'] });
    expect(metaOf((await page(`/produtos/x/${plain.id}`)).body, 'og:image')).toBe(
      'http://fotos.example.com/massa.webp',
    );
    // An address further in the path does not make it someone else's.
    const ours = await insertProduct(db, tenant.id, { imagePaths: ['/arquivos/1/http://x.webp'] });
    expect(metaOf((await page(`/produtos/x/${ours.id}`)).body, 'og:image')).toBe(`${SITE}/arquivos/1/http://x.webp`);
    const product = await insertProduct(db, tenant.id, { siteDescription: 'Verniz', imagePaths: [cdn], stock: 0 });
    const { maker } = await makerAndGroup(db, product);
    const html = (await page(`/produtos/x/${product.id}`)).body;
    expect(metaOf(html, 'og:image')).toBe(cdn);
    expect(metaOf(html, 'og:description')).toBe(`R$ 100,00 · Verniz - Galão 3,6L, de ${maker}.`);
    expect(metaOf(html, 'product:availability')).toBe('out of stock');
    expect(structuredData(html)[0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('preloads the large first image as the gallery asks for it; none without an image', async () => {
    const { db, tenant, page } = await shop();
    const base = `/arquivos/${tenant.id}/produtos/${'ab'.repeat(16)}`;
    const stored = await insertProduct(db, tenant.id, { imagePaths: [`${base}-400.webp`, '/arquivos/1/outra.webp'] });
    expect(preloads((await page(`/produtos/x/${stored.id}`)).body)).toEqual([
      `<link rel="preload" as="image" href="${base}-400.webp" imagesrcset="${base}-400.webp 400w, ${base}-1200.webp 1200w"` +
        ` imagesizes="(max-width: 48em) 100vw, 600px" fetchpriority="high" />`,
    ]);
    const elsewhere = await insertProduct(db, tenant.id, { imagePaths: ['https://cdn.example.com/a&b.webp'] });
    expect(preloads((await page(`/produtos/x/${elsewhere.id}`)).body)).toEqual([
      '<link rel="preload" as="image" href="https://cdn.example.com/a&amp;b.webp" fetchpriority="high" />',
    ]);
    const bare = await insertProduct(db, tenant.id, { imagePaths: [] });
    expect(preloads((await page(`/produtos/x/${bare.id}`)).body)).toEqual([]);
    expect(preloads((await page('/')).body)).toEqual([]);
  });

  it('names the shop on a missing page, and its home page with its own address', async () => {
    const { tenant, query, page } = await shop();
    const missing = (await page('/produtos/x/999999')).body;
    expect(metaOf(missing, 'description')).toBe('Esta página não está mais na loja de Tintas Aurora.');
    expect(metaOf(missing, 'og:site_name')).toBe(tenant.tradeName);
    const home = (await page('/')).body;
    expect(metaOf(home, 'description')).toBe(
      'Loja virtual de Tintas Aurora: produtos, preços e entrega, com o atendimento de sempre.',
    );
    expect(canonical(home)).toBe(`${SITE}/${query}`);
    expect(metaOf(home, 'robots')).toBeUndefined();
  });
});

describe("a tint base's colour chart", () => {
  it('counts its colours, names its cans and starts from the cheapest tinted can', async () => {
    const { db, tenant, query, page } = await shop();
    const w = await tintingWorld(db, tenant.id);
    const chart = await page(`/tintas/${w.base.galao.id}`);
    expect(chart.statusCode).toBe(200);
    expect(metaOf(chart.body, 'og:title')).toBe('Cores de Base Acrílica Premium A · Tintas Aurora');
    expect(metaOf(chart.body, 'description')).toBe(
      '4 cores de Base Acrílica Premium A, em Quarto 0,9L, Galão 3,6L, Lata 18L. A partir de R$ 30,50.',
    );
    expect(canonical(chart.body)).toBe(`${SITE}/tintas/${w.base.galao.id}${query}`);
  });

  it('leaves out of the description a can that has no name', async () => {
    const { db, tenant, page } = await shop();
    const w = await tintingWorld(db, tenant.id);
    await db
      .update(products)
      .set({ packaging: null, listPackaging: null })
      .where(and(eq(products.tenantId, tenant.id), eq(products.id, w.base.lata.id)));
    expect(metaOf((await page(`/tintas/${w.base.galao.id}`)).body, 'description')).toBe(
      '4 cores de Base Acrílica Premium A, em Quarto 0,9L, Galão 3,6L. A partir de R$ 30,50.',
    );
  });

  it('starts from the cheapest tinted can wherever it is in the chart, and names no can when none has a name', async () => {
    const { db, tenant, page } = await shop();
    const w = await tintingWorld(db, tenant.id);
    const ofTheShop = eq(products.tenantId, tenant.id);
    await db.update(products).set({ packaging: null, listPackaging: null }).where(ofTheShop);
    // The quarto above the galão: the cheapest colour is a galão, not any colour's first can.
    await db
      .update(products)
      .set({ priceCents: 20_000 })
      .where(and(ofTheShop, eq(products.id, w.base.quarto.id)));
    expect(metaOf((await page(`/tintas/${w.base.galao.id}`)).body, 'description')).toBe(
      '4 cores de Base Acrílica Premium A. A partir de R$ 102,00.',
    );
  });

  it('says no price when the shop hides prices from visitors', async () => {
    const { db, tenant, page } = await shop({ allowPrices: false });
    const w = await tintingWorld(db, tenant.id);
    expect(metaOf((await page(`/tintas/${w.base.galao.id}`)).body, 'description')).toBe(
      '4 cores de Base Acrílica Premium A, em Quarto 0,9L, Galão 3,6L, Lata 18L.',
    );
  });

  it('is a missing page while the shop does not tint, and the home page of a closed store', async () => {
    const { db, tenant, page } = await shop();
    const w = await tintingWorld(db, tenant.id);
    await writeTinting(db, tenant.id, false);
    const off = await page(`/tintas/${w.base.galao.id}`);
    expect(off.statusCode).toBe(404);
    expect(metaOf(off.body, 'robots')).toBe('noindex');

    const closed = await shop({ systemMode: 'offline' });
    const chart = await tintingWorld(closed.db, closed.tenant.id);
    const reply = await closed.page(`/tintas/${chart.base.galao.id}`);
    expect(reply.statusCode).toBe(200);
    expect(metaOf(reply.body, 'og:title')).toBe('Tintas Aurora');
    expect(metaOf(reply.body, 'robots')).toBe('noindex');
  });
});

describe('the sitemap', () => {
  it('is the XML of the protocol: home, catalogue, each product, and a colour chart for each tint base', async () => {
    const { db, tenant, query, page } = await shop();
    const paint = await insertProduct(db, tenant.id, { siteDescription: 'Tinta' });
    const base = await insertProduct(db, tenant.id, { siteDescription: 'Base B', tintBase: true });
    expect((await page('/sitemap.xml')).body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<url><loc>${SITE}/${query}</loc></url>`,
        `<url><loc>${SITE}/produtos${query}</loc></url>`,
        `<url><loc>${SITE}/produtos/tinta-galao-3-6l/${paint.id}${query}</loc></url>`,
        `<url><loc>${SITE}/produtos/base-b-galao-3-6l/${base.id}${query}</loc></url>`,
        `<url><loc>${SITE}/tintas/${base.id}${query}</loc></url>`,
        '</urlset>',
      ].join('\n'),
    );
  });

  it('lists no colour chart while the shop does not tint', async () => {
    const { db, tenant, page } = await shop();
    const base = await insertProduct(db, tenant.id, { siteDescription: 'Base B', tintBase: true });
    await writeTinting(db, tenant.id, false);
    const xml = (await page('/sitemap.xml')).body;
    expect(xml).toContain(`/produtos/base-b-galao-3-6l/${base.id}?`);
    expect(xml).not.toContain('/tintas/');
  });
});

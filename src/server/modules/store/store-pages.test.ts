import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema/tenants.js';
import { insertColour, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { metaOf, structuredData } from './store-page.fixture.js';
import { plainText, shortDescription } from './store-head.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// What a link preview (WhatsApp) or a search engine reads of the store: the head rendered on the
// server, the sitemap and robots.txt, per company.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two companies, each with products; the first one's described, imaged and priced at R$ 100,00. */
async function twoShops() {
  const db = t.database.db;
  const [shop, neighbour] = [await insertTenant(db, { tradeName: 'Tintas Aurora' }), await insertTenant(db)];
  const product = await insertProduct(db, shop.id, {
    siteDescription: 'Tinta Acrílica Fosca',
    quickDescriptionHtml: '<p>Rende <b>até 380 m²</b> &amp; seca em 1 hora.</p><p>Lavável.</p>',
    imagePaths: ['/arquivos/1/produtos/tinta.webp'],
  });
  const other = await insertProduct(db, neighbour.id, { siteDescription: 'Produto do vizinho' });
  const page = (path: string, alias = shop.alias) =>
    t.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}apelido=${alias}`, headers: { accept: '*/*' } });
  return { db, shop, neighbour, product, other, page };
}

describe('a product link preview (GET /produtos/{slug}/{id})', () => {
  it('carries title, price in R$, description, image, canonical address and JSON-LD Product and breadcrumbs', async () => {
    const { shop, product, page } = await twoShops();
    const reply = await page(`/produtos/nome-antigo/${product.id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body;
    const name = 'Tinta Acrílica Fosca - Galão 3,6L';
    expect(html).toContain(`<title>${name} · Tintas Aurora</title>`);
    expect(metaOf(html, 'og:title')).toBe(`${name} · Tintas Aurora`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:description')).toBe('R$ 100,00 · Rende até 380 m² &amp; seca em 1 hora. Lavável.');
    const canonical = `http://localhost:80/produtos/tinta-acrilica-fosca-galao-3-6l/${product.id}?apelido=${shop.alias}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(metaOf(html, 'og:image')).toBe('http://localhost:80/arquivos/1/produtos/tinta.webp');
    expect(metaOf(html, 'product:price:amount')).toBe('100.00');
    expect(metaOf(html, 'product:price:currency')).toBe('BRL');
    expect(metaOf(html, 'product:availability')).toBe('in stock');
    expect(metaOf(html, 'robots')).toBeUndefined();
    const [item, trail] = structuredData(html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name,
      sku: String(product.id),
      offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail?.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      'Início',
      expect.stringMatching(/^Grupo /),
      name,
    ]);
  });

  it("another company's product is a 404 page that names nothing of it", async () => {
    const { neighbour, product, page } = await twoShops();
    const reply = await page(`/produtos/x/${product.id}`, neighbour.alias);
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('Tinta Acrílica');
    expect(metaOf(reply.body, 'robots')).toBe('noindex');
    expect(reply.body).toContain('<title>Página não encontrada</title>');
    expect(reply.body).not.toContain('rel="canonical"');
  });

  it('says no price when the company hides prices from visitors, and states no offer', async () => {
    const { db, shop, product, page } = await twoShops();
    await db.update(tenants).set({ allowPrices: false }).where(eq(tenants.id, shop.id));
    const html = (await page(`/produtos/x/${product.id}`)).body;
    expect(metaOf(html, 'product:price:amount')).toBeUndefined();
    expect(metaOf(html, 'og:description')).toBe('Rende até 380 m² &amp; seca em 1 hora. Lavável.');
    expect(structuredData(html)[0]).not.toHaveProperty('offers');
    expect(metaOf(html, 'product:availability')).toBe('in stock');
  });

  it('keeps what a product name says as text, in the head and in the JSON-LD', async () => {
    const { db, shop, page } = await twoShops();
    const product = await insertProduct(db, shop.id, { siteDescription: '</script><script>alert(1)</script>"' });
    const html = (await page(`/produtos/x/${product.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(structuredData(html)[0]?.name).toBe('</script><script>alert(1)</script>" - Galão 3,6L');
  });

  it("a closed store ('offline') previews only its name and stays out of search results", async () => {
    const { db, shop, product, page } = await twoShops();
    await db.update(tenants).set({ systemMode: 'offline' }).where(eq(tenants.id, shop.id));
    const html = (await page(`/produtos/x/${product.id}`)).body;
    expect(html).not.toContain('Tinta Acrílica');
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect((await page('/robots.txt')).body).toContain('Disallow: /\n');
    expect((await page('/sitemap.xml')).body).not.toContain('<url>');
  });
});

describe('the other store pages', () => {
  it("the home page names the company; a client page under /tintas or /produtos gets the client's page", async () => {
    const { page } = await twoShops();
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(metaOf(home.body, 'og:site_name')).toBe('Tintas Aurora');
    for (const path of ['/tintas/corantes', '/produtos/x/abc']) {
      const reply = await page(path);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toContain('rel="canonical"');
    }
  });

  it("a tint base's colour chart says how many colours, in which cans, from which price", async () => {
    const { db, shop, page } = await twoShops();
    const base = await insertProduct(db, shop.id, { siteDescription: 'Base Acrílica A', tintBase: true });
    await insertColour(db, shop.id, 'AZ01', 'Azul Sereno');
    const html = (await page(`/tintas/${base.id}`)).body;
    expect(metaOf(html, 'og:title')).toBe('Cores de Base Acrílica A · Tintas Aurora');
    expect(metaOf(html, 'description')).toMatch(/^1 cor de Base Acrílica A, em .+\. A partir de R\$ [\d.,]+\.$/);
  });

  it("the sitemap lists this company's active products and colour charts; robots.txt points to it", async () => {
    const { db, shop, product, other, page } = await twoShops();
    const hidden = await insertProduct(db, shop.id, { siteDescription: 'Fora de linha', active: false });
    const empty = await insertProduct(db, shop.id, { siteDescription: 'Sem estoque', stock: 0 });
    const base = await insertProduct(db, shop.id, { siteDescription: 'Base B', tintBase: true });
    const locs = async () =>
      [...(await page('/sitemap.xml')).body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    const site = `http://localhost:80`;
    const tenantQuery = `?apelido=${shop.alias}`;
    const listed = await locs();
    expect(listed).toContain(`${site}/${tenantQuery}`);
    expect(listed).toContain(`${site}/produtos/tinta-acrilica-fosca-galao-3-6l/${product.id}${tenantQuery}`);
    expect(listed).toContain(`${site}/tintas/${base.id}${tenantQuery}`);
    expect(listed.some((loc) => loc.includes(`/${empty.id}?`))).toBe(true);
    for (const absent of [hidden.id, other.id]) expect(listed.some((loc) => loc.includes(`/${absent}?`))).toBe(false);
    // Kept a few minutes: asking again reads nothing (a product added meanwhile comes later).
    const added = await insertProduct(db, shop.id, { siteDescription: 'Novo' });
    expect((await locs()).some((loc) => loc.includes(`/${added.id}?`))).toBe(false);
    const robots = (await page('/robots.txt')).body;
    expect(robots).toContain('Disallow: /checkout\n');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml${tenantQuery}`);
  });

  it("leaves out products out of stock when the store hides them ('ves' off)", async () => {
    const { db, shop, product, page } = await twoShops();
    const empty = await insertProduct(db, shop.id, { siteDescription: 'Sem estoque', stock: 0 });
    await writeStoreSettings(db, shop.id, { key: 'ves', value: { ativacao: '0' }, active: false });
    const xml = (await page('/sitemap.xml')).body;
    expect(xml).toContain(`/${product.id}?`);
    expect(xml).not.toContain(`/${empty.id}?`);
  });
});

describe('addresses with PUBLIC_URL set', () => {
  it('a company with its own host name is addressed there; one chosen by apelido under PUBLIC_URL keeps it', async () => {
    const central = await createTestApp({ PUBLIC_URL: 'https://central.example.com' });
    try {
      const db = central.database.db;
      const own = await insertTenant(db, { tradeName: 'Loja B', hostName: 'lojab.example.com' });
      const plain = await insertTenant(db, { tradeName: 'Loja C' });
      const ownProduct = await insertProduct(db, own.id, { siteDescription: 'Massa Corrida' });
      const plainProduct = await insertProduct(db, plain.id, { siteDescription: 'Verniz' });
      const byHost = await central.app.inject({
        url: `/produtos/x/${ownProduct.id}`,
        headers: { accept: '*/*', host: 'lojab.example.com' },
      });
      expect(byHost.body).toContain(
        `<link rel="canonical" href="http://lojab.example.com/produtos/massa-corrida-galao-3-6l/${ownProduct.id}" />`,
      );
      const byAlias = await central.app.inject({
        url: `/produtos/x/${plainProduct.id}?apelido=${plain.alias}`,
        headers: { accept: '*/*' },
      });
      expect(byAlias.body).toContain(
        `href="https://central.example.com/produtos/verniz-galao-3-6l/${plainProduct.id}?apelido=${plain.alias}"`,
      );
    } finally {
      await central.close();
    }
  });
});

describe('description text', () => {
  it('reads rich text as one line with its entities decoded', () => {
    expect(plainText('<h2>Título</h2><p>A&nbsp;&amp;&#160;B<br>C</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Título A & B C um dois',
    );
    expect(plainText(null)).toBe('');
    expect(plainText('a &#99999999; b')).toBe('a &#99999999; b');
  });

  it('cuts past 200 characters at a word, with an ellipsis', () => {
    const long = 'palavra '.repeat(40).trim();
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(200);
    expect(short).toMatch(/ palavra…$/);
    expect(shortDescription('curta')).toBe('curta');
  });
});

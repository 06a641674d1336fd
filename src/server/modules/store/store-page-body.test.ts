import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/factories.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import { writeStoreSettings } from '../../test/store-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from './store.fixture.js';

// The store's pages drawn on the server by the real renderer (src/web/ssr/render-page.tsx), for whoever
// opens them, with the replies they were drawn with for the browser to hydrate (e2e/store-render.spec.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { pageRenderer: path.resolve('src/web/ssr/render-page.tsx') });
});
afterAll(() => t.close());

type Shop = Awaited<ReturnType<typeof openShop>>;

async function open(shop: Shop, address: string, who?: 'ana' | 'beto') {
  const reply = await t.app.inject({
    url: shop.url(address),
    headers: { accept: 'text/html', ...(who ? { cookie: await shop.cookie(who) } : {}) },
  });
  return { status: reply.statusCode, html: reply.body, cache: reply.headers['cache-control'] };
}

/** What the page drew (the markup inside #root, tags taken out) and the replies it carries. */
function drawn(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="dados-da-pagina">/.exec(html);
  const data = /<script type="application\/json" id="dados-da-pagina">([\s\S]*?)<\/script>/.exec(html);
  const text = (root?.[1] ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  const state = JSON.parse(data?.[1] ?? '{"queries":[]}') as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  const callOf = (key: unknown[]) => `${String(key[0])} ${String(key[1])}`;
  const reply = (call: string) => state.queries.find((query) => callOf(query.queryKey) === call)?.state.data;
  return { text, calls: state.queries.map((query) => callOf(query.queryKey)), reply };
}

describe('a store page drawn on the server', () => {
  it("draws a product's name and price for a visitor, with the replies it used", async () => {
    const shop = await openShop(t);
    const page = await open(shop, `/produtos/tinta/${shop.ids.paint}`);
    expect(page.status).toBe(200);
    const { text, calls } = drawn(page.html);
    expect(text).toContain('Tinta Acrílica Fosca');
    expect(text).toContain('R$ 120,00');
    expect(text).not.toContain('Carregando...');
    expect(calls).toEqual(
      expect.arrayContaining(['GET /api/sessao', 'GET /api/loja/configuracao', 'GET /api/loja/produtos/:id']),
    );
    expect(page.cache).toBe('private, no-cache');
  });

  it('draws the page as the logged-in customer sees it: their name and their cart', async () => {
    const shop = await openShop(t);
    await shop.addToCart('ana', shop.ids.brush, 3);
    const { text, calls } = drawn((await open(shop, '/', 'ana')).html);
    expect(text).toContain('Bem-vindo(a), Ana Cliente!');
    expect(text).toContain('Minha conta');
    expect(calls).toContain('GET /api/loja/carrinho');
    expect(JSON.stringify(drawn((await open(shop, '/', 'ana')).html).reply('GET /api/loja/carrinho'))).toContain(
      'Pincel Chato',
    );
    const beto = drawn((await open(shop, '/', 'beto')).html);
    expect(beto.text).toContain('Bem-vindo(a), Beto Cliente!');
    expect(JSON.stringify(beto.reply('GET /api/loja/carrinho'))).not.toContain('Pincel Chato');
    const visitor = drawn((await open(shop, '/')).html);
    expect(visitor.text).toContain('Bem-vindo(a) à Tintas Teste');
    expect(visitor.calls).not.toContain('GET /api/loja/carrinho');
  });

  it("draws the company's own rows where the neighbour company has the same ids", async () => {
    const shop = await openShop(t);
    expect(shop.ids.paint).toBeLessThanOrEqual(NEIGHBOUR.size);
    for (const address of ['/', `/produtos/x/${shop.ids.paint}`, '/produtos']) {
      const { text } = drawn((await open(shop, address, 'ana')).html);
      expect(text).toContain('Tintas Teste');
      expect(text).not.toContain(NEIGHBOUR.marker);
    }
  });

  it('draws the catalogue with its search, and an institutional page the store wrote', async () => {
    const shop = await openShop(t);
    await writeStoreSettings(t.database.db, shop.tenant.id, {
      key: 'psn',
      value: { html: '<p>Desde 1990 em <b>Campinas</b>.</p>' },
    });
    const list = await open(shop, '/produtos?busca=pincel');
    expect(list.html).toContain('<title>Produtos · Tintas Teste</title>');
    expect(drawn(list.html).text).toContain('Pincel Chato');
    expect(drawn(list.html).text).not.toContain('Tinta Acrílica Fosca');
    const about = await open(shop, '/pagina/psn');
    expect(about.status).toBe(200);
    expect(about.html).toContain('<title>Sobre nós · Tintas Teste</title>');
    expect(drawn(about.html).text).toContain('Desde 1990 em Campinas .');
    const unwritten = await open(shop, '/pagina/ppe');
    expect([unwritten.status, unwritten.html]).toEqual([404, expect.stringContaining('Página não encontrada')]);
    expect((await open(shop, '/pagina/qualquer')).status).toBe(404);
  });

  it('carries no text of a reply that could close its data block and run', async () => {
    const shop = await openShop(t);
    const product = await insertProduct(t.database.db, shop.tenant.id, {
      siteDescription: 'Tinta </script><script>alert(1)</script>',
    });
    const page = await open(shop, `/produtos/x/${product.id}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(drawn(page.html).calls).toContain('GET /api/loja/produtos/:id');
  });
});

describe('a renderer that fails', () => {
  it('sends the page with its head and the loading frame, never an error', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
    const broken = path.join(folder, 'render-page.mjs');
    fs.writeFileSync(broken, "export async function renderPage() { throw new Error('quebrou'); }\n");
    const app = await createTestApp({}, undefined, { pageRenderer: broken });
    try {
      const shop = await openShop(app);
      const reply = await app.app.inject({ url: shop.url('/'), headers: { accept: 'text/html' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<title>Tintas Teste</title>');
      expect(reply.body).toContain('<div id="root"></div>');
      expect(reply.body).not.toContain('dados-da-pagina');
    } finally {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

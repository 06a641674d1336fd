import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertOrderItem, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { chatWidgetScript } from '../../../shared/schemas/store-config.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// The store configuration's switches (epr, ven, ves, btc, ord, tgl) as a visitor meets them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Card = { nome: string; preco: number | null };

/** A company with a product in stock (R$ 100,00), one out of stock (R$ 50,00) and one sold without stock. */
async function shopWithStock() {
  const db = t.database.db;
  const tenant = await insertTenant(db);
  const inStock = await insertProduct(db, tenant.id, { siteDescription: 'Bravo', stock: 7 });
  const empty = await insertProduct(db, tenant.id, { siteDescription: 'Alfa', stock: 0, priceCents: 5_000 });
  await insertProduct(db, tenant.id, {
    siteDescription: 'Charlie',
    stock: 0,
    sellWithoutStock: true,
    priceCents: 20_000,
  });
  const save = (key: string, value: object, active = true) => writeStoreSettings(db, tenant.id, { key, value, active });
  const get = async (path: string) => {
    const reply = await t.app.inject({ url: `${path}${path.includes('?') ? '&' : '?'}apelido=${tenant.alias}` });
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };
  const names = async (path = '/api/loja/produtos') =>
    ((await get(path)).produtos as Card[]).map((p) => p.nome.replace(/ - .*/, ''));
  return { tenant, inStock, empty, save, get, names };
}

describe('storefront switches', () => {
  it('a company that never saved them keeps prices, zero-stock products, the buy button, the grid and name order', async () => {
    const shop = await shopWithStock();
    expect(await shop.names()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect((await shop.get('/api/loja/configuracao')).vitrine).toEqual({
      exibirPrecos: true,
      exibirEstoque: false,
      exibirEstoqueZerado: true,
      botaoComprar: 'Comprar',
      ordem: 'nome',
      galeria: 'grade',
      tingimento: true,
    });
    expect((await shop.get(`/api/loja/produtos/${shop.inStock.id}`)).estoque).toBeNull();
  });

  it('epr off: no price leaves the server, in the list, the product page and the shelves', async () => {
    const shop = await shopWithStock();
    await shop.save('epr', { ativacao: '0' }, false);
    const list = (await shop.get('/api/loja/produtos')).produtos as Card[];
    expect(list.map((p) => p.preco)).toEqual([null, null, null]);
    expect(await shop.get(`/api/loja/produtos/${shop.inStock.id}`)).toMatchObject({ preco: null, precoLista: null });
    const shelves = (await shop.get('/api/loja/vitrine')).prateleiras as { produtos: Card[] }[];
    expect(shelves.flatMap((s) => s.produtos.map((p) => p.preco)).every((p) => p === null)).toBe(true);
    expect((await shop.get('/api/loja/configuracao')).vitrine.exibirPrecos).toBe(false);
  });

  it('ven shows the stock; ves off hides zero-stock products from the list (not those sold without stock)', async () => {
    const shop = await shopWithStock();
    await shop.save('ven', { ativacao: '1' });
    await shop.save('ves', { ativacao: '0' }, false);
    expect((await shop.get(`/api/loja/produtos/${shop.inStock.id}`)).estoque).toBe(7);
    expect(await shop.names()).toEqual(['Bravo', 'Charlie']);
    expect((await shop.get('/api/loja/produtos')).total).toBe(2);
    expect(await shop.names('/api/loja/produtos?busca=alfa')).toEqual([]);
  });

  it('btc: its text, or no buy button when saved inactive', async () => {
    const shop = await shopWithStock();
    await shop.save('btc', { ativacao: '1', texto: 'Quero este' });
    expect((await shop.get('/api/loja/configuracao')).vitrine.botaoComprar).toBe('Quero este');
    const other = await shopWithStock();
    await other.save('btc', { ativacao: '0', texto: 'Quero este' }, false);
    expect((await other.get('/api/loja/configuracao')).vitrine.botaoComprar).toBeNull();
  });

  it("ord orders the list when the visitor chose no order; the visitor's choice and a search still win", async () => {
    const shop = await shopWithStock();
    await shop.save('ord', { ativacao: '1', ordem: 'maior-preco' });
    await shop.save('tgl', { ativacao: '1', tipo: 'lista' });
    expect(await shop.names()).toEqual(['Charlie', 'Bravo', 'Alfa']);
    expect(await shop.names('/api/loja/produtos?ordem=nome')).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect((await shop.get('/api/loja/configuracao')).vitrine).toMatchObject({ ordem: 'maiorPreco', galeria: 'lista' });
  });

  it("'mais-vendidos' counts the units of sales, not of budgets", async () => {
    const shop = await shopWithStock();
    const db = t.database.db;
    await shop.save('ord', { ativacao: '1', ordem: 'mais-vendidos' });
    const sell = async (status: 'Venda' | 'Orcamento', product: typeof shop.inStock, quantity: number) =>
      insertOrderItem(db, await insertOrder(db, shop.tenant.id, { status }), product, { quantity });
    await sell('Venda', shop.inStock, 3);
    await sell('Orcamento', shop.empty, 50);
    expect(await shop.names()).toEqual(['Bravo', 'Alfa', 'Charlie']);
  });

  it("one company's switches never reach another's store", async () => {
    const shop = await shopWithStock();
    const other = await shopWithStock();
    await shop.save('epr', { ativacao: '0' }, false);
    await shop.save('ves', { ativacao: '0' }, false);
    expect(((await other.get('/api/loja/produtos')).produtos as Card[]).map((p) => p.preco)).toEqual([50, 100, 200]);
  });
});

describe('the home slide and the layout keys', () => {
  type Shelf = { titulo: string; produtos: Card[] };
  const shelvesOf = async (shop: Awaited<ReturnType<typeof shopWithStock>>) =>
    (await shop.get('/api/loja/vitrine')).prateleiras as Shelf[];

  it("slp puts the admin's products first, in their order; unknown, inactive and other companies' codes drop out", async () => {
    const shop = await shopWithStock();
    const other = await shopWithStock();
    const inactive = await insertProduct(t.database.db, shop.tenant.id, { siteDescription: 'Delta', active: false });
    const foreign = await insertProduct(t.database.db, other.tenant.id, { siteDescription: 'Eco', stock: 3 });
    const codes = [shop.empty.id, 'x', inactive.id, foreign.id, 999_999, shop.inStock.id].map(String);
    await shop.save('slp', { ativacao: '1', titulo: 'Escolhidos', produtos: codes });
    const [first, ...rest] = await shelvesOf(shop);
    expect(first?.titulo).toBe('Escolhidos');
    expect(first?.produtos.map((p) => p.nome.replace(/ - .*/, ''))).toEqual(['Alfa', 'Bravo']);
    expect(rest.map((s) => s.titulo)).toEqual(['Ofertas', 'Novidades']);
    expect((await shelvesOf(other)).map((s) => s.titulo)).toEqual(['Ofertas', 'Novidades']);
  });

  it('slp follows ves (zero stock hidden) and is left out when saved off', async () => {
    const shop = await shopWithStock();
    await shop.save('ves', { ativacao: '0' }, false);
    await shop.save('slp', { ativacao: '1', produtos: [String(shop.empty.id), String(shop.inStock.id)] });
    const [first] = await shelvesOf(shop);
    expect(first?.titulo).toBe('Destaques');
    expect(first?.produtos.map((p) => p.nome.replace(/ - .*/, ''))).toEqual(['Bravo']);
    const off = await shopWithStock();
    await off.save('slp', { ativacao: '0', produtos: [String(off.inStock.id)] }, false);
    expect((await shelvesOf(off)).map((s) => s.titulo)).toEqual(['Ofertas', 'Novidades']);
  });

  it('serves the menus, shortcuts, pages, price texts and area colours to visitors, active rows only', async () => {
    const shop = await shopWithStock();
    const rows = {
      mfb: { titulo: 'Marcas', fabricantes: ['Suvinil'] },
      mgr: { titulo: 'Departamentos', grupos: ['Tintas'] },
      mc0: { titulo: 'Pintura', categorias: ['Rolos'] },
      mg0: { titulo: 'Linha Coral', fabricante: 'Coral', grupos: ['Esmaltes'] },
      alt: { itens: [{ titulo: 'Trabalhe conosco', link: '/contato' }] },
      atl: { itens: [{ titulo: 'Blog', link: 'https://blog.example' }] },
      pag: { paginas: [{ titulo: 'Garantia', link: '/pagina/ppd' }] },
      loc: { endereco: 'Rua A, 1', mapa: 'https://maps.example/a' },
      crf: { fundo: '#000000', texto: '#FFFFFF' },
      prc: { semPreco: 'Consulte', prefixo: 'Por' },
      fab: { titulo: 'Nossas marcas', fabricantes: ['Coral'] },
      ccl: { fundo: '#123456', texto: '#FFFFFF' },
      cdl: { fundo: '#654321', texto: '#FFFFFF' },
      cac: { fundo: '#112233', texto: '#FFFFFF' },
    };
    for (const [key, value] of Object.entries(rows)) await shop.save(key, { ativacao: '1', ...value });
    await shop.save('mc1', { ativacao: '0', categorias: ['Oculta'] }, false);
    const served = (await shop.get('/api/loja/configuracao')).configuracoes;
    for (const [key, value] of Object.entries(rows)) expect(served[key], key).toMatchObject(value);
    expect(served.mc1).toBeUndefined();
  });
});

describe('footer seals and chat', () => {
  it("serves the company's certificate seals and chat codes to visitors, never another company's", async () => {
    const shop = await shopWithStock();
    const other = await shopWithStock();
    const selos = [{ nome: 'Site Seguro', imagem: 'https://selos.example/ssl.png', link: 'https://selos.example/v' }];
    await shop.save('cer', { ativacao: '1', selos });
    await shop.save('twk', { ativacao: '1', propriedade: '64ab12cd', widget: '1h2j3k' });
    const config = (await shop.get('/api/loja/configuracao')).configuracoes;
    expect(config.cer.selos).toEqual(selos);
    expect(chatWidgetScript(config.twk.propriedade, config.twk.widget)).toBe('https://embed.tawk.to/64ab12cd/1h2j3k');
    const elsewhere = (await other.get('/api/loja/configuracao')).configuracoes;
    expect(elsewhere.cer).toBeUndefined();
    expect(elsewhere.twk).toBeUndefined();
  });

  it('loads the chat only from tawk.to with well-formed codes, and the page allows its hosts', async () => {
    expect(chatWidgetScript('abc', '')).toBeUndefined();
    expect(chatWidgetScript('abc/../x', 'default')).toBeUndefined();
    expect(chatWidgetScript('abc', 'default?x=1')).toBeUndefined();
    const page = await t.app.inject({ url: '/api/loja/configuracao' });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/\*\.tawk\.to/);
  });
});

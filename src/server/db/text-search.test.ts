import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturers } from './schema/catalog.js';
import { insertCustomer, insertOperator, insertOrder, insertProduct } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';
import { openShop } from '../modules/store/store.fixture.js';
import { fold } from '../../shared/br/fold.js';
import { beginsWith, hasEveryWord, searchWords, textMatches } from './text-search.js';
import { queryRows } from './client.js';
import { sql } from 'drizzle-orm';

/**
 * Search as people type it, in every place that searches: the terminal's product search, the
 * store's catalogue and the grids' 'Contendo' / 'Iniciando com' (customers and sales lists).
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  const db = t.database.db;
  const paints = await insertProduct(db, shop.tenant.id, { siteDescription: 'Tinta Látex Branco Neve 18L' });
  await db.update(manufacturers).set({ name: 'Suvinil' }).where(eqId(paints.tenantId, paints.manufacturerId));
  // 'Branco' without Suvinil, and Suvinil without 'branco': neither has both words.
  await insertProduct(db, shop.tenant.id, { siteDescription: 'Esmalte Branco Gelo' });
  const other = await insertProduct(db, shop.tenant.id, { siteDescription: 'Selador Acrílico' });
  await db.update(manufacturers).set({ name: 'Suvinil Rápido' }).where(eqId(other.tenantId, other.manufacturerId));
  await insertProduct(db, shop.tenant.id, { siteDescription: 'Corrida de Massa Acrílica' });
  await insertProduct(db, shop.tenant.id, { siteDescription: 'Massa Corrida PVA' });
  await insertProduct(db, shop.tenant.id, { siteDescription: 'Aguarrás Mineral', packaging: 'Lata 900ml' });
  await insertCustomer(db, shop.tenant.id, { name: 'Comércio de Tintas São João Ltda', tradeName: 'Casa das Cores' });
  await insertCustomer(db, shop.tenant.id, { name: 'João Acabamentos ME', tradeName: 'Acabamentos do Centro' });
  const nuno = await insertCustomer(db, shop.tenant.id, { name: 'Nuno Materiais', tradeName: 'Depósito Paraná' });
  await insertOrder(db, shop.tenant.id, { customerId: nuno.id, customerName: nuno.name, tradeName: 'Depósito Paraná' });
  admin = await loginCookie(t, (await insertOperator(db, shop.tenant.id, { role: 'admin' })).email, shop.tenant.alias);
});
afterAll(() => t.close());

const eqId = (tenantId: number, id: number) => and(eq(manufacturers.tenantId, tenantId), eq(manufacturers.id, id));

const terminal = async (termo: string, campo = 'todos') =>
  (await shop.send('POST', '/api/produtos/busca', 'seller', { termo, campo })).body.produtos.map(
    (p: { nome: string }) => p.nome,
  );
const catalogue = async (busca: string) =>
  (await shop.send('GET', `/api/loja/produtos?busca=${encodeURIComponent(busca)}`, 'ana')).body.produtos.map(
    (p: { nome: string }) => p.nome,
  );
const grid = async (url: string, column: string, value: string, option = '0') => {
  const reply = await t.app.inject({
    method: 'POST',
    url: `${url}?apelido=${shop.tenant.alias}`,
    headers: { cookie: admin },
    payload: {
      like: { column, option, value },
      filterValue: { intervaloData: { inicial: '2000-01-01', final: '2100-01-01' } },
    },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().resultSet as Array<Record<string, unknown>>;
};

describe('words of a search', () => {
  it('are folded as the database folds text: no accents, lower case, wildcards literal', () => {
    expect(fold('Acrílica ÇÃO Pão')).toBe('acrilica cao pao');
    expect(searchWords('  Suvinil   BRANCO ')).toEqual(['suvinil', 'branco']);
    expect(searchWords('50% off_')).toEqual(['50\\%', 'off\\_']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('Aguarrás - Lata / 900ml')).toEqual(['aguarras', 'lata', '900ml']);
  });
});

describe('a search on a text in hand (the values of a few-values column)', () => {
  const texts = ['03:15', '14:30', '12.50', 'Acrílica Branco', 'Tinta 50%_off', 'São João'];
  const terms = [
    '03:1',
    '3',
    ' 1 ',
    'acrilica',
    'BRANCO acrí',
    'branco x',
    '50%',
    '%_',
    'sao j',
    'joão',
    'aguarrás - ',
    '',
  ];
  it.each([
    ['Contendo', false],
    ['Iniciando com', true],
  ])("finds in Node exactly what the database's '%s' finds", async (_name, beginning) => {
    for (const term of terms) {
      const words = searchWords(term);
      if (!beginning && words.length === 0) continue;
      const found = await queryRows<{ text: string }>(
        t.database.db,
        sql`SELECT text FROM unnest(${sql.raw(`ARRAY[${texts.map((x) => `'${x}'`).join(', ')}]`)}) text
            WHERE ${beginning ? beginsWith(sql`text`, term) : hasEveryWord([sql`text`], words)!} ORDER BY text`,
      );
      const inNode = texts.filter((text) => textMatches(text, term, beginning)).sort();
      expect(inNode, term).toEqual(found.map((row) => row.text).sort());
    }
  });
});

describe('the product search at the terminal and in the store', () => {
  it.each([
    ['terminal', terminal],
    ['store', catalogue],
  ])("finds 'Acrílica' by 'acrilica' and 'ACRILICA' (%s)", async (_where, search) => {
    expect(await search('acrilica')).toEqual(expect.arrayContaining([expect.stringContaining('Tinta Acrílica Fosca')]));
    expect(await search('ACRILICA')).toEqual(await search('acrílica'));
  });

  it.each([
    ['terminal', terminal],
    ['store', catalogue],
  ])(
    "finds only the products with both words of 'suvinil branco', across manufacturer and name (%s)",
    async (_where, search) => {
      const found = await search('suvinil branco');
      expect(found).toHaveLength(1);
      expect(found[0]).toContain('Tinta Látex Branco Neve 18L');
      expect(await search('branco suvinil')).toEqual(found);
    },
  );

  it.each([
    ['terminal', terminal],
    ['store', catalogue],
  ])('puts the best match first, not the first by name (%s)', async (_where, search) => {
    const found = await search('massa corrida');
    expect(found).toEqual([expect.stringContaining('Massa Corrida PVA'), expect.stringContaining('Corrida de Massa')]);
  });

  it.each([
    ['terminal', terminal],
    ['store', catalogue],
  ])('finds a product by its name as shown, packaging included (%s)', async (_where, search) => {
    const [shown] = await search('aguarras');
    expect(shown).toContain('Lata 900ml');
    expect(await search(shown)).toEqual([shown]);
  });

  it("orders the store's search results by name when the shopper chooses it", async () => {
    const byName = await shop.send('GET', '/api/loja/produtos?busca=massa%20corrida&ordem=nome', 'ana');
    expect(byName.body.produtos.map((p: { nome: string }) => p.nome)).toEqual([
      expect.stringContaining('Corrida de Massa'),
      expect.stringContaining('Massa Corrida PVA'),
    ]);
  });

  it("never finds the neighbour company's products", async () => {
    expect(await terminal('produto vizinho')).toEqual([]);
  });
});

describe("the grids' search", () => {
  it("finds a customer by the trade name, without accents, word by word ('Contendo')", async () => {
    const names = async (value: string) =>
      (await grid('/cliente/result', 'cfinomcli', value)).map((row) => row.cfinomcli);
    expect(await names('casa cores')).toEqual(['Comércio de Tintas São João Ltda']);
    expect(await names('joao')).toEqual(['Comércio de Tintas São João Ltda', 'João Acabamentos ME']);
    expect(await names('joao acabamentos')).toEqual(['João Acabamentos ME']);
  });

  it("'Iniciando com' ignores accents and case but keeps the words together", async () => {
    const names = async (value: string) =>
      (await grid('/cliente/result', 'cfinomcli', value, '1')).map((row) => row.cfinomcli);
    expect(await names('COMERCIO de')).toEqual(['Comércio de Tintas São João Ltda']);
    expect(await names('de comercio')).toEqual([]);
  });

  it('finds a sale by the customer trade name in the sales list', async () => {
    const rows = await grid('/operacoes-comerciais/results', 'cfinclped', 'deposito parana');
    expect(rows.map((row) => row.cfinclped)).toEqual(['Nuno Materiais']);
  });
});

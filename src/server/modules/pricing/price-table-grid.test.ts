import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTableMessages } from '../../../shared/schemas/price-tables.js';
import { insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';

let w: OrdersWorld;
let table = 0;
let putty = 0;
const GRID = '/api/tabelas-preco/precos/grid';

type Row = { sr_recno: number; cfidesite: string; cfiprctab: number; cfiprcite: number; cfidiftab: number | null };

beforeAll(async () => {
  w = await ordersWorld();
  putty = (await insertProduct(w.db, w.tenant.id, { siteDescription: 'Massa Corrida', priceCents: 3_000 })).id;
  const created = await w.post(w.cookies.manager, '/api/tabelas-preco', { nome: 'Grade', tipo: 'padrao' });
  table = created.body.tabela.codigo;
  const prices = { [w.products.brush.id]: '15,00', [w.products.roller.id]: '30,00', [putty]: '27,00' };
  for (const [product, preco] of Object.entries(prices))
    await w.call(w.cookies.manager, 'PUT', `/api/tabelas-preco/${table}/itens/${product}`, { preco });
});
afterAll(() => w.t.close());

const page = (body: object = {}, cookie = w.cookies.manager) =>
  w.post(cookie, GRID, { action: 'select', filterValue: { tabela: table }, ...body });
const rowsOf = async (body: object = {}) => (await page(body)).body.resultSet as Row[];

describe("the grid of a price table's lines", () => {
  it("lists the table's prices beside the product's own, by code", async () => {
    const rows = await rowsOf();
    expect(rows.map((r) => r.sr_recno)).toEqual([w.products.brush.id, w.products.roller.id, putty]);
    expect(rows[0]).toMatchObject({ cfidesite: 'Pincel 2"', cfiprctab: 15, cfiprcite: 19.9 });
    // R$ 27,00 against R$ 30,00: 10 % below.
    expect(rows[2]?.cfidiftab).toBe(-10);
    expect((await page()).body.temMais).toBe(false);
  });

  it('searches by product code or description, without accents', async () => {
    const byCode = await rowsOf({ like: { column: 'sr_recno', option: '=', value: String(putty) } });
    expect(byCode.map((r) => r.sr_recno)).toEqual([putty]);
    const byName = await rowsOf({ like: { column: 'cfidesite', option: 0, value: 'rolo la' } });
    expect(byName.map((r) => r.sr_recno)).toEqual([w.products.roller.id]);
  });

  it('sorts by the table price and pages with the cursor', async () => {
    const first = await page({ order: { column: 'cfiprctab', order: 'DESC' }, limit: { page: 0, offset: 2 } });
    expect((first.body.resultSet as Row[]).map((r) => r.cfiprctab)).toEqual([30, 27]);
    expect(first.body.temMais).toBe(true);
    const next = await rowsOf({
      order: { column: 'cfiprctab', order: 'DESC' },
      limit: { page: 1, offset: 2 },
      apos: [27, putty],
    });
    expect(next.map((r) => r.cfiprctab)).toEqual([15]);
  });

  it("shows only this company's lines, though the neighbour has a table with the same code", async () => {
    // Test companies' codes start at 1 like the neighbour's tables 1..4: a missing tenant filter would mix them.
    expect(table).toBeLessThanOrEqual(4);
    const rows = await rowsOf({ limit: { page: 0, offset: 500 } });
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toMatch(/Vizinh/);
  });

  it('refuses sellers and a request without the table', async () => {
    const seller = await page({}, w.cookies.ana);
    expect(seller.status).toBe(403);
    expect(seller.body.exception).toBe(priceTableMessages.managersOnly);
    expect((await page({}, w.cookies.customer)).status).toBe(403);
    const missing = await w.post(w.cookies.manager, GRID, { action: 'select' });
    expect(missing.status).toBe(400);
    expect(missing.body.exception).toBe(priceTableMessages.tableRequired);
  });

  it('counts the lines and exports them to a spreadsheet', async () => {
    const summary = await w.post(w.cookies.manager, '/api/grades/resumo', {
      grade: GRID,
      filterValue: { tabela: table },
    });
    expect(summary.body).toMatchObject({ quantidade: 3 });
    const sheet = await w.t.app.inject({
      method: 'POST',
      url: '/api/planilha',
      headers: { cookie: w.cookies.manager },
      payload: { grade: GRID, pagina: `/tabelas-preco/${table}`, filterValue: { tabela: table } },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheet/);
  });
});

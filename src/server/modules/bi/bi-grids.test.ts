import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BI_TOP } from '../../../shared/domain/bi-dashboards.js';
import { insertCustomer, insertOrder } from '../../test/factories.js';
import { biWorld, type BiWorld } from './bi.fixture.js';
import { autumn, computeAfresh, gridCall, november, results } from './bi-test-calls.js';

computeAfresh();

let w: BiWorld;
/** September 2026 holds only the 25 customers of the top-20 test, each with one sale of a distinct value. */
const september = { periodo: 10, inicio: '2026-09-01', fim: '2026-09-30' };
const MANY = 25;
beforeAll(async () => {
  w = await biWorld();
  for (let n = 1; n <= MANY; n++) {
    const c = await insertCustomer(w.db, w.tenant.id, { name: `Cliente Setembro ${String(n).padStart(2, '0')}` });
    await insertOrder(w.db, w.tenant.id, {
      customerId: c.id,
      customerName: c.name,
      issuedOn: '2026-09-15',
      totalCents: n * 1_000,
    });
  }
});
afterAll(() => w.t.close());

type Row = Record<string, string | number | null>;
const rowsOf = async (path: string, payload: object) => {
  const reply = await gridCall(w, path, w.cookies.admin, payload);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ resultSet: Row[]; temMais: boolean }>();
};

describe('the TOP 20', () => {
  it('charts the 20 highest, highest first, and totals all of them', async () => {
    const reply = (await results(w, 'clientes', w.cookies.admin, september)).json();
    expect(reply.grafico).toHaveLength(BI_TOP);
    expect(reply.grafico.map((p: { vlr: number }) => p.vlr)).toEqual(
      Array.from({ length: BI_TOP }, (_, i) => (MANY - i) * 10),
    );
    expect(reply.total).toBe(((MANY * (MANY + 1)) / 2) * 10);
    expect(reply.melhores.resultSet).toHaveLength(BI_TOP);
    expect(reply.melhores.temMais).toBe(true);
  });
});

describe("the 'Os melhores' grid", () => {
  const bi = { filterValue: { bi: september } };

  it('pages the full ranking by number and by cursor', async () => {
    const page2 = await rowsOf('/bi-clientes/melhores', { ...bi, limit: { page: 1, offset: 10 } });
    expect(page2.resultSet.map((r) => r.posicao)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.temMais).toBe(true);
    const last = await rowsOf('/bi-clientes/melhores', { ...bi, limit: { page: 0, offset: 10 }, apos: [20, 20] });
    expect(last.resultSet.map((r) => r.posicao)).toEqual([21, 22, 23, 24, 25]);
    expect(last.temMais).toBe(false);
    expect(last.resultSet.at(-1)).toMatchObject({
      des: 'Cliente Setembro 01',
      vlr: 10,
      pedidos: 1,
      participacao: 0.31,
    });
  });

  it('reads its first page by the first entities alone: the same rows, ties at its edge ordered by name', async () => {
    // August 2026: six customers, four tied at R$ 30,00 across the edge of a page of two.
    const august = { filterValue: { bi: { periodo: 10, inicio: '2026-08-01', fim: '2026-08-31' } } };
    for (const [name, cents] of [
      ['Agosto F', 5_000],
      ['Agosto E', 3_000],
      ['Agosto D', 3_000],
      ['Agosto C', 3_000],
      ['Agosto B', 3_000],
      ['Agosto A', 1_000],
    ] as const) {
      const c = await insertCustomer(w.db, w.tenant.id, { name });
      await insertOrder(w.db, w.tenant.id, {
        customerId: c.id,
        customerName: name,
        issuedOn: '2026-08-10',
        totalCents: cents,
      });
    }
    const page = (n: number, like?: object) =>
      rowsOf('/bi-clientes/melhores', { ...august, limit: { page: n, offset: 2 }, ...(like ? { like } : {}) });
    const first = await page(0);
    expect(first.resultSet.map((r) => [r.posicao, r.des, r.participacao])).toEqual([
      [1, 'Agosto F', 27.78],
      [2, 'Agosto B', 16.67],
    ]);
    expect(first.temMais).toBe(true);
    // A search that finds every customer reads the whole ranking: it gives the same page.
    expect(await page(0, { column: 'des', option: '0', value: 'agosto' })).toEqual(first);
    expect((await page(1)).resultSet.map((r) => [r.posicao, r.des])).toEqual([
      [3, 'Agosto C'],
      [4, 'Agosto D'],
    ]);
  });

  it('searches, sorts and sums like any grid', async () => {
    const found = await rowsOf('/bi-clientes/melhores', {
      ...bi,
      like: { column: 'des', option: '0', value: 'setembro 07' },
    });
    expect(found.resultSet).toEqual([expect.objectContaining({ posicao: 19, vlr: 70 })]);
    const atLeast = await rowsOf('/bi-clientes/melhores', {
      ...bi,
      like: { column: 'vlr', option: '>=', value: '240' },
    });
    expect(atLeast.resultSet.map((r) => r.des)).toEqual(['Cliente Setembro 25', 'Cliente Setembro 24']);
    const ascending = await rowsOf('/bi-clientes/melhores', { ...bi, order: { column: 'vlr', order: 'ASC' } });
    expect(ascending.resultSet[0]?.vlr).toBe(10);
    const summary = await gridCall(w, '/api/grades/resumo', w.cookies.admin, { ...bi, grade: '/bi-clientes/melhores' });
    expect(summary.json()).toEqual({ quantidade: MANY, mais: false, total: { coluna: 'vlr', valor: 3250 } });
  });

  it('exports the ranking to a spreadsheet with its figures as two-decimal numbers', async () => {
    const reply = await gridCall(w, '/api/planilha', w.cookies.admin, {
      ...bi,
      grade: '/bi-clientes/melhores',
      pagina: '/bi-clientes',
    });
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(MANY + 1);
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const total = sheet?.getRow(2).getCell(headers.indexOf('Total') + 1);
    expect(total?.value).toBe(250);
    expect(total?.numFmt).toBe('#,##0.00');
  });

  it('tells the browser its columns', async () => {
    const info = await w.t.app.inject({
      url: '/api/grades?apelido=padrao&url=/bi-produtos/melhores',
      headers: { cookie: w.cookies.admin },
    });
    expect(info.json().columns.map((c: { wire: string }) => c.wire)).toEqual([
      'posicao',
      'cod',
      'des',
      'vlr',
      'pedidos',
      'participacao',
    ]);
    expect(info.json().defaultOrder).toEqual({ column: 'posicao', direction: 'ASC' });
  });
});

describe("the 'Detalhes' grid", () => {
  it('lists one row per item on the item dashboards, filtered like the figures', async () => {
    const items = await rowsOf('/bi-produtos/detalhes', {
      filterValue: { bi: { ...november, fabricantes: [w.products.galao.manufacturerId] } },
    });
    expect(items.resultSet.map((r) => [r.cficodped, r.cod, r.vlr])).toEqual([
      [w.orders.gamaNov.id, w.products.galao.id, 500],
      [w.orders.alfaNov.id, w.products.galao.id, 200],
    ]);
  });

  it('pages the sales behind the figures', async () => {
    const first = await rowsOf('/bi-clientes/detalhes', { filterValue: { bi: autumn }, limit: { page: 0, offset: 2 } });
    expect(first.resultSet.map((r) => r.cficodped)).toEqual([w.orders.gamaNov.id, w.orders.betaNov.id]);
    expect(first.temMais).toBe(true);
    const next = await rowsOf('/bi-clientes/detalhes', { filterValue: { bi: autumn }, limit: { page: 1, offset: 2 } });
    expect(next.resultSet.map((r) => r.cficodped)).toEqual([w.orders.alfaNov.id, w.orders.alfaOct.id]);
  });

  it('pages the monthly totals by cursor, newest month first', async () => {
    const bi = { ...autumn, totalMensal: 1 };
    const first = await rowsOf('/bi-clientes/detalhes', { filterValue: { bi }, limit: { page: 0, offset: 3 } });
    expect(first.resultSet.map((r) => [r.cfidteped, r.des])).toEqual([
      ['2026-11-01', 'Cliente Beta'],
      ['2026-11-01', 'Cliente Gama'],
      ['2026-11-01', 'Cliente Alfa'],
    ]);
    const last = first.resultSet.at(-1) ?? {};
    const next = await rowsOf('/bi-clientes/detalhes', {
      filterValue: { bi },
      limit: { page: 0, offset: 3 },
      apos: [last.cfidteped, last.linha],
    });
    expect(next.resultSet.map((r) => [r.cfidteped, r.des, r.vlr])).toEqual([['2026-10-01', 'Cliente Alfa', 399]]);
    expect(next.temMais).toBe(false);
  });

  it('gives the seller only their sales', async () => {
    const reply = await gridCall(w, '/bi-clientes/detalhes', w.cookies.seller2, { filterValue: { bi: autumn } });
    expect(reply.json().resultSet.map((r: Row) => r.cfinclped)).toEqual(['Cliente Beta']);
  });
});

describe('the drill-down into the sales list', () => {
  const sales = async (filters: object) =>
    (
      await rowsOf('/operacoes-comerciais/results', {
        filterValue: {
          intervaloData: { inicial: '2026-10-01', final: '2026-11-30' },
          multiplosStatus: ['Venda'],
          ...filters,
        },
      })
    ).resultSet
      .map((r) => r.cficodped)
      .sort((a, b) => Number(a) - Number(b));

  it('filters the sales by product, group and manufacturer of their items', async () => {
    const { galao, lata, rolo } = w.products;
    const o = w.orders;
    expect(await sales({ produtos: [rolo.id] })).toEqual([o.alfaNov.id]);
    expect(await sales({ grupos: [lata.groupId] })).toEqual([o.alfaOct.id, o.betaNov.id]);
    // The sales list keeps the walk-in customer's sale: it has no such switch.
    expect(await sales({ fabricantes: [galao.manufacturerId] })).toEqual(
      [o.alfaNov.id, o.gamaNov.id, o.walkInNov.id].sort((a, b) => a - b),
    );
    // One item must match every list: no item is both the roller and in the 18 L paint's group.
    expect(await sales({ produtos: [rolo.id], grupos: [lata.groupId] })).toEqual([]);
    expect(await sales({ produtos: [50] })).toEqual([]);
  });
});

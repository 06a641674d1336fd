import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridCalls } from '../../../shared/contract/grids.js';
import type { OperatorRole } from '../../../shared/domain/access.js';
import { gridMessages, gridRequest, SUMMARY_MAX_ROWS, type GridRequest } from '../../../shared/schemas/grid.js';
import type { Database } from '../../db/client.js';
import { roleAuth } from '../../test/auth-contexts.js';
import { createTestDatabase } from '../../test/test-database.js';
import { gridScope } from './grid-catalog.js';
import type { GridDefinition } from './grid-definition.js';
import { allGridRows, gridRowPages, runGrid, SORT_MAX_ROWS, summarizeGrid } from './grid-engine.js';

/**
 * The grid engine's rules on a grid of its own (a probe table): typed search values and their
 * limits, the lookup and few-values searches on both sides of their thresholds, the first-rows
 * shortcut only where it gives the same rows, keyset reads over nullable columns, the sort and
 * summary limits at their exact boundaries. Company ids are plain numbers here: SMALL and OTHER
 * hold rows of the same ids, and the larger worlds have companies of their own.
 */
let database: Database;
const sent: string[] = [];

// Far from any real company's id: the neighbour company's rows must stay as they were.
const SMALL = 9001;
const OTHER = 9002;
const SHOPS = 9003;
const HOURS = 9004;
const SORTED = 9005;
const SUMMED = 9006;

const probeFrom = sql`grid_probe g LEFT JOIN grid_probe_shops s ON s.tenant_id = g.tenant_id AND s.id = g.shop_id`;

const probe: GridDefinition = {
  endpoint: gridCalls.orders,
  from: probeFrom,
  columns: [
    { wire: 'id', sql: sql`g.id`, type: 'integer', notNull: true, indexedSort: true, label: 'Código' },
    { wire: 'nome', sql: sql`g.name`, type: 'string', label: 'Nome' },
    { wire: 'valor', sql: sql`g.cents`, type: 'money', indexedSort: true, label: 'Valor' },
    { wire: 'taxa', sql: sql`g.rate`, type: 'decimal', label: 'Taxa' },
    { wire: 'dia', sql: sql`g.day`, type: 'date', indexedSort: true, label: 'Dia' },
    { wire: 'qtd', sql: sql`g.qty`, type: 'integer', label: 'Qtd' },
    { wire: 'situacao', sql: sql`g.state`, type: 'status', statuses: ['A', 'B'], label: 'Situação' },
    {
      wire: 'loja',
      sql: sql`s.trade_name`,
      type: 'string',
      lookup: { key: sql`g.shop_id`, table: 'grid_probe_shops', text: 'trade_name' },
      label: 'Loja',
    },
    {
      wire: 'hora',
      sql: sql`g.hour`,
      type: 'string',
      fewValues: { table: sql`grid_probe g`, tenant: sql`g.tenant_id` },
      label: 'Hora',
    },
    { wire: 'margem', sql: sql`g.margin`, type: 'integer', sellersOnly: true, label: 'Margem' },
  ],
  key: 'id',
  defaultOrder: { column: 'dia', direction: 'DESC' },
  total: 'valor',
  where: ({ tenantId }) => [sql`g.tenant_id = ${tenantId}`],
};

/** The same grid with a first-rows shortcut that is right for the default order only, as a ranking's is. */
const withFirstRows: GridDefinition = {
  ...probe,
  firstRows: ({ tenantId }, rows) =>
    tenantId === OTHER
      ? null
      : sql`(SELECT * FROM grid_probe WHERE tenant_id = ${tenantId}
              ORDER BY coalesce(day, DATE '0001-01-01') DESC, id DESC LIMIT ${rows}) g
            LEFT JOIN grid_probe_shops s ON s.tenant_id = g.tenant_id AND s.id = g.shop_id`,
};

const parsed = (body: GridRequest) => gridRequest.parse(body);
const scopeOf = (tenantId: number, body: GridRequest = {}, role: OperatorRole | null = 'admin') =>
  gridScope(parsed(body), roleAuth(tenantId, role), tenantId);
const page = (tenantId: number, body: GridRequest = {}, def = probe, role: OperatorRole | null = 'admin') =>
  runGrid(database.db, def, parsed(body), scopeOf(tenantId, body, role));
const ids = async (tenantId: number, body: GridRequest = {}, def = probe) =>
  (await page(tenantId, { limit: { page: 0, offset: 100 }, ...body }, def)).resultSet.map((row) => row.id);
const search = (column: string, option: string, value: string) => ({ like: { column, option, value } });
const refusal = (message: string) => expect.objectContaining({ status: 400, message });

/** Statements sent for the probe grid since the last call. */
function probeStatements(): string[] {
  const mine = sent.filter((text) => text.includes('grid_probe'));
  sent.length = 0;
  return mine;
}

const run = (statement: SQL) => database.db.execute(statement);

beforeAll(async () => {
  database = await createTestDatabase((statement) => sent.push(statement));
  await run(sql`CREATE TABLE grid_probe (tenant_id int NOT NULL, id int NOT NULL, name text, cents int, rate int,
                  day date, qty int, state text, shop_id int, hour text, margin int, PRIMARY KEY (tenant_id, id))`);
  await run(sql`CREATE TABLE grid_probe_shops (tenant_id int NOT NULL, id int NOT NULL, trade_name text NOT NULL,
                  PRIMARY KEY (tenant_id, id))`);
  // The few-values search reads the company's distinct times by this index, as orders' time has one.
  await run(sql`CREATE INDEX grid_probe_hour ON grid_probe (tenant_id, hour)`);
  await run(sql`INSERT INTO grid_probe_shops VALUES (${SMALL}, 1, 'Loja Centro'), (${SMALL}, 2, 'Loja Norte'),
                  (${SMALL}, 3, 'Depósito'), (${OTHER}, 1, 'Loja Sul')`);
  // Company 1: ties on the day and the value, NULLs in nullable columns, the largest integer value.
  await run(sql`INSERT INTO grid_probe VALUES
    (${SMALL}, 1, 'Alfa Tintas', 1050, 12345, '2026-01-05', 3, 'A', 1, '08:00', 10),
    (${SMALL}, 2, 'Beta Tintas', 200, 50, '2026-01-06', NULL, 'B', 2, '09:30', 20),
    (${SMALL}, 3, NULL, NULL, NULL, NULL, 7, 'A', NULL, NULL, NULL),
    (${SMALL}, 4, 'Gama Tintas', 2147483647, 1, '2026-01-06', 2147483647, 'B', 3, '08:00', 30),
    (${SMALL}, 5, 'Delta Tintas', 200, 7, '2026-01-02', -2147483648, 'A', 2, '17:45', 40),
    (${SMALL}, 6, 'Epsilon Tintas', 999, 8, '2026-01-09', 3, 'A', 1, '09:30', 50),
    (${SMALL}, 7, 'Zeta Tintas', 1, 9, NULL, NULL, 'B', NULL, '12:00', 60)`);
  // Company 2: the same ids, other rows.
  await run(sql`INSERT INTO grid_probe VALUES
    (${OTHER}, 1, 'Alfa de Outra', 500, 1, '2026-03-01', 1, 'A', 1, '07:00', 1),
    (${OTHER}, 2, 'Omega de Outra', 600, 1, '2026-03-02', 1, 'B', NULL, '07:00', 1)`);
  // Company 3: 600 stores named 'Loja n', one row each, and a 'Depósito' with one row.
  await run(sql`INSERT INTO grid_probe_shops SELECT ${SHOPS}, n, 'Loja ' || n FROM generate_series(1, 600) n`);
  await run(sql`INSERT INTO grid_probe_shops VALUES (${SHOPS}, 601, 'Depósito')`);
  await run(sql`INSERT INTO grid_probe (tenant_id, id, name, day, shop_id)
                SELECT ${SHOPS}, n, 'Linha ' || n, DATE '2026-01-01', n FROM generate_series(1, 601) n`);
  // Company 4: 2 000 distinct times 'h1'…'h2000'.
  await run(sql`INSERT INTO grid_probe (tenant_id, id, day, hour)
                SELECT ${HOURS}, n, DATE '2026-01-01', 'h' || n FROM generate_series(1, 2000) n`);
  // Company 5: exactly SORT_MAX_ROWS rows; company 6: exactly SUMMARY_MAX_ROWS rows of 1 centavo.
  await run(sql`INSERT INTO grid_probe (tenant_id, id, day, qty)
                SELECT ${SORTED}, n, DATE '2026-01-01', n % 97 FROM generate_series(1, ${SORT_MAX_ROWS}) n`);
  await run(sql`INSERT INTO grid_probe (tenant_id, id, cents)
                SELECT ${SUMMED}, n, 1 FROM generate_series(1, ${SUMMARY_MAX_ROWS}) n`);
});
// The probe tables go before the close compares the neighbour company's tables with the start.
afterAll(async () => {
  await run(sql`DROP TABLE grid_probe, grid_probe_shops`);
  await database.close();
});

describe('typed search values', () => {
  it('takes integers to the limits of a PostgreSQL integer, trimmed, and refuses beyond or malformed', async () => {
    expect(await ids(SMALL, search('qtd', '=', '2147483647'))).toEqual([4]);
    expect(await ids(SMALL, search('qtd', '=', '-2147483648'))).toEqual([5]);
    expect(await ids(SMALL, search('qtd', '=', ' 7 '))).toEqual([3]);
    for (const value of ['2147483648', '-2147483649', '1234567890123456', '12a', 'a12', '1.5', '1e3']) {
      await expect(ids(SMALL, search('qtd', '=', value)), value).rejects.toEqual(refusal(gridMessages.badValue));
    }
  });

  it('reads money and decimals in reais with a comma, as hundredths, and refuses what an integer cannot hold', async () => {
    expect(await ids(SMALL, search('valor', '=', '2,00'))).toEqual([2, 5]);
    expect(await ids(SMALL, search('valor', '>', '10,49'))).toEqual([4, 1]);
    expect(await ids(SMALL, search('valor', '>', '999.999,99'))).toEqual([4]);
    expect(await ids(SMALL, search('taxa', '=', '123,45'))).toEqual([1]);
    expect(await ids(SMALL, search('taxa', '<', '0,08'))).toEqual([4, 5]);
    for (const value of ['1.000.000,00', 'dez reais']) {
      await expect(ids(SMALL, search('valor', '=', value)), value).rejects.toEqual(refusal(gridMessages.badValue));
    }
    // A cursor's value may come as a number: past a PostgreSQL integer in centavos, it is refused too.
    const byValue = { order: { column: 'valor', order: 'DESC' } };
    await expect(ids(SMALL, { ...byValue, apos: [21_474_836.48, 1] })).rejects.toEqual(refusal(gridMessages.badValue));
    expect(await ids(SMALL, { ...byValue, apos: [21_474_836.47, 5] })).toEqual([4, 1, 6, 5, 2, 7, 3]);
  });

  it('reads dates with dashes or slashes and refuses anything else', async () => {
    expect(await ids(SMALL, search('dia', '=', '2026/01/06'))).toEqual([4, 2]);
    expect(await ids(SMALL, search('dia', '<', '2026-01-05'))).toEqual([5]);
    await expect(ids(SMALL, search('dia', '=', 'ontem'))).rejects.toEqual(refusal(gridMessages.badValue));
  });

  it('refuses an operator that is not a comparison, including names every object has', async () => {
    for (const option of ['<>', 'toString', 'constructor', '__proto__', 'valueOf']) {
      await expect(ids(SMALL, search('qtd', option, '3')), option).rejects.toEqual(
        refusal(gridMessages.unknownOperator),
      );
    }
  });

  it('ignores a blank search, whatever the column', async () => {
    expect(await ids(SMALL, search('qtd', '=', '   '))).toEqual(await ids(SMALL));
    expect(await ids(SMALL, search('nome', '0', ' '))).toHaveLength(7);
  });

  it('searches a status among its values only', async () => {
    expect(await ids(SMALL, search('situacao', '=', 'B'))).toEqual([4, 2, 7]);
    await expect(ids(SMALL, search('situacao', '=', 'C'))).rejects.toEqual(refusal(gridMessages.badValue));
  });
});

describe('searching a lookup column (a name from a small table)', () => {
  it("finds the rows of every matching store of the company's own, a list of ids sent as values", async () => {
    probeStatements();
    expect(await ids(SMALL, search('loja', '0', 'loja'))).toEqual([6, 2, 1, 5]);
    expect(await ids(OTHER, search('loja', '0', 'loja'))).toEqual([1]);
    expect(await ids(SMALL, search('loja', '1', 'dep'))).toEqual([4]);
    expect(await ids(SMALL, search('loja', '0', 'oeste'))).toEqual([]);
    expect(probeStatements().some((text) => /g\.shop_id IN \(\$\d+, \$\d+\)/.test(text))).toBe(true);
  });

  it('goes by a subquery past 500 matching stores, and still finds every row', async () => {
    probeStatements();
    const many = await ids(SHOPS, { ...search('loja', '0', 'loja'), limit: { page: 0, offset: 500 } });
    expect(many).toHaveLength(500);
    const summary = await summarizeGrid(database.db, probe, parsed(search('loja', '0', 'loja')), scopeOf(SHOPS));
    expect(summary.quantidade).toBe(600);
    expect(probeStatements().some((text) => text.includes('IN (SELECT id FROM "grid_probe_shops"'))).toBe(true);
  });

  it('sends the ids as a list up to 500 matching stores', async () => {
    probeStatements();
    const summary = await summarizeGrid(database.db, probe, parsed(search('loja', '1', 'loja 1')), scopeOf(SHOPS));
    // 'Loja 1', 'Loja 10'…'Loja 19', 'Loja 100'…'Loja 199': 111 stores.
    expect(summary.quantidade).toBe(111);
    const statements = probeStatements();
    expect(statements.some((text) => text.includes('IN (SELECT id FROM "grid_probe_shops"'))).toBe(false);
  });
});

describe('searching a column of few values', () => {
  it('matches the values the company has, then the rows holding them', async () => {
    expect(await ids(SMALL, search('hora', '0', '09:30'))).toEqual([6, 2]);
    expect(await ids(SMALL, search('hora', '1', '08'))).toEqual([4, 1]);
    expect(await ids(SMALL, search('hora', '0', '23:59'))).toEqual([]);
    expect(await ids(OTHER, search('hora', '0', '08:00'))).toEqual([]);
  });

  it('lists up to 2 000 values, and searches the text row by row past that', async () => {
    probeStatements();
    const list = await summarizeGrid(database.db, probe, parsed(search('hora', '1', 'h19')), scopeOf(HOURS));
    // 'h19', 'h190'…'h199', 'h1900'…'h1999': 111 times.
    expect(list.quantidade).toBe(111);
    expect(probeStatements().some((text) => /g\.hour IN \(\$\d+, \$\d+/.test(text))).toBe(true);
    await run(
      sql`INSERT INTO grid_probe (tenant_id, id, day, hour) VALUES (${HOURS}, 2001, DATE '2026-01-01', 'h2001')`,
    );
    const text = await summarizeGrid(database.db, probe, parsed(search('hora', '1', 'h19')), scopeOf(HOURS));
    expect(text.quantidade).toBe(111);
    expect(probeStatements().some((text) => /g\.hour IN \(\$\d+/.test(text))).toBe(false);
  });
});

describe('the first-rows shortcut', () => {
  const pageOf = async (body: GridRequest, tenantId = SMALL) =>
    (await page(tenantId, { limit: { page: 0, offset: 2 }, ...body }, withFirstRows)).resultSet.map((row) => row.id);
  const expected = async (body: GridRequest, tenantId = SMALL) =>
    (await page(tenantId, { limit: { page: 0, offset: 2 }, ...body })).resultSet.map((row) => row.id);

  it('gives the first page of the default order', async () => {
    expect(await pageOf({})).toEqual([6, 4]);
    expect(await pageOf({})).toEqual(await expected({}));
    expect(await pageOf({}, OTHER)).toEqual([2, 1]);
  });

  it('is not taken for another page, a cursor, a record, a search or another order', async () => {
    const asks: GridRequest[] = [
      { limit: { page: 1, offset: 2 } },
      { apos: ['2026-01-06', 2] },
      { where: { sr_recno: 7 } },
      search('nome', '0', 'alfa'),
      { order: { column: 'valor', order: 'ASC' } },
      { order: { column: 'dia', order: 'ASC' } },
    ];
    for (const ask of asks) expect(await pageOf(ask), JSON.stringify(ask)).toEqual(await expected(ask));
    expect(await pageOf({ where: { sr_recno: 7 } })).toEqual([7]);
    expect(await pageOf({ limit: { page: 1, offset: 2 } })).toEqual([2, 1]);
  });
});

describe('pages by number and by cursor', () => {
  it('walks a nullable column by cursor, forwards and back, each row once, NULLs as the lowest', async () => {
    const all = await ids(SMALL, { order: { column: 'qtd', order: 'DESC' } });
    expect(all).toEqual([4, 3, 6, 1, 7, 2, 5]);
    const walked: unknown[] = [];
    let after: [string | number, number] | undefined;
    for (;;) {
      const { resultSet, temMais } = await page(SMALL, {
        order: { column: 'qtd', order: 'DESC' },
        limit: { page: 0, offset: 2 },
        ...(after ? { apos: after } : {}),
      });
      walked.push(...resultSet.map((row) => row.id));
      const last = resultSet.at(-1);
      if (!temMais || !last) break;
      after = [Number(last.qtd ?? 0), Number(last.id)];
    }
    expect(walked).toEqual(all);
    const back = await page(SMALL, {
      order: { column: 'qtd', order: 'DESC' },
      limit: { page: 0, offset: 2 },
      antes: [3, 1],
    });
    expect(back.resultSet.map((row) => row.id)).toEqual([3, 6]);
    expect(back.temMais).toBe(true);
  });

  it('takes a money cursor as reais, given as a number or as text', async () => {
    const byValue = { order: { column: 'valor', order: 'DESC' }, limit: { page: 0, offset: 100 } };
    expect((await page(SMALL, { ...byValue, apos: [10.5, 1] })).resultSet.map((row) => row.id)).toEqual([
      6, 5, 2, 7, 3,
    ]);
    expect((await page(SMALL, { ...byValue, apos: ['10,50', 1] })).resultSet.map((row) => row.id)).toEqual([
      6, 5, 2, 7, 3,
    ]);
  });

  it('finds one record by its key', async () => {
    expect(await ids(SMALL, { where: { sr_recno: 5 } })).toEqual([5]);
    expect(await ids(OTHER, { where: { sr_recno: 5 } })).toEqual([]);
  });

  it('sends NULL as null in every type, dates as YYYY-MM-DD and money in reais', async () => {
    const [blank] = (await page(SMALL, { where: { sr_recno: 3 } })).resultSet;
    expect(blank).toEqual({
      id: 3,
      nome: null,
      valor: null,
      taxa: null,
      dia: null,
      qtd: 7,
      situacao: 'A',
      loja: null,
      hora: null,
      margem: null,
    });
    const [full] = (await page(SMALL, { where: { sr_recno: 1 } })).resultSet;
    expect(full).toMatchObject({
      nome: 'Alfa Tintas',
      valor: 10.5,
      taxa: 123.45,
      dia: '2026-01-05',
      loja: 'Loja Centro',
    });
  });

  it("gives a customer's statement its own select list, and an operator's the sellers' one, whoever asked first", async () => {
    // A grid of its own: statements are kept per grid, and this one's have not been built yet.
    const fresh: GridDefinition = { ...probe };
    const [customerRow] = (await page(SMALL, { where: { sr_recno: 1 } }, fresh, null)).resultSet;
    expect(customerRow).not.toHaveProperty('margem');
    expect(customerRow).toHaveProperty('nome', 'Alfa Tintas');
    const [operatorRow] = (await page(SMALL, { where: { sr_recno: 1 } }, fresh, 'admin')).resultSet;
    expect(operatorRow).toHaveProperty('margem', 10);
  });
});

describe('reading every row in pages (spreadsheets and prints)', () => {
  const everyRow = async (order: { column: string; order: string }, pageSize: number, max = 100) => {
    const request = parsed({ order });
    const rows = await allGridRows(database.db, probe, request, scopeOf(SMALL), max);
    const paged: unknown[] = [];
    for await (const chunk of gridRowPages(database.db, probe, request, scopeOf(SMALL), { max, pageSize })) {
      expect(chunk.length).toBeLessThanOrEqual(pageSize);
      paged.push(...chunk.map((row) => row.id));
    }
    expect(paged).toEqual(rows.map((row) => row.id));
    return paged;
  };

  it('reads each order of each column type the same in pages of 2 as at once, with the page order', async () => {
    const cases: Array<[string, string, number[]]> = [
      ['dia', 'DESC', [6, 4, 2, 1, 5, 7, 3]],
      ['dia', 'ASC', [3, 7, 5, 1, 2, 4, 6]],
      ['valor', 'DESC', [4, 1, 6, 5, 2, 7, 3]],
      ['nome', 'ASC', [3, 1, 2, 5, 6, 4, 7]],
      ['qtd', 'ASC', [5, 2, 7, 1, 6, 3, 4]],
    ];
    for (const [column, order, want] of cases) {
      expect(await everyRow({ column, order }, 2), `${column} ${order}`).toEqual(want);
      expect(await ids(SMALL, { order: { column, order } }), `${column} ${order}`).toEqual(want);
    }
  });

  it('stops at the maximum', async () => {
    expect(await everyRow({ column: 'dia', order: 'DESC' }, 2, 3)).toEqual([6, 4, 2]);
  });

  it('starts a timed read with a page no larger than asked', async () => {
    const sizes: number[] = [];
    const pages = gridRowPages(database.db, probe, parsed({}), scopeOf(SMALL), { max: 100, pageSize: 3, pageMs: 50 });
    for await (const chunk of pages) sizes.push(chunk.length);
    expect(sizes[0]).toBe(3);
    expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(7);
  });
});

describe('limits at their exact boundary', () => {
  it(`sorts a column no index serves at ${SORT_MAX_ROWS} rows, and refuses one row more`, async () => {
    const byQuantity = { order: { column: 'qtd', order: 'DESC' }, limit: { page: 0, offset: 1 } };
    expect((await page(SORTED, byQuantity)).resultSet).toHaveLength(1);
    await run(sql`INSERT INTO grid_probe (tenant_id, id, day, qty) VALUES (${SORTED}, ${SORT_MAX_ROWS + 1}, NULL, 1)`);
    await expect(page(SORTED, byQuantity)).rejects.toEqual(
      refusal(gridMessages.sortTooLarge('Qtd', SORT_MAX_ROWS.toLocaleString('pt-BR'))),
    );
    expect((await page(SORTED, { ...byQuantity, order: { column: 'valor', order: 'DESC' } })).resultSet).toHaveLength(
      1,
    );
  });

  it(`counts and sums up to ${SUMMARY_MAX_ROWS} rows, and says 'more' without a total past that`, async () => {
    const summary = () => summarizeGrid(database.db, probe, parsed({}), scopeOf(SUMMED));
    expect(await summary()).toEqual({
      quantidade: SUMMARY_MAX_ROWS,
      mais: false,
      total: { coluna: 'valor', valor: SUMMARY_MAX_ROWS / 100 },
    });
    await run(sql`INSERT INTO grid_probe (tenant_id, id, cents) VALUES (${SUMMED}, ${SUMMARY_MAX_ROWS + 1}, 1)`);
    expect(await summary()).toEqual({ quantidade: SUMMARY_MAX_ROWS, mais: true, total: null });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses } from '../../../shared/domain/order-status.js';
import { messages } from '../../../shared/messages.js';
import { gridMessages } from '../../../shared/schemas/grid.js';
import { manufacturers, productGroups } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { businessUnits } from '../../db/schema/tenancy.js';
import {
  insertCustomer,
  insertOperator,
  insertOrder,
  insertReceivable,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { companyDay } from '../../test/calendar.js';

let t: TestApp;
let admin: string;
let seller: string;
let customerCookie: string;
let tenantId: number;
let customerId: number;
let otherCustomerId: number;

const login = (email: string) => loginCookie(t, email);
const grid = (cookie: string, url: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: { action: 'select', ...body } });
const ids = (reply: { json: () => { resultSet: Array<Record<string, unknown>> } }, key = 'cficodped') =>
  reply.json().resultSet.map((row) => row[key]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  const rep1 = await insertRepresentative(db, tenantId, 'Rep Um');
  const rep2 = await insertRepresentative(db, tenantId, 'Rep Dois');
  admin = await login((await insertOperator(db, tenantId, { role: 'admin' })).email);
  seller = await login((await insertOperator(db, tenantId, { role: 'seller', representativeId: rep1.id })).email);
  const customer = await insertCustomer(db, tenantId, { name: 'Casa das Tintas Alfa', representativeId: rep1.id });
  const other = await insertCustomer(db, tenantId, { name: 'Depósito Beta_100%', representativeId: rep2.id });
  customerId = customer.id;
  otherCustomerId = other.id;
  customerCookie = await login(customer.email ?? '');
  // 25 orders of the customer (rep 1) on distinct days, 5 of the other customer (rep 2).
  for (let i = 1; i <= 25; i++) {
    await insertOrder(db, tenantId, {
      customerId,
      customerName: customer.name,
      representativeId: rep1.id,
      issuedOn: `2026-01-${String(i).padStart(2, '0')}`,
      totalCents: i * 1000,
      invoiceStatus: i % 2 ? 'F' : 'A',
    });
  }
  for (let i = 1; i <= 5; i++) {
    await insertOrder(db, tenantId, {
      customerId: other.id,
      customerName: other.name,
      representativeId: rep2.id,
      issuedOn: `2026-02-0${i}`,
      totalCents: 500,
      status: 'Orcamento',
    });
  }
  const stranger = await insertTenant(db);
  await insertOrder(db, stranger.id, { customerName: 'De outra empresa', issuedOn: '2026-03-01' });
});
afterAll(() => t.close());

describe('grid protocol', () => {
  it('answers in wire names, newest first by default, money as reais, and says whether a next page exists', async () => {
    const reply = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 0, offset: 10 } });
    expect(reply.statusCode).toBe(200);
    const { resultSet, temMais } = reply.json();
    expect(resultSet).toHaveLength(10);
    expect(temMais).toBe(true);
    expect(resultSet[0]).toMatchObject({
      cfidteped: '2026-02-05',
      cfinclped: 'Depósito Beta_100%',
      cfivalped: 5,
      cfistaped: 'Orcamento',
    });
    expect(resultSet.map((r: { cfidteped: string }) => r.cfidteped)).toEqual(
      [...resultSet.map((r: { cfidteped: string }) => r.cfidteped)].sort().reverse(),
    );
  });

  it('pages to the end: exact page size leaves no next page, an empty list is empty', async () => {
    const last = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 2, offset: 10 } });
    expect(last.json()).toMatchObject({ temMais: false });
    expect(last.json().resultSet).toHaveLength(10);
    const beyond = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 3, offset: 10 } });
    expect(beyond.json()).toEqual({ resultSet: [], temMais: false });
    const none = await grid(admin, '/nfe-emitidas/grid', {});
    expect(none.json()).toEqual({ resultSet: [], temMais: false });
  });

  it('keyset cursors give the same pages as page numbers, forwards and back', async () => {
    const page0 = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 0, offset: 7 } });
    const page1 = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 1, offset: 7 } });
    const lastRow = page0.json().resultSet.at(-1);
    const after = await grid(admin, '/operacoes-comerciais/results', {
      limit: { page: 1, offset: 7 },
      apos: [lastRow.cfidteped, lastRow.cficodped],
    });
    expect(ids(after)).toEqual(ids(page1));
    const firstRow = page1.json().resultSet[0];
    const before = await grid(admin, '/operacoes-comerciais/results', {
      limit: { page: 0, offset: 7 },
      antes: [firstRow.cfidteped, firstRow.cficodped],
    });
    expect(ids(before)).toEqual(ids(page0));
  });

  it('sorts by any declared column both ways', async () => {
    const asc = await grid(admin, '/operacoes-comerciais/results', {
      order: { column: 'cfivalped', order: 'ASC' },
      limit: { page: 0, offset: 3 },
    });
    expect(asc.json().resultSet.map((r: { cfivalped: number }) => r.cfivalped)).toEqual([5, 5, 5]);
    const desc = await grid(admin, '/operacoes-comerciais/results', {
      order: { column: 'cfivalped', order: 'desc' },
      limit: { page: 0, offset: 2 },
    });
    expect(desc.json().resultSet.map((r: { cfivalped: number }) => r.cfivalped)).toEqual([250, 240]);
  });
});

describe('search', () => {
  const count = async (like: object) =>
    (await grid(admin, '/operacoes-comerciais/results', { like, limit: { page: 0, offset: 100 } })).json().resultSet
      .length;

  it('compares integer, money and date columns with each operator', async () => {
    const first = (
      await grid(admin, '/operacoes-comerciais/results', {
        order: { column: 'cficodped', order: 'ASC' },
        limit: { page: 0, offset: 1 },
      })
    ).json().resultSet[0].cficodped as number;
    expect(await count({ column: 'cficodped', option: '=', value: String(first) })).toBe(1);
    expect(await count({ column: 'cficodped', option: '<', value: String(first + 3) })).toBe(3);
    expect(await count({ column: 'cficodped', option: '<=', value: String(first + 3) })).toBe(4);
    expect(await count({ column: 'cficodped', option: '>', value: String(first + 3) })).toBe(26);
    expect(await count({ column: 'cficodped', option: '>=', value: String(first + 3) })).toBe(27);
    expect(await count({ column: 'cfivalped', option: '>', value: '200,00' })).toBe(5);
    expect(await count({ column: 'cfidteped', option: '=', value: '15/01/2026' })).toBe(1);
    expect(await count({ column: 'cfidteped', option: '>=', value: '2026-02-01' })).toBe(5);
  });

  it("finds text by 'Contendo' (0) and 'Iniciando com' (1), case-insensitive, with % and _ taken literally", async () => {
    expect(await count({ column: 'cfinclped', option: 0, value: 'tintas' })).toBe(25);
    expect(await count({ column: 'cfinclped', option: 1, value: 'tintas' })).toBe(0);
    expect(await count({ column: 'cfinclped', option: 1, value: 'casa' })).toBe(25);
    expect(await count({ column: 'cfinclped', option: 0, value: '_100%' })).toBe(5);
    expect(await count({ column: 'cfinclped', option: 0, value: '%' })).toBe(5);
  });

  it('searches status columns by their fixed list, and ignores an empty search', async () => {
    expect(await count({ column: 'cfistaped', option: '=', value: 'Orcamento' })).toBe(5);
    expect(await count({ column: 'cfinclped', option: 0, value: '  ' })).toBe(30);
  });

  it("searches the payment method, the store payment's state, the origin and the type from their lists", async () => {
    const others = and(eq(orders.tenantId, tenantId), eq(orders.customerId, otherCustomerId));
    const [before] = await t.database.db.select().from(orders).where(others).limit(1);
    await t.database.db.update(orders).set({ paymentMethod: 'X', paymentStatus: 'Pago' }).where(others);
    expect(await count({ column: 'cfirecped', option: '=', value: 'X' })).toBe(5);
    expect(await count({ column: 'pagamento', option: '=', value: 'Pago' })).toBe(5);
    expect(await count({ column: 'pagamento', option: '=', value: 'A receber' })).toBe(0);
    await t.database.db.update(orders).set({ origin: 'S', orderType: 'O' }).where(others);
    expect(await count({ column: 'cfioriped', option: '=', value: 'S' })).toBe(5);
    expect(await count({ column: 'cfitpnped', option: '=', value: 'O' })).toBe(5);
    // The list's values only: a name as shown or a code of no method is refused.
    for (const [column, value] of [
      ['cfirecped', 'Pix'],
      ['cfirecped', 'Z'],
      ['cfioriped', 'Loja virtual'],
      ['cfitpnped', 'X'],
    ]) {
      const reply = await grid(admin, '/operacoes-comerciais/results', { like: { column, option: '=', value } });
      expect(reply.json().exception).toBe(gridMessages.badValue);
    }
    await t.database.db
      .update(orders)
      .set({
        paymentMethod: before!.paymentMethod,
        paymentStatus: before!.paymentStatus,
        origin: before!.origin,
        orderType: before!.orderType,
      })
      .where(others);
  });

  it("finds the store by its name among the company's own stores (a neighbour's store of the same id is not it)", async () => {
    const db = t.database.db;
    const stranger = await insertTenant(db);
    const [centro] = await db
      .insert(businessUnits)
      .values({ tenantId, tradeName: 'Loja Centro', legalName: 'Centro Ltda' })
      .returning();
    await db.insert(businessUnits).values([
      { tenantId, tradeName: 'Depósito Norte', legalName: 'Norte Ltda' },
      // The neighbour's store has Centro's id and a name of its own: found by no search of ours.
      { tenantId: stranger.id, id: centro!.id, tradeName: 'Filial Sul', legalName: 'Sul Ltda' },
    ]);
    const others = and(eq(orders.tenantId, tenantId), eq(orders.customerId, otherCustomerId));
    await db.update(orders).set({ businessUnitId: centro!.id }).where(others);
    expect(await count({ column: 'cfinljped', option: 0, value: 'centro' })).toBe(5);
    expect(await count({ column: 'cfinljped', option: 0, value: 'LOJA  centro' })).toBe(5);
    expect(await count({ column: 'cfinljped', option: 1, value: 'loja c' })).toBe(5);
    expect(await count({ column: 'cfinljped', option: 1, value: 'centro' })).toBe(0);
    expect(await count({ column: 'cfinljped', option: 0, value: 'norte' })).toBe(0);
    expect(await count({ column: 'cfinljped', option: 0, value: 'sul' })).toBe(0);
    expect(await count({ column: 'cfinljped', option: 0, value: ' ' })).toBe(30);
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/grades/resumo',
      headers: { cookie: admin },
      payload: { grade: '/operacoes-comerciais/results', like: { column: 'cfinljped', option: 0, value: 'centro' } },
    });
    expect(summary.json()).toMatchObject({ quantidade: 5 });
    await db.update(orders).set({ businessUnitId: null }).where(others);
    await db.delete(businessUnits).where(eq(businessUnits.tenantId, tenantId));
  });

  it('finds the time and the percentage index among the values the company has', async () => {
    const db = t.database.db;
    const mine = eq(orders.tenantId, tenantId);
    const others = and(mine, eq(orders.customerId, otherCustomerId));
    const [before] = await db.select().from(orders).where(others).limit(1);
    await db.update(orders).set({ issuedAt: '10:00:00', percentageIndex: '0' }).where(mine);
    await db.update(orders).set({ issuedAt: '03:15:42', percentageIndex: '12.5' }).where(others);
    expect(await count({ column: 'cfihorped', option: 0, value: '03:1' })).toBe(5);
    expect(await count({ column: 'cfihorped', option: 0, value: '3:15' })).toBe(5);
    expect(await count({ column: 'cfihorped', option: 0, value: '0' })).toBe(30);
    expect(await count({ column: 'cfihorped', option: 0, value: '15:42' })).toBe(0);
    expect(await count({ column: 'cfihorped', option: 1, value: '03' })).toBe(5);
    expect(await count({ column: 'cfihorped', option: 1, value: '3' })).toBe(0);
    expect(await count({ column: 'cfihorped', option: 0, value: ' - ' })).toBe(30);
    expect(await count({ column: 'cfiindped', option: 0, value: '12.5' })).toBe(5);
    expect(await count({ column: 'cfiindped', option: 0, value: '0.00' })).toBe(25);
    expect(await count({ column: 'cfiindped', option: 0, value: '7' })).toBe(0);
    const reply = await grid(admin, '/operacoes-comerciais/results', {
      like: { column: 'cfihorped', option: 0, value: '03:1' },
    });
    expect(reply.json().resultSet[0]).toMatchObject({ cfihorped: '03:15', cfiindped: '12.50' });
    const refused = await grid(admin, '/operacoes-comerciais/results', {
      like: { column: 'cfihorped', option: '>', value: '03:00' },
    });
    expect(refused.json().exception).toBe(gridMessages.unknownOperator);
    await db.update(orders).set({ issuedAt: before!.issuedAt, percentageIndex: before!.percentageIndex }).where(mine);
  });

  it('filters by invoice status and by the Filtros', async () => {
    const faturados = await grid(admin, '/operacoes-comerciais/results', {
      status: 'F',
      limit: { page: 0, offset: 100 },
    });
    expect(faturados.json().resultSet).toHaveLength(13);
    const interval = await grid(admin, '/operacoes-comerciais/results', {
      filter: 'intervaloData',
      filterValue: { inicial: '2026-01-10', final: '2026-01-19' },
      limit: { page: 0, offset: 100 },
    });
    expect(interval.json().resultSet).toHaveLength(10);
    const budgets = await grid(admin, '/operacoes-comerciais/results', {
      filterValue: { multiplosStatus: ['Orcamento', 'Pendente'] },
    });
    expect(budgets.json().resultSet).toHaveLength(5);
  });
});

describe('summary (rows and money total under the grid)', () => {
  const summary = (cookie: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/grades/resumo',
      headers: { cookie },
      payload: { grade: '/operacoes-comerciais/results', ...body },
    });

  it('counts and sums the current query: search and filters, not the page', async () => {
    expect((await summary(admin, {})).json()).toEqual({
      quantidade: 30,
      mais: false,
      total: { coluna: 'cfivalped', valor: 3275 },
    });
    // Invoiced only: orders 1, 3 ... 25 of R$ 10,00 each step.
    expect((await summary(admin, { status: 'F', limit: { page: 0, offset: 5 } })).json().total.valor).toBe(1690);
    const searched = await summary(admin, { like: { column: 'cfivalped', option: '>=', value: '200,00' } });
    expect(searched.json()).toMatchObject({ quantidade: 6, total: { valor: 1350 } });
  });

  it("counts only the caller's rows: a customer theirs, a seller their representative's", async () => {
    expect((await summary(customerCookie, {})).json()).toMatchObject({ quantidade: 25, total: { valor: 3250 } });
    expect((await summary(customerCookie, { codCli: otherCustomerId })).json()).toMatchObject({
      quantidade: 0,
      total: { valor: 0 },
    });
    expect((await summary(seller, {})).json()).toMatchObject({ quantidade: 25, total: { valor: 3250 } });
  });

  it('gives no total for a grid of people, and 404 for an address that is no grid', async () => {
    expect((await summary(admin, { grade: '/cliente/result' })).json()).toEqual({
      quantidade: 2,
      mais: false,
      total: null,
    });
    expect((await summary(admin, { grade: '/nada' })).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it.each([
    ['an undeclared search column', { like: { column: 'customer_id', option: '=', value: '1' } }],
    ['an injected column', { like: { column: 'cficodped; DROP TABLE orders; --', option: '=', value: '1' } }],
    ['an undeclared order column', { order: { column: 'password_hash', order: 'ASC' } }],
    ['an injected direction', { order: { column: 'cfidteped', order: 'DESC; DELETE FROM orders' } }],
    ['a string operator on an integer', { like: { column: 'cficodped', option: 'LIKE', value: '1' } }],
    ['text in an integer search', { like: { column: 'cficodped', option: '=', value: '1 OR 1=1' } }],
    ['an unknown status', { like: { column: 'cfistaped', option: '=', value: "Venda' OR '1'='1" } }],
    ['a page size over the limit', { limit: { page: 0, offset: 100000 } }],
    [
      'SQL in a filter date',
      { filterValue: { intervaloData: { inicial: "2026-01-01'; DROP TABLE orders; --", final: '2026-12-31' } } },
    ],
    ['text in a store filter', { filter: 'loja', filterValue: ['1 OR 1=1'] }],
    ['text in codCli', { codCli: '1 OR 1=1' }],
    ['text in cficodped', { cficodped: "1'; --" }],
    ['a cursor of the wrong type', { apos: [{ x: 1 }, 'a'] }],
  ])('refuses %s with a clear message and no data', async (_name, body) => {
    const reply = await grid(admin, '/operacoes-comerciais/results', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().exception).toEqual(expect.any(String));
    expect(reply.json().resultSet).toBeUndefined();
  });

  it('refuses a page number that would skip more than 10 000 rows, and walks there by cursor instead', async () => {
    const deep = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 1_001, offset: 10 } });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().exception).toBe(gridMessages.tooDeep);
    const deepest = await grid(admin, '/operacoes-comerciais/results', { limit: { page: 1_000, offset: 10 } });
    expect(deepest.statusCode).toBe(200);
    const byCursor = await grid(admin, '/operacoes-comerciais/results', {
      limit: { page: 1_001, offset: 10 },
      apos: ['2000-01-01', 1],
    });
    expect(byCursor.statusCode).toBe(200);
  });

  it("refuses a bad 'Filtros' value or an unknown filter as the filter field, in the catalogue's words", async () => {
    for (const body of [
      { filter: 'loja', filterValue: ['1 OR 1=1'] },
      { filterValue: { intervaloData: { inicial: '2026-02-31', final: '2026-12-31' } } },
      // A name no filter has, even one every object answers to, is no filter at all.
      { filter: 'naoExiste', filterValue: ['1'] },
      { filter: 'toString', filterValue: ['1'] },
    ]) {
      const reply = await grid(admin, '/operacoes-comerciais/results', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        exception: gridMessages.badFilter,
        erros: [{ campo: 'filterValue', mensagem: gridMessages.badFilter }],
      });
    }
  });

  it('words a refused field in pt-BR, never as NaN, undefined or an English text', async () => {
    for (const body of [{ codCli: 'x' }, { limit: { page: 'a' } }, { like: { column: 'cfinclped' } }, { apos: 'x' }]) {
      const reply = await grid(admin, '/operacoes-comerciais/results', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().exception).toEqual(expect.any(String));
      expect(JSON.stringify(reply.json())).not.toMatch(/NaN|undefined|expected|received|invalid|required|Invalid/);
    }
  });

  it('keeps SQL in the status field as a value', async () => {
    const reply = await grid(admin, '/operacoes-comerciais/results', { status: ["F') OR ('1'='1"] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().resultSet).toEqual([]);
  });

  it('treats SQL in a text search as text', async () => {
    const reply = await grid(admin, '/operacoes-comerciais/results', {
      like: { column: 'cfinclped', option: 0, value: "' OR '1'='1" },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().resultSet).toEqual([]);
  });

  it('asks for a session', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/operacoes-comerciais/results',
      payload: { action: 'select' },
    });
    expect(reply.json()).toMatchObject({ redirecionar: true });
  });
});

describe('grid info (what the screens draw a grid from)', () => {
  const info = (cookie: string, url: string) => t.app.inject({ url: `/api/grades?url=${url}`, headers: { cookie } });

  it('gives the address, key, default order and columns, with the statuses and the masks they have', async () => {
    const sales = (await info(admin, '/operacoes-comerciais/results')).json();
    expect(sales).toMatchObject({
      url: '/operacoes-comerciais/results',
      key: 'cficodped',
      defaultOrder: { column: 'cfidteped', direction: 'DESC' },
    });
    const columns = new Map(sales.columns.map((c: { wire: string }) => [c.wire, c]));
    expect(columns.get('cficodped')).toEqual({ wire: 'cficodped', label: 'Código', type: 'integer' });
    expect(columns.get('cfistaped')).toEqual({
      wire: 'cfistaped',
      label: 'Status',
      type: 'status',
      statuses: [...orderStatuses],
    });
    const people = (await info(admin, '/cliente/result')).json();
    expect(people.columns).toContainEqual({
      wire: 'cficgccli',
      label: 'CPF/CNPJ',
      type: 'string',
      display: 'document',
    });
  });

  it('answers 404 for an address that is no grid', async () => {
    const reply = await info(admin, '/nada/aqui');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().exception).toBe(messages.access.notFound);
  });
});

describe('who sees which rows', () => {
  it('shows a customer only their own rows, whatever codCli says', async () => {
    const reply = await grid(customerCookie, '/operacoes-comerciais/results', {
      codCli: otherCustomerId,
      limit: { page: 0, offset: 100 },
    });
    expect(reply.json().resultSet).toEqual([]);
    const own = await grid(customerCookie, '/operacoes-comerciais/results', { limit: { page: 0, offset: 100 } });
    expect(own.json().resultSet.every((r: { cficliped: number }) => r.cficliped === customerId)).toBe(true);
    expect(own.json().resultSet).toHaveLength(25);
  });

  it("shows a seller only their representative's rows, an admin all of the tenant's, never another tenant's", async () => {
    expect(
      (await grid(seller, '/operacoes-comerciais/results', { limit: { page: 0, offset: 100 } })).json().resultSet,
    ).toHaveLength(25);
    const all = (await grid(admin, '/operacoes-comerciais/results', { limit: { page: 0, offset: 100 } })).json()
      .resultSet;
    expect(all).toHaveLength(30);
    expect(all.some((r: { cfinclped: string }) => r.cfinclped === 'De outra empresa')).toBe(false);
    expect(
      (await grid(seller, '/cliente/result', {})).json().resultSet.map((r: { cfinomcli: string }) => r.cfinomcli),
    ).toEqual(['Casa das Tintas Alfa']);
  });

  it("gives last purchases of the asked customer to operators, and always the caller's own to a customer", async () => {
    expect((await grid(admin, '/last-shopping-cliente', {})).json()).toEqual({ exception: 'Informe o cliente.' });
    const own = await grid(customerCookie, '/last-shopping-cliente', {
      codCli: otherCustomerId,
      filterValue: { intervaloData: { inicial: '2025-01-01', final: '2026-12-31' } },
      limit: { page: 0, offset: 100 },
    });
    expect(own.json().resultSet).toHaveLength(25);
    const sellerOther = await grid(seller, '/last-shopping-cliente', {
      codCli: otherCustomerId,
      filterValue: { intervaloData: { inicial: '2025-01-01', final: '2026-12-31' } },
    });
    expect(sellerOther.json().resultSet).toEqual([]);
  });
});

describe('seller discounts (spec section 6)', () => {
  const sellersOnly = ['cfidscped', 'cfiindped'];

  it('never reach a customer: not in the orders grid rows nor in the grid info; not searchable or sortable', async () => {
    const own = (await grid(customerCookie, '/operacoes-comerciais/results', {})).json().resultSet;
    expect(own.length).toBeGreaterThan(0);
    for (const row of own) for (const wire of sellersOnly) expect(row).not.toHaveProperty(wire);
    const purchases = await grid(customerCookie, '/last-shopping-cliente', {
      filterValue: { intervaloData: { inicial: '2025-01-01', final: '2026-12-31' } },
    });
    for (const row of purchases.json().resultSet) for (const wire of sellersOnly) expect(row).not.toHaveProperty(wire);
    const info = async (cookie: string) =>
      (await t.app.inject({ url: '/api/grades?url=/operacoes-comerciais/results', headers: { cookie } }))
        .json()
        .columns.map((c: { wire: string }) => c.wire);
    expect(await info(customerCookie)).not.toEqual(expect.arrayContaining(['cfidscped']));
    expect(await info(customerCookie)).not.toEqual(expect.arrayContaining(['cfiindped']));
    const searched = await grid(customerCookie, '/operacoes-comerciais/results', {
      like: { column: 'cfidscped', option: '>', value: '0' },
    });
    expect(searched.statusCode).toBe(400);
    const sorted = await grid(customerCookie, '/operacoes-comerciais/results', {
      order: { column: 'cfiindped', order: 'ASC' },
    });
    expect(sorted.statusCode).toBe(400);
  });

  it('still reach sellers and admins', async () => {
    const [row] = (await grid(seller, '/operacoes-comerciais/results', {})).json().resultSet;
    expect(row).toHaveProperty('cfidscped');
    expect(row).toHaveProperty('cfiindped');
    const info = (
      await t.app.inject({ url: '/api/grades?url=/operacoes-comerciais/results', headers: { cookie: admin } })
    )
      .json()
      .columns.map((c: { wire: string }) => c.wire);
    expect(info).toEqual(expect.arrayContaining(sellersOnly));
  });
});

describe('receivables and filter lists', () => {
  it('marks an open receivable past due plus grace days as Vencido, adds the interest, and shows the due date as dd-mm-yyyy', async () => {
    const due = companyDay(-10);
    await insertReceivable(t.database.db, tenantId, customerId, {
      dueOn: due,
      valueCents: 10_000,
      dailyInterestCents: 50,
    });
    const [row] = (await grid(customerCookie, '/financeiro/get-duplicatas', {})).json().resultSet;
    expect(row).toMatchObject({
      cfistadup: 'Vencido',
      cfivaldup: 100,
      cfivalatu: 105,
      cfidtvdup: due.split('-').reverse().join('-'),
      dataVencimento: due,
      status: 'Vencido',
      valor: 105,
      valorOriginal: 100,
    });
    const late = (await grid(customerCookie, '/financeiro/get-duplicatas', { status: ['Vencido'] })).json().resultSet;
    expect(late.map((r: { cfidtvdup: string }) => r.cfidtvdup)).toEqual([due.split('-').reverse().join('-')]);
    const open = await grid(customerCookie, '/financeiro/get-duplicatas', { status: ['Em Aberto'] });
    expect(open.json().resultSet).toEqual([]);
  });

  it('lists stores, groups, manufacturers and the representative map', async () => {
    const reps = await t.app.inject({ method: 'POST', url: '/representate/filtro', headers: { cookie: admin } });
    expect(Object.values(reps.json()).sort()).toEqual(['Rep Dois', 'Rep Um']);
    for (const url of ['/loja/results', '/grupo-produto/results', '/fabricante/results']) {
      expect((await t.app.inject({ method: 'POST', url, headers: { cookie: admin } })).json()).toEqual({
        resultSet: [],
      });
    }
  });

  it('refuses the staff and representative lists to a customer (403)', async () => {
    for (const url of ['/representate/filtro', '/api/funcionarios/filtro']) {
      const reply = await t.app.inject({ method: 'POST', url, headers: { cookie: customerCookie } });
      expect(reply.statusCode).toBe(403);
      expect(reply.json().exception).toBe(messages.access.forbidden);
      expect(reply.body).not.toContain('Rep Um');
    }
  });

  it('gives the rows of each list in the wire names, ordered by name', async () => {
    const db = t.database.db;
    const own = await insertTenant(db, { alias: 'filtros' });
    const cookie = await loginCookie(t, (await insertOperator(db, own.id, { role: 'admin' })).email, 'filtros');
    const [store] = await db
      .insert(businessUnits)
      .values({ tenantId: own.id, tradeName: 'Loja Centro', legalName: 'Loja Centro Ltda' })
      .returning();
    const [group] = await db.insert(productGroups).values({ tenantId: own.id, description: 'Tintas' }).returning();
    const [maker] = await db.insert(manufacturers).values({ tenantId: own.id, name: 'Fabricante A' }).returning();
    await insertRepresentative(db, own.id, 'Zeca');
    const list = async (url: string) =>
      (await t.app.inject({ method: 'POST', url: `${url}?apelido=filtros`, headers: { cookie } })).json();
    expect(await list('/loja/results')).toEqual({ resultSet: [{ cficodloj: store!.id, cfifanloj: 'Loja Centro' }] });
    expect(await list('/grupo-produto/results')).toEqual({
      resultSet: [{ cficodgrp: group!.id, cfidesgrp: 'Tintas' }],
    });
    expect(await list('/fabricante/results')).toEqual({
      resultSet: [{ cficodfab: maker!.id, cfinomfab: 'Fabricante A' }],
    });
    expect(Object.values(await list('/representate/filtro'))).toEqual(['Zeca']);
    expect(Object.values(await list('/api/funcionarios/filtro'))).toEqual([expect.any(String)]);
  });
});

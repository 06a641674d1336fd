import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTableMessages } from '../../../shared/schemas/price-tables.js';
import { customers } from '../../db/schema/customers.js';
import { priceTableItems, priceTables } from '../../db/schema/pricing.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import { companyDay } from '../../test/calendar.js';

let w: OrdersWorld;

beforeAll(async () => {
  w = await ordersWorld();
  // Loja Azul (the customer login) and Loja Vermelha are in Bahia; the tables below price the brush.
  await w.db.update(customers).set({ state: 'BA' }).where(eq(customers.tenantId, w.tenant.id));
});
afterAll(() => w.t.close());

const asManager = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  w.call(w.cookies.manager, method, url, payload);
const del = (cookie: string, url: string) => w.t.app.inject({ method: 'DELETE', url, headers: { cookie } });

async function newTable(payload: object, prices: Record<number, string> = {}): Promise<number> {
  const reply = await asManager('POST', '/api/tabelas-preco', payload);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const id = reply.body.tabela.codigo as number;
  for (const [product, preco] of Object.entries(prices))
    expect((await asManager('PUT', `/api/tabelas-preco/${id}/itens/${product}`, { preco })).status).toBe(200);
  return id;
}

/** A seller's cart with one brush (R$ 19,90 of its own), optionally for a customer. */
async function brushCart(customerId?: number) {
  let cart = (await w.post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 1 })).body;
  if (customerId !== undefined)
    cart = (await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido: cart.pedido.codigo, cliente: customerId }))
      .body;
  return cart;
}
const brushPrice = (cart: { itens: Array<{ cfiproite: number; cfiprcite: number }> }) =>
  cart.itens.find((i) => i.cfiproite === w.products.brush.id)?.cfiprcite;

describe('price tables in the cart, the search and the shop', () => {
  let customerTable = 0;
  beforeAll(async () => {
    const brush = w.products.brush.id;
    await newTable({ nome: 'Tabela Geral', tipo: 'padrao' }, { [brush]: '18,00' });
    await newTable({ nome: 'Tabela Nordeste', tipo: 'uf', uf: 'BA', ajuste: '3' }, { [brush]: '17,00' });
    customerTable = await newTable(
      { nome: 'Loja Azul', tipo: 'cliente', cliente: w.customers.customer.id },
      { [brush]: '15,00' },
    );
  });

  it('prices by the customer table over the UF table over the default table', async () => {
    expect(brushPrice(await brushCart())).toBe(18);
    const azul = await brushCart(w.customers.customer.id);
    expect(brushPrice(azul)).toBe(15);
    expect(brushPrice(await brushCart(w.customers.blocked.id))).toBe(17);
    // A product the UF table does not list takes its +3 %: the roller's R$ 25,50 -> R$ 26,27.
    const roller = await w.post(w.cookies.ana, '/api/carrinho/itens', {
      pedido: azul.pedido.codigo,
      codigo: w.products.roller.id,
      quantidade: 1,
    });
    expect(roller.body.itens.find((i: { cfiproite: number }) => i.cfiproite === w.products.roller.id).cfiprcite).toBe(
      26.27,
    );
  });

  it("shows the cart's customer prices in the terminal's product search", async () => {
    const cart = await brushCart(w.customers.customer.id);
    const search = (pedido?: number) =>
      w.post(w.cookies.ana, '/api/produtos/busca', { termo: String(w.products.brush.id), campo: 'codigo', pedido });
    expect((await search(cart.pedido.codigo)).body.produtos[0].preco).toBe(15);
    expect((await search()).body.produtos[0].preco).toBe(18);
    // Another seller's cart (another representative) is not caio's to price by.
    expect(
      (await w.post(w.cookies.caio, '/api/produtos/busca', { termo: 'x', pedido: cart.pedido.codigo })).status,
    ).toBe(404);
  });

  it("gives a logged-in customer their price in the shop, a visitor the default table's", async () => {
    const page = (cookie?: string) =>
      w.t.app.inject({
        method: 'GET',
        url: `/api/loja/produtos/${w.products.brush.id}`,
        headers: cookie ? { cookie } : {},
      });
    const mine = await page(w.cookies.customer);
    expect(mine.json().preco).toBe(15);
    expect((await page()).json().preco).toBe(18);
  });

  it('uses a table only within its validity, and recomputes the prices at placement', async () => {
    const cart = await brushCart(w.customers.customer.id);
    const header = { nome: 'Loja Azul', tipo: 'cliente', cliente: w.customers.customer.id };
    await asManager('PUT', `/api/tabelas-preco/${customerTable}`, { ...header, validaAte: companyDay(-1) });
    // Placing recomputes: the customer table ended yesterday, so the UF table's R$ 17,00 holds.
    const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${cart.pedido.codigo}`, { direcionamento: 'tpe' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(brushPrice(placed.body)).toBe(17);
    await asManager('PUT', `/api/tabelas-preco/${customerTable}`, { ...header, validaDe: companyDay(1) });
    expect(brushPrice(await brushCart(w.customers.customer.id))).toBe(17);
    await asManager('PUT', `/api/tabelas-preco/${customerTable}`, header);
    expect(brushPrice(await brushCart(w.customers.customer.id))).toBe(15);
  });

  it('adds a payment condition surcharge on top when the condition is chosen', async () => {
    const condition = await newTable({ nome: '84 dias', tipo: 'condicao', condicao: '28/56/84', ajuste: '2' });
    const cart = await brushCart(w.customers.customer.id);
    const terms = (condicao: string | null) =>
      w.post(w.cookies.ana, '/api/carrinho/condicoes', { pedido: cart.pedido.codigo, condicao });
    expect(brushPrice((await terms('28/56/84')).body)).toBe(15.3);
    expect(brushPrice((await terms('28')).body)).toBe(15);
    // A condition table holds no product prices.
    const refused = await asManager('PUT', `/api/tabelas-preco/${condition}/itens/${w.products.brush.id}`, {
      preco: '1,00',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(priceTableMessages.conditionItems);
    await del(w.cookies.manager, `/api/tabelas-preco/${condition}`);
  });
});

describe('who edits the price tables', () => {
  it('refuses sellers and customers, and answers another company’s table as not found', async () => {
    const id = await newTable({ nome: 'Só gestores', tipo: 'padrao', ativa: false });
    expect((await w.call(w.cookies.ana, 'GET', `/api/tabelas-preco/${id}`)).status).toBe(403);
    expect((await w.post(w.cookies.ana, '/api/tabelas-preco', { nome: 'X', tipo: 'padrao' })).status).toBe(403);
    expect((await w.call(w.cookies.customer, 'GET', `/api/tabelas-preco/${id}`)).status).toBe(403);
    const [foreign] = await w.db
      .insert(priceTables)
      .values({ tenantId: w.other.id, name: 'Tabela de Outra', kind: 'default' })
      .returning();
    expect((await asManager('GET', `/api/tabelas-preco/${foreign?.id}`)).status).toBe(404);
    expect((await del(w.cookies.manager, `/api/tabelas-preco/${foreign?.id}`)).statusCode).toBe(404);
  });

  it('lists the tables in the grid for managers only', async () => {
    const grid = (cookie: string) => w.post(cookie, '/api/tabelas-preco/grid', { action: 'select' });
    const rows = (await grid(w.cookies.manager)).body.resultSet as Array<{ cfinomtab: string; cfialvtab: string }>;
    expect(rows.map((r) => r.cfinomtab)).toContain('Tabela Nordeste');
    expect(rows.find((r) => r.cfinomtab === 'Loja Azul')?.cfialvtab).toBe('Loja Azul Ltda');
    expect(rows.some((r) => r.cfinomtab === 'Tabela de Outra')).toBe(false);
    expect((await grid(w.cookies.ana)).body.resultSet).toEqual([]);
  });

  it('refuses a bad header in pt-BR and writes nothing', async () => {
    const count = async () =>
      (await w.db.select().from(priceTables).where(eq(priceTables.tenantId, w.tenant.id))).length;
    const before = await count();
    const noCustomer = await asManager('POST', '/api/tabelas-preco', { nome: 'Sem cliente', tipo: 'cliente' });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.exception).toBe(priceTableMessages.customerRequired);
    const reversed = { nome: 'Datas', tipo: 'padrao', validaDe: '2026-12-10', validaAte: '2026-12-01' };
    expect((await asManager('POST', '/api/tabelas-preco', reversed)).body.exception).toBe(priceTableMessages.validity);
    const foreignCustomer = { nome: 'Outra', tipo: 'cliente', cliente: w.customers.outsider.id };
    expect((await asManager('POST', '/api/tabelas-preco', foreignCustomer)).body.exception).toBe(
      priceTableMessages.customerNotFound,
    );
    expect(await count()).toBe(before);
  });

  it('records every change in the audit log', async () => {
    const id = await newTable({ nome: 'Auditada', tipo: 'padrao', ativa: false }, { [w.products.paint.id]: '9,99' });
    const rows = await w.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entityId, id), eq(auditLog.entity, 'Tabela de preço')),
      );
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['Criou', 'Alterou preço']));
  });
});

describe('importing a price table', () => {
  let table = 0;
  let extra = 0;
  beforeAll(async () => {
    table = await newTable({ nome: 'Importada', tipo: 'padrao', ativa: false }, { [w.products.brush.id]: '10,00' });
    extra = (await insertProduct(w.db, w.tenant.id, { siteDescription: 'Massa Corrida', priceCents: 3_000 })).id;
  });
  const send = (text: string | Buffer, gravar: boolean, nomeArquivo = 'precos.csv') =>
    asManager('POST', `/api/tabelas-preco/${table}/importar`, {
      nomeArquivo,
      arquivo: Buffer.from(text).toString('base64'),
      gravar,
    });
  const items = () =>
    w.db
      .select({ product: priceTableItems.productId, cents: priceTableItems.priceCents })
      .from(priceTableItems)
      .where(and(eq(priceTableItems.tenantId, w.tenant.id), eq(priceTableItems.tableId, table)));
  const csv = (brushPrice: string) =>
    [
      'código;preço',
      `${w.products.brush.id};${brushPrice}`,
      `${w.products.paint.id};"1.234,50"`,
      `999999;5,00`,
      `abc;5,00`,
      `${extra};zero`,
      `${w.products.paint.id};2,00`,
    ].join('\r\n');

  it('previews new, changed and refused lines with the reasons, writing nothing', async () => {
    const reply = await send(csv('11,00'), false);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ gravado: false, novos: 1, alterados: 1, iguais: 0 });
    expect(reply.body.recusados).toEqual([
      { linha: 4, codigo: '999999', motivo: priceTableMessages.rowUnknown },
      { linha: 5, codigo: 'abc', motivo: priceTableMessages.rowCode },
      { linha: 6, codigo: String(extra), motivo: priceTableMessages.rowPrice },
      { linha: 7, codigo: String(w.products.paint.id), motivo: priceTableMessages.rowRepeated(3) },
    ]);
    expect(await items()).toEqual([{ product: w.products.brush.id, cents: 1_000 }]);
  });

  it('writes in one go, and the same file again changes nothing', async () => {
    const first = await send(csv('11,00'), true);
    expect(first.body).toMatchObject({ gravado: true, novos: 1, alterados: 1 });
    expect(new Map((await items()).map((i) => [i.product, i.cents]))).toEqual(
      new Map([
        [w.products.brush.id, 1_100],
        [w.products.paint.id, 123_450],
      ]),
    );
    const again = await send(csv('11,00'), true);
    expect(again.body).toMatchObject({ gravado: false, novos: 0, alterados: 0, iguais: 2 });
  });

  it('reads an XLSX (numbers and text cells)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Preços');
    sheet.addRows([
      ['Código', 'Preço'],
      [extra, 29.9],
      [String(w.products.brush.id), '12,34'],
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const reply = await send(bytes, true, 'tabela.xlsx');
    expect(reply.body).toMatchObject({ gravado: true, novos: 1, alterados: 1, recusados: [] });
    expect((await items()).find((i) => i.product === extra)?.cents).toBe(2_990);
  });

  it('refuses a file it cannot read with a pt-BR 400 and writes nothing', async () => {
    const before = await items();
    const garbage = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x13, 0x37]);
    const reply = await send(garbage, true, 'tabela.xlsx');
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(priceTableMessages.badFile);
    const binary = await send(Buffer.from([0x00, 0x01, 0x02, 0x41]), true);
    expect(binary.body.exception).toBe(priceTableMessages.badFile);
    expect((await send('código;preço\r\n', true)).body.exception).toBe(priceTableMessages.emptyFile);
    expect(await items()).toEqual(before);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { validationMessages } from '../../../shared/validation-messages.js';
import { products } from '../../db/schema/catalog.js';
import { deliveries } from '../../db/schema/orders.js';
import { businessUnits } from '../../db/schema/tenancy.js';
import { insertOrder, insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from './orders.fixture.js';

let w: OrdersWorld;
beforeAll(async () => {
  w = await ordersWorld();
});
afterAll(() => w.t.close());

/** A seller's cart for `cliente` with `quantidade` brushes (or of product `codigo`); gives its code and version. */
async function cartOf(cookie: string, cliente?: number, quantidade = 2, codigo = w.products.brush.id) {
  const cart = (await w.post(cookie, '/api/carrinho/itens', { codigo, quantidade })).body;
  if (!cliente) return cart;
  return (await w.post(cookie, '/api/carrinho/cliente', { pedido: cart.pedido.codigo, cliente })).body;
}
const direct = (cookie: string, pedido: number, payload: object) => w.call(cookie, 'PUT', `/pedido/${pedido}`, payload);
const productKey = (id: number) => and(eq(products.tenantId, w.tenant.id), eq(products.id, id));
const stockOf = async (id: number) =>
  (await w.db.select({ stock: products.stock }).from(products).where(productKey(id)))[0]?.stock;

describe('directing an order (PUT /pedido/{code})', () => {
  it("'ped' saves a budget as 'Orcamento'; 'tpe' turns it into a sale and takes the stock", async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id, 3);
    const pedido = cart.pedido.codigo;
    const saved = await direct(w.cookies.ana, pedido, { direcionamento: 'ped', observacao: 'Cliente retira' });
    expect(saved.body.pedido).toMatchObject({
      cfistaped: 'Orcamento',
      tipoPagina: 'budget',
      observacao: 'Cliente retira',
    });
    expect(saved.body.msg).toEqual({ tipo: 'success', mensagem: cartMessages.budgetSaved });
    expect(saved.body.pedido.acoes).not.toContain('saveBudget');
    const before = await stockOf(w.products.brush.id);
    const sold = await direct(w.cookies.ana, pedido, { direcionamento: 'tpe', observacao: '' });
    expect(sold.body.pedido).toMatchObject({ cfistaped: 'Venda', tipoPagina: 'sale', observacao: 'Cliente retira' });
    expect(sold.body.msg.mensagem).toBe(cartMessages.orderPlaced);
    expect(await stockOf(w.products.brush.id)).toBe((before ?? 0) - 3);
  });

  it('refuses what the transition table does not allow, and an empty cart or a missing customer', async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id);
    const pedido = cart.pedido.codigo;
    await direct(w.cookies.ana, pedido, { direcionamento: 'tpe' });
    const edit = await w.post(w.cookies.ana, '/api/carrinho/itens', {
      pedido,
      codigo: w.products.brush.id,
      quantidade: 1,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.exception).toBe("Não é possível alterar um pedido com status 'Venda'.");
    const again = await direct(w.cookies.ana, pedido, { direcionamento: 'ped' });
    expect(again.body.exception).toBe("Não é possível salvar como orçamento um pedido com status 'Venda'.");
    const consumer = await cartOf(w.cookies.ana);
    const noCustomer = await direct(w.cookies.ana, consumer.pedido.codigo, { direcionamento: 'tpe' });
    expect(noCustomer.body.exception).toBe(cartMessages.customerRequired);
    const emptied = await w.post(w.cookies.ana, '/api/carrinho/remover-itens', {
      pedido: consumer.pedido.codigo,
      itens: consumer.itens.map((i: { cficodite: number }) => i.cficodite),
    });
    const empty = await direct(w.cookies.ana, emptied.body.pedido.codigo, { direcionamento: 'ped' });
    expect(empty.body.exception).toBe(cartMessages.emptyCart);
    const bad = await direct(w.cookies.ana, pedido, { direcionamento: 'xyz' });
    expect(bad.status).toBe(400);
  });

  it("shows a blocked customer's credit to the seller before the order is sent; sent only once acknowledged", async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.blocked.id);
    expect(cart.cliente).toMatchObject({ credito: 'S', restricao: 'Títulos em atraso' });
    const pedido = cart.pedido.codigo;
    const held = await direct(w.cookies.ana, pedido, { direcionamento: 'tpe' });
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ exception: cartMessages.creditBlocked, bloqueio: true });
    expect((await w.call(w.cookies.ana, 'GET', `/api/carrinho/${pedido}`)).body.pedido.cfistaped).toBe('Pendente');
    const sent = await direct(w.cookies.ana, pedido, { direcionamento: 'tpe', cienteBloqueio: true });
    expect(sent.body.pedido.cfistaped).toBe('Venda');
  });

  it('two sellers buying the last unit at once: exactly one sale goes through', async () => {
    const last = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Última lata', stock: 1 });
    const carts = await Promise.all(
      [w.cookies.ana, w.cookies.bia].map(async (cookie) => {
        const cart = (await w.post(cookie, '/api/carrinho/itens', { codigo: last.id, quantidade: 1 })).body;
        await w.post(cookie, '/api/carrinho/cliente', { pedido: cart.pedido.codigo, cliente: w.customers.customer.id });
        return { cookie, pedido: cart.pedido.codigo as number };
      }),
    );
    const results = await Promise.all(carts.map((c) => direct(c.cookie, c.pedido, { direcionamento: 'tpe' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.exception).toMatch(/^Estoque insuficiente para: Última lata/);
    expect(await stockOf(last.id)).toBe(0);
  });

  it('a stock gone below zero since carting: the refusal names that line, none available, and takes nothing', async () => {
    const dented = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Lata Amassada', stock: 5 });
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id);
    await w.post(w.cookies.ana, '/api/carrinho/itens', {
      pedido: cart.pedido.codigo,
      codigo: dented.id,
      quantidade: 2,
    });
    await w.db.update(products).set({ stock: -2 }).where(productKey(dented.id));
    const refused = await direct(w.cookies.ana, cart.pedido.codigo, { direcionamento: 'tpe' });
    expect(refused.status).toBe(409);
    expect(refused.body.exception).toBe(cartMessages.shortage(['Lata Amassada (disponível: 0)']));
    expect(await stockOf(dented.id)).toBe(-2);
  });
});

describe('two people on one budget', () => {
  it('the second change with a stale version gets a clear message and the fresh budget; nothing is lost', async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id);
    const { codigo: pedido, versao } = cart.pedido;
    const first = await w.post(w.cookies.ana, '/api/carrinho/itens', {
      pedido,
      versao,
      codigo: w.products.paint.id,
      quantidade: 1,
    });
    expect(first.status).toBe(200);
    const second = await w.post(w.cookies.bia, '/api/carrinho/itens', {
      pedido,
      versao,
      codigo: w.products.roller.id,
      quantidade: 4,
    });
    expect(second.status).toBe(409);
    expect(second.body.exception).toBe(cartMessages.concurrentEdit);
    expect(second.body.carrinho.pedido.versao).toBe(first.body.pedido.versao);
    expect(second.body.carrinho.itens.map((i: { cfiproite: number }) => i.cfiproite)).toContain(w.products.paint.id);
    const retried = await w.post(w.cookies.bia, '/api/carrinho/itens', {
      pedido,
      versao: second.body.carrinho.pedido.versao,
      codigo: w.products.roller.id,
      quantidade: 4,
    });
    expect(retried.body.itens).toHaveLength(3);
  });
});

describe('budgets: load, delete, copy', () => {
  it("POST /load/budget 'select' gives the budget and sets the store; another rep's seller cannot", async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id);
    const loaded = await w.post(w.cookies.bia, '/load/budget', {
      action: 'select',
      budgetId: cart.pedido.codigo,
      loja: '',
    });
    expect(loaded.body.pedido.codigo).toBe(cart.pedido.codigo);
    expect(
      (await w.post(w.cookies.caio, '/load/budget', { action: 'select', budgetId: cart.pedido.codigo })).status,
    ).toBe(404);
  });

  it('POST /delete-budget deletes a budget and starts a new consumer budget; a sale is not deleted', async () => {
    const cart = await cartOf(w.cookies.ana, w.customers.customer.id);
    const reply = await w.post(w.cookies.ana, '/delete-budget', { action: 'delete', budgetId: cart.pedido.codigo });
    expect(reply.body).toMatchObject({ retorno: true, msg: { mensagem: cartMessages.budgetDeleted } });
    const fresh = await w.call(w.cookies.ana, 'GET', `/api/carrinho/${reply.body.novoPedido}`);
    expect(fresh.body.pedido).toMatchObject({ cfinclped: 'CONSUMIDOR', cfistaped: 'Pendente' });
    expect(fresh.body.itens).toHaveLength(0);
    expect((await w.call(w.cookies.ana, 'GET', `/api/carrinho/${cart.pedido.codigo}`)).status).toBe(404);
    const sale = await cartOf(w.cookies.ana, w.customers.customer.id);
    await direct(w.cookies.ana, sale.pedido.codigo, { direcionamento: 'tpe' });
    const refused = await w.post(w.cookies.ana, '/delete-budget', { action: 'delete', budgetId: sale.pedido.codigo });
    expect(refused.body.exception).toBe("Não é possível excluir um pedido com status 'Venda'.");
  });

  it("copying a sale makes a new budget with the same customer and items at today's prices", async () => {
    // A product of its own: its price changes here without touching the products other tests use.
    const can = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Lata para copiar', priceCents: 1_990 });
    const sale = await cartOf(w.cookies.ana, w.customers.customer.id, 2, can.id);
    await direct(w.cookies.ana, sale.pedido.codigo, { direcionamento: 'tpe' });
    await w.db.update(products).set({ priceCents: 2_100 }).where(productKey(can.id));
    const copy = await w.post(w.cookies.ana, '/api/carrinho/copiar', { codigoAnterior: sale.pedido.codigo });
    const cart = (await w.call(w.cookies.ana, 'GET', `/api/carrinho/${copy.body.codigo}`)).body;
    expect(cart.pedido).toMatchObject({ cfistaped: 'Pendente', cficliped: w.customers.customer.id, cfivalped: 42 });
    expect(cart.itens[0]).toMatchObject({ cfiproite: can.id, cfiqtdite: 2, cfiprcite: 21 });
    const into = await cartOf(w.cookies.ana);
    const filled = await w.post(w.cookies.ana, '/api/carrinho/copiar', {
      codigo: into.pedido.codigo,
      codigoAnterior: sale.pedido.codigo,
    });
    expect(filled.body.codigo).toBe(into.pedido.codigo);
  });
});

describe('status questions', () => {
  it("POST /consulta-pedido-web/results gives the page type and status; nothing for someone else's order", async () => {
    const cart = await cartOf(w.cookies.customer);
    const reply = await w.post(w.cookies.customer, '/consulta-pedido-web/results', {
      cficodped: cart.pedido.codigo,
      tipe: 'temporary',
    });
    expect(reply.body.resultSet[0]).toEqual({
      cficodped: cart.pedido.codigo,
      cfitippdw: 'temporary',
      cfistapdw: 'Orçamento',
    });
    const other = await w.post(w.cookies.blocked, '/consulta-pedido-web/results', { cficodped: cart.pedido.codigo });
    expect(other.body.resultSet).toEqual([]);
  });

  it('cancelling (managers only) records the reason that /reason-canceled gives back', async () => {
    const sale = await cartOf(w.cookies.ana, w.customers.customer.id, 1);
    const pedido = sale.pedido.codigo;
    await direct(w.cookies.ana, pedido, { direcionamento: 'tpe' });
    const none = await w.post(w.cookies.ana, '/reason-canceled', { codOpe: pedido });
    expect(none.body.motivo).toBe(cartMessages.noCancelReason);
    const bySeller = await w.post(w.cookies.ana, `/api/pedidos/${pedido}/cancelar`, { motivo: 'Desistiu' });
    expect(bySeller.status).toBe(403);
    const empty = await w.post(w.cookies.manager, `/api/pedidos/${pedido}/cancelar`, { motivo: ' ' });
    expect(empty.body.exception).toBe(cartMessages.noCancelReason);
    const before = await stockOf(w.products.brush.id);
    const done = await w.post(w.cookies.manager, `/api/pedidos/${pedido}/cancelar`, { motivo: 'Cliente desistiu' });
    expect(done.body.pedido.cfistaped).toBe('Cancelado');
    expect(await stockOf(w.products.brush.id)).toBe((before ?? 0) + 1);
    expect((await w.post(w.cookies.ana, '/reason-canceled', { codOpe: pedido })).body.motivo).toBe('Cliente desistiu');
  });
});

describe('deliveries', () => {
  it('POST /entrega-pedido/get and the /entregas grid give the delivery fields of visible orders', async () => {
    const order = await insertOrder(w.db, w.tenant.id, {
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
      representativeId: w.customers.customer.representativeId,
    });
    await w.db.insert(deliveries).values({
      tenantId: w.tenant.id,
      orderId: order.id,
      customerId: w.customers.customer.id,
      tradeName: 'Loja Azul',
      deliveredOn: '2026-11-20',
      valueCents: 12_345,
      discountCents: 100,
      status: 'Em rota',
    });
    const reply = await w.post(w.cookies.ana, '/entrega-pedido/get', {
      action: 'select',
      budgetId: order.id,
      loja: '',
    });
    expect(reply.body.resultSet[0]).toMatchObject({
      cfipedpet: order.id,
      cfifanpet: 'Loja Azul',
      cficlipet: w.customers.customer.id,
      cfidtepet: '2026-11-20',
      cfivalpet: 123.45,
      cfidscpet: 1,
      cfistapet: 'Em rota',
    });
    expect((await w.post(w.cookies.caio, '/entrega-pedido/get', { budgetId: order.id })).status).toBe(404);
    // The delivery's discount is a seller's field: the customer sees their delivery without it.
    const own = await w.post(w.cookies.customer, '/entrega-pedido/get', { budgetId: order.id });
    expect(own.body.resultSet[0]).toMatchObject({ cfipedpet: order.id, cfivalpet: 123.45 });
    expect(own.body.resultSet[0]).not.toHaveProperty('cfidscpet');
    const ownGrid = await w.post(w.cookies.customer, '/entregas/results', { action: 'select' });
    expect(ownGrid.body.resultSet.map((r: { cfipedpet: number }) => r.cfipedpet)).toContain(order.id);
    for (const row of ownGrid.body.resultSet) expect(row).not.toHaveProperty('cfidscpet');
    const grid = await w.post(w.cookies.ana, '/entregas/results', { action: 'select', limit: { page: 0, offset: 10 } });
    expect(grid.body.resultSet.map((r: { cfipedpet: number }) => r.cfipedpet)).toContain(order.id);
    const caioGrid = await w.post(w.cookies.caio, '/entregas/results', { action: 'select' });
    expect(caioGrid.body.resultSet).toEqual([]);
    await w.db.delete(deliveries).where(and(eq(deliveries.tenantId, w.tenant.id), eq(deliveries.orderId, order.id)));
  });
});

describe('the store (loja): its name in cfinljped everywhere, its id in loja', () => {
  const storeNamed = async (tradeName: string) => {
    const [row] = await w.db
      .insert(businessUnits)
      .values({ tenantId: w.tenant.id, tradeName, legalName: `${tradeName} Ltda` })
      .returning();
    if (!row) throw new Error('store not inserted');
    return row;
  };
  const load = (payload: object) => w.post(w.cookies.ana, '/load/budget', { action: 'select', ...payload });

  it("POST /load/budget takes a store's id, ignores the store name a grid row gives, and needs none", async () => {
    const centre = await storeNamed('Loja Centro');
    const north = await storeNamed('Loja Norte');
    const budgetId = (await cartOf(w.cookies.ana, w.customers.customer.id)).pedido.codigo;

    const byNumber = await load({ budgetId, loja: centre.id });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.pedido).toMatchObject({ loja: centre.id, cfinljped: 'Loja Centro' });
    const byDigits = await load({ budgetId, loja: String(north.id) });
    expect(byDigits.body.pedido).toMatchObject({ loja: north.id, cfinljped: 'Loja Norte' });

    // The orders grid says the same thing under the same name: the store's display name.
    const grid = await w.post(w.cookies.ana, '/operacoes-comerciais/results', { where: { sr_recno: budgetId } });
    const row = grid.body.resultSet[0];
    expect(row.cfinljped).toBe('Loja Norte');

    const version = byDigits.body.pedido.versao;
    for (const loja of [row.cfinljped, 'Loja Centro', '', null, undefined]) {
      const reply = await load({ budgetId, loja });
      expect(reply.status).toBe(200);
      expect(reply.body.pedido).toMatchObject({ loja: north.id, cfinljped: 'Loja Norte', versao: version });
    }
    const none = await w.post(w.cookies.ana, '/load/budget', { budgetId });
    expect(none.body.pedido).toMatchObject({ codigo: budgetId, loja: north.id });

    const bad = await load({ budgetId, loja: -3 });
    expect(bad.status).toBe(400);
    expect(bad.body.exception).toBe(validationMessages.number);
  });

  it('a new cart has no store: cfinljped and loja are null', async () => {
    const cart = await cartOf(w.cookies.ana);
    expect(cart.pedido).toMatchObject({ cfinljped: null, loja: null });
  });

  it("POST /entrega-pedido/get filters by a store's id; a store's name or no loja filters nothing", async () => {
    const east = await storeNamed('Loja Leste');
    const west = await storeNamed('Loja Oeste');
    const order = await insertOrder(w.db, w.tenant.id, {
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
      representativeId: w.customers.customer.representativeId,
    });
    const delivery = { tenantId: w.tenant.id, orderId: order.id, deliveredOn: '2026-11-21', status: 'Pendente' };
    await w.db.insert(deliveries).values([
      { ...delivery, businessUnitId: east.id, valueCents: 100 },
      { ...delivery, businessUnitId: west.id, valueCents: 200 },
    ]);
    const stores = async (loja?: unknown) => {
      const reply = await w.post(w.cookies.ana, '/entrega-pedido/get', { action: 'select', budgetId: order.id, loja });
      expect(reply.status).toBe(200);
      return reply.body.resultSet.map((d: { cfinljpet: string }) => d.cfinljpet).sort();
    };
    expect(await stores(east.id)).toEqual(['Loja Leste']);
    expect(await stores(String(west.id))).toEqual(['Loja Oeste']);
    expect(await stores('Loja Leste')).toEqual(['Loja Leste', 'Loja Oeste']);
    expect(await stores('')).toEqual(['Loja Leste', 'Loja Oeste']);
    expect(await stores()).toEqual(['Loja Leste', 'Loja Oeste']);
    await w.db.delete(deliveries).where(and(eq(deliveries.tenantId, w.tenant.id), eq(deliveries.orderId, order.id)));
  });
});

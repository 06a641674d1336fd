import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsMessages } from '../../../shared/schemas/order-terms.js';
import { products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { operators } from '../../db/schema/tenancy.js';
import { tenants } from '../../db/schema/tenants.js';
import {
  insertBusinessUnit,
  insertOperator,
  insertOrder,
  insertOrderItem,
  insertProduct,
} from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { paymentMethodOptions } from '../../../shared/domain/store-settings.js';
import { localDate } from './clock.js';
import { ordersWorld, type OrdersWorld } from './orders.fixture.js';
import { writeStoreSettings } from '../../test/store-settings.js';
import { companyDay } from '../../test/calendar.js';

let w: OrdersWorld;
let stores: { centro: number; norte: number; otherTenants: number };
beforeAll(async () => {
  w = await ordersWorld();
  await writeStoreSettings(
    w.db,
    w.tenant.id,
    { key: 'fpg', value: { formas: ['D', 'P'] } },
    { key: 'pcl', value: { maximo: '3', minimoParcela: '50,00' } },
    { key: 'cpg', value: { condicoes: ['28', '28/56/84'] } },
  );
  stores = {
    centro: (await insertBusinessUnit(w.db, w.tenant.id, 'Loja Centro')).id,
    norte: (await insertBusinessUnit(w.db, w.tenant.id, 'Loja Norte')).id,
    otherTenants: (await insertBusinessUnit(w.db, w.other.id, 'Loja de Outra')).id,
  };
});
afterAll(() => w.t.close());

/** A seller's cart with R$ 199,00 of goods (10 brushes), optionally starting at the seller's store. */
async function cart(cookie = w.cookies.ana) {
  const reply = await w.post(cookie, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 10 });
  return reply.body;
}
const terms = (cookie: string, payload: object) => w.post(cookie, '/api/carrinho/condicoes', payload);

describe('commercial terms of an order', () => {
  it('stores every term, answers it in the reply and prints it on the document', async () => {
    const { pedido } = await cart();
    await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido: pedido.codigo, cliente: w.customers.customer.id });
    const reply = await terms(w.cookies.ana, {
      pedido: pedido.codigo,
      loja: stores.norte,
      formaPagamento: 'D',
      condicao: '28/56/84',
      parcelas: 3,
      frete: { servico: 'Frete negociado', valor: '15,00' },
      entrega: '2099-12-20',
      pedidoCliente: 'OC-4512',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.pedido).toMatchObject({
      loja: stores.norte,
      cfinljped: 'Loja Norte',
      cfirecped: 'D',
      cfiparped: 3,
      condicao: '28/56/84',
      servicoFrete: 'Frete negociado',
      frete: 15,
      cfivalped: 214,
      entrega: '2099-12-20',
      pedidoCliente: 'OC-4512',
    });
    const doc = await w.t.app.inject({ url: `/email-orcamento/${pedido.codigo}`, headers: { cookie: w.cookies.ana } });
    expect(doc.body).toContain('Loja: Loja Norte');
    expect(doc.body).toContain('Forma de pagamento: Boleto em 3 parcelas');
    expect(doc.body).toContain('Condição de pagamento: 28/56/84 dias');
    expect(doc.body).toContain('Frete (Frete negociado): R$');
    expect(doc.body).toContain('Entrega prevista: 20/12/2099');
    expect(doc.body).toContain('Pedido do cliente: OC-4512');
    expect(doc.body).not.toContain('Forma de pagamento: Não cadastrado');
    const grid = await w.post(w.cookies.ana, '/operacoes-comerciais/results', {
      filterValue: { multiplosStatus: ['Pendente'] },
    });
    const row = grid.body.resultSet.find((r: { cficodped: number }) => r.cficodped === pedido.codigo);
    expect(row).toMatchObject({ cfinljped: 'Loja Norte', cfirecped: 'D', cfiparped: 3 });
  });

  it("a seller's new cart sells from the seller's own store", async () => {
    await w.db.update(operators).set({ businessUnitId: stores.centro }).where(eq(operators.name, 'Bia'));
    const { pedido } = await cart(w.cookies.bia);
    expect(pedido).toMatchObject({ loja: stores.centro, cfinljped: 'Loja Centro' });
  });

  it('accepts only the enabled payment methods, the listed conditions and the instalment limits; a refusal changes nothing', async () => {
    const { pedido } = await cart();
    const before = pedido.versao;
    const refusals: Array<[object, string]> = [
      [{ formaPagamento: 'O' }, termsMessages.paymentMethodDisabled],
      [{ formaPagamento: 'X' }, termsMessages.paymentMethodDisabled],
      [{ condicao: '30/60' }, termsMessages.conditionUnknown],
      [{ parcelas: 4 }, termsMessages.instalmentsTooMany(3)],
      [{ loja: stores.otherTenants }, termsMessages.storeNotFound],
      [{ entrega: '2000-01-01' }, termsMessages.deliveryInPast],
      [{ entrega: '31/12/2099' }, termsMessages.date],
      [{ parcelas: 0 }, 'Por favor insira um número válido.'],
    ];
    for (const [payload, message] of refusals) {
      const reply = await terms(w.cookies.ana, { pedido: pedido.codigo, formaPagamento: 'D', ...payload });
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    }
    const [row] = await w.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, pedido.codigo)));
    expect(row).toMatchObject({ version: before, paymentMethod: null, instalments: 1, paymentCondition: null });
    const ok = await terms(w.cookies.ana, { pedido: pedido.codigo, formaPagamento: 'P', parcelas: 3, condicao: '28' });
    expect(ok.body.pedido).toMatchObject({ cfirecped: 'P', cfiparped: 3, condicao: '28' });
  });

  it('refuses instalments below the minimum value, and clears a term with null', async () => {
    const { pedido } = await w
      .post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 4 })
      .then((r) => r.body);
    // R$ 79,60 in 2 is R$ 39,80: below the R$ 50,00 minimum.
    const small = await terms(w.cookies.ana, { pedido: pedido.codigo, parcelas: 2 });
    expect(small.status).toBe(400);
    expect(small.body.exception).toContain(termsMessages.instalmentTooSmall(5_000));
    await terms(w.cookies.ana, {
      pedido: pedido.codigo,
      frete: { servico: 'Retirar na loja', valor: 0 },
      pedidoCliente: 'X1',
    });
    const cleared = await terms(w.cookies.ana, { pedido: pedido.codigo, frete: null, pedidoCliente: '' });
    expect(cleared.body.pedido).toMatchObject({ servicoFrete: null, frete: 0, pedidoCliente: null });
  });

  it('keeps a term the request leaves out: the freight outlives a change of the customer order number', async () => {
    const { pedido } = await cart();
    await terms(w.cookies.ana, { pedido: pedido.codigo, frete: { servico: 'Transportadora', valor: '15,00' } });
    const later = await terms(w.cookies.ana, { pedido: pedido.codigo, pedidoCliente: 'OC-88' });
    expect(later.body.pedido).toMatchObject({
      servicoFrete: 'Transportadora',
      frete: 15,
      pedidoCliente: 'OC-88',
      cfivalped: 214,
    });
  });

  it('takes a delivery on the day the order was issued, and one instalment of any total', async () => {
    const { pedido } = await w
      .post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 1 })
      .then((r) => r.body);
    // R$ 19,90 in one payment: the R$ 50,00 minimum is per instalment of a split payment.
    const reply = await terms(w.cookies.ana, { pedido: pedido.codigo, entrega: localDate(), parcelas: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.pedido).toMatchObject({ cfiparped: 1, cfivalped: 19.9 });
  });

  it('takes instalments of exactly the minimum, counting the freight set in the same change', async () => {
    const { pedido } = await w
      .post(w.cookies.ana, '/api/carrinho/itens', { codigo: w.products.brush.id, quantidade: 5 })
      .then((r) => r.body);
    // R$ 99,50 of brushes + R$ 0,49 of freight in 2 is R$ 49,995: one centavo short of R$ 50,00 ...
    const short = await terms(w.cookies.ana, {
      pedido: pedido.codigo,
      frete: { servico: 'Motoboy', valor: '0,49' },
      parcelas: 2,
    });
    expect(short.body.exception).toBe(termsMessages.instalmentTooSmall(5_000));
    // ... and with R$ 0,50, R$ 50,00 each: exactly the minimum, taken.
    const exact = await terms(w.cookies.ana, {
      pedido: pedido.codigo,
      frete: { servico: 'Motoboy', valor: '0,50' },
      parcelas: 2,
    });
    expect(exact.status).toBe(200);
    expect(exact.body.pedido).toMatchObject({ cfiparped: 2, frete: 0.5, cfivalped: 100 });
  });

  it('checks the minimum instalment again at placement, on the total as it is then (400, nothing changes)', async () => {
    const { pedido } = await cart();
    await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido: pedido.codigo, cliente: w.customers.customer.id });
    // R$ 199,00 in 3 is R$ 66,33; then half the brushes go: R$ 99,50 in 3 is below R$ 50,00.
    expect((await terms(w.cookies.ana, { pedido: pedido.codigo, parcelas: 3 })).status).toBe(200);
    await w.post(w.cookies.ana, '/api/carrinho/itens', {
      pedido: pedido.codigo,
      codigo: w.products.brush.id,
      quantidade: 5,
    });
    const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido.codigo}`, { direcionamento: 'tpe' });
    expect(placed.status).toBe(400);
    expect(placed.body.exception).toBe(termsMessages.instalmentTooSmall(5_000));
    const after = await w.call(w.cookies.ana, 'GET', `/api/carrinho/${pedido.codigo}`);
    expect(after.body.pedido).toMatchObject({ cfistaped: 'Pendente', cfiparped: 3 });
    expect((await terms(w.cookies.ana, { pedido: pedido.codigo, parcelas: 1 })).status).toBe(200);
    const retry = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido.codigo}`, { direcionamento: 'tpe' });
    expect(retry.body.pedido.cfistaped).toBe('Venda');
  });

  it('reprices the lines when the payment condition changes, and only then: other terms keep the quoted prices', async () => {
    const [ana] = await w.db.select().from(operators).where(eq(operators.name, 'Ana'));
    const budget = await insertOrder(w.db, w.tenant.id, {
      status: 'Orcamento',
      issuedOn: companyDay(-2),
      operatorId: ana?.id,
      representativeId: ana?.representativeId,
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
    });
    const product = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Fundo Preparador', priceCents: 3_000 });
    await insertOrderItem(w.db, budget, product, { quantity: 2, unitPriceCents: 2_500 });
    const priced = (reply: { body: { itens: { cfiprcite: number }[]; pedido: { cfivalped: number } } }) => [
      reply.body.itens[0]?.cfiprcite,
      reply.body.pedido.cfivalped,
    ];
    const dated = await terms(w.cookies.ana, { pedido: budget.id, entrega: '2099-12-20', pedidoCliente: 'OC-7' });
    expect(priced(dated)).toEqual([25, 50]);
    expect(priced(await terms(w.cookies.ana, { pedido: budget.id, condicao: '28' }))).toEqual([30, 60]);
    await w.db
      .update(products)
      .set({ priceCents: 3_500 })
      .where(and(eq(products.tenantId, w.tenant.id), eq(products.id, product.id)));
    expect(priced(await terms(w.cookies.ana, { pedido: budget.id, condicao: '28', parcelas: 1 }))).toEqual([30, 60]);
  });

  it("is a seller's: a customer gets 403, another tenant's seller 404, a stranger's seller 404", async () => {
    const { pedido } = await cart();
    expect((await terms(w.cookies.customer, { pedido: pedido.codigo, formaPagamento: 'D' })).status).toBe(403);
    expect((await terms(w.cookies.caio, { pedido: pedido.codigo, formaPagamento: 'D' })).status).toBe(404);
    const stranger = await insertOperator(w.db, w.other.id, { name: 'Outra' });
    const cookie = await loginCookie(w.t, stranger.email, 'outra');
    const elsewhere = await w.post(cookie, '/api/carrinho/condicoes?apelido=outra', { pedido: pedido.codigo });
    expect(elsewhere.status).toBe(404);
  });

  it("offers the tenant's own options; the other tenant (no configuration) offers every method", async () => {
    const mine = await w.call(w.cookies.ana, 'GET', '/api/carrinho/condicoes');
    expect(mine.body).toMatchObject({
      formas: [
        { codigo: 'D', nome: 'Boleto' },
        { codigo: 'P', nome: 'Prazo' },
      ],
      condicoes: ['28', '28/56/84'],
      parcelasMaximo: 3,
      parcelaMinima: 50,
      validadeDias: 10,
    });
    const stranger = await insertOperator(w.db, w.other.id, { name: 'Outra 2' });
    const theirs = await w.call(
      await loginCookie(w.t, stranger.email, 'outra'),
      'GET',
      '/api/carrinho/condicoes?apelido=outra',
    );
    expect(theirs.body.formas).toHaveLength(paymentMethodOptions.length);
    expect(theirs.body.condicoes).toEqual([]);
  });
});

describe('budget validity', () => {
  it("an old budget is 'Vencido' and one click reprices it at today's prices and starts its validity again", async () => {
    const ana = await w.db.select().from(operators).where(eq(operators.name, 'Ana'));
    const old = await insertOrder(w.db, w.tenant.id, {
      status: 'Orcamento',
      issuedOn: companyDay(-11),
      operatorId: ana[0]?.id,
      representativeId: ana[0]?.representativeId,
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
    });
    const product = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Massa Corrida', priceCents: 3_000 });
    await insertOrderItem(w.db, old, product, { quantity: 2, unitPriceCents: 2_500 });
    const loaded = await w.call(w.cookies.ana, 'GET', `/api/carrinho/${old.id}`);
    expect(loaded.body.pedido).toMatchObject({ vencido: true, validade: companyDay(-1), cfivalped: 50 });
    const grid = await w.post(w.cookies.ana, '/operacoes-comerciais/results', {
      filterValue: { multiplosStatus: ['Orcamento'] },
    });
    expect(grid.body.resultSet.find((r: { cficodped: number }) => r.cficodped === old.id)?.cfivldped).toContain(
      companyDay(-1).slice(0, 4),
    );
    const renewed = await w.post(w.cookies.ana, '/api/carrinho/renovar', { pedido: old.id });
    expect(renewed.status).toBe(200);
    expect(renewed.body.pedido).toMatchObject({ vencido: false, cfivalped: 60 });
    expect(renewed.body.itens[0]).toMatchObject({ cfiprcite: 30 });
    const again = await w.post(w.cookies.ana, '/api/carrinho/renovar', { pedido: old.id });
    expect(again.status).toBe(409);
    expect(again.body.exception).toBe(termsMessages.notExpired);
  });

  it('a budget within its validity is not expired; the tenant sets the days; sales never expire', async () => {
    const fresh = await insertOrder(w.db, w.tenant.id, { status: 'Orcamento', issuedOn: companyDay(-10) });
    const sale = await insertOrder(w.db, w.tenant.id, { status: 'Venda', issuedOn: companyDay(-400) });
    const load = async (id: number) => (await w.call(w.cookies.manager, 'GET', `/api/carrinho/${id}`)).body.pedido;
    expect(await load(fresh.id)).toMatchObject({ vencido: false, validade: localDate() });
    expect(await load(sale.id)).toMatchObject({ vencido: false, validade: null });
    await w.db.update(tenants).set({ budgetValidityDays: 5 }).where(eq(tenants.id, w.tenant.id));
    expect(await load(fresh.id)).toMatchObject({ vencido: true });
    await w.db.update(tenants).set({ budgetValidityDays: 10 }).where(eq(tenants.id, w.tenant.id));
    const [row] = await w.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, w.tenant.id), eq(orders.id, sale.id)));
    expect(row?.pricedOn).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.js';
import { insertOrder } from '../../test/factories.js';
import { day, panelWorld, type PanelWorld } from './panel.fixture.js';

let w: PanelWorld;
beforeAll(async () => {
  w = await panelWorld();
});
afterAll(() => w.t.close());

type Who = keyof PanelWorld['cookies'];
const panel = async (who: Who) => {
  const reply = await w.t.app.inject({ url: '/api/painel', headers: { cookie: w.cookies[who] } });
  expect(reply.statusCode).toBe(200);
  return reply.json();
};
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
/** Whether the last day of last year's month is among the days compared so far. */
const lastYearEndSoFar = day.today.slice(8) >= day.lastYearEnd.slice(8);

describe("the panel's sales of the month", () => {
  it('sum the sales of the month only (not cancelled orders or budgets), per reach', async () => {
    expect((await panel('manager')).vendasMes).toEqual({ quantidade: 3, valor: 600 });
    expect((await panel('admin')).vendasMes).toEqual({ quantidade: 3, valor: 600 });
    expect((await panel('seller1')).vendasMes).toEqual({ quantidade: 2, valor: 400 });
    expect((await panel('seller2')).vendasMes).toEqual({ quantidade: 1, valor: 200 });
  });

  it('name the month so far, for the links to the sales list', async () => {
    expect((await panel('seller1')).periodo).toEqual({
      competencia: day.monthStart.slice(0, 7),
      inicio: day.monthStart,
      fim: day.today,
    });
  });

  it('compare with the same days a year earlier and with that whole month', async () => {
    const manager = (await panel('manager')).anoAnterior;
    expect(manager).toMatchObject({ inicio: day.lastYearStart, mesInteiro: 120 });
    expect(manager.valor).toBe(lastYearEndSoFar ? 120 : 50);
    expect(manager.quantidade).toBe(lastYearEndSoFar ? 2 : 1);
    expect((await panel('seller1')).anoAnterior).toMatchObject({ quantidade: 1, valor: 50, mesInteiro: 50 });
    expect((await panel('seller2')).anoAnterior).toMatchObject({ mesInteiro: 70 });
  });

  it('draw twelve months up to this one, oldest first, without last year’s month', async () => {
    const manager = (await panel('manager')).evolucao;
    expect(manager).toHaveLength(12);
    expect(manager[0].mes < manager[11].mes).toBe(true);
    expect(manager[11]).toEqual({ mes: day.monthStart.slice(0, 7), valor: 600 });
    expect(manager[10]).toEqual({ mes: day.lastMonthStart.slice(0, 7), valor: 40 });
    expect(sum(manager.map((m: { valor: number }) => m.valor))).toBe(640);
    const seller2 = (await panel('seller2')).evolucao;
    expect(sum(seller2.map((m: { valor: number }) => m.valor))).toBe(200);
  });
});

describe("the panel's sales after a change", () => {
  it('count a sale made or cancelled after the last read (the summaries catch up first)', async () => {
    const before = (await panel('seller2')).vendasMes;
    const sale = await insertOrder(w.db, w.tenantId, {
      customerId: w.caio.id,
      customerName: w.caio.name,
      representativeId: w.rep2.id,
      issuedOn: day.today,
      totalCents: 1_234,
    });
    expect((await panel('seller2')).vendasMes).toEqual({
      quantidade: before.quantidade + 1,
      valor: before.valor + 12.34,
    });
    await w.db
      .update(orders)
      .set({ status: 'Cancelado' })
      .where(and(eq(orders.tenantId, w.tenantId), eq(orders.id, sale.id)));
    expect((await panel('seller2')).vendasMes).toEqual(before);
  });
});

describe("the panel's open budgets after a change", () => {
  it('count a budget saved, placed or cancelled after the last read, old or new', async () => {
    const before = (await panel('seller2')).orcamentosPendentes;
    const budget = await insertOrder(w.db, w.tenantId, {
      customerId: w.caio.id,
      customerName: w.caio.name,
      representativeId: w.rep2.id,
      issuedOn: day.ago(400),
      status: 'Orcamento',
      totalCents: 5_000,
    });
    expect((await panel('seller2')).orcamentosPendentes).toBe(before + 1);
    expect((await panel('seller1')).orcamentosPendentes).toBe(4);
    const setStatus = (status: 'Venda' | 'Cancelado') =>
      w.db
        .update(orders)
        .set({ status, issuedOn: day.today })
        .where(and(eq(orders.tenantId, w.tenantId), eq(orders.id, budget.id)));
    await setStatus('Venda');
    expect((await panel('seller2')).orcamentosPendentes).toBe(before);
    await setStatus('Cancelado');
    expect((await panel('seller2')).orcamentosPendentes).toBe(before);
  });
});

describe("the panel's best customers and products of the month", () => {
  it('rank customers by value, each with their sales count, within the reach', async () => {
    expect((await panel('manager')).topClientes).toEqual([
      { codigo: w.bia.id, nome: 'Bia Reformas', quantidade: 1, valor: 300 },
      { codigo: w.caio.id, nome: 'Caio Obras', quantidade: 1, valor: 200 },
      { codigo: w.ana.id, nome: 'Ana Tintas', quantidade: 1, valor: 100 },
    ]);
    expect((await panel('seller2')).topClientes.map((c: { nome: string }) => c.nome)).toEqual(['Caio Obras']);
  });

  it("rank products by their lines' value (quantity × price less the line's discount)", async () => {
    expect((await panel('manager')).topProdutos).toEqual([
      { codigo: w.p1.id, descricao: 'Tinta Acrílica Branca - Galão 3,6L', quantidade: 5, valor: 375 },
      { codigo: w.p2.id, descricao: 'Massa Corrida - Lata 18L', quantidade: 1, valor: 200 },
    ]);
    expect((await panel('seller1')).topProdutos).toEqual([
      { codigo: w.p1.id, descricao: 'Tinta Acrílica Branca - Galão 3,6L', quantidade: 5, valor: 375 },
    ]);
    expect((await panel('seller2')).topProdutos.map((p: { codigo: number }) => p.codigo)).toEqual([w.p2.id]);
  });
});

describe("the panel's open budgets", () => {
  it('list the five oldest, oldest first, and count them all', async () => {
    const manager = await panel('manager');
    expect(manager.orcamentosPendentes).toBe(6);
    const b = w.budgets;
    expect(manager.orcamentosAbertos.map((o: { codigo: number }) => o.codigo)).toEqual(
      [b.ana40, b.caio30, b.bia20, b.ana10, b.caio5].map((o) => o.id),
    );
    expect(manager.orcamentosAbertos[0]).toEqual({
      codigo: b.ana40.id,
      cliente: 'Ana Tintas',
      data: day.ago(40),
      valor: 400,
      situacao: 'Orcamento',
    });
  });

  it("list only the seller's own representative's", async () => {
    const b = w.budgets;
    const seller1 = await panel('seller1');
    expect(seller1.orcamentosPendentes).toBe(4);
    expect(seller1.orcamentosAbertos.map((o: { codigo: number }) => o.codigo)).toEqual(
      [b.ana40, b.bia20, b.ana10, b.bia2].map((o) => o.id),
    );
    expect((await panel('seller2')).orcamentosAbertos.map((o: { codigo: number }) => o.codigo)).toEqual([
      b.caio30.id,
      b.caio5.id,
    ]);
  });
});

describe('the panel', () => {
  it('is refused to customers and asks for a login without a session', async () => {
    const customer = await w.t.app.inject({ url: '/api/painel', headers: { cookie: w.cookies.customer } });
    expect(customer.statusCode).toBe(403);
    expect((await w.t.app.inject({ url: '/api/painel' })).statusCode).toBe(401);
  });

  it('counts nothing of the neighbour company, whose ids are the same as ours', async () => {
    const manager = await panel('manager');
    expect(JSON.stringify(manager)).not.toMatch(/Vizinh/);
    expect(manager.clientes).toBe(3);
    expect(manager.meta).toEqual({ valor: null, base: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biRange } from '../../../shared/domain/bi-range.js';
import { biWorld, type BiWorld } from './bi.fixture.js';
import { biFilters } from '../../../shared/schemas/bi.js';
import type { AuthContext } from '../../http/auth-context.js';
import { companyToday } from './bi-scope.js';
import { dashboardResults } from './bi.service.js';
import {
  autumn,
  chartFigures,
  computeAfresh,
  gridCall,
  november,
  plainFigures,
  results,
  sum,
} from './bi-test-calls.js';

computeAfresh();

let w: BiWorld;
beforeAll(async () => {
  w = await biWorld();
});
afterAll(() => w.t.close());

const ask = async (name: string, payload: object, cookie = w.cookies.admin) => {
  const reply = await results(w, name, cookie, payload);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

/** The dashboards that rank entities, with the column their figures group by. */
const rankings = [
  ['clientes', 'order', 'o.customer_id'],
  ['unidades-negocio', 'order', 'o.business_unit_id'],
  ['representantes', 'order', 'o.representative_id'],
  ['formas-recebimento', 'order', 'o.payment_method'],
  ['fabricantes', 'item', 'p.manufacturer_id'],
  ['grupos-produtos', 'item', 'p.group_id'],
  ['produtos', 'item', 'i.product_id'],
] as const;

describe('the figures', () => {
  const combos = () => [
    { ...autumn, base: 0 },
    { ...november, base: 1 },
    { ...november, base: 2, considerarConsumidor: 1 },
    { ...autumn, base: 0, representantes: [w.reps.rep1.id] },
    { ...autumn, base: 2, loja: [w.units.norte.id] },
    { ...autumn, base: 0, fabricantes: [w.products.galao.manufacturerId, w.products.rolo.manufacturerId] },
    { ...november, base: 1, grupos: [w.products.lata.groupId], considerarConsumidor: 1 },
  ];

  it.each(rankings)('%s: chart and total equal the plain sums over the raw tables', async (name, level, groupBy) => {
    for (const filters of combos()) {
      const reply = await ask(name, filters);
      const expected = await plainFigures(w, level, groupBy, filters);
      expect(chartFigures(reply.grafico), JSON.stringify(filters)).toEqual(expected);
      expect(Math.round(reply.total * 100)).toBe(sum(expected.values()));
    }
  });

  it('order dashboards total what the sales grid sums for the same filters', async () => {
    const cases = [{}, { representantes: [w.reps.rep2.id] }, { loja: [w.units.centro.id] }];
    for (const extra of cases) {
      const summary = await gridCall(w, '/api/grades/resumo', w.cookies.admin, {
        grade: '/operacoes-comerciais/results',
        filterValue: {
          intervaloData: { inicial: autumn.inicio, final: autumn.fim },
          multiplosStatus: ['Venda'],
          ...extra,
        },
      });
      for (const name of ['clientes', 'unidades-negocio', 'representantes', 'formas-recebimento', 'comparativo-vendas'])
        expect((await ask(name, { ...autumn, considerarConsumidor: 1, ...extra })).total).toBe(
          summary.json().total.valor,
        );
    }
  });

  it('count liters as quantity × the product volume, and leave the walk-in customer out by default', async () => {
    // November: Alfa 2 × 3,6 L (and a roller, 0 L), Beta 3 × 18 L, Gama 5 × 3,6 L; the walk-in 1 × 3,6 L.
    expect((await ask('clientes', { ...november, base: 2 })).total).toBe(79.2);
    expect((await ask('clientes', { ...november, base: 2, considerarConsumidor: 1 })).total).toBe(82.8);
    expect((await ask('clientes', { ...november, base: 1 })).total).toBe(11);
    expect((await ask('clientes', { ...november })).total).toBe(19.22 * 100);
  });

  it('rank by the base, highest first, with the codes a click drills into', async () => {
    const reply = await ask('produtos', { ...november, base: 2 });
    expect(reply.grafico).toEqual([
      { des: 'Tinta Esmalte Lata 18L', vlr: 54, cod: w.products.lata.id },
      { des: 'Tinta Acrílica Galão 3,6L', vlr: 25.2, cod: w.products.galao.id },
      { des: 'Rolo de lã Unidade', vlr: 0, cod: w.products.rolo.id },
    ]);
    expect(reply.melhores.resultSet.map((r: { posicao: number }) => r.posicao)).toEqual([1, 2, 3]);
  });

  it('split sales by payment method, with the ones without one as Não informado', async () => {
    const reply = await ask('formas-recebimento', autumn);
    expect(reply.grafico.map((p: { des: string; cod: string | null }) => [p.des, p.cod])).toEqual([
      ['Cartão de crédito', 'O'],
      ['Não informado', null],
      ['Cheque', 'C'],
      ['Boleto', 'D'],
    ]);
  });
});

describe('comparative sales', () => {
  it('give each month of the period next to the same month a year earlier', async () => {
    const reply = await ask('comparativo-vendas', autumn);
    expect(reply.grafico).toEqual([
      { des: '10/2026', cod: '2026-10', vlr: 399, serie: '2026' },
      { des: '10/2026', cod: '2025-10', vlr: 399, serie: '2025' },
      { des: '11/2026', cod: '2026-11', vlr: 1922, serie: '2026' },
      { des: '11/2026', cod: '2025-11', vlr: 99, serie: '2025' },
    ]);
    expect(reply.total).toBe(2321);
  });
});

describe('comparative sales across a new year', () => {
  it('name the series by both years and give January as 01', async () => {
    const reply = await ask('comparativo-vendas', { periodo: 10, inicio: '2025-10-01', fim: '2026-01-31' });
    const points = reply.grafico.map((p: { cod: string; vlr: number; serie: string }) => [p.cod, p.vlr, p.serie]);
    expect(points).toEqual([
      ['2025-10', 399, '2025-2026'],
      ['2024-10', 0, '2024-2025'],
      ['2025-11', 99, '2025-2026'],
      ['2024-11', 0, '2024-2025'],
      ['2025-12', 0, '2025-2026'],
      ['2024-12', 0, '2024-2025'],
      ['2026-01', 0, '2025-2026'],
      ['2025-01', 0, '2024-2025'],
    ]);
    expect(reply.grafico[6].des).toBe('01/2026');
  });
});

describe('budgets vs sales', () => {
  it("chart each representative's budgets next to the sales among them", async () => {
    const reply = await ask('orcamentos-vs-vendas', november);
    // Ranked by what was converted: Dois sold 1 199 of 1 598; Um sold 723 (Alfa's 224, Gama's 499) of
    // 4 371 (with the cancelled order's 3 599 and Gama's budget of 49).
    expect(reply.grafico).toEqual([
      { des: 'Representante Dois', cod: w.reps.rep2.id, vlr: 1598, serie: 'Orçamentos' },
      { des: 'Representante Dois', cod: w.reps.rep2.id, vlr: 1199, serie: 'Vendas' },
      { des: 'Representante Um', cod: w.reps.rep1.id, vlr: 4371, serie: 'Orçamentos' },
      { des: 'Representante Um', cod: w.reps.rep1.id, vlr: 723, serie: 'Vendas' },
    ]);
  });

  it('give a success rate of zero, not a division by zero, for a period without budgets', async () => {
    const reply = await ask('orcamentos-vs-vendas', { periodo: 10, inicio: '2024-01-01', fim: '2024-01-31' });
    expect(reply).toMatchObject({ total: 0, grafico: [], indiceSucesso: { valor: 0, quantidade: 0 } });
  });

  it('count every order that left the cart as a budget and the sales among them as converted', async () => {
    // November without the walk-in: three sales, a cancelled order and two saved budgets; the cart is not one.
    const reply = await ask('orcamentos-vs-vendas', november);
    expect(reply.total).toBe(224 + 1199 + 499 + 3599 + 399 + 49);
    expect(reply.indiceSucesso).toEqual({ valor: Math.round((1922 / 5969) * 10_000) / 100, quantidade: 50 });
    const best = reply.melhores.resultSet[0];
    expect(best).toMatchObject({
      cod: w.reps.rep2.id,
      vlr: 1598,
      pedidos: 2,
      convertido: 1199,
      vendas: 1,
      indice: 75.03,
    });
  });
});

describe('accounts evolution', () => {
  it('give receivables opened, received and late per month', async () => {
    const reply = await ask('evolucao-contas', autumn);
    const byMonth = (serie: string) =>
      reply.grafico.filter((p: { serie: string }) => p.serie === serie).map((p: { vlr: number }) => p.vlr);
    expect(byMonth('Abertas')).toEqual([399, 199 + 1199]);
    expect(byMonth('Recebidas')).toEqual([0, 399]);
    expect(byMonth('Vencidas')).toEqual([0, 1199]);
    expect(reply.total).toBe(399 + 199 + 1199);
    expect((await ask('evolucao-contas', { ...autumn, base: 1 })).total).toBe(3);
    expect((await ask('evolucao-contas', { ...autumn, representantes: [w.reps.rep2.id] })).total).toBe(1199);
  });
});

describe('the kept replies', () => {
  const admin = () =>
    ({ tenantId: w.tenant.id, id: 0, level: 'A', role: 'admin', representativeId: null }) as unknown as AuthContext;
  const twice = async (name: 'clientes' | 'evolucao-contas') => {
    const filters = biFilters.parse(november);
    const day = new Date('2026-11-30T12:00:00Z');
    return [
      await dashboardResults(w.db, name, admin(), filters, day),
      await dashboardResults(w.db, name, admin(), filters, day),
    ];
  };

  it('answer the same call again from memory while the summaries did not change', async () => {
    const [first, again] = await twice('clientes');
    expect(again).toBe(first);
  });

  it('never keep the accounts evolution: receivables have no summary that would tell a change', async () => {
    const [first, again] = await twice('evolucao-contas');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('the period', () => {
  it('resolves every option to the dates of biRange for the company’s today', async () => {
    for (let periodo = 0; periodo <= 9; periodo++)
      for (const incluirMesAtual of [0, 1] as const)
        expect((await ask('clientes', { periodo, incluirMesAtual })).intervalo).toEqual(
          biRange({ periodo, incluirMesAtual }, companyToday()),
        );
    expect((await ask('clientes', {})).intervalo).toEqual(biRange({ periodo: 2, incluirMesAtual: 0 }, companyToday()));
  });

  it('counts the sales of each period on a day the test chooses (15/12/2026)', async () => {
    const admin = {
      tenantId: w.tenant.id,
      id: 0,
      level: 'A',
      role: 'admin',
      representativeId: null,
    } as unknown as AuthContext;
    const total = async (filters: object) => {
      const reply = await dashboardResults(
        w.db,
        'clientes',
        admin,
        biFilters.parse(filters),
        new Date('2026-12-15T00:00:00Z'),
      );
      // The first pages of the grids read the same dates as the figures.
      expect(Math.round(reply.melhores.resultSet.reduce((sum, row) => sum + Number(row.vlr), 0) * 100)).toBe(
        Math.round(reply.total * 100),
      );
      return reply.total;
    };
    expect(await total({ periodo: 2 })).toBe(0);
    expect(await total({ periodo: 3 })).toBe(224 + 1199 + 499);
    expect(await total({ periodo: 0 })).toBe(0);
    // Last 12 months without the current one: December 2025 to November 2026.
    expect(await total({ periodo: 7, incluirMesAtual: 1 })).toBe(224 + 1199 + 499 + 399);
    expect(await total({ periodo: 8 })).toBe(224 + 1199 + 499 + 399 + 99 + 399);
  });

  it('counts only the sales of the custom interval, both ends included', async () => {
    expect((await ask('clientes', { periodo: 10, inicio: '2026-11-03', fim: '2026-11-05' })).total).toBe(224 + 1199);
    expect((await ask('clientes', { periodo: 10, inicio: '2026-11-21', fim: '2026-11-30' })).total).toBe(0);
  });
});

describe('monthly totals', () => {
  it('turn the details into one row per entity and month', async () => {
    const reply = await ask('clientes', { ...autumn, totalMensal: 1 });
    const rows = reply.detalhes.resultSet.map((r: { mes: string; des: string; vlr: number; pedidos: number }) => [
      r.mes,
      r.des,
      r.vlr,
      r.pedidos,
    ]);
    expect(rows).toEqual([
      ['2026-11', 'Cliente Beta', 1199, 1],
      ['2026-11', 'Cliente Gama', 499, 1],
      ['2026-11', 'Cliente Alfa', 224, 1],
      ['2026-10', 'Cliente Alfa', 399, 1],
    ]);
    expect(reply.detalhes.resultSet.map((r: { cfidteped: string }) => r.cfidteped)).toEqual([
      '2026-11-01',
      '2026-11-01',
      '2026-11-01',
      '2026-10-01',
    ]);
    const plain = await ask('clientes', autumn);
    expect(plain.detalhes.resultSet.map((r: { cficodped: number }) => r.cficodped)).toEqual([
      w.orders.gamaNov.id,
      w.orders.betaNov.id,
      w.orders.alfaNov.id,
      w.orders.alfaOct.id,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { BiFilters } from '../../../shared/schemas/bi-filters';
import { salesListFor } from './bi-drill';

const filters: BiFilters = { periodo: 2, incluirMesAtual: 0, considerarConsumidor: 0, base: 0, totalMensal: 0 };
const period = { inicial: '2026-11-01', final: '2026-11-25' };
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? 'x:/', 'http://h').searchParams);

describe('a BI drill-down to the sales list', () => {
  it('filters on the code clicked and the period of the dashboard', () => {
    expect(salesListFor('clientes', 42, filters, period)).toBe(
      '/comercial/vendas?inicial=2026-11-01&final=2026-11-25&clientes=42',
    );
    expect(query(salesListFor('unidades-negocio', 3, filters, period)).loja).toBe('3');
    expect(query(salesListFor('representantes', 7, filters, period)).representantes).toBe('7');
    expect(query(salesListFor('produtos', 9, filters, period)).produtos).toBe('9');
    expect(query(salesListFor('grupos-produtos', 5, filters, period)).grupos).toBe('5');
    expect(query(salesListFor('fabricantes', 2, filters, period)).fabricantes).toBe('2');
  });

  it("keeps the dashboard's own store and representative filters; the code clicked wins over its own kind", () => {
    const narrowed = { ...filters, loja: [1, 2], representantes: [4] };
    expect(query(salesListFor('clientes', 42, narrowed, period))).toEqual({
      inicial: '2026-11-01',
      final: '2026-11-25',
      clientes: '42',
      loja: '1,2',
      representantes: '4',
    });
    expect(query(salesListFor('representantes', 8, narrowed, period)).representantes).toBe('8');
  });

  it("narrows the comparison's month to its first and last days", () => {
    expect(query(salesListFor('comparativo-vendas', '2024-02', filters, period))).toEqual({
      inicial: '2024-02-01',
      final: '2024-02-29',
    });
  });

  it('goes nowhere without a code or where the sales list cannot show the figure', () => {
    expect(salesListFor('clientes', null, filters, period)).toBeUndefined();
    expect(salesListFor('clientes', '', filters, period)).toBeUndefined();
    expect(salesListFor('formas-recebimento', 'D', filters, period)).toBeUndefined();
    expect(query(salesListFor('orcamentos-vs-vendas', 4, filters, period)).representantes).toBe('4');
    expect(salesListFor('evolucao-contas', '2026-03', filters, period)).toBeUndefined();
  });
});

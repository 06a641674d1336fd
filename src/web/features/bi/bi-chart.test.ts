import { describe, expect, it } from 'vitest';
import { biChart, chartSummary } from './bi-chart';
import { formatBiAxis, formatBiValue } from './bi-format';

describe('BI figures', () => {
  it('read in the base chosen', () => {
    expect(formatBiValue(1234.5, 0)).toBe('R$ 1.234,50');
    expect(formatBiValue(1234, 1)).toBe('1.234 un.');
    expect(formatBiValue(3456.44, 2)).toBe('3.456,4 L');
    expect(formatBiAxis(3000, 0)).toBe('R$ 3 mil');
    expect(formatBiAxis(1200, 1)).toBe('1,2 mil un.');
  });
});

describe('a BI chart', () => {
  const ranking = [
    { des: 'Primeiro', vlr: 30, cod: 1 },
    { des: 'Segundo', vlr: 20, cod: 2 },
    { des: 'Um nome comprido demais para o eixo', vlr: 10, cod: 3 },
  ];

  it('draws a ranking as bars with the largest on top, and finds the point clicked', () => {
    const chart = biChart(ranking, 0);
    const option = chart.option as { yAxis: { data: string[] }; series: Array<{ data: number[] }> };
    expect(option.yAxis.data).toEqual(['Um nome comprido dema…', 'Segundo', 'Primeiro']);
    expect(option.series[0]?.data).toEqual([10, 20, 30]);
    expect(chart.pointAt(0, 2)?.cod).toBe(1);
    expect(chart.pointAt(0, 0)?.cod).toBe(3);
  });

  it('groups several series by description, with a gap where a series has no point', () => {
    const points = [
      { des: 'JAN', vlr: 5, serie: '2025', cod: '2025-01' },
      { des: 'JAN', vlr: 7, serie: '2026', cod: '2026-01' },
      { des: 'FEV', vlr: 3, serie: '2026', cod: '2026-02' },
    ];
    const chart = biChart(points, 0);
    const option = chart.option as { xAxis: { data: string[] }; series: Array<{ name: string; data: unknown[] }> };
    expect(option.xAxis.data).toEqual(['JAN', 'FEV']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['2025', [5, null]],
      ['2026', [7, 3]],
    ]);
    expect(chart.pointAt(1, 1)?.cod).toBe('2026-02');
    expect(chart.pointAt(0, 1)).toBeUndefined();
  });

  it('tells a screen reader every point, or that there is none', () => {
    expect(chartSummary('TOP 20 CLIENTES', ranking.slice(0, 1), 0)).toBe('TOP 20 CLIENTES. Primeiro: R$ 30,00');
    expect(chartSummary('TOP 20 CLIENTES', [], 0)).toBe('TOP 20 CLIENTES: nenhum dado no período.');
  });
});

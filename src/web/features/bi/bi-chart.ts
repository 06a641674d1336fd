import type { EChartsCoreOption } from 'echarts';
import type { BiChartPoint } from '../../../shared/schemas/bi';
import type { BiBase } from '../../../shared/schemas/bi-filters';
import { formatBiAxis, formatBiValue } from './bi-format';

/** Long names would squeeze the bars on a phone: the axis shows the first characters, the tooltip all. */
const LABEL_CHARS = 22;
const shortLabel = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

/** Where a click on the chart lands: the point clicked, found by series and index. */
export type ChartLayout = {
  option: EChartsCoreOption;
  pointAt: (seriesIndex: number, dataIndex: number) => BiChartPoint | undefined;
};

const bounds = { left: 8, right: 24, top: 36, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' };

/**
 * A ranking (points without `serie`): horizontal bars, the largest on top. Several series (`serie`,
 * e.g. the two years of the comparison): grouped columns over the points' descriptions, in order.
 */
export function biChart(points: BiChartPoint[], base: BiBase): ChartLayout {
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { formatter: (v: number) => formatBiAxis(v, base), hideOverlap: true },
  };
  const tooltip = {
    trigger: 'axis',
    valueFormatter: (v: unknown) => (typeof v === 'number' ? formatBiValue(v, base) : '—'),
  };
  if (!points.some((p) => p.serie !== undefined)) {
    const ranked = [...points].reverse();
    return {
      option: {
        tooltip,
        grid: bounds,
        xAxis: valueAxis,
        yAxis: { type: 'category', data: ranked.map((p) => shortLabel(p.des)) },
        series: [{ type: 'bar', data: ranked.map((p) => p.vlr), itemStyle: { color: '#0B3D91' }, cursor: 'pointer' }],
      },
      pointAt: (_series, index) => ranked[index],
    };
  }
  const categories = [...new Set(points.map((p) => p.des))];
  const names = [...new Set(points.map((p) => p.serie ?? ''))];
  const find = (serie: string, des: string) => points.find((p) => (p.serie ?? '') === serie && p.des === des);
  return {
    option: {
      tooltip,
      legend: { top: 0 },
      grid: bounds,
      xAxis: { type: 'category', data: categories.map(shortLabel), axisLabel: { hideOverlap: true } },
      yAxis: valueAxis,
      series: names.map((name) => ({ name, type: 'bar', data: categories.map((des) => find(name, des)?.vlr ?? null) })),
    },
    pointAt: (series, index) => {
      const category = categories[index];
      const name = names[series];
      return category === undefined || name === undefined ? undefined : find(name, category);
    },
  };
}

/** What a screen reader hears for the chart: its title and every point, as the grid below lists them. */
export function chartSummary(title: string, points: BiChartPoint[], base: BiBase): string {
  if (points.length === 0) return `${title}: nenhum dado no período.`;
  const parts = points.map((p) => `${p.serie ? `${p.serie} ` : ''}${p.des}: ${formatBiValue(p.vlr, base)}`);
  return `${title}. ${parts.join('; ')}`;
}

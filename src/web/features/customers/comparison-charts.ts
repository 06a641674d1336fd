import type { EChartsCoreOption } from 'echarts';
import { formatMoney, formatMoneyCompact } from '../../../shared/br/format-money';
import { monthAbbreviations, type PurchaseYear } from '../../../shared/domain/purchase-comparison';

type Direction = 'vertical' | 'horizontal';

/** The value axis: compact money ('R$ 3 mil'), and ECharts drops a label rather than overlap it. */
const valueAxis = {
  type: 'value' as const,
  axisLabel: { formatter: (reais: number) => formatMoneyCompact(reais * 100), hideOverlap: true },
};
const monthAxis = { type: 'category' as const, data: monthAbbreviations, axisLabel: { hideOverlap: true } };

/**
 * The years, on top (ECharts 6 puts a legend at the bottom, over the month labels). Only the year:
 * with the total it would need pages in a third of the sheet; the totals are in the table's last row.
 */
const legend = { top: 0 };

/**
 * One chart of the yearly comparison. Months still to come are null, so a line stops today and no
 * bar is drawn for them. The axis labels stay inside the grid's rectangle (ECharts shrinks the plot
 * for them), so a narrow screen cuts none.
 */
export function comparisonChart(years: PurchaseYear[], type: 'line' | 'bar', direction: Direction): EChartsCoreOption {
  const horizontal = direction === 'horizontal';
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (reais: unknown) => (typeof reais === 'number' ? formatMoney(reais * 100) : '—'),
    },
    legend,
    grid: {
      left: 8,
      right: horizontal ? 24 : 8,
      top: 36,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: horizontal ? valueAxis : monthAxis,
    yAxis: horizontal ? monthAxis : valueAxis,
    series: years.map((y) => ({
      name: String(y.year),
      type,
      data: y.months.map((m) => (m ? m.cents / 100 : null)),
    })),
  };
}

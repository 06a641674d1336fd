import { z } from 'zod';
import { gridReply } from './grid.js';

export { biFilters, biMessages, type BiFilters, type BiFiltersInput } from './bi-filters.js';

/**
 * One point of a dashboard's chart (spec section 3: `des`, `vlr`): `vlr` in the dashboard's base
 * (reais with two decimals, units or liters); `cod` the code a click drills into (customer, store,
 * representative, product, group, manufacturer, payment method) when there is one; `serie` the
 * series when the chart has several (comparative sales: the two years; budgets vs sales ...).
 */
export const biChartPoint = z.object({
  des: z.string(),
  vlr: z.number(),
  cod: z.union([z.number(), z.string()]).nullable().optional(),
  serie: z.string().optional(),
});
export type BiChartPoint = z.infer<typeof biChartPoint>;

/**
 * POST /bi-{name}/results: the chart (at most 20 points per series on ranking dashboards), the first
 * page of the 'Os melhores' and 'Detalhes' grids, the dashboard's total in its base and the dates the
 * period resolved to. `indiceSucesso` (budgets vs sales only): converted ÷ budgets, in %, by value
 * and by count.
 */
export const biResultsReply = z.object({
  grafico: z.array(biChartPoint),
  melhores: gridReply,
  detalhes: gridReply,
  total: z.number(),
  intervalo: z.object({ inicial: z.iso.date(), final: z.iso.date() }),
  indiceSucesso: z.object({ valor: z.number(), quantidade: z.number() }).optional(),
});
export type BiResultsReply = z.infer<typeof biResultsReply>;

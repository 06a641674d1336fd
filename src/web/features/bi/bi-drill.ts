import type { BiDashboardName } from '../../../shared/domain/bi-dashboards';
import type { DateRange } from '../../../shared/domain/periods';
import type { BiFilters } from '../../../shared/schemas/bi-filters';

/** The sales list's query parameter each ranking drills by (SalesListPage reads them). */
const drillParam: Partial<Record<BiDashboardName, string>> = {
  clientes: 'clientes',
  'unidades-negocio': 'loja',
  representantes: 'representantes',
  fabricantes: 'fabricantes',
  'grupos-produtos': 'grupos',
  produtos: 'produtos',
  'orcamentos-vs-vendas': 'representantes',
};

const MONTH_CODE = /^(\d{4})-(\d{2})$/;

/** A month code 'YYYY-MM' as its first and last days. */
function monthRange(code: string): DateRange | undefined {
  const match = MONTH_CODE.exec(code);
  if (!match) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { inicial: `${code}-01`, final: `${code}-${String(last).padStart(2, '0')}` };
}

const list = (ids: number[] | undefined) => (ids?.length ? ids.join(',') : undefined);

/**
 * The sales list behind a bar or a row: filtered on its code and on the dashboard's period, store,
 * representatives, manufacturers and groups. A month code ('2026-03', the comparison) narrows the
 * period to that month. Undefined where the sales list cannot show the figure (payment methods,
 * budgets, receivables).
 */
export function salesListFor(
  name: BiDashboardName,
  code: string | number | null | undefined,
  filters: BiFilters,
  period: DateRange,
): string | undefined {
  const month = typeof code === 'string' ? monthRange(code) : undefined;
  const param = drillParam[name];
  if (!month && (!param || code === null || code === undefined || code === '')) return undefined;
  if (name !== 'comparativo-vendas' && month) return undefined;
  const range = month ?? period;
  const query = new URLSearchParams({ inicial: range.inicial, final: range.final });
  const own: Record<string, string | undefined> = {
    loja: list(filters.loja?.map(Number)),
    representantes: list(filters.representantes?.map(Number)),
    fabricantes: list(filters.fabricantes?.map(Number)),
    grupos: list(filters.grupos?.map(Number)),
  };
  if (param && !month) own[param] = String(code);
  for (const [key, value] of Object.entries(own)) if (value) query.set(key, value);
  return `/comercial/vendas?${query.toString()}`;
}

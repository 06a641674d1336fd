import { BI_TOP, biDashboardNames, type BiDashboardName } from '../../../shared/domain/bi-dashboards.js';
import { yearBefore } from '../../../shared/domain/bi-range.js';
import { centsToReais } from '../../../shared/domain/money.js';
import type { DateRange } from '../../../shared/domain/periods.js';
import type { BiChartPoint, BiFilters, BiResultsReply } from '../../../shared/schemas/bi.js';
import type { GridReply, gridRequest } from '../../../shared/schemas/grid.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { inBackground } from '../../db/pglite-lanes.js';
import type { AuthContext } from '../../http/auth-context.js';
import { gridPage, registerGrids, runGrid, type GridDefinition } from '../grids/index.js';
import type { BiScope } from './bi-facts.js';
import { dashboardGrids, dashboardSpecs, type RankingSpec } from './bi-grids.js';
import { accountsOf, monthlyOf, totalsOf } from './bi.repo.js';
import { biScope } from './bi-scope.js';
import { catchUp } from './bi-summaries.js';
import { windowPeriodsOf } from './bi-windows.js';
import { cachedReply, keepReply } from './bi-cache.js';
import { reachOf } from '../../../shared/domain/access.js';

/** Hundredths of the base (centavos, units × 100, centiliters) as the wire's two-decimal number. */
const figure = centsToReais;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

/** The months of a period, 'YYYY-MM', in order. */
function monthsOf({ inicial, final }: DateRange): string[] {
  const out: string[] = [];
  for (
    let [y, m] = inicial.split('-').map(Number) as [number, number];
    // Stryker disable next-line MethodExpression: equivalent; 'YYYY-MM' sorts before every day of its month and after those of earlier months
    `${y}-${String(m).padStart(2, '0')}` <= final.slice(0, 7);
  ) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}
const monthLabel = (month: string) => month.split('-').reverse().join('/');
const yearsOf = ({ inicial, final }: DateRange) =>
  inicial.slice(0, 4) === final.slice(0, 4) ? inicial.slice(0, 4) : `${inicial.slice(0, 4)}-${final.slice(0, 4)}`;

type Figures = { grafico: BiChartPoint[]; total: number; indiceSucesso?: BiResultsReply['indiceSucesso'] };

/**
 * A ranking's chart is the first BI_TOP rows of its 'Os melhores' grid (same order, same figures), so
 * the ranking is aggregated once for both; the total sums every entity, read while the grid's page
 * is (on PostgreSQL, on another connection).
 */
async function rankingFigures(db: Db, spec: RankingSpec, s: BiScope, bestPage: Promise<GridReply>): Promise<Figures> {
  const budgets = spec.rankBy === 'convertido';
  const [totals, best] = await Promise.all([totalsOf(db, spec.dimension, s), bestPage]);
  // Stryker disable next-line MethodExpression: equivalent; the first page holds BI_TOP rows at most (firstPage)
  const top = best.resultSet.slice(0, BI_TOP).map((row) => ({
    des: String(row.des ?? ''),
    cod: row.cod ?? null,
    vlr: Number(row.vlr),
    convertido: Number(row.convertido ?? 0),
  }));
  const grafico = budgets
    ? top.flatMap((p) => [
        { des: p.des, cod: p.cod, vlr: p.vlr, serie: 'Orçamentos' },
        { des: p.des, cod: p.cod, vlr: p.convertido, serie: 'Vendas' },
      ])
    : top.map((p) => ({ des: p.des, cod: p.cod, vlr: p.vlr }));
  return {
    grafico,
    total: figure(totals.vlr),
    ...(budgets
      ? {
          indiceSucesso: {
            valor: percent(totals.convertido, totals.vlr),
            quantidade: percent(totals.vendas, totals.pedidos),
          },
        }
      : {}),
  };
}

/** The period month by month against the same months a year earlier: two series named by their years. */
async function comparisonFigures(db: Db, spec: RankingSpec, s: BiScope): Promise<Figures> {
  const before = yearBefore(s.range);
  const [now, then] = await Promise.all([
    monthlyOf(db, spec.dimension, s, s.range),
    monthlyOf(db, spec.dimension, s, before),
  ]);
  const earlier = (month: string) => `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`;
  const grafico = monthsOf(s.range).flatMap((month) => [
    { des: monthLabel(month), cod: month, vlr: figure(now.get(month) ?? 0), serie: yearsOf(s.range) },
    { des: monthLabel(month), cod: earlier(month), vlr: figure(then.get(earlier(month)) ?? 0), serie: yearsOf(before) },
  ]);
  return { grafico, total: figure([...now.values()].reduce((a, b) => a + b, 0)) };
}

/** Receivables opened, received and late, per month of the period; the total is what was opened. */
async function accountFigures(db: Db, s: BiScope): Promise<Figures> {
  const months = await accountsOf(db, s);
  const series = [
    ['Abertas', 'abertas'],
    ['Recebidas', 'recebidas'],
    ['Vencidas', 'vencidas'],
  ] as const;
  const grafico = monthsOf(s.range).flatMap((month) =>
    series.map(([serie, key]) => ({
      des: monthLabel(month),
      cod: month,
      vlr: figure(months.get(month)?.[key] ?? 0),
      serie,
    })),
  );
  return { grafico, total: figure([...months.values()].reduce((sum, m) => sum + m.abertas, 0)) };
}

function figuresOf(db: Db, name: BiDashboardName, s: BiScope, best: Promise<GridReply>): Promise<Figures> {
  const spec = dashboardSpecs[name];
  if (spec.kind === 'accounts') return accountFigures(db, s);
  if (spec.kind === 'comparison') return comparisonFigures(db, spec.spec, s);
  return rankingFigures(db, spec, s, best);
}

const firstPage = (db: Db, def: GridDefinition, auth: AuthContext, filters: BiFilters, today: Date) =>
  runGrid(
    db,
    def,
    // Stryker disable next-line ObjectLiteral: equivalent while a grid request's default page size (20) is BI_TOP
    { limit: { page: 0, offset: BI_TOP } },
    // Stryker disable next-line ArrayDeclaration: equivalent; no dashboard grid has a receivable-status filter, so none reads it
    { auth, tenantId: auth.tenantId, filters: { bi: filters }, status: [], today },
  );

/**
 * POST /bi-{name}/results: the chart, the total, the dates, and the first page of both grids, so
 * the page paints with one call. Every figure is the caller's reach only (the access policy). On
 * PGlite its queries take the slow lane: the other requests go first (db/pglite-lanes.ts).
 */
export const dashboardResults = (
  db: Db,
  name: BiDashboardName,
  auth: AuthContext,
  filters: BiFilters,
  today: Date,
): Promise<BiResultsReply> => inBackground(() => resultsOf(db, name, auth, filters, today));

async function resultsOf(
  db: Db,
  name: BiDashboardName,
  auth: AuthContext,
  filters: BiFilters,
  today: Date,
): Promise<BiResultsReply> {
  const version = await catchUp(db, auth.tenantId, today, windowPeriodsOf(filters));
  const key = JSON.stringify([auth.tenantId, version, name, reachOf(auth), filters, today.toISOString()]);
  const cacheable = dashboardSpecs[name].kind !== 'accounts';
  const kept = cacheable ? cachedReply(key) : undefined;
  if (kept) return kept;
  const s = biScope(auth, filters, today);
  const grids = dashboardGrids(name);
  // The figures, the ranking's page and the details' page at once: three connections on PostgreSQL.
  const best = firstPage(db, grids.best, auth, filters, today);
  const [figures, melhores, detalhes] = await Promise.all([
    figuresOf(db, name, s, best),
    best,
    firstPage(db, grids.details, auth, filters, today),
  ]);
  const reply = { ...figures, melhores, detalhes, intervalo: s.range };
  // Stryker disable next-line ConditionalExpression: equivalent; a reply not cacheable is never read back (the read above asks the same)
  if (cacheable) keepReply(key, reply);
  return reply;
}

/** The dashboards' grids join the grid catalogue (grid info, summary, spreadsheet); idempotent. */
export function registerDashboardGrids(): void {
  for (const name of biDashboardNames) {
    const { best, details } = dashboardGrids(name);
    registerGrids([best, details]);
  }
}

/** One page of a dashboard's 'Os melhores' or 'Detalhes' grid, the caller's reach only. */
export async function dashboardGridPage(
  db: Db,
  def: GridDefinition,
  body: z.output<typeof gridRequest>,
  auth: AuthContext,
  tenantId: number,
): Promise<GridReply> {
  await catchUp(db, tenantId);
  return gridPage(db, def, body, auth, tenantId);
}

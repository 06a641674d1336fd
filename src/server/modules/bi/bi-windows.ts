import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { biRange } from '../../../shared/domain/bi-range.js';
import type { DateRange } from '../../../shared/domain/periods.js';
import { queryRows, type Db } from '../../db/client.js';
import { summaryPlan, type SummaryLevel } from './bi-summary-plan.js';

/**
 * The windows (migration 0053, docs/bi.md 'Janelas'): for the standard periods, the sums per customer
 * and per product of the period's days up to yesterday, without walk-in sales, one row each, so the
 * dashboards a manager opens with the default switches sum thousands of rows instead of a hundred
 * thousand. The periods: current month and last 3, 6, 9, 12, 18 and 24 months (current month
 * included, the default).
 */
export const WINDOW_PERIODS = [2, 4, 5, 6, 7, 8, 9] as const;

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dayCount = (range: DateRange) => Math.max(0, (time(range.final) - time(range.inicial)) / DAY_MS + 1);

/** The days a window sums on `today`: its period's, but today (empty, first after last, on the 1st for the month). */
export function windowDays(period: number, today: Date): DateRange {
  const range = biRange({ periodo: period, incluirMesAtual: 0 }, today);
  return { inicial: range.inicial, final: iso(time(range.final) - DAY_MS) };
}

/**
 * The window whose period's dates are `range` (ending today), if one is, with the days it sums: all
 * but the last, today, which the reader adds from its day rows.
 */
export function windowOf(range: DateRange): { period: number; days: DateRange } | undefined {
  const today = new Date(time(range.final));
  const period = WINDOW_PERIODS.find((p) => {
    const days = biRange({ periodo: p, incluirMesAtual: 0 }, today);
    return days.inicial === range.inicial && days.final === range.final;
  });
  return period === undefined ? undefined : { period, days: windowDays(period, today) };
}

/** What each grain's window keeps: its table, the day rows' key columns and the order counts summed. */
const grains = {
  customer: { table: 'bi_customer_windows', keys: ['customer_id'], orders: ['orders'] },
  item: {
    table: 'bi_item_windows',
    keys: ['product_id', 'group_id', 'manufacturer_id'],
    orders: ['orders', 'group_orders', 'manufacturer_orders'],
  },
} as const;
type Grain = keyof typeof grains;

const levelTables: Record<SummaryLevel, { suffix: string; date: string }> = {
  year: { suffix: 'years', date: 'year' },
  month: { suffix: 'months', date: 'month' },
  day: { suffix: 'days', date: 'day' },
};

/** Summary rows of one level added to (1) or taken from (-1) a window: `from`/`to` as in SummaryPart. */
type Fold = { period: number; level: SummaryLevel; sign: 1 | -1; range: DateRange };

const list = (names: readonly string[], each: (name: string) => SQLChunk = (name) => sql.identifier(name)) =>
  sql.join(names.map(each), sql`, `);

/** A grain's summary rows of the folds, one SELECT per level, their figures signed. */
function foldedRows(tenantId: number, grain: Grain, folds: Fold[], figures: string[]): SQL {
  const { keys } = grains[grain];
  const selects = Object.entries(levelTables).flatMap(([level, table]) => {
    const mine = folds.filter((f) => f.level === level);
    if (mine.length === 0) return [];
    const moves = sql.join(
      mine.map((f) => sql`(${f.period}::smallint, ${f.range.inicial}::date, ${f.range.final}::date, ${f.sign}::int)`),
      sql`, `,
    );
    return [
      sql`SELECT m.period, ${list(keys, (key) => sql`d.${sql.identifier(key)}`)},
          ${list(figures, (figure) => sql`m.sign * d.${sql.identifier(figure)} AS ${sql.identifier(figure)}`)}
        FROM (VALUES ${moves}) m(period, first_day, last_day, sign)
        JOIN ${sql.identifier(`bi_${grain}_${table.suffix}`)} d ON d.tenant_id = ${tenantId}
          AND d.${sql.identifier(table.date)} BETWEEN m.first_day AND m.last_day
        WHERE NOT d.walk_in`,
    ];
  });
  return sql.join(selects, sql` UNION ALL `);
}

/**
 * Adds the folds' summary rows (walk-in sales left out) to the windows by key, then drops the rows
 * that no order is left in (the partial index finds them).
 */
async function fold(db: Db, tenantId: number, folds: Fold[]): Promise<void> {
  if (folds.length === 0) return;
  for (const grain of Object.keys(grains) as Grain[]) {
    const { table, keys, orders } = grains[grain];
    const figures = ['value_cents', 'quantity', 'centiliters', ...orders];
    const sums = list(figures, (figure) => sql`sum(${sql.identifier(figure)})`);
    const added = list(
      figures,
      (figure) => sql`${sql.identifier(figure)} = w.${sql.identifier(figure)} + excluded.${sql.identifier(figure)}`,
    );
    await db.execute(sql`INSERT INTO ${sql.identifier(table)} AS w (tenant_id, period, ${list(keys)}, ${list(figures)})
      SELECT ${tenantId}, period, ${list(keys)}, ${sums} FROM (${foldedRows(tenantId, grain, folds, figures)}) r
      GROUP BY period, ${list(keys)}
      ON CONFLICT (tenant_id, period, ${list(keys)}) DO UPDATE SET ${added}`);
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} AND orders = 0`);
  }
}

type Anchor = { period: number; first: string; last: string };
/** Each window's days as `bi_windows` holds them, by period: read once per catch-up. */
export type Anchors = Map<number, Anchor>;

export async function readAnchors(db: Db, tenantId: number): Promise<Anchors> {
  const rows = await queryRows<{ period: number; first: string; last: string }>(
    db,
    sql`SELECT period, first_day::text AS first, last_day::text AS last FROM bi_windows WHERE tenant_id = ${tenantId}`,
  );
  return new Map(rows.map((row) => [Number(row.period), { ...row, period: Number(row.period) }]));
}

/** Days' rows taken out of (-1) or put back into (1) every window that holds them: a recomputed day. */
export async function foldDays(
  db: Db,
  tenantId: number,
  anchors: Anchors,
  days: string[],
  sign: 1 | -1,
): Promise<void> {
  const folds = [...anchors.values()].flatMap((anchor) =>
    days
      .filter((day) => day >= anchor.first && day <= anchor.last)
      .map((day) => ({ period: anchor.period, level: 'day' as const, sign, range: { inicial: day, final: day } })),
  );
  await fold(db, tenantId, folds);
}

/**
 * Over this many days in and out, a window is summed again from the summaries (years, months, days)
 * instead of slid day by day: after a month of no dashboards, or the current month's turn.
 */
const SLIDE_DAYS = 31;

/**
 * Moves the windows of `periods` to their days on `today` (the first catch-up of a day that reads
 * them): the days that left taken out, the days that came in (yesterday) added; a new window, one
 * that would move back (a clock set back) or far, summed again from the summary plan of its days.
 */
export async function slideWindows(
  db: Db,
  tenantId: number,
  anchors: Anchors,
  today: Date,
  periods: readonly number[] = WINDOW_PERIODS,
): Promise<void> {
  const todayIso = iso(today.getTime());
  const folds: Fold[] = [];
  const rebuilt: number[] = [];
  const moved: Anchor[] = [];
  for (const { period, ...target } of windowTargets(today, periods)) {
    const anchor = anchors.get(period);
    if (anchor && anchor.first === target.inicial && anchor.last === target.final) continue;
    moved.push({ period, first: target.inicial, last: target.final });
    const out = anchor && {
      inicial: anchor.first,
      final: iso(Math.min(time(anchor.last), time(target.inicial) - DAY_MS)),
    };
    const into = anchor && {
      inicial: iso(Math.max(time(target.inicial), time(anchor.last) + DAY_MS)),
      final: target.final,
    };
    const forward = anchor && anchor.first <= target.inicial && anchor.last <= target.final;
    if (out && into && forward && dayCount(out) + dayCount(into) <= SLIDE_DAYS) {
      if (dayCount(out) > 0) folds.push({ period, level: 'day', sign: -1, range: out });
      if (dayCount(into) > 0) folds.push({ period, level: 'day', sign: 1, range: into });
      continue;
    }
    rebuilt.push(period);
    if (dayCount(target) > 0) folds.push(...summaryPlan(target, todayIso).map((part) => ({ period, ...part })));
  }
  if (moved.length === 0) return;
  if (rebuilt.length > 0)
    for (const table of Object.values(grains).map((g) => g.table))
      await db.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId} AND period IN (${sql.join(
          rebuilt.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      );
  await fold(db, tenantId, folds);
  // Summed again, a window's rows are new to the planner: without statistics (PGlite never gathers
  // them by itself) the first entities were sorted out of all of them, not read by the index.
  if (rebuilt.length > 0) await db.execute(sql`ANALYZE bi_customer_windows, bi_item_windows`);
  await db.execute(sql`INSERT INTO bi_windows (tenant_id, period, first_day, last_day)
    VALUES ${sql.join(
      moved.map((a) => sql`(${tenantId}, ${a.period}, ${a.first}::date, ${a.last}::date)`),
      sql`, `,
    )}
    ON CONFLICT (tenant_id, period) DO UPDATE SET first_day = excluded.first_day, last_day = excluded.last_day`);
}

/** The days each window of `periods` sums on `today`. */
const windowTargets = (today: Date, periods: readonly number[]) =>
  periods.map((period) => ({ period, ...windowDays(period, today) }));

/** True when the windows of `periods` sum their days on `today` (nothing to slide). */
export function windowsInPlace(tenantId: number, today: Date, periods: readonly number[]): SQL {
  if (periods.length === 0) return sql`TRUE`;
  const targets = windowTargets(today, periods);
  return sql`(SELECT count(*) FROM bi_windows w
    JOIN (VALUES ${sql.join(
      targets.map((t) => sql`(${t.period}::smallint, ${t.inicial}::date, ${t.final}::date)`),
      sql`, `,
    )}) t(period, first_day, last_day)
      ON w.period = t.period AND w.first_day = t.first_day AND w.last_day = t.last_day
    WHERE w.tenant_id = ${tenantId}) = ${targets.length}`;
}

/** The window periods a dashboard's filters read, if any: a standard period, the current month included. */
export const windowPeriodsOf = (filters: { periodo: number; incluirMesAtual: 0 | 1 }): number[] =>
  filters.incluirMesAtual === 0 && (WINDOW_PERIODS as readonly number[]).includes(filters.periodo)
    ? [filters.periodo]
    : [];

/** Forgets a tenant's windows (a rebuild of every summary): the next catch-up sums them again. */
export async function dropWindows(db: Db, tenantId: number): Promise<void> {
  for (const table of ['bi_customer_windows', 'bi_item_windows', 'bi_windows'])
    await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE tenant_id = ${tenantId}`);
}

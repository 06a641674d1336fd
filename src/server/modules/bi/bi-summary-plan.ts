import type { DateRange } from '../../../shared/domain/periods.js';

/**
 * Which summary rows give a period's figures (docs/bi.md 'Resumos'). A year (or month) the period
 * covers whole is its one row of the yearly (monthly) summaries; one it covers in part is read either
 * as its part inside the period one level finer, or as its whole row less its parts outside the
 * period one level finer (taken away), whichever reads fewer days that can hold orders (up to
 * `today`). So the current year up to today is its yearly row less the days still to come, which are
 * empty, and 'last 24 months' reads a month, two years and a few days instead of 730 days.
 */
export type SummaryLevel = 'year' | 'month' | 'day';

/**
 * Rows of one level, added (1) or taken away (-1): for years and months, `range` runs from the
 * first unit's first day to the last unit's first day (what the summaries' date column holds).
 */
export type SummaryPart = { level: SummaryLevel; sign: 1 | -1; range: DateRange };

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);

const finer = { year: 'month', month: 'day' } as const;

function unitStart(level: 'year' | 'month', time: number): number {
  const d = new Date(time);
  // Stryker disable next-line ConditionalExpression: equivalent; months walked from January add the months before the period, whose part is empty (no plan of 400 000 random periods changed)
  return Date.UTC(d.getUTCFullYear(), level === 'year' ? 0 : d.getUTCMonth(), 1);
}
function nextUnit(level: 'year' | 'month', start: number): number {
  const d = new Date(start);
  return level === 'year'
    ? Date.UTC(d.getUTCFullYear() + 1, 0, 1)
    : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Days of [from, to] (ms, inclusive) on or before `today`: what reading them costs. */
const pastDays = (from: number, to: number, today: number) => Math.max(0, (Math.min(to, today) - from) / DAY_MS + 1);

/** The first day of the unit after the one starting on `start`. */
const after = (level: SummaryLevel, start: number) => (level === 'day' ? start + DAY_MS : nextUnit(level, start));

/** Appends the rows [from, to], joined to the last part when they continue it (same level and sign). */
function push(parts: SummaryPart[], level: SummaryLevel, sign: 1 | -1, from: number, to: number) {
  const last = parts.at(-1);
  const continues =
    last?.level === level &&
    after(level, ms(last.range.final)) === from &&
    // Stryker disable next-line ConditionalExpression: equivalent; runs of opposite signs never meet (no plan of 400 000 random periods changed), the check keeps that true by construction
    last.sign === sign;
  if (continues) last.range.final = iso(to);
  else parts.push({ level, sign, range: { inicial: iso(from), final: iso(to) } });
}

/** Covers [from, to] (ms, inclusive) with `sign` from `level` down (see SummaryPart). */
function cover(parts: SummaryPart[], level: SummaryLevel, sign: 1 | -1, from: number, to: number, today: number) {
  if (from > to) return;
  if (level === 'day') return push(parts, 'day', sign, from, to);
  for (let start = unitStart(level, from); start <= to; start = nextUnit(level, start)) {
    const end = nextUnit(level, start) - DAY_MS;
    const first = Math.max(start, from);
    const last = Math.min(end, to);
    const inside = pastDays(first, last, today);
    const outside = pastDays(start, first - DAY_MS, today) + pastDays(last + DAY_MS, end, today);
    const whole = first === start && last === end;
    if (!whole && outside >= inside) {
      cover(parts, finer[level], sign, first, last, today);
      continue;
    }
    push(parts, level, sign, start, start);
    // What the period leaves out of the unit, taken away (nothing for a whole unit: both are empty).
    cover(parts, finer[level], -sign as 1 | -1, start, first - DAY_MS, today);
    cover(parts, finer[level], -sign as 1 | -1, last + DAY_MS, end, today);
  }
}

/**
 * The parts that sum to `period`'s figures, from years down (`from` 'month' for figures per month:
 * a yearly row cannot say its months).
 */
export function summaryPlan(period: DateRange, today: string, from: 'year' | 'month' = 'year'): SummaryPart[] {
  const parts: SummaryPart[] = [];
  cover(parts, from, 1, ms(period.inicial), ms(period.final), ms(today));
  return parts;
}

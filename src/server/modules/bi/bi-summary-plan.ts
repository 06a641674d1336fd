import type { DateRange } from '../../../shared/domain/periods.js';

/**
 * Which summary rows give a period's figures (docs/bi.md 'Resumos'): the months it touches from the
 * monthly summaries, corrected at its two ends by day rows. A month the period covers only in part
 * is read either as its days in the period (`add`) or as the whole month less its days outside the
 * period (`subtract`), whichever reads fewer days that can hold orders (up to `today`): the current
 * month up to today is its monthly row less the days still to come, which are empty.
 */
export type SummaryPlan = {
  /** Months (their first days) read from the monthly summaries; null: none. */
  months: DateRange | null;
  add: DateRange[];
  subtract: DateRange[];
};

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const monthStart = (time: number) => {
  const d = new Date(time);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (start: number) => {
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/** Days of [from, to] (ms, inclusive) on or before `today`: what reading them costs. */
const pastDays = (from: number, to: number, today: number) => Math.max(0, (Math.min(to, today) - from) / DAY_MS + 1);

const range = (from: number, to: number): DateRange[] => (from <= to ? [{ inicial: iso(from), final: iso(to) }] : []);

export function summaryPlan(period: DateRange, today: string): SummaryPlan {
  const first = ms(period.inicial);
  const last = ms(period.final);
  const now = ms(today);
  const plan: SummaryPlan = { months: null, add: [], subtract: [] };
  if (first > last) return plan;
  let monthsFrom: number | null = null;
  let monthsTo: number | null = null;
  for (let start = monthStart(first); start <= last; start = nextMonth(start)) {
    const end = nextMonth(start) - DAY_MS;
    const from = Math.max(start, first);
    const to = Math.min(end, last);
    const inside = pastDays(from, to, now);
    const outside = pastDays(start, from - DAY_MS, now) + pastDays(to + DAY_MS, end, now);
    const whole = from === start && to === end;
    if (!whole && outside >= inside) {
      plan.add.push(...range(from, to));
      continue;
    }
    if (!whole) plan.subtract.push(...range(start, from - DAY_MS), ...range(to + DAY_MS, end));
    monthsFrom ??= start;
    monthsTo = start;
  }
  if (monthsFrom !== null && monthsTo !== null) plan.months = { inicial: iso(monthsFrom), final: iso(monthsTo) };
  return plan;
}

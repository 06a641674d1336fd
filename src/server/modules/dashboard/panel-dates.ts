import type { DayRange } from './dashboard.repo.js';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/**
 * The days the panel compares, on the company's calendar (`companyToday`, as orders are dated): this month
 * so far, the same days of the same month a year earlier (up to that month's end: 29/02 has no
 * match in 2027), that whole month, and the twelve months up to this one.
 */
export function panelDates(today: Date) {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  // Stryker disable next-line ArithmeticOperator: equivalent; years differ only in February, and next to a leap year this February has 28 days, within both lengths
  const lastYearDays = utc(y - 1, m + 1, 0).getUTCDate();
  const month: DayRange = { from: iso(utc(y, m, 1)), to: iso(utc(y, m + 1, 1)) };
  return {
    monthKey: month.from.slice(0, 7),
    month,
    today: iso(utc(y, m, d)),
    lastYearSoFar: { from: iso(utc(y - 1, m, 1)), to: iso(utc(y - 1, m, Math.min(d, lastYearDays) + 1)) },
    lastYearMonth: { from: iso(utc(y - 1, m, 1)), to: iso(utc(y - 1, m + 1, 1)) },
    twelveMonths: { from: iso(utc(y, m - 11, 1)), to: month.to },
    monthKeys: Array.from({ length: 12 }, (_, i) => iso(utc(y, m - 11 + i, 1)).slice(0, 7)),
  };
}

/** The last day of a range (its `to` is excluded). */
export const lastDayOf = (range: DayRange) =>
  new Date(Date.parse(`${range.to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

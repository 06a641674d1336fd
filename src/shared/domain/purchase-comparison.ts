import type { PurchaseMonth } from '../schemas/customer';
import { reaisToCents } from './money';

export type Purchases = { cents: number; units: number };
/** One year of the comparison: twelve months (null = not yet come) and the year's total. */
export type PurchaseYear = { year: number; months: Array<Purchases | null>; total: Purchases };
/** Today's year and month (1–12), in the store's calendar. */
export type YearMonth = { year: number; month: number };

/** The month columns of the comparison table and the charts' month axis. */
export const monthAbbreviations = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/**
 * The monthly purchases ('dte' as 'AAAA-MM…', 'vlr' in reais) as one line per year, oldest first.
 * A month without purchases is zero, but a month still to come is null: a chart then stops its line
 * today instead of diving to zero, and the year's total is what was bought so far.
 */
export function purchasesByYear(rows: PurchaseMonth[], today: YearMonth): PurchaseYear[] {
  const years = new Map<number, PurchaseYear>();
  for (const row of rows) {
    const year = Number(row.dte.slice(0, 4));
    const line = years.get(year) ?? emptyYear(year, today);
    years.set(year, line);
    const month = line.months[Number(row.dte.slice(5, 7)) - 1];
    if (!month) continue;
    month.cents += reaisToCents(row.vlr);
    month.units += row.qtd;
    line.total.cents += reaisToCents(row.vlr);
    line.total.units += row.qtd;
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

function emptyYear(year: number, today: YearMonth): PurchaseYear {
  const months = monthAbbreviations.map((_, index) =>
    isFuture(year, index + 1, today) ? null : { cents: 0, units: 0 },
  );
  return { year, months, total: { cents: 0, units: 0 } };
}

function isFuture(year: number, month: number, today: YearMonth): boolean {
  return year > today.year || (year === today.year && month > today.month);
}

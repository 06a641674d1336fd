import { CUSTOM_PERIOD, LAST_3_MONTHS, periodRange, type DateRange } from './periods.js';

/** The filters that decide a dashboard's dates (shared/schemas/bi-filters.ts). */
export type BiPeriod = {
  periodo: number;
  inicio?: string | undefined;
  fim?: string | undefined;
  incluirMesAtual: 0 | 1;
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const MONTHS_OF = [3, 6, 9, 12, 18, 24];

/**
 * The dates a dashboard covers. Options 0-9 are the periods of shared/domain/periods.ts and 10 the
 * custom interval. `incluirMesAtual` = 1 (no) changes only the 'last N months' options (4-9): they
 * become the N whole months before the current one (from the first day of month -N to the last day
 * of the previous month). Today, yesterday, current month, previous month and the custom interval
 * say their own dates, so the switch does not apply to them.
 */
export function biRange(period: BiPeriod, today: Date): DateRange {
  if (period.periodo === CUSTOM_PERIOD) {
    if (!period.inicio || !period.fim) throw new Error('custom period without dates');
    return { inicial: period.inicio, final: period.fim };
  }
  const months = MONTHS_OF[period.periodo - LAST_3_MONTHS];
  if (months !== undefined && period.incluirMesAtual === 1) {
    const y = today.getUTCFullYear();
    const m = today.getUTCMonth();
    return { inicial: iso(utc(y, m - months, 1)), final: iso(utc(y, m, 0)) };
  }
  const range = periodRange(period.periodo, today);
  if (!range) throw new Error(`unknown period ${period.periodo}`);
  return range;
}

/** The same dates a year earlier (29 February becomes the 28th), for the comparative sales. */
export function yearBefore(range: DateRange): DateRange {
  const back = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
    return iso(utc(y - 1, m - 1, Math.min(d, last)));
  };
  return { inicial: back(range.inicial), final: back(range.final) };
}

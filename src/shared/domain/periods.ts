import { formatDay } from '../br/dates.js';

/** The BI / Filtros period options 0-10 of spec section 9; 2 (current month) is the default. */
export const periodOptions = [
  'Hoje',
  'Ontem',
  'Mês atual',
  'Mês anterior',
  'Últimos 3 meses',
  'Últimos 6 meses',
  'Últimos 9 meses',
  'Últimos 12 meses',
  'Últimos 18 meses',
  'Últimos 24 meses',
  'Personalizado',
] as const;
export const DEFAULT_PERIOD = 2;
export const LAST_3_MONTHS = 4;
export const LAST_12_MONTHS = 7;
export const CUSTOM_PERIOD = 10;

export type DateRange = { inicial: string; final: string };

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** The dates of a period option, 'YYYY-MM-DD'; undefined for 'Personalizado'. */
export function periodRange(option: number, today: Date): DateRange | undefined {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  const d = today.getUTCDate();
  const todayIso = iso(utc(y, m, d));
  if (option === 0) return { inicial: todayIso, final: todayIso };
  if (option === 1) return { inicial: iso(utc(y, m, d - 1)), final: iso(utc(y, m, d - 1)) };
  if (option === 2) return { inicial: iso(utc(y, m, 1)), final: todayIso };
  if (option === 3) return { inicial: iso(utc(y, m - 1, 1)), final: iso(utc(y, m, 0)) };
  const months = [3, 6, 9, 12, 18, 24][option - 4];
  if (months === undefined) return undefined;
  return { inicial: iso(utc(y, m - months, d + 1)), final: todayIso };
}

export const monthNames = [
  'JANEIRO',
  'FEVEREIRO',
  'MARÇO',
  'ABRIL',
  'MAIO',
  'JUNHO',
  'JULHO',
  'AGOSTO',
  'SETEMBRO',
  'OUTUBRO',
  'NOVEMBRO',
  'DEZEMBRO',
] as const;

/**
 * What a sales list covers, for its title: 'MÊS NOVEMBRO' when it is the current month (from its
 * first day to today or to its end), otherwise the dates: 'DE 01/08/2026 A 25/11/2026' or
 * 'DE 25/11/2026' for one day. Naming a month for any other interval would mislead.
 */
export function periodTitle(range: DateRange | undefined, today: Date): string {
  const thisMonth = periodRange(DEFAULT_PERIOD, today);
  if (!range || !thisMonth) return '';
  const monthEnd = iso(utc(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  if (range.inicial === thisMonth.inicial && (range.final === thisMonth.final || range.final === monthEnd))
    return `MÊS ${monthNames[today.getUTCMonth()]}`;
  if (range.inicial === range.final) return `DE ${formatDay(range.inicial)}`;
  return `DE ${formatDay(range.inicial)} A ${formatDay(range.final)}`;
}

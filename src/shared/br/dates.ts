/**
 * A day as people type it — 'DD/MM/AAAA', 'DD-MM-AAAA' (the spec's date mask) or just the eight
 * digits — or as the wire and the database keep it ('YYYY-MM-DD'), read as 'YYYY-MM-DD' when it is
 * a real calendar day (no 31/02), else undefined.
 */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  const br = /^(\d{2})[-/]?(\d{2})[-/]?(\d{4})$/.exec(value);
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value;
  // Stryker disable next-line Regex,ConditionalExpression: equivalent; any other shape fails the round trip below too.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** 'YYYY-MM-DD' as 'DD/MM/AAAA', the way a date is shown on screen, on paper and in mail. */
export const formatDay = (iso: string): string => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

/** Where the company keeps its calendar and clock: orders, receivables and periods are dated there. */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

/** Built on first use and kept: a formatter costs more to build than many dates to format. */
let moment: Intl.DateTimeFormat | undefined;

/**
 * A moment (ISO text or Date) as 'DD/MM/AAAA, HH:MM' in the company's time (Brasília), whatever the
 * zone of the browser or the server: when something was done or last seen.
 */
export function formatMoment(at: string | Date): string {
  moment ??= new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  });
  return moment.format(new Date(at));
}

let companyDay: Intl.DateTimeFormat | undefined;

/** The company's calendar day (Brasília), 'YYYY-MM-DD': the day orders are dated with. */
export function companyDate(now = new Date()): string {
  companyDay ??= new Intl.DateTimeFormat('sv-SE', { timeZone: COMPANY_TIME_ZONE });
  return companyDay.format(now);
}

/**
 * Today as the company's calendar day, at midnight UTC, for the period math: after 21:00 in
 * Brasília the UTC day is already tomorrow, and on the 1st at that hour, next month.
 */
export function companyToday(now = new Date()): Date {
  return new Date(`${companyDate(now)}T00:00:00Z`);
}

/**
 * Brazilian bank business days: no weekends and no national holidays (the fixed ones and those
 * that move with Easter: Carnaval's Monday and Tuesday, Good Friday, Corpus Christi), the days on
 * which banks do not clear a boleto. Dates are 'YYYY-MM-DD'.
 */

const DAY_MS = 86_400_000;

/** Fixed national holidays (MM-DD), Black Consciousness Day included since Law 14.759/2023. */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** Offsets from Easter Sunday: Carnaval Monday and Tuesday, Good Friday, Corpus Christi. */
const FROM_EASTER = [-48, -47, -2, 60];

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher), as a UTC midnight. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1);
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isBusinessDay(day: string): boolean {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 0 || weekday === 6 || FIXED.includes(day.slice(5))) return false;
  const sunday = easter(Number(day.slice(0, 4)));
  return !FROM_EASTER.some((offset) => iso(sunday + offset * DAY_MS) === day);
}

/** The business day `count` business days after `day` (the day itself does not count). */
export function addBusinessDays(day: string, count: number): string {
  let ms = Date.parse(`${day}T00:00:00Z`);
  for (let left = count; left > 0;) {
    ms += DAY_MS;
    if (isBusinessDay(iso(ms))) left--;
  }
  return iso(ms);
}

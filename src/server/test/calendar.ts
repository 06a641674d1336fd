import { companyToday } from '../../shared/br/dates.js';

const DAY_MS = 86_400_000;

/**
 * A day on the company's calendar (Brasília), 'YYYY-MM-DD', `offset` days from today (negative:
 * before): the day the server calls today. The UTC day would be tomorrow after 21:00 there, and a
 * test run at that hour would expect a day of interest, a sale or a month that the server does not.
 */
export const companyDay = (offset = 0): string =>
  new Date(companyToday().getTime() + offset * DAY_MS).toISOString().slice(0, 10);

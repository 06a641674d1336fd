import { COMPANY_TIME_ZONE } from '../../../shared/br/dates.js';

/** The company's local date and time (Brasília), as orders record them. */
export { companyDate as localDate } from '../../../shared/br/dates.js';

// One formatter: toLocaleTimeString with options builds a new one on every call, which costs more
// than the rest of a cart change.
const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: COMPANY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function localTime(now = new Date()): string {
  return timeFormat.format(now);
}

/** The company's local date and time (Brasília), as orders record them. */
const ZONE = 'America/Sao_Paulo';

// One formatter each: toLocaleDateString with options builds a new one on every call, which costs
// more than the rest of a cart change.
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function localDate(now = new Date()): string {
  return dateFormat.format(now);
}

export function localTime(now = new Date()): string {
  return timeFormat.format(now);
}

/** The company's local date and time (Brasília), as orders record them. */
const ZONE = 'America/Sao_Paulo';

export function localDate(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: ZONE });
}

export function localTime(now = new Date()): string {
  return now.toLocaleTimeString('sv-SE', { timeZone: ZONE, hour12: false });
}

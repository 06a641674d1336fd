import { openBudgetStatuses, type OrderStatus } from './order-status.js';

/** A tenant that sets no validity keeps budgets' prices for this many days. */
export const DEFAULT_BUDGET_VALIDITY_DAYS = 10;

/** 'YYYY-MM-DD' plus whole days, in the calendar (no time zone can move the day). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day an open budget's prices hold: N days after they were set (the issue date, or the
 * day it was renewed). Sales have no validity: their prices are the ones sold.
 */
export function budgetValidUntil(status: string, pricedOn: string, days: number): string | null {
  return openBudgetStatuses.includes(status as OrderStatus) ? addDays(pricedOn, days) : null;
}

/** Expired ('Vencido') the day after its last valid day. */
export const isExpired = (validUntil: string | null, today: string) => validUntil !== null && today > validUntil;

/** What the lists and the modal show beside an expired budget's status. */
export const EXPIRED_LABEL = 'Vencido';

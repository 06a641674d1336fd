import { orderStatus, type InvoiceStatus, type OrderStatus } from './order-status.js';

/** Colour families the screens use for status cells. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/** Spec section 4: 'Em Aberto' info; starting with R success; with V warning; otherwise danger. */
export function receivableTone(status: string): StatusTone {
  if (status === 'Em Aberto') return 'info';
  if (status.startsWith('R')) return 'success';
  if (status.startsWith('V')) return 'warning';
  return 'danger';
}

const orderTones: Record<OrderStatus | InvoiceStatus, StatusTone> = {
  [orderStatus.sale]: 'success',
  [orderStatus.savedBudget]: 'info',
  [orderStatus.shopDraft]: 'neutral',
  [orderStatus.sellerDraft]: 'neutral',
  [orderStatus.reservation]: 'warning',
  [orderStatus.cancelled]: 'danger',
  [orderStatus.returned]: 'danger',
  F: 'success',
  E: 'warning',
  A: 'info',
};

export function orderTone(status: string): StatusTone {
  const tones: Partial<Record<string, StatusTone>> = orderTones;
  return tones[status] ?? 'neutral';
}

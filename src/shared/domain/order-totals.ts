/** One cart line as the totals need it, money in integer centavos. */
export type TotalsLine = { quantity: number; unitPriceCents: number; discountCents: number };

export type OrderTotals = { itemsCents: number; percentageCents: number; totalCents: number };

/** Line total: quantity times unit price, less the line's discount, never below zero. */
export function lineTotalCents(line: TotalsLine): number {
  return Math.max(0, line.quantity * line.unitPriceCents - line.discountCents);
}

/**
 * Spec section 9: total = sum − discount value − the percentage index applied to the sum. The
 * percentage share is rounded half up to the centavo; the total never goes below zero.
 */
export function orderTotals(lines: TotalsLine[], discountCents: number, percentageIndex: number): OrderTotals {
  const itemsCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const percentageCents = Math.round((itemsCents * percentageIndex) / 100);
  return { itemsCents, percentageCents, totalCents: Math.max(0, itemsCents - discountCents - percentageCents) };
}

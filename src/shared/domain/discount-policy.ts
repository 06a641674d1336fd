import type { TotalsLine } from './order-totals.js';

/**
 * The discount policy (issue 17): a seller may give up to their cap; above it a manager approves.
 * Percentages are kept as integer hundredths (1000 = 10,00 %), so comparing them never rounds.
 */
export type ApprovalState = 'pending' | 'approved' | 'refused';

/** One label per state on screen; 'Aguardando aprovação' is what the seller and the queue show. */
export const approvalLabels: Record<ApprovalState, string> = {
  pending: 'Aguardando aprovação',
  approved: 'Desconto aprovado',
  refused: 'Desconto recusado',
};

/**
 * The order's whole discount (the lines', the value and the percentage index) in hundredths of a
 * percent of the goods before any discount, rounded to the nearest: an index of exactly the cap must
 * not be refused because the index's share was rounded to the centavo (10 % of R$ 60,19 is R$ 6,02,
 * 10,002 %). Freight is not goods and does not count.
 */
export function discountHundredths(lines: TotalsLine[], discountCents: number, percentageIndex: number): number {
  const grossCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (grossCents <= 0) return 0;
  const lineDiscounts = lines.reduce((sum, l) => sum + Math.min(l.discountCents, l.quantity * l.unitPriceCents), 0);
  const netOfLines = grossCents - lineDiscounts;
  const indexCents = Math.round((netOfLines * percentageIndex) / 100);
  const discount = Math.min(grossCents, lineDiscounts + discountCents + indexCents);
  return Math.round((discount * 10_000) / grossCents);
}

/** Whether a discount needs a manager: above a cap (null = no cap). */
export const needsApproval = (hundredths: number, cap: number | null): boolean => cap !== null && hundredths > cap;

/** Whether an approval of `approved` covers the order's discount now: the same or less. */
export const isCovered = (hundredths: number, approved: number): boolean => hundredths <= approved;

/** 1050 → '10,50%'. */
export const formatHundredths = (hundredths: number): string =>
  `${(hundredths / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;

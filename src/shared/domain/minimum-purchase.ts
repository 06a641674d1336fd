/** Store rules shared by the checkout screen and the server. The minimum purchase (config 'vmc'): applies only when both a value and a message are configured. */
export type MinimumPurchase = { valueCents: number; message: string };

/** How much is missing to reach the minimum, in centavos (0 when reached or not configured; a value <= 0 is always reached). */
export function missingForMinimum(totalCents: number, minimum: MinimumPurchase | undefined): number {
  if (!minimum || minimum.message.trim() === '') return 0;
  return Math.max(0, minimum.valueCents - totalCents);
}

/** Instalments allowed: up to the configured maximum, each at least the minimum instalment (if any). */
export function allowedInstalments(goodsCents: number, rule: { max: number; minimumCents: number }): number {
  const byMinimum = rule.minimumCents > 0 ? Math.max(1, Math.floor(goodsCents / rule.minimumCents)) : rule.max;
  return Math.max(1, Math.min(rule.max, byMinimum));
}

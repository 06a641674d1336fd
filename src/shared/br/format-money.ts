// Stryker disable next-line StringLiteral: a locale or currency of '' throws as the module loads; Stryker's Vitest runner then sees no test fail
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
// Stryker disable next-line StringLiteral: as above, an empty locale, currency or notation throws as the module loads
const brlCompact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** ICU puts a no-break (or narrow no-break) space after 'R$' and before 'mil'; texts and tests want a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Integer centavos as Brazilian money: formatMoney(123456) is 'R$ 1.234,56' (plain space). */
export function formatMoney(cents: number): string {
  return plainSpaces(brl.format(Math.round(cents) / 100));
}

/**
 * Integer centavos as short Brazilian money for chart axes, where full values overlap:
 * 'R$ 950', 'R$ 3 mil', 'R$ 1,2 mi' (two significant digits, plain spaces).
 */
export function formatMoneyCompact(cents: number): string {
  return plainSpaces(brlCompact.format(Math.round(cents) / 100));
}

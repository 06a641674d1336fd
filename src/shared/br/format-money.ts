// Stryker disable next-line StringLiteral: a locale or currency of '' throws as the module loads; Stryker's Vitest runner then sees no test fail
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as Brazilian money: formatMoney(123456) is 'R$ 1.234,56' (plain space). */
export function formatMoney(cents: number): string {
  return brl.format(Math.round(cents) / 100).replace(/\u00a0/g, ' ');
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as Brazilian money: formatMoney(123456) is 'R$ 1.234,56' (plain space). */
export function formatMoney(cents: number): string {
  return brl.format(Math.round(cents) / 100).replace(/\u00a0/g, ' ');
}

/**
 * Order/budget statuses as the ERP writes them (spec section 4). 'Pendente' and 'Orçamento' are
 * temporary budgets (a cart being built); 'Orcamento' is a saved budget; the rest are sales.
 */
export const orderStatuses = [
  'Pendente',
  'Orçamento',
  'Orcamento',
  'Venda',
  'Reserva',
  'Cancelado',
  'Devolucao',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const temporaryStatuses: readonly OrderStatus[] = ['Pendente', 'Orçamento'];

/** Invoice status of a sale: F Faturado, E Faturando, A A faturar. */
export const invoiceStatuses = { F: 'Faturado', E: 'Faturando', A: 'A faturar' } as const;
export type InvoiceStatus = keyof typeof invoiceStatuses;

/** Payment methods (spec section 3). */
export const paymentMethods = { D: 'Boleto', C: 'Cheque', O: 'Cartão de crédito', P: 'Prazo', I: 'Dinheiro' } as const;
export type PaymentMethod = keyof typeof paymentMethods;

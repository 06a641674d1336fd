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

/** The statuses by meaning, so code names what it means and the ERP's spelling stays here. */
export const orderStatus = {
  sellerDraft: 'Pendente',
  shopDraft: 'Orçamento',
  savedBudget: 'Orcamento',
  sale: 'Venda',
  reservation: 'Reserva',
  cancelled: 'Cancelado',
  returned: 'Devolucao',
} as const satisfies Record<string, OrderStatus>;

export const temporaryStatuses: readonly OrderStatus[] = [orderStatus.sellerDraft, orderStatus.shopDraft];

/** Budgets still open: carts being built and saved budgets (the dashboard's 'Orçamentos pendentes'). */
export const openBudgetStatuses: readonly OrderStatus[] = [...temporaryStatuses, orderStatus.savedBudget];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);

/** Invoice status of a sale: F Faturado, E Faturando, A A faturar. */
export const invoiceStatuses = { F: 'Faturado', E: 'Faturando', A: 'A faturar' } as const;
export type InvoiceStatus = keyof typeof invoiceStatuses;

/** Payment methods (spec section 3). */
export const paymentMethods = { D: 'Boleto', C: 'Cheque', O: 'Cartão de crédito', P: 'Prazo', I: 'Dinheiro' } as const;
export type PaymentMethod = keyof typeof paymentMethods;

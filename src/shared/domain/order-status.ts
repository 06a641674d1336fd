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

/**
 * What a person reads for each status, on every screen, print and mail (the wire keeps the ERP's
 * values). The two temporary kinds are one thing to a user, a budget being built: 'Orçamento'.
 * A saved budget is told apart ('Orçamento salvo'): it is no longer being built.
 */
export const orderStatusLabels: Record<OrderStatus, string> = {
  Pendente: 'Orçamento',
  Orçamento: 'Orçamento',
  Orcamento: 'Orçamento salvo',
  Venda: 'Venda',
  Reserva: 'Reserva',
  Cancelado: 'Cancelado',
  Devolucao: 'Devolução',
};

/**
 * Where one kind must be picked (a grid's status search), the temporary kinds say where the budget
 * is being built: at the counter by a seller, or in the online store by the customer.
 */
export const orderStatusChoiceLabels: Record<OrderStatus, string> = {
  ...orderStatusLabels,
  Pendente: 'Orçamento (balcão)',
  Orçamento: 'Orçamento (loja virtual)',
};

/** The label of a status; a value outside the table (none should reach a screen) shows as it is. */
export const orderStatusLabel = (status: string): string =>
  isOrderStatus(status) ? orderStatusLabels[status] : status;

export const orderStatusChoiceLabel = (status: string): string =>
  isOrderStatus(status) ? orderStatusChoiceLabels[status] : status;

/** Invoice status of a sale: F Faturado, E Faturando, A A faturar. */
export const invoiceStatuses = { F: 'Faturado', E: 'Faturando', A: 'A faturar' } as const;
export type InvoiceStatus = keyof typeof invoiceStatuses;

/** Payment methods (spec section 3). */
export const paymentMethods = {
  D: 'Boleto',
  C: 'Cheque',
  O: 'Cartão de crédito',
  P: 'Prazo',
  I: 'Dinheiro',
  X: 'Pix',
} as const;
export type PaymentMethod = keyof typeof paymentMethods;

/** Where an order was made (cfioriped): S the online store, N the counter (a seller, the terminal). */
export const orderOrigins = { S: 'Loja virtual', N: 'Balcão' } as const;

/** The ERP's order type (cfitpnped): O a budget, V a sale. */
export const orderTypes = { O: 'Orçamento', V: 'Venda' } as const;

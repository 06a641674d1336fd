import { temporaryStatuses, type OrderStatus } from './order-status.js';

/**
 * What may be done to an order or budget in each status (spec section 4). The server refuses
 * anything not listed here; the screens offer only what is listed.
 * - edit: change the cart (items, customer, discounts, observation);
 * - saveBudget: direcionamento 'ped', the budget becomes 'Orcamento';
 * - placeOrder: direcionamento 'tpe', the budget becomes a sale ('Venda');
 * - delete: only budgets are deleted, sales are cancelled;
 * - cancel: a sale or reservation becomes 'Cancelado' with its reason;
 * - copy: any order can start a new budget with the same items.
 */
export const orderActions = ['edit', 'saveBudget', 'placeOrder', 'delete', 'cancel', 'copy'] as const;
export type OrderAction = (typeof orderActions)[number];

const budgetActions: readonly OrderAction[] = ['edit', 'saveBudget', 'placeOrder', 'delete', 'copy'];

export const orderTransitions: Record<OrderStatus, readonly OrderAction[]> = {
  Pendente: budgetActions,
  Orçamento: budgetActions,
  Orcamento: ['edit', 'placeOrder', 'delete', 'copy'],
  Reserva: ['placeOrder', 'cancel', 'copy'],
  Venda: ['cancel', 'copy'],
  Cancelado: ['copy'],
  Devolucao: ['copy'],
};

export function allowedActions(status: string): readonly OrderAction[] {
  return orderTransitions[status as OrderStatus] ?? [];
}

export function canDo(status: string, action: OrderAction): boolean {
  return allowedActions(status).includes(action);
}

/** The status an action leaves behind; undefined when the action does not change the status. */
export const statusAfter: Partial<Record<OrderAction, OrderStatus>> = {
  saveBudget: 'Orcamento',
  placeOrder: 'Venda',
  cancel: 'Cancelado',
};

/** Direcionamento codes of the wire: 'ped' saves the budget, 'tpe' turns it into a sale. */
export const directions = { ped: 'saveBudget', tpe: 'placeOrder' } as const satisfies Record<string, OrderAction>;
export type Direction = keyof typeof directions;

/** spec TypePage: a cart still being built is 'temporary', a saved budget 'budget', anything else a sale. */
export function pageTypeOf(status: string): 'temporary' | 'budget' | 'sale' {
  if ((temporaryStatuses as readonly string[]).includes(status)) return 'temporary';
  return status === 'Orcamento' ? 'budget' : 'sale';
}

/** The status a new cart gets: a seller's is a 'Pendente' budget, a shop customer's an 'Orçamento'. */
export const newCartStatus = (byCustomer: boolean): OrderStatus => (byCustomer ? 'Orçamento' : 'Pendente');

import { isOrderStatus, orderStatus, temporaryStatuses, type OrderStatus } from './order-status.js';

/**
 * What may be done to an order or budget in each status (spec section 4). The server refuses
 * anything not listed here; the screens offer only what is listed.
 * - edit: change the cart (items, customer, discounts, observation);
 * - saveBudget: direcionamento 'ped', the budget becomes 'Orcamento';
 * - placeOrder: direcionamento 'tpe', the budget becomes a sale ('Venda');
 * - delete: only budgets are deleted, sales are cancelled;
 * - cancel: a sale or reservation becomes 'Cancelado' with its reason;
 * - returnItems: some units of a sale come back ('Devolucao'); the last ones make it 'Devolucao';
 * - copy: any order can start a new budget with the same items;
 * - acceptQuote: the customer accepts a seller's budget from its public link (docs/public-quote.md):
 *   it becomes a 'Reserva', an order the seller confirms ('placeOrder', which takes the stock).
 */
export const orderActions = [
  'edit',
  'saveBudget',
  'placeOrder',
  'delete',
  'cancel',
  'returnItems',
  'copy',
  'acceptQuote',
] as const;
export type OrderAction = (typeof orderActions)[number];

const budgetActions: readonly OrderAction[] = ['edit', 'saveBudget', 'placeOrder', 'delete', 'copy', 'acceptQuote'];

export const orderTransitions: Record<OrderStatus, readonly OrderAction[]> = {
  [orderStatus.sellerDraft]: budgetActions,
  [orderStatus.shopDraft]: budgetActions,
  [orderStatus.savedBudget]: ['edit', 'placeOrder', 'delete', 'copy', 'acceptQuote'],
  [orderStatus.reservation]: ['placeOrder', 'cancel', 'copy'],
  [orderStatus.sale]: ['cancel', 'returnItems', 'copy'],
  [orderStatus.cancelled]: ['copy'],
  [orderStatus.returned]: ['copy'],
};

export function allowedActions(status: string): readonly OrderAction[] {
  return isOrderStatus(status) ? orderTransitions[status] : [];
}

export function canDo(status: string, action: OrderAction): boolean {
  return allowedActions(status).includes(action);
}

/**
 * What an action writes to the order by itself: the status it leaves behind and the ERP codes that
 * go with it (order type 'O' budget / 'V' sale; a new sale is 'A faturar'). Actions not listed keep
 * the status. This is the only place a status is written; services never set one by hand.
 */
export type TransitionWrite = { status: OrderStatus; orderType?: 'O' | 'V'; invoiceStatus?: 'A' };
export const transitionWrites: Partial<Record<OrderAction, TransitionWrite>> = {
  saveBudget: { status: orderStatus.savedBudget, orderType: 'O' },
  placeOrder: { status: orderStatus.sale, orderType: 'V', invoiceStatus: 'A' },
  cancel: { status: orderStatus.cancelled },
  acceptQuote: { status: orderStatus.reservation, orderType: 'V' },
};

/**
 * A return keeps the sale a 'Venda' while any unit of it is still with the customer (docs/orders.md);
 * the return of the last units leaves it 'Devolucao'.
 */
export const returnWrite = (everythingReturned: boolean): TransitionWrite | undefined =>
  everythingReturned ? { status: orderStatus.returned } : undefined;

/** Direcionamento codes of the wire: 'ped' saves the budget, 'tpe' turns it into a sale. */
export const directions = { ped: 'saveBudget', tpe: 'placeOrder' } as const satisfies Record<string, OrderAction>;

/** spec TypePage: a cart still being built is 'temporary', a saved budget 'budget', anything else a sale. */
export function pageTypeOf(status: string): 'temporary' | 'budget' | 'sale' {
  if ((temporaryStatuses as readonly string[]).includes(status)) return 'temporary';
  return status === orderStatus.savedBudget ? 'budget' : 'sale';
}

/** The status a new cart gets: a seller's is a 'Pendente' budget, a shop customer's an 'Orçamento'. */
export const newCartStatus = (byCustomer: boolean): OrderStatus =>
  byCustomer ? orderStatus.shopDraft : orderStatus.sellerDraft;

/** The order's name on every screen, print and mail: 'Pedido nº 12' once placed, 'Orçamento nº 12' before. */
export const orderTitle = (status: string, id: number): string =>
  `${pageTypeOf(status) === 'sale' ? 'Pedido' : 'Orçamento'} nº ${id}`;

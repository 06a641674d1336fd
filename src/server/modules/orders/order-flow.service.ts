import { isCustomer } from '../../../shared/domain/access.js';
import { directions, pageTypeOf } from '../../../shared/domain/order-transitions.js';
import { isCreditReleased } from '../../../shared/schemas/customer.js';
import { cartMessages, type CartReply, type DirectRequest } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import { ApprovalNeeded, assertDiscountAllowed, requestApproval, type DiscountDeps } from '../discounts/index.js';
import { readStoreRules, type StoreRules } from '../store-config/index.js';
import { assertAllowed, changeOrder, createCart, loadCart, visibleOrder, type CartChange } from './cart.service.js';
import { totalsOf } from './cart-presenter.js';
import { assertInstalmentsFit } from './order-terms.service.js';
import { localDate, localTime } from './clock.js';
import { priceDateOf, repriceLines } from './order-pricing.js';
import { takeStockOrRefuse } from './order-stock.service.js';
import {
  deleteItems,
  deleteOrder,
  findItems,
  insertItems,
  touchOrder,
  type ItemWithProduct,
  type OrderWithCustomer,
} from './orders.repo.js';

/** A customer counts as not selected when there is no code or the name is 'CONSUMIDOR' (spec section 5). */
const hasCustomer = ({ order }: OrderWithCustomer) =>
  order.customerId !== null && order.customerName.trim().toUpperCase() !== 'CONSUMIDOR';

function assertCreditFor(auth: AuthContext, row: OrderWithCustomer, acknowledged: boolean): void {
  if (!row.customer || isCreditReleased(row.customer.credit)) return;
  if (isCustomer(auth)) throw forbidden(cartMessages.creditBlocked);
  if (!acknowledged) throw conflict(cartMessages.creditBlocked, undefined, { bloqueio: true });
}

/**
 * Directs the order: 'ped' saves it as a budget ('Orcamento'), 'tpe' turns it into a sale. Only
 * sellers place an order here: a customer's order goes through the store checkout, which checks the
 * minimum purchase, shipping, payment and today's prices (403 before the order is read).
 */
export async function directOrder(
  deps: DiscountDeps,
  auth: AuthContext,
  id: number,
  input: DirectRequest,
): Promise<CartReply> {
  const { db } = deps;
  const action = directions[input.direcionamento];
  if (action === 'placeOrder' && isCustomer(auth)) throw forbidden(cartMessages.checkoutOnly);
  const change: CartChange = async (tx, row) => {
    // Prices are recomputed here, at placement: the customer's and condition's as they are now.
    const items = await repriceLines(tx, row.order, priceDateOf(row));
    if (items.length === 0) throw badRequest(cartMessages.emptyCart);
    const now = new Date();
    const notes = input.observacao?.trim() ? { notes: input.observacao.trim() } : {};
    const stamp = { issuedOn: localDate(now), issuedAt: localTime(now), direction: input.direcionamento, ...notes };
    if (action === 'saveBudget') return { set: stamp, items };
    if (!hasCustomer(row)) throw badRequest(cartMessages.customerRequired);
    assertCreditFor(auth, row, input.cienteBloqueio === true);
    await placementChecks(tx, auth, row, items, rules);
    return { set: stamp, items: await takeStockOrRefuse(tx, auth.tenantId, id, items) };
  };
  // The store's rules (pcl) are read before the order is locked, as setting the terms does.
  const rules = action === 'placeOrder' ? await readStoreRules(db, auth.tenantId) : undefined;
  const cart = await changeOrder(db, auth, id, input.versao, action, change).catch(async (error: unknown) => {
    // Above the cap: the placement rolled back; the request is filed on its own, so it stays.
    if (error instanceof ApprovalNeeded) await requestApproval(deps, auth.tenantId, error.request);
    throw error;
  });
  const mensagem = action === 'saveBudget' ? cartMessages.budgetSaved : cartMessages.orderPlaced;
  return { ...cart, msg: { tipo: 'success', mensagem } };
}

/**
 * What placement re-checks on the order as it is now: each instalment still at least the minimum of
 * `pcl` (the total may have dropped since the terms were set) and the discount within the seller's
 * cap or approved by a manager.
 */
async function placementChecks(
  tx: Db,
  auth: AuthContext,
  row: OrderWithCustomer,
  items: ItemWithProduct[],
  rules: StoreRules | undefined,
) {
  const totalCents = totalsOf(row.order, items).totalCents;
  if (rules) assertInstalmentsFit(rules, row.order.instalments, totalCents);
  const lines = items.map(({ item }) => item);
  await assertDiscountAllowed(tx, auth, { ...row.order, totalCents }, lines);
}

/** Deletes a budget and starts a new consumer temporary budget for the caller (spec section 4). */
export async function deleteBudget(db: Db, auth: AuthContext, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await visibleOrder(tx, auth, id, true);
    assertAllowed(row.order.status, 'delete');
    await deleteOrder(tx, auth.tenantId, id);
    return createCart(tx, auth);
  });
}

/**
 * Copies the items of `sourceId` at today's applicable prices into `targetId` (replacing its lines) or into a
 * new budget for the same customer; gives the budget's code.
 */
export async function copyOrder(db: Db, auth: AuthContext, sourceId: number, targetId?: number): Promise<number> {
  const source = await visibleOrder(db, auth, sourceId);
  assertAllowed(source.order.status, 'copy');
  const lines = await findItems(db, auth.tenantId, sourceId);
  const fill: CartChange = async (tx, target) => {
    await deleteItems(tx, auth.tenantId, target.order.id);
    await insertItems(
      tx,
      lines.map(({ item, product }, index) => ({
        ...item,
        id: undefined,
        orderId: target.order.id,
        position: index + 1,
        unitPriceCents: product.priceCents,
        listPriceCents: product.listPriceCents,
        discountCents: 0,
      })),
    );
    // Then each line at the target's applicable price (its customer's tables, today).
    const items = await repriceLines(tx, target.order, localDate());
    return { set: { discountCents: 0, percentageIndex: '0' }, items };
  };
  if (targetId !== undefined) {
    await changeOrder(db, auth, targetId, undefined, 'edit', fill);
    return targetId;
  }
  const { order } = source;
  return db.transaction(async (tx) => {
    const id = await createCart(tx, auth, {
      customerId: order.customerId,
      customerName: order.customerName,
      tradeName: order.tradeName,
      phone: order.phone,
      address: order.address,
      businessUnitId: order.businessUnitId,
      paymentMethod: order.paymentMethod,
      instalments: order.instalments,
    });
    // A savepoint inside this transaction: a failed copy leaves no empty budget behind.
    await changeOrder(tx, auth, id, undefined, 'edit', fill);
    return id;
  });
}

/** POST /load/budget 'select': the order to continue, after checking the caller may; `loja` sets its store. */
export async function selectBudget(db: Db, auth: AuthContext, id: number, store?: number): Promise<CartReply> {
  const row = await visibleOrder(db, auth, id);
  // A customer continuing a budget (/?temporary={id}) makes it their open cart.
  if (isCustomer(auth) && pageTypeOf(row.order.status) === 'temporary') await touchOrder(db, auth.tenantId, id);
  if (store === undefined || isCustomer(auth) || row.order.businessUnitId === store) return loadCart(db, auth, id);
  return changeOrder(db, auth, id, undefined, 'edit', () => Promise.resolve({ set: { businessUnitId: store } }));
}

/** POST /consulta-pedido-web/results: the page type and status of a web order the caller may see. */
export async function webOrderStatus(db: Db, auth: AuthContext, id: number) {
  try {
    const { order } = await visibleOrder(db, auth, id);
    return [{ cficodped: order.id, cfitippdw: pageTypeOf(order.status), cfistapdw: order.status }];
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return [];
    throw error;
  }
}

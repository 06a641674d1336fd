import { CUSTOMER_LEVEL } from '../../../shared/domain/access.js';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart.js';
import { isCreditReleased } from '../../../shared/schemas/customer.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import { readStoreRules } from '../store-config/index.js';
import { changeOrder, loadCart } from './cart.service.js';
import { totalsOf } from './cart-presenter.js';
import { checkStockOrRefuse } from './order-stock.service.js';
import { priceDateOf, repriceLines } from './order-pricing.js';
import { assertInstalmentsFit } from './order-terms.service.js';
import { findOrder } from './orders.repo.js';

/**
 * The budget's customer as the access policy sees them: whoever holds a budget's public link acts
 * for its customer, who reaches only their own orders and never the seller's fields.
 */
function customerOf(tenantId: number, customerId: number): AuthContext {
  return {
    tenantId,
    id: customerId,
    level: CUSTOMER_LEVEL,
    role: null,
    representativeId: null,
    name: '',
    email: '',
    tokenHash: '',
  };
}

/** The budget's customer, as whom its public link acts (404 when the budget has none). */
export async function budgetCustomer(db: Db, tenantId: number, id: number): Promise<AuthContext> {
  const row = await findOrder(db, tenantId, id);
  if (row?.order.customerId == null) throw notFound(cartMessages.orderNotFound);
  return customerOf(tenantId, row.order.customerId);
}

/** The budget as its customer reads it (no discounts per line, no internal fields). */
export async function budgetAsCustomerSees(db: Db, tenantId: number, id: number): Promise<CartReply> {
  return loadCart(db, await budgetCustomer(db, tenantId, id), id);
}

/**
 * The customer accepts the budget from its public link: it becomes a 'Reserva', an order the seller
 * confirms. The checks of a checkout run on it as it is now: its prices (held while the budget is
 * valid), active products, the instalments' minimum (`pcl`), the credit block and the stock of the
 * bases and of the colourants of tinted lines (checked here, taken when the seller confirms). The
 * online store's minimum purchase is not one of them: the seller's budget is not a shop purchase,
 * and a seller's placement does not apply it either.
 * Runs in the caller's transaction.
 */
export async function acceptBudget(db: Db, tenantId: number, id: number): Promise<void> {
  const customer = await budgetCustomer(db, tenantId, id);
  const rules = await readStoreRules(db, tenantId);
  await changeOrder(db, customer, id, undefined, 'acceptQuote', async (tx, row) => {
    const items = await repriceLines(tx, row.order, priceDateOf(row));
    if (items.length === 0) throw badRequest(cartMessages.emptyCart);
    if (items.some(({ product }) => !product.active)) throw conflict(storeMessages.productGone);
    assertInstalmentsFit(rules, row.order.instalments, totalsOf(row.order, items).totalCents);
    if (row.customer && !isCreditReleased(row.customer.credit)) throw forbidden(storeMessages.creditBlocked);
    await checkStockOrRefuse(tx, tenantId, id, items);
    return { items };
  });
}

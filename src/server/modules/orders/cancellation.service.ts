import { isCustomer } from '../../../shared/domain/access.js';
import { orderStatus } from '../../../shared/domain/order-status.js';
import { messages } from '../../../shared/messages.js';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import type { MailService } from '../mail/index.js';
import { cancelledOrderMail } from './cancel-mail.js';
import { assertAllowed, changeOrder, visibleOrder } from './cart.service.js';
import { findCancellation } from './order-returns.repo.js';
import { giveStockBack } from './order-stock.service.js';

/**
 * Gives a paid order's money back (payments module): `refund` asks the provider before the order
 * changes (a refusal stops the cancellation), `record` marks it in the cancellation's transaction.
 */
export interface OrderRefunds {
  refund(tenantId: number, orderId: number): Promise<void>;
  record(tx: Db, tenantId: number, orderId: number): Promise<void>;
}

export type CancelDeps = { db: Db; mail: MailService; refunds: OrderRefunds };

/** Cancelling and returning take goods back: a manager's or an admin's call, never a seller's. */
export function assertMayTakeBack(auth: AuthContext): void {
  if (isCustomer(auth) || auth.role === 'seller') throw forbidden(messages.access.forbidden);
}

/**
 * Managers and admins cancel a sale with its reason, recording who and when. The order row is
 * locked and its status checked inside the transaction (changeOrder), so of two cancellations at
 * once the second finds it 'Cancelado' and is refused: the stock comes back exactly once. The
 * customer's notice goes into the outbox in the same transaction and leaves after the commit. A paid
 * order's money goes back through its provider first (OrderRefunds).
 */
export async function cancelOrder(
  deps: CancelDeps,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  reason: string,
): Promise<CartReply> {
  assertMayTakeBack(auth);
  // Only an order that may be cancelled has its money given back.
  assertAllowed((await visibleOrder(deps.db, auth, id)).order.status, 'cancel');
  await deps.refunds.refund(auth.tenantId, id);
  const cart = await changeOrder(deps.db, auth, id, undefined, 'cancel', async (tx, { order }) => {
    if (order.status === orderStatus.sale) await giveStockBack(tx, auth.tenantId, id);
    await deps.refunds.record(tx, auth.tenantId, id);
    return {
      set: { cancelReason: reason, cancelledAt: new Date(), cancelledBy: auth.id },
      afterSave: async (db, saved) => {
        const to = saved.customer?.email?.trim();
        if (!to) return;
        const mail = cancelledOrderMail(tenant.tradeName, saved.order, reason);
        await deps.mail.queue({ tenantId: auth.tenantId, to: [to], ...mail }, db);
      },
    };
  });
  await deps.mail.flush();
  return cart;
}

/** POST /reason-canceled: the reason with who and when, or the spec's text when there is none. */
export async function cancellationOf(db: Db, auth: AuthContext, id: number) {
  const { order } = await visibleOrder(db, auth, id);
  if (order.status !== orderStatus.cancelled || !order.cancelReason?.trim())
    return { motivo: cartMessages.noCancelReason, canceladoPor: null, canceladoEm: null };
  const audit = await findCancellation(db, auth.tenantId, id);
  return {
    motivo: order.cancelReason,
    // Which colleague cancelled is the company's business, not the customer's.
    canceladoPor: isCustomer(auth) ? null : (audit?.by ?? null),
    canceladoEm: audit?.at?.toISOString() ?? null,
  };
}

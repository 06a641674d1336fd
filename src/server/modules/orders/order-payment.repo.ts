import { and, eq, sql } from 'drizzle-orm';
import { orderStatus } from '../../../shared/domain/order-status.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';

/** The `origin` of an order placed at the store's checkout. */
const SHOP_ORIGIN = 'S';

/**
 * The SQL of what the payments module may change on an order (order-payment.service.ts): its payment
 * state, and the cancellation of a sale whose payment expired. Both run inside the caller's transaction.
 */
export async function setOrderPaymentStatus(tx: Db, tenantId: number, orderId: number, status: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: status, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

/**
 * Cancels the order with the reason if it is a 'Venda' placed at the store's checkout (a second
 * call, an order already cancelled by hand, or a sale a seller confirmed, changes nothing). True
 * when it was cancelled now.
 */
export async function markSaleCancelled(tx: Db, tenantId: number, orderId: number, reason: string): Promise<boolean> {
  const cancelled = await tx
    .update(orders)
    .set({
      status: orderStatus.cancelled,
      cancelReason: reason,
      cancelledAt: new Date(),
      updatedAt: new Date(),
      version: sql`${orders.version} + 1`,
    })
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.id, orderId),
        eq(orders.status, orderStatus.sale),
        eq(orders.origin, SHOP_ORIGIN),
      ),
    )
    .returning({ id: orders.id });
  return cancelled.length > 0;
}

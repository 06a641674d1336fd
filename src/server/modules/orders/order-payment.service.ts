import type { Db } from '../../db/client.js';
import { markSaleCancelled } from './order-payment.repo.js';
import { giveStockBack } from './order-stock.service.js';

export { setOrderPaymentStatus } from './order-payment.repo.js';

/**
 * An unpaid store sale is cancelled with the reason and gives its stock back, once. A sale a seller
 * confirmed (a budget accepted from its public link) is not: its Pix is made again from the link.
 * Runs in the caller's transaction; true when it was cancelled now.
 */
export async function cancelUnpaidSale(tx: Db, tenantId: number, orderId: number, reason: string): Promise<boolean> {
  if (!(await markSaleCancelled(tx, tenantId, orderId, reason))) return false;
  await giveStockBack(tx, tenantId, orderId);
  return true;
}

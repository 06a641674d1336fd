import { orderStatus } from '../../../shared/domain/order-status.js';
import type { CartReply } from '../../../shared/schemas/cart.js';
import { paymentStates, type PaymentStatusReply } from '../../../shared/schemas/payments.js';
import { quoteMessages } from '../../../shared/schemas/public-quote.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import { visibleCustomer } from '../customers/index.js';
import { budgetCustomer, setOrderPaymentStatus, visibleOrder } from '../orders/index.js';
import type { PixPayments } from '../payments/index.js';
import { lockQuote, openQuote, type Opened } from './open-quote.js';

export type QuotePixDeps = { db: Db; pix: PixPayments };

/** The payment method code of Pix (the store's 'fpg' list). */
const PIX = 'X';

/** An order past these takes no more payment: a Pix for it would be money to give back. */
const closed: readonly string[] = [orderStatus.cancelled, orderStatus.returned];

/** The page offers Pix when the seller's terms say Pix and the company's PSP is set up. */
export async function offersPix(db: Db, pix: PixPayments, tenantId: number, cart: CartReply): Promise<boolean> {
  return cart.pedido.cfirecped === PIX && (await pix.credentials(tenantId, db)) !== undefined;
}

/**
 * The Pix of an accepted budget, in the caller's transaction with the link locked (the PSP is asked
 * after the commit, as at the store's checkout): for the order's total, paid by its customer.
 */
export async function openQuotePix(tx: Db, pix: PixPayments, tenantId: number, orderId: number): Promise<void> {
  const customer = await budgetCustomer(tx, tenantId, orderId);
  const { order } = await visibleOrder(tx, customer, orderId);
  const payer = await visibleCustomer(tx, customer, customer.id);
  await pix.openUnlessPayable(tx, {
    tenantId,
    orderId,
    amountCents: order.totalCents,
    payer: { name: payer.name, document: payer.document ?? '' },
  });
  if (order.paymentStatus !== paymentStates.paid)
    await setOrderPaymentStatus(tx, tenantId, orderId, paymentStates.awaiting);
}

/** GET …/pagamento: the accepted budget's Pix as its customer sees it (polled by the page). */
export async function quotePayment(
  deps: QuotePixDeps,
  tenantId: number,
  token: string,
  webhookBase: string | undefined,
): Promise<PaymentStatusReply> {
  const { quote } = await payable(deps.db, deps.pix, tenantId, await openQuote(deps.db, tenantId, token));
  return statusOf(deps, tenantId, quote.orderId, webhookBase);
}

/** POST …/pix: a new Pix when the last one expired unpaid; the same one while it can still be paid. */
export async function newQuotePix(
  deps: QuotePixDeps,
  tenantId: number,
  token: string,
  webhookBase: string | undefined,
): Promise<PaymentStatusReply> {
  const orderId = await deps.db.transaction(async (tx) => {
    const { quote, cart } = await payable(tx, deps.pix, tenantId, await lockQuote(tx, tenantId, token));
    if (closed.includes(cart.pedido.cfistaped)) throw conflict(quoteMessages.pixClosed);
    await openQuotePix(tx, deps.pix, tenantId, quote.orderId);
    return quote.orderId;
  });
  await deps.pix.issue(tenantId, orderId, webhookBase);
  return statusOf(deps, tenantId, orderId, webhookBase);
}

/** The opened budget, when its page takes a Pix: accepted, with Pix in its terms and a PSP set up. */
async function payable(db: Db, pix: PixPayments, tenantId: number, opened: Opened) {
  if (!opened.accepted) throw conflict(quoteMessages.pixAcceptFirst);
  if (!(await offersPix(db, pix, tenantId, opened.cart))) throw conflict(quoteMessages.pixNotOffered);
  return opened;
}

async function statusOf({ db, pix }: QuotePixDeps, tenantId: number, orderId: number, webhookBase: string | undefined) {
  return pix.status(await budgetCustomer(db, tenantId, orderId), orderId, webhookBase);
}

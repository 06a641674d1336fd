import { formatMoney } from '../../../shared/br/format-money.js';
import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import { paymentStatuses } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import {
  cancelUnpaidSale,
  paymentNewsMail,
  setOrderPaymentStatus,
  type MailLink,
  type PaymentNews,
} from '../orders/index.js';
import { appendEvent, updatePayment, type PaymentRow } from './payments.repo.js';
import { refusedBoletoNotice } from './store-notices.js';

export type Settlement = { eventId: string; amountCents: number; at: string; detail: unknown };
export type Outcome = 'paid' | 'duplicate' | 'amount_mismatch' | 'late';

/**
 * A payment the provider reports, applied to a locked charge in the caller's transaction. The event
 * is kept first: a repeat of one already kept changes nothing. A different amount is kept, shown as
 * the reason and does not pay the order; a payment after the charge expired is kept for the seller
 * to give back (the order was already cancelled and its stock returned).
 */
export async function settle(tx: Db, mail: MailService, payment: PaymentRow, s: Settlement): Promise<Outcome> {
  const mismatch = s.amountCents !== payment.amountCents;
  const late = payment.state !== paymentStates.awaiting;
  const kind = mismatch ? 'amount_mismatch' : late ? 'late' : 'paid';
  const added = await appendEvent(tx, {
    tenantId: payment.tenantId,
    paymentId: payment.id,
    provider: payment.provider,
    eventId: s.eventId,
    kind,
    amountCents: s.amountCents,
    detail: s.detail ?? {},
  });
  if (!added) return 'duplicate';
  if (mismatch) {
    const reason = m.amountMismatch(formatMoney(s.amountCents), formatMoney(payment.amountCents));
    await updatePayment(tx, payment.tenantId, payment.id, { reason });
    return 'amount_mismatch';
  }
  if (late) return 'late';
  await updatePayment(tx, payment.tenantId, payment.id, {
    state: paymentStates.paid,
    reason: null,
    paidAt: new Date(),
    endToEndId: s.eventId,
  });
  await setOrderPaymentStatus(tx, payment.tenantId, payment.orderId, paymentStates.paid);
  await tellCustomer(tx, mail, payment, 'paid');
  return 'paid';
}

/** An unpaid charge past its expiry: 'Expirado', and its sale cancelled with the stock given back. */
export async function expire(tx: Db, mail: MailService, payment: PaymentRow): Promise<void> {
  const reason = payment.method === 'D' ? m.boletoExpiredReason : m.expiredReason;
  await close(tx, payment, {
    event: 'expirado',
    kind: 'expired',
    state: paymentStates.expired,
    reason,
    orderStatus: paymentStates.expired,
    detail: { expiresAt: payment.expiresAt?.toISOString() ?? null },
  });
  if (await cancelUnpaidSale(tx, payment.tenantId, payment.orderId, reason)) {
    await tellCustomer(tx, mail, payment, 'expired');
  }
}

/**
 * A boleto the provider refused to register: the charge is closed with the provider's reason and
 * the order goes on as a boleto order without the provider ('A receber': the shop issues its own
 * boleto, as for a customer without CPF/CNPJ); the order, its stock and its confirmation stand.
 * The customer (the reason, what happens next, `links` to the order) and the store (issue the
 * boleto) are mailed once, with the refusal's event.
 */
export async function refuseRegistration(
  tx: Db,
  mail: MailService,
  payment: PaymentRow,
  reason: string,
  links: MailLink[],
): Promise<void> {
  const closed = await close(tx, payment, {
    event: 'recusado',
    kind: 'refused',
    state: paymentStates.refused,
    reason,
    orderStatus: paymentStatuses.onAccount,
    detail: { reason },
  });
  if (!closed) return;
  const customer = await paymentNewsMail(tx, payment.tenantId, payment.orderId, 'boletoRefused', { reason, links });
  const store = await refusedBoletoNotice(tx, payment, reason);
  for (const message of [customer, store]) if (message) await mail.queue(message, tx);
}

type Closing = {
  event: string;
  kind: string;
  state: PaymentState;
  reason: string;
  orderStatus: string;
  detail: Record<string, unknown>;
};

/**
 * A waiting charge closed in the caller's transaction: its event (once, by id), its state and
 * reason, and the order's. False when the event was kept already (closed before).
 */
async function close(tx: Db, payment: PaymentRow, c: Closing): Promise<boolean> {
  const added = await appendEvent(tx, {
    tenantId: payment.tenantId,
    paymentId: payment.id,
    provider: payment.provider,
    eventId: `${c.event}:${payment.providerRef}`,
    kind: c.kind,
    amountCents: payment.amountCents,
    detail: c.detail,
  });
  await updatePayment(tx, payment.tenantId, payment.id, { state: c.state, reason: c.reason, registeringUntil: null });
  await setOrderPaymentStatus(tx, payment.tenantId, payment.orderId, c.orderStatus);
  return added;
}

/** The customer's e-mail in the outbox, in the same transaction: sent only if the change commits. */
async function tellCustomer(tx: Db, mail: MailService, payment: PaymentRow, news: PaymentNews): Promise<void> {
  const message = await paymentNewsMail(tx, payment.tenantId, payment.orderId, news);
  if (message) await mail.queue(message, tx);
}

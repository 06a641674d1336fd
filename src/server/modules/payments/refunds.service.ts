import type { FastifyBaseLogger } from 'fastify';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { setOrderPaymentStatus, type OrderRefunds } from '../orders/index.js';
import { GatewayError } from '../payment-config/index.js';
import type { CardPayments } from './card.service.js';
import { refundEvent } from './card.service.js';
import type { Credentials, PaymentAdapter } from './payment-provider.js';
import { appendEvent, findPaidCharge, lockWaitingCharges, updatePayment, type PaymentRow } from './payments.repo.js';
import type { PixClient } from './pix-client.js';
import type { PixPayments } from './pix.service.js';

/**
 * A cancelled order's Pix or boleto still waiting: closed ('Expirado', with the reason), so a payment
 * that comes after is kept as late (the shop gives it back) and never marks the order paid. A card
 * attempt is left to the sweep, which asks its provider before voiding or closing it.
 */
async function closeWaiting(tx: Db, tenantId: number, orderId: number): Promise<void> {
  const waiting = await lockWaitingCharges(tx, tenantId, orderId);
  for (const charge of waiting)
    await updatePayment(tx, tenantId, charge.id, { state: paymentStates.expired, reason: m.cancelledUnpaid });
  if (waiting.length > 0) await setOrderPaymentStatus(tx, tenantId, orderId, paymentStates.expired);
}

export type RefundDeps = {
  db: Db;
  log: FastifyBaseLogger;
  pix: { service: PixPayments; client: PixClient };
  cards: CardPayments;
};

/**
 * Cancelling a paid order gives the money back through its provider (Pix devolução, Cielo void,
 * PagSeguro cancel) before the order changes: a provider that refuses leaves the order as it was.
 * The cancellation's transaction then marks the charge 'Estornado' with its event, once. A boleto
 * has no refund at the bank: the cancellation goes on, and the charge keeps 'Pago' with a note that
 * the shop owes the money back (an event too), so the seller and the customer both see it.
 */
export class PaymentRefunds implements OrderRefunds {
  constructor(private readonly deps: RefundDeps) {}

  async refund(tenantId: number, orderId: number): Promise<void> {
    const payment = await findPaidCharge(this.deps.db, tenantId, orderId);
    if (!payment?.endToEndId || payment.method === 'D') return;
    const [adapter, credentials] = await this.providerOf(payment.provider, tenantId);
    // BCB devolução id: up to 35 letters and digits; one per charge, so a repeat is the same refund.
    // Stryker disable next-line MethodExpression: equivalent; our references are 25 (card, boleto) or 32 (Pix) characters, so the slice never cuts today
    const refundId = `D${payment.providerRef}`.slice(0, 35);
    try {
      if (!credentials) throw new GatewayError('unavailable', 'credenciais do provedor ausentes');
      await adapter.refund(credentials, payment.endToEndId, refundId, payment.amountCents);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, orderId, reason: error.message }, 'refund refused');
      throw new AppError(502, m.refundFailed);
    }
  }

  async record(tx: Db, tenantId: number, orderId: number): Promise<void> {
    const payment = await findPaidCharge(tx, tenantId, orderId, true);
    if (!payment) return closeWaiting(tx, tenantId, orderId);
    if (payment.method === 'D') return this.owedByHand(tx, payment);
    if (!(await appendEvent(tx, refundEvent(payment, 'refunded')))) return;
    await updatePayment(tx, tenantId, payment.id, { state: paymentStates.refunded, reason: m.refundedReason });
    await setOrderPaymentStatus(tx, tenantId, orderId, paymentStates.refunded);
  }

  private async owedByHand(tx: Db, payment: PaymentRow): Promise<void> {
    if (!(await appendEvent(tx, refundEvent(payment, 'refund_by_hand')))) return;
    await updatePayment(tx, payment.tenantId, payment.id, { reason: m.boletoRefundByHand });
  }

  private async providerOf(provider: string, tenantId: number): Promise<[PaymentAdapter, Credentials | undefined]> {
    const { pix, cards } = this.deps;
    return provider === 'pix'
      ? [pix.client, await pix.service.credentials(tenantId)]
      : [cards.adapter(provider), await cards.credentials(tenantId, provider)];
  }
}

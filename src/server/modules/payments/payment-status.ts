import { centsToReais } from '../../../shared/domain/money.js';
import { paymentStates, type PaymentStatusReply } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { visibleOrder } from '../orders/index.js';
import { findOrderPayment, type PaymentRow } from './payments.repo.js';

/** Where a status read comes from: the request's company and the address webhooks are given. */
export type StatusOrigin = { tenant?: Tenant; webhookBase?: string | undefined };

/** A kind of charge the purchase page follows while it waits (Pix, a boleto at Cielo). */
export interface WaitingCharges {
  follows(payment: PaymentRow): boolean;
  /**
   * Creates the charge at the provider when that did not happen yet and asks the provider again
   * when its webhook is late. False: the provider did not answer the creation (the order waits).
   */
  refresh(payment: PaymentRow, origin: StatusOrigin): Promise<boolean>;
  /** What the page says when the charge could not be created now. */
  readonly unavailable: string;
}

/** The payment of an order its viewer may see (the customer's own, the seller's by the access policy). */
export async function orderPaymentStatus(
  db: Db,
  kinds: WaitingCharges[],
  auth: AuthContext,
  orderId: number,
  origin: StatusOrigin,
): Promise<PaymentStatusReply> {
  const { order } = await visibleOrder(db, auth, orderId);
  let payment = await findOrderPayment(db, auth.tenantId, orderId);
  const waiting = payment?.state === paymentStates.awaiting ? payment : undefined;
  const kind = waiting && kinds.find((k) => k.follows(waiting));
  let issued = true;
  if (waiting && kind) {
    issued = await kind.refresh(waiting, origin);
    payment = await findOrderPayment(db, auth.tenantId, orderId);
  }
  const boleto = payment?.method === 'D' ? payment : undefined;
  const reply = {
    pedido: orderId,
    forma: order.paymentMethod ?? '',
    situacao: payment?.state ?? order.paymentStatus ?? '',
    motivo: payment?.reason ?? null,
    valor: centsToReais(payment?.amountCents ?? order.totalCents),
    copiaECola: payment?.provider === 'pix' ? payment.copyPaste : null,
    expiraEm: payment?.expiresAt?.toISOString() ?? null,
    linhaDigitavel: boleto?.copyPaste ?? null,
    vencimento: boleto?.dueOn ?? null,
    urlBoleto: boleto?.documentUrl ?? null,
  };
  return issued || !kind ? reply : { ...reply, msg: { tipo: 'warning', mensagem: kind.unavailable } };
}

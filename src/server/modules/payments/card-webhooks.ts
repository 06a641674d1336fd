import type { FastifyBaseLogger } from 'fastify';
import {
  paymentMessages as m,
  paymentStates,
  type CieloWebhookBody,
  type MoipWebhookBody,
  type PagSeguroWebhookBody,
} from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { AppError, unavailable } from '../../http/errors.js';
import type { MailService } from '../mail/index.js';
import { setOrderPaymentStatus } from '../orders/index.js';
import { GatewayError } from '../payment-config/index.js';
import { refundEvent, type CardPayments } from './card.service.js';
import type { MoipPaymentsClient } from './moip-payments-client.js';
import { settle } from './payment-outcomes.js';
import type { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
import { sameSecret, type CardProvider, type ChargeView, type Credentials } from './payment-provider.js';
import { appendEvent, lockPaymentByRef, updatePayment, type PaymentRow } from './payments.repo.js';
import { tenantOfSecret } from './webhook-secret.js';

type WebhookDeps = {
  db: Db;
  mail: MailService;
  settingsKey: Buffer | undefined;
  pagseguro: PagSeguroOrdersClient;
  moip: MoipPaymentsClient;
  log: FastifyBaseLogger;
};

/** A PagBank notification as it arrived: its ids, the exact bytes it was signed over and the signature. */
export type PagSeguroNotice = { body: PagSeguroWebhookBody; raw: string; signature: string };

/**
 * The card providers' notifications (Cielo, PagSeguro, Moip). No body is trusted: the address's secret names the
 * company, the charge is read back from its provider and looked up by our reference **in that
 * company**; only a placed order's payment follows it (a refund made in the provider's panel).
 * Unknown charges, or another company's, change nothing and are logged.
 */
export class CardWebhooks {
  constructor(
    private readonly deps: WebhookDeps,
    private readonly cards: CardPayments,
  ) {}

  /** Cielo's 'Post de Notificação' ({PaymentId, ChangeType}). */
  async cielo(secret: string, body: CieloWebhookBody): Promise<{ ok: boolean }> {
    const tenantId = this.tenantOf('cielo', secret);
    await this.followCharges(tenantId, 'cielo', [body.PaymentId]);
    return { ok: true };
  }

  /**
   * PagBank's notification (the order). Besides the address's secret, its `x-authenticity-token`
   * must be SHA-256 of the company's token, '-' and the raw body: a forged body or signature is 401.
   */
  async pagseguro(secret: string, notice: PagSeguroNotice): Promise<{ ok: boolean }> {
    const tenantId = this.tenantOf('pagseguro', secret);
    const credentials = await this.cards.credentials(tenantId, 'pagseguro');
    if (!credentials || !this.deps.pagseguro.signed(credentials, notice.raw, notice.signature)) {
      this.deps.log.warn({ tenantId }, 'pagseguro webhook with a bad authenticity token refused');
      throw new AppError(401, m.badSignature);
    }
    await this.followCharges(
      tenantId,
      'pagseguro',
      notice.body.charges.map((c) => c.id),
    );
    return { ok: true };
  }

  /**
   * Moip's notification ({event, resource: {payment}}). Besides the address's secret, its
   * `Authorization` must be the token of the account's notification preference posting to this
   * address (read from Moip, which made it): another token is 401. Moip that does not answer: 503,
   * and Moip notifies again.
   */
  async moip(secret: string, authorization: string, body: MoipWebhookBody): Promise<{ ok: boolean }> {
    const tenantId = this.tenantOf('moip', secret);
    const credentials = await this.cards.credentials(tenantId, 'moip');
    // Stryker disable next-line ArrayDeclaration: equivalent; a made-up token stands in for none, as unguessable
    let tokens: string[] = [];
    try {
      if (credentials) tokens = await this.deps.moip.notificationTokens(credentials, `/webhook/${secret}`);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, reason: error.message }, 'moip notification preferences not read');
      throw unavailable(m.cardUnavailable);
    }
    if (!tokens.some((token) => sameSecret(token, authorization))) {
      this.deps.log.warn({ tenantId }, 'moip webhook with a bad authorization token refused');
      throw new AppError(401, m.badSignature);
    }
    const paymentId = body.resource.payment?.id;
    await this.followCharges(tenantId, 'moip', paymentId ? [paymentId] : []);
    return { ok: true };
  }

  private tenantOf(provider: CardProvider, secret: string): number {
    const adapter = this.cards.adapter(provider);
    const tenantId = tenantOfSecret(this.deps.settingsKey, provider, secret, (a, b) => adapter.verifyWebhook(a, b));
    if (tenantId !== undefined) return tenantId;
    this.deps.log.warn(`${provider} webhook with a bad secret refused`);
    throw new AppError(401, m.badSignature);
  }

  private async followCharges(tenantId: number, provider: CardProvider, ids: string[]): Promise<void> {
    const credentials = await this.cards.credentials(tenantId, provider);
    let unread = 0;
    for (const providerId of ids) {
      const view = credentials ? await this.readBack(provider, credentials, providerId) : undefined;
      if (view === null) unread++;
      const outcome = view?.reference
        ? await this.deps.db.transaction(async (tx) => {
            const payment = await lockPaymentByRef(tx, tenantId, provider, view.reference ?? '');
            return payment ? follow(tx, this.deps.mail, payment, view) : 'unknown';
          })
        : 'unknown';
      const level = outcome === 'paid after closed' ? 'error' : outcome === 'unknown' ? 'warn' : 'info';
      this.deps.log[level]({ tenantId, provider, paymentId: providerId, outcome }, 'card webhook');
    }
    await this.deps.mail.flush();
    // The others are done; 503 has the provider notify again (a repeat changes nothing already done).
    if (unread > 0) throw unavailable(m.cardUnavailable);
  }

  /** The charge as the provider has it (undefined: it knows none); null when it does not answer now. */
  private async readBack(provider: CardProvider, credentials: Credentials, providerId: string) {
    try {
      return await this.cards.adapter(provider).readPayment(credentials, providerId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ provider, paymentId: providerId, reason: error.message }, 'card webhook not read back');
      return null;
    }
  }
}

/**
 * A placed order's payment follows the provider's state: voided or refunded there → 'Estornado',
 * once; a boleto paid → settled like a Pix (once; another amount is kept and does not pay the order).
 */
async function follow(tx: Db, mail: MailService, payment: PaymentRow, view: ChargeView): Promise<string> {
  const paidBoleto = payment.method === 'D' && view.settlements[0];
  if (paidBoleto) return settle(tx, mail, payment, { ...paidBoleto, detail: paidBoleto });
  if (view.state === paymentStates.refunded && payment.state === paymentStates.paid) {
    if (!(await appendEvent(tx, refundEvent(payment, 'refunded')))) return 'duplicate';
    await updatePayment(tx, payment.tenantId, payment.id, { state: paymentStates.refunded, reason: m.refundedReason });
    await setOrderPaymentStatus(tx, payment.tenantId, payment.orderId, paymentStates.refunded);
    return 'refunded';
  }
  // Money taken on an attempt closed here (refused, or never seen at the time): someone must give it back.
  if (
    view.state === paymentStates.paid &&
    payment.state !== paymentStates.awaiting &&
    payment.state !== paymentStates.paid
  )
    return 'paid after closed';
  // A paid charge of an attempt with no order yet: the checkout may still be waiting for this very
  // reply, so nothing changes here (the row is not even touched): the customer's next try reuses it,
  // or the card sweep voids it once it is LOST_REPLY_MS old (card-sweep.ts).
  if (view.state === paymentStates.paid && payment.state === paymentStates.awaiting) return 'paid, no order yet';
  return payment.state === view.state ? 'duplicate' : 'pending';
}

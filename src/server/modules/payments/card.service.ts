import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { paymentMessages as m, paymentStates, type CieloWebhookBody } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, unavailable } from '../../http/errors.js';
import type { MailService } from '../mail/index.js';
import { setOrderPaymentStatus } from '../orders/index.js';
import { GatewayError } from '../payment-config/index.js';
import { CredentialsLockedError, readPaymentSetting } from '../store-config/index.js';
import type { CieloSalesClient } from './cielo-sales-client.js';
import { settle } from './payment-outcomes.js';
import type { CardCharge, ChargeView, Credentials } from './payment-provider.js';
import {
  appendEvent,
  insertPayment,
  isBeingVoided,
  lockPaymentByRef,
  openCharges,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';
import { webhookSecret, tenantOfSecret } from './webhook-secret.js';

export type CardDeps = {
  db: Db;
  mail: MailService;
  settingsKey: Buffer | undefined;
  cielo: CieloSalesClient;
  log: FastifyBaseLogger;
};

export type CardOrder = {
  tenantId: number;
  /** The cart being checked out: the order keeps its id when placed. */
  orderId: number;
  amountCents: number;
  payer: { name: string; document: string };
  card: CardCharge;
};

/** MerchantOrderId: up to 50 characters at Cielo; ours are 'B' and 24 random letters and digits. */
export const newOrderRef = () =>
  `B${randomBytes(18)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '0')
    .slice(0, 24)}`;

/**
 * Credit-card payments through Cielo, authorised before the order is placed: a refused card leaves
 * the cart, the stock and the mailbox as they were, and the customer tries another card. Every
 * attempt is a `payments` row written before Cielo is asked (its MerchantOrderId fixed), so a reply
 * lost to a timeout is found again by that id before anything is charged anew. The card itself
 * lives only in the request: the row keeps Cielo's masked number.
 */
export class CardPayments {
  constructor(private readonly deps: CardDeps) {}

  /** The company's Cielo credentials ('cie') when complete and readable; undefined: no card charging. */
  async credentials(tenantId: number): Promise<Credentials | undefined> {
    try {
      const setting = await readPaymentSetting(this.deps.db, this.deps.settingsKey, tenantId, 'cie');
      return setting?.merchantId?.trim() && setting.merchantKey?.trim() ? setting : undefined;
    } catch (error) {
      if (error instanceof CredentialsLockedError) return undefined;
      throw error;
    }
  }

  /**
   * Charges the card (authorise and capture). Resolves with the paid attempt; a refusal throws the
   * issuer's reason (400), no answer throws 503 and leaves the attempt for the next try to find.
   */
  async charge(credentials: Credentials, order: CardOrder): Promise<PaymentRow> {
    const earlier = await this.resolveOpen(credentials, order);
    if (earlier) return earlier;
    const attempt = await insertPayment(this.deps.db, {
      tenantId: order.tenantId,
      orderId: order.orderId,
      provider: 'cielo',
      method: 'O',
      providerRef: newOrderRef(),
      amountCents: order.amountCents,
      state: paymentStates.awaiting,
      payerName: order.payer.name,
      payerDocument: order.payer.document,
      instalments: order.card.instalments,
    });
    const view = await this.ask(attempt, () =>
      this.deps.cielo.createCharge(credentials, {
        reference: attempt.providerRef,
        amountCents: attempt.amountCents,
        payer: order.payer,
        description: `Pedido ${order.orderId}`,
        card: order.card,
      }),
    );
    return this.outcome(attempt, view);
  }

  /**
   * The paid charge joins the order in the checkout's transaction: 'Pago', its event and the
   * customer's 'Pagamento confirmado'. A different amount (the cart changed meanwhile) stops the order.
   */
  async attach(tx: Db, payment: PaymentRow, orderTotalCents: number): Promise<void> {
    if (payment.amountCents !== orderTotalCents) throw conflict(storeMessages.pricesChanged);
    // Locked here, so a sweep cannot lease it from now on; one voiding it already leaves it alone.
    const current = await lockPaymentByRef(tx, payment.tenantId, 'cielo', payment.providerRef);
    if (current?.state !== paymentStates.awaiting || (await isBeingVoided(tx, current.tenantId, current.id)))
      throw unavailable(m.cardUnavailable);
    await settle(tx, this.deps.mail, payment, {
      eventId: payment.endToEndId ?? payment.providerRef,
      amountCents: payment.amountCents,
      at: new Date().toISOString(),
      detail: { paymentId: payment.endToEndId, cardMask: payment.cardMask, instalments: payment.instalments },
    });
  }

  /** The checkout failed after the card was charged: the sale is voided at Cielo and kept as 'Estornado'. */
  async voidUnplaced(payment: PaymentRow): Promise<void> {
    const credentials = await this.credentials(payment.tenantId);
    try {
      if (!credentials || !payment.endToEndId) throw new GatewayError('unavailable', 'sem credenciais ou PaymentId');
      await this.deps.cielo.refund(credentials, payment.endToEndId, payment.providerRef, payment.amountCents);
      await this.deps.db.transaction(async (tx) => {
        await appendEvent(tx, refundEvent(payment, 'voided_unplaced'));
        await updatePayment(tx, payment.tenantId, payment.id, { state: paymentStates.refunded });
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // The attempt stays open with its PaymentId: the customer's next try reuses it, or the sweep voids it.
      this.deps.log.error(
        { tenantId: payment.tenantId, paymentId: payment.id },
        'card charge of an unplaced order not voided',
      );
    }
  }

  /** Cielo's notification: the sale is read back from Cielo, and only a placed order's payment follows it. */
  async webhook(secret: string, body: CieloWebhookBody): Promise<{ ok: boolean }> {
    const tenantId = tenantOfSecret(this.deps.settingsKey, 'cielo', secret, (a, b) =>
      this.deps.cielo.verifyWebhook(a, b),
    );
    if (tenantId === undefined) {
      this.deps.log.warn('cielo webhook with a bad secret refused');
      throw new AppError(401, m.badSignature);
    }
    const credentials = await this.credentials(tenantId);
    const view = credentials ? await this.deps.cielo.readPayment(credentials, body.PaymentId) : undefined;
    const outcome = view?.reference
      ? await this.deps.db.transaction(async (tx) => {
          const payment = await lockPaymentByRef(tx, tenantId, 'cielo', view.reference ?? '');
          return payment ? this.follow(tx, payment, view) : 'unknown';
        })
      : 'unknown';
    const level = outcome === 'unknown' ? 'warn' : 'info';
    this.deps.log[level]({ tenantId, paymentId: body.PaymentId, outcome }, 'cielo webhook');
    await this.deps.mail.flush();
    return { ok: true };
  }

  /** The notification's secret address for a company (registered at Cielo by the store). */
  webhookPath(tenantId: number): string | undefined {
    const secret = webhookSecret(this.deps.settingsKey, 'cielo', tenantId);
    return secret && `/api/pagamentos/cielo/webhook/${secret}`;
  }

  /**
   * Open attempts of this cart (an earlier reply lost to a timeout) are asked at Cielo first: one
   * paid with the same amount is this charge (never a second); any other paid one is voided;
   * one Cielo never saw is closed. No answer: nothing is charged now.
   */
  private async resolveOpen(credentials: Credentials, order: CardOrder): Promise<PaymentRow | undefined> {
    for (const open of await openCharges(this.deps.db, order.tenantId, order.orderId, 'cielo')) {
      const view = await this.ask(open, () => this.deps.cielo.readCharge(credentials, open.providerRef));
      if (view?.state === paymentStates.paid && open.amountCents === order.amountCents) return this.outcome(open, view);
      if (view?.state === paymentStates.paid) await this.voidUnplaced(await this.keep(open, view));
      else await this.close(open, view);
    }
    return undefined;
  }

  /** Cielo's answer, or 503 when it gives none (the attempt stays open). */
  private async ask<T>(payment: PaymentRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn(
        { tenantId: payment.tenantId, paymentId: payment.id, reason: error.message },
        'cielo did not answer',
      );
      throw unavailable(m.cardUnavailable);
    }
  }

  private async outcome(attempt: PaymentRow, view: ChargeView): Promise<PaymentRow> {
    const kept = await this.keep(attempt, view);
    if (view.state === paymentStates.paid) return kept;
    if (view.state === paymentStates.refused) {
      await this.close(kept, view);
      throw badRequest(view.reason ?? m.cardRefused('', ''));
    }
    // Authorised but not captured, or still pending: the next try asks again.
    throw unavailable(m.cardUnavailable);
  }

  /** Cielo's ids and masked card on the attempt (never the number itself). */
  private async keep(attempt: PaymentRow, view: ChargeView): Promise<PaymentRow> {
    const set = { endToEndId: view.providerId ?? attempt.endToEndId, cardMask: view.cardMask ?? attempt.cardMask };
    await updatePayment(this.deps.db, attempt.tenantId, attempt.id, set);
    return { ...attempt, ...set };
  }

  /** A refused attempt, or one Cielo never received: closed with its reason and an event (the sweep's too). */
  async close(attempt: PaymentRow, view: ChargeView | undefined): Promise<void> {
    const reason = view?.reason ?? m.cardUnavailable;
    await this.deps.db.transaction(async (tx) => {
      await appendEvent(tx, {
        tenantId: attempt.tenantId,
        paymentId: attempt.id,
        provider: 'cielo',
        eventId: `recusado:${attempt.providerRef}`,
        kind: view ? 'refused' : 'not_received',
        amountCents: attempt.amountCents,
        detail: { paymentId: view?.providerId ?? null, cardMask: view?.cardMask ?? null, reason },
      });
      await updatePayment(tx, attempt.tenantId, attempt.id, { state: paymentStates.refused, reason });
    });
  }

  /**
   * A placed order's payment follows Cielo's state: captured → paid, voided at Cielo → 'Estornado';
   * a boleto paid → settled like a Pix (once; another amount is kept and does not pay the order).
   */
  private async follow(tx: Db, payment: PaymentRow, view: ChargeView): Promise<string> {
    const paidBoleto = payment.method === 'D' && view.settlements[0];
    if (paidBoleto) return settle(tx, this.deps.mail, payment, { ...paidBoleto, detail: paidBoleto });
    if (view.state === paymentStates.refunded && payment.state === paymentStates.paid) {
      if (!(await appendEvent(tx, refundEvent(payment, 'refunded')))) return 'duplicate';
      await updatePayment(tx, payment.tenantId, payment.id, {
        state: paymentStates.refunded,
        reason: m.refundedReason,
      });
      await setOrderPaymentStatus(tx, payment.tenantId, payment.orderId, paymentStates.refunded);
      return 'refunded';
    }
    // A paid sale of an attempt not yet placed waits for the customer's next try (which reuses it).
    return payment.state === view.state ? 'duplicate' : 'pending';
  }
}

/** One refund per charge: the event id makes a repeat (a second cancel, a late notification) add nothing. */
export const refundEvent = (payment: PaymentRow, kind: string) => ({
  tenantId: payment.tenantId,
  paymentId: payment.id,
  provider: payment.provider,
  eventId: `estorno:${payment.providerRef}`,
  kind,
  amountCents: payment.amountCents,
  detail: { refundOf: payment.endToEndId },
});

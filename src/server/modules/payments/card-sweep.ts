import { paymentStates } from '../../../shared/schemas/payments.js';
import { setOrderPaymentStatus } from '../orders/index.js';
import { GatewayError } from '../payment-config/index.js';
import { refundEvent, type CardDeps, type CardPayments } from './card.service.js';
import type { Db } from '../../db/client.js';
import type { ChargeView, Credentials } from './payment-provider.js';
import { placedSaleVoidedNotice, voidedSaleNotice } from './store-notices.js';
import {
  appendEvent,
  leaseForVoid,
  lockPaymentByRef,
  lockPaymentSkipping,
  staleAttempts,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';

/**
 * An attempt untouched this long has no checkout waiting on it (the provider's reply, the order's
 * write and its void take seconds): the sweep settles it with its provider.
 */
const LOST_REPLY_MS = 15 * 60_000;

/** How long a void at the provider may take before the row is free again (the call times out well before). */
const VOID_LEASE_MS = 2 * 60_000;

/**
 * Card attempts left open with no order (a reply lost that the customer never retried, or a void
 * that failed), of every tenant and card provider (the row's): each is asked at its provider, by the
 * charge's id when known, else by PagSeguro's order id or our reference at Cielo; money held there is
 * voided ('Estornado', the store told by e-mail), an attempt the provider never took is closed.
 * Several servers share the work (SKIP LOCKED and a claim).
 */
export class CardSweep {
  constructor(
    private readonly deps: Pick<CardDeps, 'db' | 'log' | 'mail'>,
    private readonly cards: CardPayments,
  ) {}

  /** One pass over the stale attempts; how many were settled (voided or closed). */
  async run(now = new Date(), limit = 50): Promise<number> {
    const before = new Date(now.getTime() - LOST_REPLY_MS);
    let settled = 0;
    for (const stale of await staleAttempts(this.deps.db, ['cielo', 'pagseguro', 'moip'], before, limit)) {
      const attempt = await this.claim(stale, before);
      const outcome = attempt ? await this.settle(attempt) : 'taken';
      if (outcome === 'voided' || outcome === 'closed') settled++;
      const level = ['void failed', 'no answer', 'voided after its lease'].includes(outcome) ? 'warn' : 'info';
      this.deps.log[level]({ tenantId: stale.tenantId, paymentId: stale.id, outcome }, 'card sweep');
    }
    return settled;
  }

  /**
   * Takes a stale attempt for this server: locked (skipped when another has it), still open and
   * still stale, then touched, so no other sweep takes it while its provider is asked outside the lock.
   */
  private async claim(stale: PaymentRow, before: Date): Promise<PaymentRow | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const locked = await lockPaymentSkipping(tx, stale.tenantId, stale.id);
      if (!locked || locked.state !== paymentStates.awaiting || locked.updatedAt >= before) return undefined;
      await updatePayment(tx, locked.tenantId, locked.id, {});
      return locked;
    });
  }

  /** One claimed attempt settled with its provider: what happened, for the log. */
  private async settle(attempt: PaymentRow): Promise<string> {
    const credentials = await this.cards.credentials(attempt.tenantId, attempt.provider);
    if (!credentials) return 'no credentials';
    // PagSeguro's card is sent only once its order has an id: without one nothing was charged.
    if (attempt.provider === 'pagseguro' && !attempt.providerOrder) {
      await this.cards.close(attempt, undefined);
      return 'closed';
    }
    const adapter = this.cards.adapter(attempt.provider);
    let view: ChargeView | undefined;
    try {
      view = attempt.endToEndId
        ? await adapter.readPayment(credentials, attempt.endToEndId)
        : await adapter.readCharge(credentials, attempt.providerOrder ?? attempt.providerRef);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return 'no answer';
    }
    if (view?.voidable && view.providerId) return this.void(credentials, attempt, view.providerId, view.cardMask);
    // The provider has not finished it (Cielo's Pending, PagBank's IN_ANALYSIS): ask again on a later pass, never close it now.
    if (view?.state === paymentStates.awaiting) return 'still pending';
    if (view?.state === paymentStates.refunded) {
      await updatePayment(this.deps.db, attempt.tenantId, attempt.id, { state: paymentStates.refunded });
      return 'already voided';
    }
    await this.cards.close(attempt, view);
    return 'closed';
  }

  /**
   * Voids a lost charge in three steps, no transaction open through the provider's call (on PGlite it would
   * hold every request): the row is leased for the void, a checkout that finds the same charge
   * meanwhile refuses to place its order on it (CardPayments.attach), then the void is recorded or
   * the lease given back. A checkout that got the row first has paid it, and it is left alone; a
   * crash leaves a lease that ends, and the next pass reads the charge again before voiding it.
   */
  private async void(
    credentials: Credentials,
    attempt: PaymentRow,
    paymentId: string,
    cardMask = attempt.cardMask,
  ): Promise<string> {
    const leased = await this.lease(attempt);
    if (!leased) return 'taken';
    try {
      await this.cards.adapter(leased.provider).refund(credentials, paymentId, leased.providerRef, leased.amountCents);
    } catch (error) {
      // The lease is left to end: after a timeout the void may have gone through, and no
      // checkout may place an order on it before the next pass reads the sale again.
      if (!(error instanceof GatewayError)) throw error;
      return 'void failed';
    }
    const recorded = await this.deps.db.transaction(async (tx) => {
      const current = await lockPaymentByRef(tx, leased.tenantId, leased.provider, leased.providerRef);
      if (current?.state === paymentStates.paid) await this.placedButVoided(tx, current, paymentId);
      if (current?.state !== paymentStates.awaiting) return false;
      const voided = { ...leased, endToEndId: paymentId, cardMask };
      // The store hears of it once: with the event, in the same transaction (sent only if it commits).
      if (await appendEvent(tx, refundEvent(voided, 'voided_unplaced'))) {
        const notice = await voidedSaleNotice(tx, voided, paymentId);
        if (notice) await this.deps.mail.queue(notice, tx);
      }
      await updatePayment(tx, leased.tenantId, leased.id, {
        state: paymentStates.refunded,
        endToEndId: paymentId,
        cardMask,
        voidingUntil: null,
      });
      return true;
    });
    // Not waiting any more: only possible if the lease ended during the call; a person must look.
    if (!recorded) {
      await this.deps.mail.flush();
      return 'voided after its lease';
    }
    await this.deps.mail.flush();
    return 'voided';
  }

  /**
   * The void landed after its lease ended and a checkout had placed the order on the same sale
   * meanwhile: the money went back, so the order says 'Estornado' and the store is told once (its
   * own event) to settle it with the customer; the order itself is left for a person to decide.
   */
  private async placedButVoided(tx: Db, payment: PaymentRow, saleId: string): Promise<void> {
    const event = { ...refundEvent(payment, 'voided_after_placed'), eventId: `estorno-pedido:${payment.providerRef}` };
    if (!(await appendEvent(tx, event))) return;
    await updatePayment(tx, payment.tenantId, payment.id, { state: paymentStates.refunded, voidingUntil: null });
    await setOrderPaymentStatus(tx, payment.tenantId, payment.orderId, paymentStates.refunded);
    const notice = await placedSaleVoidedNotice(tx, payment, saleId);
    if (notice) await this.deps.mail.queue(notice, tx);
  }

  /** The attempt leased for a void, if it is still waiting and no checkout or other sweep holds it. */
  private async lease(attempt: PaymentRow): Promise<PaymentRow | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const locked = await lockPaymentSkipping(tx, attempt.tenantId, attempt.id);
      if (locked?.state !== paymentStates.awaiting) return undefined;
      await leaseForVoid(tx, locked.tenantId, locked.id, VOID_LEASE_MS);
      return locked;
    });
  }
}

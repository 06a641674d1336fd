import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  carriesInterest,
  instalmentLabel,
  instalmentPlan,
  interestPolicies,
  type InstalmentOption,
  type InstalmentRule,
} from '../../../shared/domain/instalment-plan.js';
import { allowedInstalments } from '../../../shared/domain/minimum-purchase.js';
import { centsToReais, reaisToCents } from '../../../shared/domain/money.js';
import {
  paymentMessages as m,
  paymentStates,
  type CardAuthSessionReply,
  type CardSessionReply,
  type InstalmentPlanReply,
  type InstalmentQuery,
} from '../../../shared/schemas/payments.js';
import type { CardCheckout } from '../../../shared/schemas/store.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, unavailable } from '../../http/errors.js';
import type { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import { readPaymentSettings, readStoreRules } from '../store-config/index.js';
import { fingerprintScript } from './cielo-antifraud.js';
import { chargesUnauthenticated, usesThreeDSecure, type CieloMpiClient } from './cielo-mpi-client.js';
import type { CieloSalesClient } from './cielo-sales-client.js';
import { usesSilentOrderPost, type CieloSopClient } from './cielo-sop-client.js';
import type { MoipPaymentsClient } from './moip-payments-client.js';
import { MoipPreferences, type MoipTarget } from './moip-preferences.js';
import type { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
import { settle } from './payment-outcomes.js';
import type {
  CardAdapter,
  CardCharge,
  CardProvider,
  ChargeView,
  Credentials,
  FraudContext,
} from './payment-provider.js';
import {
  appendEvent,
  insertPayment,
  isBeingVoided,
  lockPaymentByRef,
  openCharges,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';
import { webhookSecret } from './webhook-secret.js';

export type CardDeps = {
  db: Db;
  mail: MailService;
  settingsKey: Buffer | undefined;
  cielo: CieloSalesClient;
  pagseguro: PagSeguroOrdersClient;
  moip: MoipPaymentsClient;
  /** Cielo's Silent Order Post (the card posted by the browser to Cielo). */
  sop: CieloSopClient;
  /** Cielo's 3-D Secure 2.0 MPI (the card authenticated by its issuer in the browser). */
  mpi: CieloMpiClient;
  /** Where the browser loads PagSeguro's SDK (encryptCard) from. */
  pagSeguroSdkUrl: string;
  /** Where the browser loads moip-sdk-js (MoipCreditCard.hash) from. */
  moipSdkUrl: string;
  /** Where the browser loads Cybersource's device fingerprint (tags.js) from, on a Cielo account with antifraud. */
  fingerprintUrl: string;
  log: FastifyBaseLogger;
};

/** The provider that charges a company's cards, with its opened credentials. */
export type CardAccount = { provider: CardProvider; credentials: Credentials };

export type CardOrder = {
  tenantId: number;
  /** The cart being checked out: the order keeps its id when placed. */
  orderId: number;
  amountCents: number;
  payer: { name: string; document: string; email?: string };
  card: CardCharge;
  /** What Cielo's antifraud analyses, when the company contracted it. */
  antifraud?: FraudContext;
  /** Where PagSeguro and Moip post their notifications (the origin webhooks are registered at), if known. */
  webhookBase?: string;
};

/** Each provider's setting key, and whether the saved setting can charge. */
const settings: Record<CardProvider, { key: 'cie' | 'pgs' | 'moi'; complete: (s: Credentials) => boolean }> = {
  cielo: { key: 'cie', complete: (s) => Boolean(s.merchantId?.trim() && s.merchantKey?.trim()) },
  pagseguro: { key: 'pgs', complete: (s) => Boolean(s.token?.trim()) },
  moip: { key: 'moi', complete: (s) => Boolean(s.token?.trim() && s.chave?.trim()) },
};

/**
 * PagSeguro's public key is asked again after this (it changes only when the account makes a new
 * one); a saved 'pgs' that changes (another token, account or environment) asks at once.
 */
const PUBLIC_KEY_TTL_MS = 5 * 60_000;

/** The order a company's card provider is chosen in: the first complete setting charges. */
const choiceOrder: CardProvider[] = ['cielo', 'pagseguro', 'moip'];

/** A company's Moip public key, with the account it was read with. */
type MoipCached = { account: string; key?: string; until: number };

/** How long a Moip account's public key is reused before asking again. */
const MOIP_CACHE_MS = 60 * 60_000;

/** An attempt untouched for less than this that the provider does not know may still be on its way there. */
const IN_FLIGHT_MS = 60_000;
const inFlight = (attempt: PaymentRow) => Date.now() - attempt.updatedAt.getTime() < IN_FLIGHT_MS;

/** Our reference (Cielo's MerchantOrderId, PagBank's reference_id): 'B' and 24 random letters and digits. */
export const newOrderRef = () =>
  `B${randomBytes(18)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '0')
    .slice(0, 24)}`;

/**
 * Credit-card payments through Cielo, PagSeguro or Moip (the row's `provider` names its adapter),
 * authorised before the order is placed: a refused card leaves the cart, the stock and the mailbox
 * as they were, and the customer tries another card. Every attempt is a `payments` row written
 * before the provider is asked (our reference fixed; PagSeguro's order id kept before its card is
 * charged), so a reply lost to a timeout is found again before anything is charged anew. The card
 * lives only in the request (encrypted by the browser for PagSeguro and Moip): the row keeps the masked number.
 */
export class CardPayments {
  /** PagSeguro's public key by tenant, with the saved setting it was read with (its fingerprint). */
  private readonly publicKeys = new Map<number, { setting: string; key: string; until: number }>();
  /** Per company (see MoipCached). */
  private readonly moipCache = new Map<number, MoipCached>();
  /** The notification preferences made at the companies' Moip accounts (ensured before a Moip charge). */
  readonly moipPreferences: MoipPreferences;

  constructor(private readonly deps: CardDeps) {
    this.moipPreferences = new MoipPreferences(deps, (tenantId) => this.moipTarget(tenantId));
  }

  /** The company's Moip account and notification path, when Moip is who charges its cards. */
  private async moipTarget(tenantId: number): Promise<MoipTarget | undefined> {
    const account = await this.account(tenantId);
    const path = this.webhookPath(tenantId, 'moip');
    return account?.provider === 'moip' && path ? { credentials: account.credentials, path } : undefined;
  }

  /** Who charges the company's cards: Cielo when 'cie' is complete, else PagSeguro ('pgs'), else Moip ('moi'); undefined: nobody. */
  async account(tenantId: number): Promise<CardAccount | undefined> {
    const found = await this.completeCredentials(tenantId, choiceOrder);
    const provider = choiceOrder.find((candidate) => found.has(candidate));
    const credentials = provider && found.get(provider);
    return provider && credentials ? { provider, credentials } : undefined;
  }

  /** A provider's credentials when complete and readable (a sweep or refund follows the row's provider). */
  async credentials(tenantId: number, provider: string): Promise<Credentials | undefined> {
    if (!Object.hasOwn(settings, provider)) return undefined;
    return (await this.completeCredentials(tenantId, [provider as CardProvider])).get(provider as CardProvider);
  }

  /** The providers' settings that are saved, readable and complete, read in one statement. */
  private async completeCredentials(tenantId: number, providers: CardProvider[]) {
    const keys = providers.map((provider) => settings[provider].key);
    const saved = await readPaymentSettings(this.deps.db, this.deps.settingsKey, tenantId, keys);
    const complete = new Map<CardProvider, Credentials>();
    for (const provider of providers) {
      const credentials = saved.get(settings[provider].key);
      if (credentials && settings[provider].complete(credentials)) complete.set(provider, credentials);
    }
    return complete;
  }

  adapter(provider: string): CardAdapter {
    if (provider === 'pagseguro') return this.deps.pagseguro;
    return provider === 'moip' ? this.deps.moip : this.deps.cielo;
  }

  /**
   * What the checkout page needs to take a card: the provider, and for PagSeguro and Moip the public
   * key and SDK the browser encrypts with. Null when no provider can charge (or gives no key now).
   */
  async checkout(tenantId: number): Promise<CardCheckout | null> {
    const account = await this.account(tenantId);
    if (!account) return null;
    if (account.provider === 'cielo') {
      const { credentials } = account;
      const sdk = usesSilentOrderPost(credentials) ? this.deps.sop.script(credentials) : null;
      const autenticacao = usesThreeDSecure(credentials)
        ? { script: this.deps.mpi.script(credentials), opcional: chargesUnauthenticated(credentials) }
        : null;
      const antifraude = fingerprintScript(this.deps.fingerprintUrl, credentials);
      return { provedor: 'cielo', chavePublica: null, sdk, autenticacao, antifraude };
    }
    const { provider, credentials } = account;
    try {
      return provider === 'moip'
        ? {
            provedor: 'moip',
            chavePublica: await this.moipKey(tenantId, credentials),
            sdk: this.deps.moipSdkUrl,
            autenticacao: null,
            antifraude: null,
          }
        : {
            provedor: 'pagseguro',
            chavePublica: await this.publicKey(tenantId, credentials),
            sdk: this.deps.pagSeguroSdkUrl,
            autenticacao: null,
            antifraude: null,
          };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, provider, reason: error.message }, 'card public key not read');
      return null;
    }
  }

  /** The account's public key, read from PagSeguro at most every PUBLIC_KEY_TTL_MS while the setting stays. */
  private async publicKey(tenantId: number, credentials: Credentials): Promise<string> {
    const setting = createHash('sha256')
      .update(JSON.stringify(Object.entries(credentials).sort()))
      .digest('base64url');
    const cached = this.publicKeys.get(tenantId);
    if (cached?.setting === setting && cached.until > Date.now()) return cached.key;
    const key = await this.deps.pagseguro.publicKey(credentials);
    this.publicKeys.set(tenantId, { setting, key, until: Date.now() + PUBLIC_KEY_TTL_MS });
    return key;
  }

  /** Moip's public key for the company, kept for a while (the key changes only when the account's does). */
  private async moipKey(tenantId: number, credentials: Credentials): Promise<string> {
    const cached = this.moipCached(tenantId, credentials);
    if (cached.key) return cached.key;
    cached.key = await this.deps.moip.publicKey(credentials);
    return cached.key;
  }

  private moipCached(tenantId: number, credentials: Credentials): MoipCached {
    const account = `${credentials.ambiente ?? ''}:${credentials.token ?? ''}`;
    const cached = this.moipCache.get(tenantId);
    if (cached && cached.account === account && cached.until > Date.now()) return cached;
    const fresh: MoipCached = { account, until: Date.now() + MOIP_CACHE_MS };
    this.moipCache.set(tenantId, fresh);
    return fresh;
  }

  /**
   * The instalment plan the company's provider charges for this checkout ('pcl' and the provider's
   * interest rule). PagBank prices the buyer's interest itself: it is asked for the counts above the
   * interest-free ones (503 when it does not answer; nothing is charged).
   */
  async plan(
    { provider, credentials }: CardAccount,
    amounts: { goodsCents: number; amountCents: number },
    rule: InstalmentRule,
    brand: string,
  ): Promise<InstalmentOption[]> {
    const policy = interestPolicies[provider];
    const allowed = allowedInstalments(amounts.goodsCents, rule);
    if (policy !== 'buyer' || !carriesInterest(allowed, rule)) return instalmentPlan(amounts, rule, policy);
    try {
      const totals = await this.deps.pagseguro.instalmentTotals(credentials, {
        amountCents: amounts.amountCents,
        maxInstalments: allowed,
        interestFree: Math.max(1, rule.interestFree ?? allowed),
        brand,
      });
      return instalmentPlan(amounts, rule, policy, totals);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ provider, reason: error.message }, 'card provider did not price the instalments');
      throw unavailable(m.cardUnavailable);
    }
  }

  /** The card form's instalments for a quote (the store's 'pcl'); no provider: none. */
  async quote(tenantId: number, query: InstalmentQuery): Promise<InstalmentPlanReply> {
    const account = await this.account(tenantId);
    if (!account) throw new AppError(404, m.cardNotOffered);
    const { instalments } = await readStoreRules(this.deps.db, tenantId);
    const amounts = { goodsCents: reaisToCents(query.produtos), amountCents: reaisToCents(query.total) };
    const plan = await this.plan(account, amounts, instalments, query.bandeira);
    return {
      parcelas: plan.map((o) => ({
        numero: o.count,
        total: centsToReais(o.totalCents),
        juros: o.interest !== 'none',
        rotulo: instalmentLabel(o),
      })),
    };
  }

  /**
   * A Silent Order Post access token for one card (the browser posts the card to Cielo with it).
   * 404 when the store's cards are not taken that way; 503 when Cielo does not answer.
   */
  cardSession(tenantId: number): Promise<CardSessionReply> {
    return this.cieloBrowserToken(tenantId, usesSilentOrderPost, (c) => this.deps.sop.session(c), {
      unavailable: m.cardUnavailable,
      log: 'cielo silent order post token not issued',
    });
  }

  /**
   * An access token of Cielo's 3-D Secure MPI for one authentication in the browser. 404 when the
   * store does not authenticate cards; 503 when the MPI does not answer (nothing is charged).
   */
  cardAuthSession(tenantId: number): Promise<CardAuthSessionReply> {
    return this.cieloBrowserToken(tenantId, usesThreeDSecure, (c) => this.deps.mpi.session(c), {
      unavailable: m.cardAuthUnavailable,
      log: 'cielo 3ds access token not issued',
    });
  }

  /** A one-use token a Cielo script in the browser needs, when the company's Cielo setting uses that script. */
  private async cieloBrowserToken<Environment extends string>(
    tenantId: number,
    uses: (credentials: Credentials) => boolean,
    issue: (credentials: Credentials) => Promise<{ accessToken: string; environment: Environment }>,
    failure: { unavailable: string; log: string },
  ) {
    const account = await this.account(tenantId);
    if (account?.provider !== 'cielo' || !uses(account.credentials)) throw new AppError(404, m.cardNotOffered);
    try {
      const session = await issue(account.credentials);
      return { tokenAcesso: session.accessToken, ambiente: session.environment };
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, reason: error.message }, failure.log);
      throw unavailable(failure.unavailable);
    }
  }

  /**
   * Charges the card (authorise and capture). Resolves with the paid attempt; a refusal throws the
   * issuer's reason (400), no answer throws 503 and leaves the attempt for the next try to find.
   */
  async charge({ provider, credentials }: CardAccount, order: CardOrder): Promise<PaymentRow> {
    const earlier = await this.resolveOpen(provider, credentials, order);
    if (earlier) return earlier;
    const attempt = await insertPayment(this.deps.db, {
      tenantId: order.tenantId,
      orderId: order.orderId,
      provider,
      method: 'O',
      providerRef: newOrderRef(),
      amountCents: order.amountCents,
      state: paymentStates.awaiting,
      payerName: order.payer.name,
      payerDocument: order.payer.document,
      instalments: order.card.instalments,
    });
    const notifyPath = provider === 'cielo' ? undefined : this.webhookPath(order.tenantId, provider);
    // Moip posts notifications only to the addresses of the account's preferences: ours is ensured first.
    if (provider === 'moip' && notifyPath && order.webhookBase)
      await this.moipPreferences.ensure(order.tenantId, credentials, `${order.webhookBase}${notifyPath}`);
    const view = await this.ask(attempt, () =>
      this.adapter(provider).createCharge(
        credentials,
        {
          reference: attempt.providerRef,
          amountCents: attempt.amountCents,
          payer: order.payer,
          description: `Pedido ${order.orderId}`,
          card: order.card,
          ...(order.antifraud ? { antifraud: order.antifraud } : {}),
          ...(notifyPath && order.webhookBase ? { notifyUrl: `${order.webhookBase}${notifyPath}` } : {}),
        },
        (providerOrder) => updatePayment(this.deps.db, attempt.tenantId, attempt.id, { providerOrder }),
      ),
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
    const current = await lockPaymentByRef(tx, payment.tenantId, payment.provider, payment.providerRef);
    if (current?.state !== paymentStates.awaiting || (await isBeingVoided(tx, current.tenantId, current.id)))
      throw unavailable(m.cardUnavailable);
    await settle(tx, this.deps.mail, payment, {
      eventId: payment.endToEndId ?? payment.providerRef,
      amountCents: payment.amountCents,
      at: new Date().toISOString(),
      detail: { paymentId: payment.endToEndId, cardMask: payment.cardMask, instalments: payment.instalments },
    });
  }

  /** The checkout failed after the card was charged: the charge is voided at its provider and kept as 'Estornado'. */
  async voidUnplaced(payment: PaymentRow): Promise<void> {
    const credentials = await this.credentials(payment.tenantId, payment.provider);
    try {
      if (!credentials || !payment.endToEndId)
        throw new GatewayError('unavailable', 'sem credenciais ou id da cobrança');
      await this.adapter(payment.provider).refund(
        credentials,
        payment.endToEndId,
        payment.providerRef,
        payment.amountCents,
      );
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

  /** The notification's secret address for a company (registered at Cielo and Moip; sent to PagSeguro with each order). */
  webhookPath(tenantId: number, provider: CardProvider): string | undefined {
    const secret = webhookSecret(this.deps.settingsKey, provider, tenantId);
    return secret && `/api/pagamentos/${provider}/webhook/${secret}`;
  }

  /**
   * Open attempts of this cart (an earlier reply lost to a timeout) are asked at the provider first
   * (by PagSeguro's order id, or our reference at Cielo): one paid with the same amount is this
   * charge (never a second); any other paid one, or one holding money, is voided; one the provider
   * never saw is closed. One the provider is still deciding (in analysis), or a first try that may
   * still be on its way, stops this one: 503 and nothing is charged now (the sweep settles it).
   */
  private async resolveOpen(
    provider: CardProvider,
    credentials: Credentials,
    order: CardOrder,
  ): Promise<PaymentRow | undefined> {
    for (const open of await openCharges(this.deps.db, order.tenantId, order.orderId, provider)) {
      // PagSeguro's card is sent only once its order has an id: without one nothing was charged.
      if (provider === 'pagseguro' && !open.providerOrder) {
        await this.close(open, undefined);
        continue;
      }
      const read = () => this.adapter(provider).readCharge(credentials, open.providerOrder ?? open.providerRef);
      const view = await this.ask(open, read);
      if (view?.state === paymentStates.paid && open.amountCents === order.amountCents) return this.outcome(open, view);
      if (view?.state === paymentStates.paid || view?.voidable) await this.voidUnplaced(await this.keep(open, view));
      else if (view?.inReview) throw unavailable(m.cardInReview);
      else if (view?.state === paymentStates.awaiting || (!view && inFlight(open)))
        throw unavailable(m.cardUnavailable);
      else await this.close(open, view);
    }
    return undefined;
  }

  /** The provider's answer, or 503 when it gives none (the attempt stays open). */
  private async ask<T>(payment: PaymentRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn(
        { tenantId: payment.tenantId, paymentId: payment.id, provider: payment.provider, reason: error.message },
        'card provider did not answer',
      );
      throw unavailable(m.cardUnavailable);
    }
  }

  private async outcome(attempt: PaymentRow, view: ChargeView): Promise<PaymentRow> {
    const kept = await this.keep(attempt, view);
    if (view.state === paymentStates.paid) return kept;
    if (view.state === paymentStates.refused) {
      // Refused by the antifraud with the money still held (Cielo did not void it): given back now.
      if (view.voidable) await this.voidUnplaced(kept);
      else await this.close(kept, view);
      throw badRequest(view.reason ?? m.cardRefused('', ''));
    }
    if (view.inReview) {
      // Held for the store's review: the attempt waits with the reason; no order until it is decided.
      await updatePayment(this.deps.db, kept.tenantId, kept.id, { reason: view.reason ?? m.cardInReviewReason });
      throw unavailable(m.cardInReview);
    }
    // Authorised but not captured, or still pending: the next try asks again.
    throw unavailable(m.cardUnavailable);
  }

  /** The provider's charge id and masked card on the attempt (never the number itself). */
  private async keep(attempt: PaymentRow, view: ChargeView): Promise<PaymentRow> {
    const set = { endToEndId: view.providerId ?? attempt.endToEndId, cardMask: view.cardMask ?? attempt.cardMask };
    await updatePayment(this.deps.db, attempt.tenantId, attempt.id, set);
    return { ...attempt, ...set };
  }

  /** A refused attempt, or one the provider never received: closed with its reason and an event (the sweep's too). */
  async close(attempt: PaymentRow, view: ChargeView | undefined): Promise<void> {
    const reason = view?.reason ?? m.cardUnavailable;
    await this.deps.db.transaction(async (tx) => {
      await appendEvent(tx, {
        tenantId: attempt.tenantId,
        paymentId: attempt.id,
        provider: attempt.provider,
        eventId: `recusado:${attempt.providerRef}`,
        kind: view ? 'refused' : 'not_received',
        amountCents: attempt.amountCents,
        detail: { paymentId: view?.providerId ?? null, cardMask: view?.cardMask ?? null, reason },
      });
      await updatePayment(tx, attempt.tenantId, attempt.id, { state: paymentStates.refused, reason });
    });
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

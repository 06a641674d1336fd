import { randomBytes, type X509Certificate } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  paymentMessages as m,
  paymentStates,
  type PaymentStatusReply,
  type PixWebhookBody,
} from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import { CredentialsLockedError, readPaymentSetting, readPublicPaymentField } from '../store-config/index.js';
import { recheckCharge, type ChargeReader } from './charge-recheck.js';
import { certificatesOf, chainsTo } from './client-chain.js';
import { settle } from './payment-outcomes.js';
import { orderPaymentStatus, type StatusOrigin, type WaitingCharges } from './payment-status.js';
import {
  findOrderPayment,
  insertPayment,
  lockPaymentByRef,
  overdueCharges,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';
import type { Credentials } from './payment-provider.js';
import { pixCents, type PixClient } from './pix-client.js';
import { tenantOfSecret, webhookSecret } from './webhook-secret.js';

export type PixDeps = {
  db: Db;
  mail: MailService;
  settingsKey: Buffer | undefined;
  pix: PixClient;
  log: FastifyBaseLogger;
  /** PIX_WEBHOOK_URL: the mTLS listener's public origin, registered at the PSPs instead of the store's. */
  webhookOrigin?: string;
};

export type PixCharge = {
  tenantId: number;
  orderId: number;
  amountCents: number;
  payer: { name: string; document: string };
};

/** txid: 26 to 35 letters and digits (BCB API v2); 32 random ones. */
const newTxid = () =>
  // Stryker disable next-line MethodExpression: equivalent; 24 bytes are 32 base64url characters, so the slice never cuts
  randomBytes(24)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, '0')
    .slice(0, 32);

/**
 * Pix charges of store orders: the charge row is written with the order (one transaction), the PSP
 * is asked after the commit (a timeout leaves a charge to create again with the same txid), and the
 * order follows the PSP's webhook, or a poll that asks the PSP when the webhook is late.
 */
export class PixPayments implements WaitingCharges {
  readonly unavailable = m.pixUnavailable;
  private readonly reader: ChargeReader = {
    credentials: (tenantId) => this.credentials(tenantId),
    read: (credentials, payment) => this.deps.pix.readCharge(credentials, payment.providerRef),
  };

  /** Webhook addresses already given to a PSP by this process (PUT is idempotent: repeats are harmless). */
  private readonly registered = new Set<string>();

  constructor(private readonly deps: PixDeps) {}

  /**
   * The company's Pix settings when complete and readable; undefined: Pix is not offered. Read
   * through the caller's transaction when it has one (PGlite has one connection for everything).
   */
  async credentials(tenantId: number, db: Db = this.deps.db): Promise<Credentials | undefined> {
    try {
      const setting = await readPaymentSetting(db, this.deps.settingsKey, tenantId, 'pix');
      const complete = setting && ['url', 'clientId', 'clientSecret', 'chave'].every((k) => setting[k]?.trim());
      return complete ? setting : undefined;
    } catch (error) {
      if (error instanceof CredentialsLockedError) return undefined;
      throw error;
    }
  }

  /** The charge of a new order, in the checkout's transaction (its txid is fixed from now on). */
  async open(tx: Db, charge: PixCharge) {
    return insertPayment(tx, {
      tenantId: charge.tenantId,
      orderId: charge.orderId,
      provider: 'pix',
      method: 'X',
      providerRef: newTxid(),
      amountCents: charge.amountCents,
      state: paymentStates.awaiting,
      payerName: charge.payer.name,
      payerDocument: charge.payer.document,
    });
  }

  /**
   * The charge of an order that may have had one before (a budget accepted from its public link): a
   * new one only when the last Pix expired unpaid, or there is none. Call with the order locked.
   */
  async openUnlessPayable(tx: Db, charge: PixCharge): Promise<void> {
    const last = await findOrderPayment(tx, charge.tenantId, charge.orderId);
    if (last?.provider === 'pix' && last.state !== paymentStates.expired) return;
    await this.open(tx, charge);
  }

  /**
   * Creates the charge at the PSP (or reads it, when an earlier try reached the PSP and timed out
   * here) and keeps its 'copia e cola' and expiry. False when the PSP did not answer: the order waits
   * with its charge, and the next status read tries again.
   */
  async issue(tenantId: number, orderId: number, webhookBase: string | undefined): Promise<boolean> {
    const payment = await findOrderPayment(this.deps.db, tenantId, orderId);
    if (!payment || payment.provider !== 'pix' || payment.copyPaste || payment.state !== paymentStates.awaiting)
      return true;
    const credentials = await this.credentials(tenantId);
    if (!credentials) return false;
    try {
      await this.registerWebhook(credentials, tenantId, webhookBase);
      const charge = {
        reference: payment.providerRef,
        amountCents: payment.amountCents,
        description: `Pedido ${orderId}`,
      };
      const payer = { name: payment.payerName, document: payment.payerDocument };
      const view =
        (await this.deps.pix.readCharge(credentials, payment.providerRef)) ??
        (await this.deps.pix.createCharge(credentials, { ...charge, payer }));
      await updatePayment(this.deps.db, tenantId, payment.id, {
        copyPaste: view.copyPaste ?? null,
        expiresAt: view.expiresAt ?? null,
      });
      return true;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tenantId, orderId, reason: error.message }, 'pix charge not created');
      return false;
    }
  }

  /** The payment of an order its viewer may see (the public budget page's Pix). */
  async status(auth: AuthContext, orderId: number, webhookBase: string | undefined): Promise<PaymentStatusReply> {
    return orderPaymentStatus(this.deps.db, [this], auth, orderId, { webhookBase });
  }

  follows(payment: PaymentRow): boolean {
    return payment.provider === 'pix';
  }

  /** Creates the charge at the PSP when a try failed before, and asks the PSP when the webhook is late. */
  async refresh(payment: PaymentRow, origin: StatusOrigin): Promise<boolean> {
    const issued = payment.copyPaste ? true : await this.issue(payment.tenantId, payment.orderId, origin.webhookBase);
    await recheckCharge(this.deps, this.reader, payment);
    return issued;
  }

  /**
   * POST {url}/pix from the PSP: each Pix applied once; unknown txids (or another tenant's) change
   * nothing. `presented`: the certificates the caller showed on an mTLS connection (none otherwise).
   */
  async webhook(tenantAndSecret: string, body: PixWebhookBody, presented: X509Certificate[] = []) {
    const tenantId = tenantOfSecret(this.deps.settingsKey, 'pix', tenantAndSecret, (a, b) =>
      this.deps.pix.verifyWebhook(a, b),
    );
    if (tenantId === undefined) {
      this.deps.log.warn('pix webhook with a bad secret refused');
      throw new AppError(401, m.badSignature);
    }
    if (!(await this.fromPsp(tenantId, presented))) {
      this.deps.log.warn(
        { tenantId, certificates: presented.length },
        'pix webhook without the PSP certificate refused',
      );
      throw new AppError(401, m.badSignature);
    }
    for (const notice of body.pix) {
      const outcome = await this.deps.db.transaction(async (tx) => {
        const payment = notice.txid ? await lockPaymentByRef(tx, tenantId, 'pix', notice.txid) : undefined;
        if (!payment) return 'unknown';
        const amountCents = pixCents(notice.valor);
        return settle(tx, this.deps.mail, payment, {
          eventId: notice.endToEndId,
          amountCents,
          at: notice.horario,
          detail: notice,
        });
      });
      const level = outcome === 'paid' || outcome === 'duplicate' ? 'info' : 'warn';
      this.deps.log[level]({ tenantId, txid: notice.txid, endToEndId: notice.endToEndId, outcome }, 'pix webhook');
    }
    await this.deps.mail.flush();
    return { ok: true };
  }

  /**
   * Charges past their expiry, of every tenant: each is asked at the PSP first (a payment whose
   * webhook was lost is settled, not expired); several servers share the work (SKIP LOCKED).
   */
  async sweep(now = new Date(), limit = 50): Promise<number> {
    let changed = 0;
    for (const payment of await overdueCharges(this.deps.db, 'X', now, limit)) {
      if (await recheckCharge(this.deps, this.reader, payment, true)) changed++;
    }
    return changed;
  }

  /**
   * A company that saved its PSP's authority ('caWebhook') takes webhooks only from a caller whose
   * certificate that authority issued, as the BCB API has PSPs call; without it, the secret suffices.
   */
  private async fromPsp(tenantId: number, presented: X509Certificate[]): Promise<boolean> {
    const authority = await readPublicPaymentField(this.deps.db, tenantId, 'pix', 'caWebhook');
    return !authority || chainsTo(presented, certificatesOf(authority));
  }

  /** The webhook's secret: the tenant and a MAC of it under SETTINGS_KEY, so the PSP's call names its company. */
  webhookSecret(tenantId: number): string | undefined {
    return webhookSecret(this.deps.settingsKey, 'pix', tenantId);
  }

  /**
   * The webhook address registered at the company's PSP (it appends /pix): on PIX_WEBHOOK_URL (the
   * mTLS door) when set, else on `webhookBase`. Undefined without a secret (no SETTINGS_KEY) or origin.
   */
  webhookUrl(tenantId: number, webhookBase: string | undefined): string | undefined {
    const secret = this.webhookSecret(tenantId);
    const origin = this.deps.webhookOrigin ?? webhookBase;
    return secret && origin ? `${origin.replace(/\/+$/, '')}/api/pagamentos/pix/webhook/${secret}` : undefined;
  }

  private async registerWebhook(credentials: Credentials, tenantId: number, webhookBase: string | undefined) {
    const url = this.webhookUrl(tenantId, webhookBase);
    if (!url) return;
    const memo = `${tenantId}|${credentials.url}|${url}`;
    if (this.registered.has(memo)) return;
    await this.deps.pix.registerWebhook(credentials, url);
    this.registered.add(memo);
  }
}

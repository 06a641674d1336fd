import type { FastifyBaseLogger } from 'fastify';
import { formatAddress } from '../../../shared/br/address.js';
import { addBusinessDays } from '../../../shared/br/business-days.js';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import type { PayerAddress } from '../../db/schema/payments.js';
import type { Tenant } from '../../http/tenant.js';
import type { MailService } from '../mail/index.js';
import { localDate, type MailLink } from '../orders/index.js';
import { GatewayError } from '../payment-config/index.js';
import { newOrderRef, type CardPayments } from './card.service.js';
import { recheckCharge, type ChargeReader } from './charge-recheck.js';
import type { CieloSalesClient } from './cielo-sales-client.js';
import type { StatusOrigin, WaitingCharges } from './payment-status.js';
import { boletoProvider } from './cielo-boleto.js';
import { refuseRegistration } from './payment-outcomes.js';
import type { ChargeView, Credentials } from './payment-provider.js';
import {
  claimRegistration,
  findOrderPayment,
  holdsRegistration,
  insertPayment,
  lockPaymentByRef,
  overdueCharges,
  releaseRegistration,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';

export type BoletoDeps = {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  cielo: CieloSalesClient;
  /** The company's Cielo account ('cie'): the card's, which registers boletos too. */
  cards: Pick<CardPayments, 'credentials'>;
  /** PUBLIC_URL: the origin of the links mailed about a boleto (else the company's host name). */
  publicUrl?: string | undefined;
};

export type BoletoOrder = {
  tenantId: number;
  orderId: number;
  amountCents: number;
  payer: { name: string; document: string };
  address: PayerAddress;
};

/** Business days from the order to the boleto's due date. */
export const BOLETO_DUE_DAYS = 3;
/**
 * Business days after the due date before an unpaid boleto is given up (order cancelled, stock
 * back): a boleto paid on its due date reaches Cielo a business day or two later.
 */
export const BOLETO_EXPIRY_DAYS = 2;
/** How long a status read holds a boleto while it registers it at Cielo (the call times out well before). */
const REGISTRATION_LEASE_MS = 2 * 60_000;

/** The instant a boleto due on `dueOn` is given up: the end of its last day, in Brasília. */
const expiryOf = (dueOn: string) => new Date(`${addBusinessDays(dueOn, BOLETO_EXPIRY_DAYS)}T23:59:59-03:00`);

/**
 * Boletos registered at Cielo for store orders, the Pix way: the charge row is written with the
 * order (one transaction), Cielo is asked after the commit (a timeout leaves a boleto to register
 * again under the same MerchantOrderId, read first so it is never registered twice), and the order
 * follows Cielo's notification (CardPayments.webhook), or a poll that asks Cielo when it is late.
 */
export class BoletoPayments implements WaitingCharges {
  readonly unavailable = m.boletoUnavailable;
  private readonly reader: ChargeReader = {
    credentials: (tenantId) => this.credentials(tenantId),
    read: (credentials, payment) => this.deps.cielo.readCharge(credentials, payment.providerRef),
  };

  constructor(private readonly deps: BoletoDeps) {}

  /** Cielo's credentials when complete; undefined: the boleto stays the self-issued one of old. */
  credentials(tenantId: number): Promise<Credentials | undefined> {
    return this.deps.cards.credentials(tenantId, 'cielo');
  }

  /** The boleto of a new order, in the checkout's transaction (its MerchantOrderId and due date fixed). */
  async open(tx: Db, order: BoletoOrder, now = new Date()): Promise<PaymentRow> {
    const dueOn = addBusinessDays(localDate(now), BOLETO_DUE_DAYS);
    return insertPayment(tx, {
      tenantId: order.tenantId,
      orderId: order.orderId,
      provider: 'cielo',
      method: 'D',
      providerRef: newOrderRef(),
      amountCents: order.amountCents,
      state: paymentStates.awaiting,
      payerName: order.payer.name,
      payerDocument: order.payer.document,
      payerAddress: order.address,
      dueOn,
      expiresAt: expiryOf(dueOn),
    });
  }

  follows(payment: PaymentRow): boolean {
    return payment.provider === 'cielo' && payment.method === 'D';
  }

  async refresh(payment: PaymentRow, origin: StatusOrigin): Promise<boolean> {
    const issued = payment.copyPaste ? true : origin.tenant ? await this.issue(origin.tenant, payment.orderId) : false;
    await recheckCharge(this.deps, this.reader, payment);
    return issued;
  }

  /**
   * Registers the boleto at Cielo (or reads it, when an earlier try reached Cielo and timed out
   * here) and keeps its linha digitável, document and PaymentId. The row is claimed first (a lease
   * by the database's clock), so two status reads, a read and the checkout, or two servers never
   * register it twice; Cielo is asked outside any transaction and the answer is kept only while the
   * claim holds. A refusal closes the charge with Cielo's reason (the order goes on with the shop's
   * own boleto). False when Cielo did not answer (the claim is given back for the next read).
   */
  async issue(tenant: Tenant, orderId: number): Promise<boolean> {
    const payment = await findOrderPayment(this.deps.db, tenant.id, orderId);
    if (!payment || !this.follows(payment) || payment.copyPaste || payment.state !== paymentStates.awaiting)
      return true;
    const credentials = await this.credentials(tenant.id);
    if (!credentials) return false;
    const lease = await claimRegistration(this.deps.db, tenant.id, payment.id, REGISTRATION_LEASE_MS);
    // Another read (or server) is registering it right now: the page asks again in a few seconds.
    if (!lease) return true;
    let view: ChargeView;
    try {
      view =
        (await this.deps.cielo.readCharge(credentials, payment.providerRef)) ??
        (await this.deps.cielo.createCharge(credentials, this.request(tenant, payment, credentials)));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      await releaseRegistration(this.deps.db, tenant.id, payment.id, lease);
      this.deps.log.warn({ tenantId: tenant.id, orderId, reason: error.message }, 'boleto not registered');
      return false;
    }
    const outcome = await this.deps.db.transaction(async (tx) => {
      const locked = await lockPaymentByRef(tx, tenant.id, payment.provider, payment.providerRef);
      if (!locked || !(await holdsRegistration(tx, tenant.id, locked.id, lease))) return 'lease lost';
      if (view.state === paymentStates.refused) {
        const reason = view.reason ?? m.boletoRefused('', '');
        await refuseRegistration(tx, this.deps.mail, locked, reason, this.orderLinks(tenant, orderId));
        return 'refused';
      }
      await updatePayment(tx, tenant.id, locked.id, {
        copyPaste: view.copyPaste ?? null,
        documentUrl: view.documentUrl ?? null,
        endToEndId: view.providerId ?? null,
        registeringUntil: null,
      });
      return 'registered';
    });
    const level = outcome === 'registered' ? 'info' : 'warn';
    this.deps.log[level]({ tenantId: tenant.id, orderId, outcome, reason: view.reason }, 'boleto registration');
    if (outcome === 'refused') await this.deps.mail.flush();
    return true;
  }

  /**
   * Where a mail sends the customer about the order: its purchase page (the boleto's state and
   * reason) and Minha conta (the shop's boleto, second copy). PUBLIC_URL, else the company's own
   * host name; neither: no link (the mail names Minha conta in words).
   */
  private orderLinks(tenant: Tenant, orderId: number): MailLink[] {
    const host = tenant.hostName?.trim();
    const origin = this.deps.publicUrl ?? (host ? `https://${host}` : undefined);
    if (!origin) return [];
    const alias = `apelido=${encodeURIComponent(tenant.alias)}`;
    return [
      { href: `${origin}/view-compra?pedido=${orderId}&${alias}`, label: `Ver o pedido nº ${orderId}` },
      { href: `${origin}/minha-conta?${alias}`, label: 'Minha conta: boletos e segunda via' },
    ];
  }

  /** Boletos past their expiry, of every tenant: asked at Cielo first (paid → settled), else expired. */
  async sweep(now = new Date(), limit = 50): Promise<number> {
    let changed = 0;
    for (const payment of await overdueCharges(this.deps.db, 'D', now, limit)) {
      // Stryker disable next-line BooleanLiteral: equivalent while `now` is the clock's; a charge past its expiry is asked anyway
      if (await recheckCharge(this.deps, this.reader, payment, true)) changed++;
    }
    return changed;
  }

  private request(tenant: Tenant, payment: PaymentRow, credentials: Credentials) {
    if (!payment.dueOn || !payment.payerAddress) throw new Error('a boleto charge without its due date or payer');
    return {
      reference: payment.providerRef,
      amountCents: payment.amountCents,
      payer: { name: payment.payerName, document: payment.payerDocument },
      // Stryker disable next-line StringLiteral: equivalent; a boleto sale sends no description (it prints the demonstrative, cielo-boleto.ts)
      description: `Pedido ${payment.orderId}`,
      boleto: {
        provider: boletoProvider(credentials),
        dueOn: payment.dueOn,
        number: String(payment.orderId),
        assignor: {
          name: tenant.legalName,
          address: formatAddress({ ...tenant, number: tenant.streetNumber }),
          // Stryker disable next-line StringLiteral: equivalent; the request keeps only the digits of the assignor's document
          document: tenant.cnpj ?? '',
        },
        payerAddress: payment.payerAddress,
        demonstrative: m.boletoDemonstrative(payment.orderId, tenant.tradeName),
        instructions: m.boletoCashierInstructions,
      },
    };
  }
}

import { randomUUID } from 'node:crypto';
import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import type { ProviderUrls } from '../../config.js';
import { ask, GatewayError } from '../payment-config/index.js';
import { fraudNodes, fraudVerdict } from './cielo-antifraud.js';
import { boletoRefusal, boletoSale, firstCieloError } from './cielo-boleto.js';
import {
  sameSecret,
  type CardCharge,
  type OpenCard,
  type TokenCard,
  type ChargeRequest,
  type ChargeView,
  type Credentials,
  type CardAdapter,
} from './payment-provider.js';

/** Cielo's Payment.Status in our payment states (API 3.0 'Status transacional'). */
const states: Record<number, PaymentState> = {
  0: paymentStates.awaiting, // NotFinished
  1: paymentStates.awaiting, // Authorized, not captured yet; a boleto: issued, not paid yet
  2: paymentStates.paid, // PaymentConfirmed (captured)
  3: paymentStates.refused, // Denied
  10: paymentStates.refunded, // Voided (a boleto cancelled unpaid changes nothing here: it expires)
  11: paymentStates.refunded, // Refunded
  12: paymentStates.awaiting, // Pending
  13: paymentStates.refused, // Aborted
};

/** Our brand codes (credit-card.ts, 'bnd') in Cielo's Brand names. */
const brands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Master',
  master: 'Master',
  amex: 'Amex',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
};

/** Issuer answers in the customer's words (Cielo's sandbox and production messages vary in language). */
const returnTexts: Record<string, string> = {
  '05': 'Não Autorizada',
  '51': 'Saldo insuficiente',
  '57': 'Cartão expirado',
  '70': 'Problemas com o cartão de crédito',
  '77': 'Cartão cancelado',
  '78': 'Cartão bloqueado',
  '99': 'Tempo esgotado na operadora',
};

type CieloPayment = {
  PaymentId?: string;
  Type?: string;
  Amount?: number;
  /** What the payer paid (a boleto may be paid with another amount); absent on cards. */
  PaidAmount?: number;
  Status?: number;
  ReturnCode?: string;
  ReturnMessage?: string;
  ReceivedDate?: string;
  CreditCard?: { CardNumber?: string };
  /** A boleto: its document, linha digitável and due date. */
  Url?: string;
  DigitableLine?: string;
  ExpirationDate?: string;
  /** The antifraud's analysis of a card sale (when contracted). */
  FraudAnalysis?: { Status?: number; StatusDescription?: string };
};

/** Statement text (SoftDescriptor): up to 13 letters and digits, no accents. */
const softDescriptor = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 13)
    .toUpperCase();

/**
 * Card payments and registered boletos through Cielo API 3.0: `POST /1/sales/` (a card authorised
 * and captured at once; a boleto registered, Status 1 until paid, 2 once paid), the query
 * `GET /1/sales?merchantOrderId=` and `GET /1/sales/{PaymentId}` on the query host, and the void
 * `PUT /1/sales/{PaymentId}/void?amount=`. Credentials: merchantId, merchantKey, ambiente.
 */
export class CieloSalesClient implements CardAdapter {
  constructor(
    private readonly urls: { sales: ProviderUrls; query: ProviderUrls },
    private readonly timeoutMs: number,
  ) {}

  /** A card sale (authorised and captured at once), or a boleto registered at the bank. */
  async createCharge(credentials: Credentials, charge: ChargeRequest): Promise<ChargeView> {
    const body = charge.boleto ? boletoSale(charge) : cardSale(charge);
    const response = await this.call(credentials, 'sales', 'POST', '/1/sales/', body);
    if (response.status === 400 && charge.card)
      return { state: paymentStates.refused, reason: m.cardInvalid, settlements: [] };
    // A boleto Cielo will not register (its data, or the bank's contract): definite, not an outage.
    if (response.status === 400) {
      const { code, message } = firstCieloError(await response.json().catch(() => undefined));
      return boletoRefusal(code, message);
    }
    if (!response.ok) throw new GatewayError('unavailable', `Cielo respondeu ${response.status} à venda`);
    return viewOf(((await response.json()) as { Payment?: CieloPayment }).Payment ?? {});
  }

  /** The sale made under our MerchantOrderId: the paid one if any, else the newest; undefined: none. */
  async readCharge(credentials: Credentials, reference: string): Promise<ChargeView | undefined> {
    const path = `/1/sales?merchantOrderId=${encodeURIComponent(reference)}`;
    const response = await this.call(credentials, 'query', 'GET', path);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GatewayError('unavailable', `Cielo respondeu ${response.status} à consulta`);
    const listed = ((await response.json()) as { Payments?: Array<{ PaymentId: string }> }).Payments ?? [];
    const views: ChargeView[] = [];
    for (const { PaymentId } of listed) {
      const view = await this.readPayment(credentials, PaymentId);
      if (view) views.push(view);
    }
    return views.find((v) => v.state === paymentStates.paid) ?? views.at(-1);
  }

  async readPayment(credentials: Credentials, paymentId: string): Promise<ChargeView | undefined> {
    const response = await this.call(credentials, 'query', 'GET', `/1/sales/${encodeURIComponent(paymentId)}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GatewayError('unavailable', `Cielo respondeu ${response.status} à consulta`);
    const sale = (await response.json()) as { MerchantOrderId?: string; Payment?: CieloPayment };
    return { ...viewOf(sale.Payment ?? {}), ...(sale.MerchantOrderId ? { reference: sale.MerchantOrderId } : {}) };
  }

  /** Void (same day) or refund (later): Cielo decides which by the sale's date; one call either way. */
  async refund(credentials: Credentials, paymentId: string, _refundId: string, amountCents: number): Promise<void> {
    const path = `/1/sales/${encodeURIComponent(paymentId)}/void?amount=${amountCents}`;
    const response = await this.call(credentials, 'sales', 'PUT', path);
    if (response.ok) return;
    // A void that already happened (a retry after a lost reply) is not a failure.
    const now = await this.readPayment(credentials, paymentId);
    if (now?.state !== paymentStates.refunded)
      throw new GatewayError('unavailable', `Cielo respondeu ${response.status} ao cancelamento`);
  }

  /** Cielo signs no notification: the address carries our secret, and the sale is read back anyway. */
  verifyWebhook(expected: string, presented: string): boolean {
    return sameSecret(expected, presented);
  }

  private call(credentials: Credentials, api: 'sales' | 'query', method: string, path: string, body?: unknown) {
    const environment = credentials.ambiente === 'producao' ? 'producao' : 'sandbox';
    return ask(
      'Cielo',
      `${this.urls[api][environment]}${path}`,
      {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          MerchantId: credentials.merchantId ?? '',
          MerchantKey: credentials.merchantKey ?? '',
          RequestId: randomUUID(),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      this.timeoutMs,
    );
  }
}

function cardSale(charge: ChargeRequest) {
  const card = charge.card;
  if (!card || 'encrypted' in card) throw new Error('a Cielo charge needs its card (or token) or a boleto');
  const fraud = charge.antifraud && fraudNodes(charge, charge.antifraud);
  const auth = card.authentication;
  return {
    MerchantOrderId: charge.reference,
    Customer: { Name: charge.payer.name.slice(0, 255), ...fraud?.customer },
    Payment: {
      Type: 'CreditCard',
      Amount: charge.amountCents,
      Installments: card.instalments,
      // Above the interest-free instalments the issuer charges the buyer its own interest; the amount stays.
      Interest: card.interest?.by === 'issuer' ? 'ByIssuer' : 'ByMerchant',
      Capture: true,
      SoftDescriptor: softDescriptor(charge.description),
      CreditCard: creditCard(card),
      ...(auth
        ? {
            Authenticate: true,
            ExternalAuthentication: {
              Cavv: auth.cavv,
              Xid: auth.xid,
              Eci: auth.eci,
              Version: auth.version,
              ReferenceId: auth.referenceId,
            },
          }
        : {}),
      ...(fraud ? { FraudAnalysis: fraud.fraudAnalysis } : {}),
    },
  };
}

/** The card, or the PaymentToken that stands for it when the browser sent it to Cielo (Silent Order Post). */
function creditCard(card: CardCharge & (OpenCard | TokenCard)) {
  if ('paymentToken' in card) return { PaymentToken: card.paymentToken, Brand: brands[card.brand] ?? card.brand };
  return {
    CardNumber: card.number.replace(/\D/g, ''),
    Holder: card.holder.slice(0, 25),
    ExpirationDate: card.expiry,
    SecurityCode: card.cvv,
    Brand: brands[card.brand] ?? card.brand,
  };
}

/**
 * The antifraud's word over the sale's: a rejected sale (Cielo voids it, VoidOnHighRisk) is refused
 * with no reason given; one held for review is neither paid nor refused, and not ours to void.
 */
function viewOf(p: CieloPayment): ChargeView {
  const verdict = fraudVerdict(p.FraudAnalysis);
  if (verdict === 'Reject') return { ...saleView(p), state: paymentStates.refused, reason: m.cardNotApproved };
  // Captured after the review (Status 2) is the store's approval, whatever the analysis still says.
  if (verdict === 'Review' && p.Status === 1)
    return {
      ...saleView(p),
      state: paymentStates.awaiting,
      reason: m.cardInReviewReason,
      inReview: true,
      voidable: false,
      settlements: [],
    };
  return saleView(p);
}

function saleView(p: CieloPayment): ChargeView {
  const state = states[p.Status ?? 0] ?? paymentStates.refused;
  const paid = state === paymentStates.paid && p.PaymentId;
  const card = p.Type !== 'Boleto';
  if (!card && state === paymentStates.refused)
    return {
      ...boletoRefusal(p.ReturnCode ?? '', p.ReturnMessage ?? ''),
      ...(p.PaymentId ? { providerId: p.PaymentId } : {}),
    };
  return {
    state,
    ...(state === paymentStates.refused
      ? { reason: m.cardRefused(returnTexts[p.ReturnCode ?? ''] ?? p.ReturnMessage ?? '', p.ReturnCode ?? '') }
      : {}),
    ...(p.PaymentId ? { providerId: p.PaymentId } : {}),
    ...(p.CreditCard?.CardNumber ? { cardMask: p.CreditCard.CardNumber } : {}),
    // An issued boleto (Status 1) holds no money: there is nothing to void.
    ...(card && (p.Status === 1 || p.Status === 2) ? { voidable: true } : {}),
    ...(p.DigitableLine ? { copyPaste: p.DigitableLine } : {}),
    ...(p.Url ? { documentUrl: p.Url } : {}),
    ...(p.ExpirationDate ? { dueOn: p.ExpirationDate.slice(0, 10) } : {}),
    settlements: paid
      ? [
          {
            eventId: p.PaymentId ?? '',
            amountCents: p.PaidAmount ?? p.Amount ?? 0,
            at: p.ReceivedDate ?? new Date().toISOString(),
          },
        ]
      : [],
  };
}

import { createHash } from 'node:crypto';
import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import type { ProviderUrls } from '../../config.js';
import { ask, GatewayError, type PaymentGateway } from '../payment-config/index.js';
import {
  sameSecret,
  type CardAdapter,
  type ChargeRequest,
  type ChargeView,
  type Credentials,
} from './payment-provider.js';

/** PagBank's charge status in our payment states (API de Pedidos, 'Objeto charge'). */
const states: Record<string, PaymentState> = {
  AUTHORIZED: paymentStates.awaiting, // pre-authorised, not captured
  IN_ANALYSIS: paymentStates.awaiting, // PagBank's risk analysis
  WAITING: paymentStates.awaiting,
  PAID: paymentStates.paid,
  DECLINED: paymentStates.refused,
  CANCELED: paymentStates.refunded,
};

/** Issuer answers in the customer's words (PagBank's `payment_response.message` is often in capitals, without accents). */
const responseTexts: Record<string, string> = {
  '10000': 'Cartão não autorizado',
  '10001': 'Tentativas excedidas',
  '10002': 'Não Autorizada pelo emissor',
  '10003': 'Transação inválida',
  '10004': 'Cartão bloqueado',
  '20012': 'Saldo insuficiente',
  '20039': 'Cartão expirado',
};

type PagBankCharge = {
  id?: string;
  reference_id?: string;
  status?: string;
  paid_at?: string;
  amount?: { value?: number; summary?: { paid?: number; refunded?: number } };
  payment_response?: { code?: string; message?: string };
  payment_method?: { card?: { first_digits?: string; last_digits?: string } };
};
/** `GET /charges/fees/calculate`: per brand, one plan per instalment count. */
type PagBankFees = {
  payment_methods?: {
    credit_card?: Record<
      string,
      { installment_plans?: Array<{ installments?: number; interest_free?: boolean; amount?: { value?: number } }> }
    >;
  };
};
type PagBankOrder = { id?: string; reference_id?: string; charges?: PagBankCharge[] };

/** Statement text (soft_descriptor): up to 17 letters and digits, no accents. */
const softDescriptor = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .slice(0, 17);

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Card payments through PagBank's API de Pedidos (Bearer token): the order is created first
 * (`POST /orders`, no charge: its id is kept before the card is charged, since PagBank has no search
 * by our reference), then paid (`POST /orders/{id}/pay`, CREDIT_CARD with the browser's encrypted
 * card, captured). Read with `GET /orders/{id}` and `GET /charges/{id}`; cancelled or refunded with
 * `POST /charges/{id}/cancel`. Credentials: token, ambiente.
 */
export class PagSeguroOrdersClient implements CardAdapter, PaymentGateway {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  async createCharge(
    credentials: Credentials,
    charge: ChargeRequest,
    opened?: (providerOrder: string) => Promise<void>,
  ): Promise<ChargeView> {
    const order = await this.send<PagBankOrder>(credentials, 'POST', '/orders', orderBody(charge), charge.reference);
    if (!order.id) throw new GatewayError('unavailable', 'PagSeguro criou o pedido sem id');
    await opened?.(order.id);
    const path = `/orders/${encodeURIComponent(order.id)}/pay`;
    const response = await this.call(credentials, 'POST', path, { charges: [chargeBody(charge)] });
    // PagBank could not read the card (a blob not made with this account's key): the customer's data, not an outage.
    if (response.status === 400) return { state: paymentStates.refused, reason: m.cardInvalid, settlements: [] };
    if (!response.ok) throw new GatewayError('unavailable', `PagSeguro respondeu ${response.status} ao pagamento`);
    return viewOfOrder((await response.json()) as PagBankOrder);
  }

  /** The charge of a PagBank order (its id, `ORDE_…`); undefined: PagBank does not know it, or it has none. */
  async readCharge(credentials: Credentials, providerOrder: string): Promise<ChargeView | undefined> {
    const order = await this.read<PagBankOrder>(credentials, `/orders/${encodeURIComponent(providerOrder)}`);
    return order && order.charges?.length ? viewOfOrder(order) : undefined;
  }

  async readPayment(credentials: Credentials, chargeId: string): Promise<ChargeView | undefined> {
    const found = await this.read<PagBankCharge>(credentials, `/charges/${encodeURIComponent(chargeId)}`);
    return found && viewOf(found);
  }

  /** Cancels (same day) or refunds (later) the charge: PagBank decides which; one call either way. */
  async refund(credentials: Credentials, chargeId: string, _refundId: string, amountCents: number): Promise<void> {
    const path = `/charges/${encodeURIComponent(chargeId)}/cancel`;
    const response = await this.call(credentials, 'POST', path, { amount: { value: amountCents } });
    if (response.ok) return;
    // A cancel that already happened (a retry after a lost reply) is not a failure.
    const now = await this.readPayment(credentials, chargeId);
    if (now?.state !== paymentStates.refunded)
      throw new GatewayError('unavailable', `PagSeguro respondeu ${response.status} ao cancelamento`);
  }

  /**
   * The buyer's total for each count above the interest-free ones, from PagBank's own calculation
   * (`GET /charges/fees/calculate`, the card's brand's `installment_plans`): what the charge must carry.
   */
  async instalmentTotals(
    credentials: Credentials,
    ask: { amountCents: number; maxInstalments: number; interestFree: number; brand: string },
  ): Promise<Map<number, number>> {
    const query = new URLSearchParams({
      payment_methods: 'CREDIT_CARD',
      value: String(ask.amountCents),
      max_installments: String(ask.maxInstalments),
      max_installments_no_interest: String(ask.interestFree),
    });
    const fees = await this.read<PagBankFees>(credentials, `/charges/fees/calculate?${query.toString()}`);
    const plans = fees?.payment_methods?.credit_card?.[ask.brand]?.installment_plans ?? [];
    return new Map(
      plans
        .filter(
          (p) => p.interest_free === false && Number.isInteger(p.installments) && Number.isInteger(p.amount?.value),
        )
        .map((p) => [Number(p.installments), Number(p.amount?.value)]),
    );
  }

  /** The public key the browser encrypts cards with (created once per account, then read). */
  async publicKey(credentials: Credentials): Promise<string> {
    type Key = { public_key?: string };
    const found = await this.read<Key>(credentials, '/public-keys/card');
    const key =
      found?.public_key ?? (await this.send<Key>(credentials, 'POST', '/public-keys', { type: 'card' })).public_key;
    if (!key) throw new GatewayError('unavailable', 'PagSeguro respondeu sem a chave pública');
    return key;
  }

  /** 'Testar conexão' on /configuracao-pagamento: the token reads (or creates) the account's public key. */
  async check(credentials: Credentials, environment: 'sandbox' | 'producao'): Promise<void> {
    await this.publicKey({ ...credentials, ambiente: environment });
  }

  /** The address's secret (ours, compared in constant time); the body's signature is `signed`'s. */
  verifyWebhook(expected: string, presented: string): boolean {
    return sameSecret(expected, presented);
  }

  /** PagBank's `x-authenticity-token`: SHA-256 (hex) of the account token, '-' and the raw body. */
  signed(credentials: Credentials, rawBody: string, presented: string): boolean {
    const expected = createHash('sha256')
      .update(`${credentials.token ?? ''}-${rawBody}`)
      .digest('hex');
    return sameSecret(expected, presented.toLowerCase());
  }

  private async read<T>(credentials: Credentials, path: string): Promise<T | undefined> {
    const response = await this.call(credentials, 'GET', path);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GatewayError('unavailable', `PagSeguro respondeu ${response.status} à consulta`);
    return (await response.json()) as T;
  }

  private async send<T>(credentials: Credentials, method: string, path: string, body: unknown, key?: string) {
    const response = await this.call(credentials, method, path, body, key);
    if (!response.ok) throw new GatewayError('unavailable', `PagSeguro respondeu ${response.status} a ${path}`);
    return (await response.json()) as T;
  }

  private call(credentials: Credentials, method: string, path: string, body?: unknown, idempotencyKey?: string) {
    const environment = credentials.ambiente === 'producao' ? 'producao' : 'sandbox';
    return ask(
      'PagSeguro',
      `${this.urls[environment]}${path}`,
      {
        method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${credentials.token ?? ''}`,
          // A repeat of the same creation (a reply lost on the way) is the same order at PagBank.
          ...(idempotencyKey ? { 'x-idempotency-key': idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      this.timeoutMs,
    );
  }
}

function orderBody(charge: ChargeRequest) {
  return {
    reference_id: charge.reference,
    customer: {
      name: charge.payer.name.slice(0, 120),
      tax_id: digits(charge.payer.document),
      ...(charge.payer.email ? { email: charge.payer.email } : {}),
    },
    items: [{ reference_id: charge.reference, name: charge.description, quantity: 1, unit_amount: charge.amountCents }],
    ...(charge.notifyUrl ? { notification_urls: [charge.notifyUrl] } : {}),
  };
}

function chargeBody(charge: ChargeRequest) {
  const card = charge.card;
  if (!card || !('encrypted' in card)) throw new Error('a PagSeguro charge needs the browser-encrypted card');
  return {
    reference_id: charge.reference,
    description: charge.description,
    // With the buyer's interest the value is the plan's total and says how much of it is interest.
    amount: {
      value: charge.amountCents,
      currency: 'BRL',
      ...(card.interest?.by === 'buyer'
        ? { fees: { buyer: { interest: { total: card.interest.cents, installments: card.instalments } } } }
        : {}),
    },
    payment_method: {
      type: 'CREDIT_CARD',
      installments: card.instalments,
      capture: true,
      soft_descriptor: softDescriptor(charge.description),
      card: { encrypted: card.encrypted, store: false },
      holder: { name: card.holder.slice(0, 30), tax_id: digits(card.holderDocument) },
    },
  };
}

/** The order's paid charge if any, else its newest. */
function viewOfOrder(order: PagBankOrder): ChargeView {
  const views = (order.charges ?? []).map(viewOf);
  const view = views.find((v) => v.state === paymentStates.paid) ?? views.at(-1);
  return view ?? { state: paymentStates.refused, reason: m.cardInvalid, settlements: [] };
}

function viewOf(c: PagBankCharge): ChargeView {
  const state = states[c.status ?? ''] ?? paymentStates.refused;
  const code = c.payment_response?.code ?? '';
  const card = c.payment_method?.card;
  return {
    state,
    ...(state === paymentStates.refused
      ? { reason: m.cardRefused(responseTexts[code] ?? c.payment_response?.message ?? '', code) }
      : {}),
    ...(c.reference_id ? { reference: c.reference_id } : {}),
    ...(c.id ? { providerId: c.id } : {}),
    ...(card?.first_digits && card.last_digits ? { cardMask: `${card.first_digits}******${card.last_digits}` } : {}),
    ...(c.status === 'AUTHORIZED' || c.status === 'PAID' ? { voidable: true } : {}),
    settlements:
      state === paymentStates.paid && c.id
        ? [{ eventId: c.id, amountCents: c.amount?.value ?? 0, at: c.paid_at ?? new Date().toISOString() }]
        : [],
  };
}

import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import { onlyDigits } from '../../../shared/br/only-digits.js';
import type { ProviderUrls } from '../../config.js';
import { ask, GatewayError } from '../payment-config/index.js';
import {
  sameSecret,
  type ChargeRequest,
  type ChargeView,
  type CardAdapter,
  type Credentials,
} from './payment-provider.js';

/** Moip's payment status in our payment states (API v2 'Status do pagamento'). */
const states: Record<string, PaymentState> = {
  CREATED: paymentStates.awaiting,
  WAITING: paymentStates.awaiting,
  IN_ANALYSIS: paymentStates.awaiting,
  PRE_AUTHORIZED: paymentStates.awaiting,
  AUTHORIZED: paymentStates.paid,
  SETTLED: paymentStates.paid,
  CANCELLED: paymentStates.refused,
  REFUNDED: paymentStates.refunded,
  REVERSED: paymentStates.refunded,
};

export type MoipPayment = {
  id?: string;
  status?: string;
  amount?: { total?: number };
  installmentCount?: number;
  fundingInstrument?: { creditCard?: { first6?: string; last4?: string } };
  cancellationDetails?: { code?: string; description?: string };
  updatedAt?: string;
  /** The payment's order: `title` is its id (ORD-…). */
  _links?: { order?: { title?: string } };
};

type MoipPreference = { id?: string; target?: string; token?: string };

type MoipOrder = { id?: string; ownId?: string; payments?: MoipPayment[] };

/** Statement text (statementDescriptor): up to 13 characters. */
const statement = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .trim()
    .slice(0, 13);

const taxDocument = (document: string) => {
  const number = onlyDigits(document);
  return { type: number.length === 14 ? 'CNPJ' : 'CPF', number };
};

/**
 * Card payments through Moip (Wirecard) API v2, Basic token:chave: an order (`POST /v2/orders`, our
 * reference as its `ownId`), then its payment (`POST /v2/orders/{id}/payments`) with the card as the
 * hash Moip's JS SDK made in the browser (the number never reaches us). Read back by `ownId`
 * (`GET /v2/orders?q=`, then `GET /v2/payments/{id}`); refunds `POST /v2/payments/{id}/refunds`.
 * Notifications carry the token of the account's notification preference in `Authorization`.
 */
export class MoipPaymentsClient implements CardAdapter {
  constructor(
    private readonly urls: ProviderUrls,
    private readonly timeoutMs: number,
  ) {}

  async createCharge(credentials: Credentials, charge: ChargeRequest): Promise<ChargeView> {
    const card = charge.card;
    if (!card || !('encrypted' in card)) throw new Error('a Moip charge needs the card hash made in the browser');
    const order = await this.json<MoipOrder>(credentials, 'POST', '/v2/orders', {
      ownId: charge.reference,
      amount: { currency: 'BRL' },
      items: [{ product: charge.description.slice(0, 250), quantity: 1, price: charge.amountCents }],
      customer: {
        ownId: onlyDigits(charge.payer.document) || charge.reference,
        fullname: charge.payer.name.slice(0, 90),
        // Moip requires the buyer's e-mail; an order without one is refused (400).
        email: charge.payer.email ?? '',
        taxDocument: taxDocument(charge.payer.document),
      },
    });
    const response = await this.call(credentials, 'POST', `/v2/orders/${encodeURIComponent(order.id ?? '')}/payments`, {
      installmentCount: card.instalments,
      statementDescriptor: statement(charge.description),
      delayCapture: false,
      fundingInstrument: {
        method: 'CREDIT_CARD',
        creditCard: {
          hash: card.encrypted,
          store: false,
          holder: { fullname: card.holder.slice(0, 90), taxDocument: taxDocument(card.holderDocument) },
        },
      },
    });
    if (response.status === 400) return { state: paymentStates.refused, reason: m.cardInvalid, settlements: [] };
    if (!response.ok) throw new GatewayError('unavailable', `Moip respondeu ${response.status} ao pagamento`);
    return { ...moipView((await response.json()) as MoipPayment), reference: charge.reference };
  }

  /** The payment of the order whose ownId is our reference: the paid one if any, else the newest. */
  async readCharge(credentials: Credentials, reference: string): Promise<ChargeView | undefined> {
    const found = await this.json<{ orders?: MoipOrder[] }>(
      credentials,
      'GET',
      `/v2/orders?q=${encodeURIComponent(reference)}&limit=20`,
    );
    // Moip's q is a text search: only an exact ownId is ours.
    const order = found.orders?.find((o) => o.ownId === reference);
    if (!order) return undefined;
    const views = (order.payments ?? []).map((p) => ({ ...moipView(p), reference }));
    return views.find((v) => v.state === paymentStates.paid) ?? views.at(-1);
  }

  async readPayment(credentials: Credentials, paymentId: string): Promise<ChargeView | undefined> {
    const response = await this.call(credentials, 'GET', `/v2/payments/${encodeURIComponent(paymentId)}`);
    if (response.status === 404) return undefined;
    if (!response.ok) throw new GatewayError('unavailable', `Moip respondeu ${response.status} à consulta`);
    const payment = (await response.json()) as MoipPayment;
    // The payment names its order, not our reference: the order's ownId is (a notification is found by it).
    const orderId = payment._links?.order?.title;
    const order = orderId
      ? await this.json<MoipOrder>(credentials, 'GET', `/v2/orders/${encodeURIComponent(orderId)}`)
      : undefined;
    return { ...moipView(payment), ...(order?.ownId ? { reference: order.ownId } : {}) };
  }

  async refund(credentials: Credentials, paymentId: string, _refundId: string, amountCents: number): Promise<void> {
    const response = await this.call(credentials, 'POST', `/v2/payments/${encodeURIComponent(paymentId)}/refunds`, {
      amount: amountCents,
    });
    if (response.ok) return;
    // A refund that already happened (a retry after a lost reply) is not a failure.
    const now = await this.readPayment(credentials, paymentId);
    if (now?.state !== paymentStates.refunded)
      throw new GatewayError('unavailable', `Moip respondeu ${response.status} ao reembolso`);
  }

  /** The account's public key (PEM) that moip-sdk-js hashes the card with in the browser (`GET /v2/keys`). */
  async publicKey(credentials: Credentials): Promise<string> {
    const found = await this.json<{ keys?: { encryption?: string } }>(credentials, 'GET', '/v2/keys');
    const key = found.keys?.encryption;
    if (!key?.includes('PUBLIC KEY')) throw new GatewayError('unavailable', 'Moip não deu a chave pública');
    return key;
  }

  /** The tokens Moip signs notifications with: those of the account's preferences posting to an address ending so. */
  async notificationTokens(credentials: Credentials, pathEnd: string): Promise<string[]> {
    const preferences = await this.notificationPreferences(credentials);
    return preferences.filter((p) => p.target?.endsWith(pathEnd) && p.token).map((p) => p.token ?? '');
  }

  /** The account's notification preferences (`GET /v2/preferences/notifications`): id, target and token. */
  notificationPreferences(credentials: Credentials): Promise<MoipPreference[]> {
    return this.json<MoipPreference[]>(credentials, 'GET', '/v2/preferences/notifications');
  }

  /** A notification preference of the payments' events posting to `target`: Moip's id for it (NPR-…). */
  async createNotifications(credentials: Credentials, target: string): Promise<string> {
    const created = await this.json<MoipPreference>(credentials, 'POST', '/v2/preferences/notifications', {
      events: ['PAYMENT.*'],
      target,
      media: 'WEBHOOK',
    });
    if (!created.id) throw new GatewayError('unavailable', 'Moip não deu o id da preferência de notificação');
    return created.id;
  }

  /** Deletes a notification preference (`DELETE /v2/preferences/notifications/{id}`, 204); one Moip no longer has (404) is gone already. */
  async deleteNotifications(credentials: Credentials, id: string): Promise<void> {
    const path = `/v2/preferences/notifications/${encodeURIComponent(id)}`;
    const response = await this.call(credentials, 'DELETE', path);
    if (!response.ok && response.status !== 404)
      throw new GatewayError('unavailable', `Moip respondeu ${response.status} a DELETE ${path}`);
  }

  /** The notification's `Authorization` against the token of the company's notification preference. */
  verifyWebhook(expected: string, presented: string): boolean {
    return expected.length > 0 && sameSecret(expected, presented);
  }

  private async json<T>(credentials: Credentials, method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.call(credentials, method, path, body);
    if (!response.ok) throw new GatewayError('unavailable', `Moip respondeu ${response.status} a ${method} ${path}`);
    return (await response.json()) as T;
  }

  private call(credentials: Credentials, method: string, path: string, body?: unknown) {
    const environment = credentials.ambiente === 'producao' ? 'producao' : 'sandbox';
    const basic = Buffer.from(`${credentials.token ?? ''}:${credentials.chave ?? ''}`).toString('base64');
    return ask(
      'Moip',
      `${this.urls[environment]}${path}`,
      {
        method,
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Basic ${basic}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      this.timeoutMs,
    );
  }
}

export function moipView(p: MoipPayment): ChargeView {
  const state = states[p.status ?? ''] ?? paymentStates.awaiting;
  const card = p.fundingInstrument?.creditCard;
  const cancelled = p.cancellationDetails;
  return {
    state,
    ...(state === paymentStates.refused
      ? { reason: m.cardRefused(cancelled?.description ?? '', cancelled?.code ?? '') }
      : {}),
    ...(p.id ? { providerId: p.id } : {}),
    ...(card?.first6 && card.last4 ? { cardMask: `${card.first6}******${card.last4}` } : {}),
    ...(state === paymentStates.paid || p.status === 'PRE_AUTHORIZED' ? { voidable: true } : {}),
    settlements:
      state === paymentStates.paid && p.id
        ? [{ eventId: p.id, amountCents: p.amount?.total ?? 0, at: p.updatedAt ?? new Date().toISOString() }]
        : [],
  };
}

import { constants, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { MoipPayment } from '../modules/payments/moip-payments-client.js';
import { json } from './fake-replies.js';
import { readJson } from './fake-server.js';
import { MOIP_SDK_PATH, MOIP_SDK_SCRIPT } from './fake-moip-sdk.js';
import { openPkcs1 } from './fake-pagseguro-sdk.js';

/** Credentials the fake accepts (Basic token:chave); anything else is refused with 401, as Moip does. */
export const GOOD_MOIP = { token: 'MOIPTOKEN0001', chave: 'MOIPCHAVE0001' };
/** The 'moi' setting pointing at the fake (its URLs come from the environment, fakePaymentsEnv). */
export const MOIP_ACCOUNT = { ...GOOD_MOIP, ambiente: 'sandbox' };

/**
 * Test cards (Luhn-valid, so the checkout form takes them): the last digit decides, as at the other
 * fakes (2: refused by the issuer; 7: paid but answered after `hangMs`, a lost reply).
 */
export const MOIP_CARDS = {
  approved: '5555666677778884',
  refused: '4012001037141112',
  timeout: '4012001037141047',
} as const;

/**
 * The account's key pair: GET /v2/keys gives the public one (PEM) the browser's SDK hashes the card
 * with (RSA PKCS#1 v1.5, fake-moip-sdk.ts); only the fake, as only Moip, opens the hash.
 */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const MOIP_PUBLIC_KEY = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** The hash as the SDK makes it, made here by Node (adapter tests that need no browser). */
export const moipHash = (card: { number: string; cvc: string; month: string; year: string }) =>
  publicEncrypt(
    { key: keys.publicKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(`number=${card.number}&cvc=${card.cvc}&expirationMonth=${card.month}&expirationYear=${card.year}`),
  ).toString('base64');

/** A notification preference (POST/GET /v2/preferences/notifications), its token included. */
export type MoipPreference = { id: string; events: string[]; target: string; media: string; token: string };

/** The good account's notification preferences before any test adds one. */
export const MOIP_PREFERENCES: MoipPreference[] = [
  {
    id: 'NPR-1A2B3C4D5E6F',
    events: ['ORDER.*', 'PAYMENT.AUTHORIZED'],
    target: 'https://loja.exemplo.com.br/moip/retorno',
    media: 'WEBHOOK',
    token: 'f8a1bd0b8b7c4e2b9f6a',
  },
  {
    id: 'NPR-7G8H9I0J1K2L',
    events: ['PAYMENT.CANCELLED'],
    target: 'https://loja.exemplo.com.br/moip/cancelamentos',
    media: 'WEBHOOK',
    token: 'a1b2c3d4e5f6a7b8c9d0',
  },
];

type Order = { id: string; ownId: string; total: number; payments: MoipPayment[] };
export type MoipState = {
  orders: Map<string, Order>;
  payments: Map<string, MoipPayment>;
  refunds: string[];
  preferences: MoipPreference[];
  /** Payments whose reply the fake holds back `hangMs` (a card ending in 7). */
  late: Set<string>;
  hangMs: number;
  /** How many preference deletes still answer 503 (Moip down), set through moipControl. */
  failDeletes: number;
  /** The ids of the preferences deleted, in order. */
  deleted: string[];
};
export const newMoipState = (): MoipState => ({
  orders: new Map(),
  payments: new Map(),
  refunds: [],
  preferences: [...MOIP_PREFERENCES],
  late: new Set(),
  hangMs: 3_000,
  failDeletes: 0,
  deleted: [],
});

const moipId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

/** The card number inside a hash, or undefined when it is not one of ours. */
const cardOf = (hash: unknown) =>
  new URLSearchParams(openPkcs1(keys.privateKey, String(hash))?.toString() ?? '').get('number') ?? undefined;

function pay(state: MoipState, order: Order, body: Record<string, unknown>): MoipPayment | undefined {
  const funding = body.fundingInstrument as { creditCard?: { hash?: string } } | undefined;
  const number = cardOf(funding?.creditCard?.hash);
  if (!number) return undefined;
  const refused = number.endsWith('2');
  const payment: MoipPayment = {
    id: moipId('PAY'),
    status: refused ? 'CANCELLED' : 'AUTHORIZED',
    amount: { total: order.total },
    installmentCount: Number(body.installmentCount ?? 1),
    fundingInstrument: { creditCard: { first6: number.slice(0, 6), last4: number.slice(-4) } },
    ...(refused ? { cancellationDetails: { code: '5', description: 'Política do banco emissor' } } : {}),
    updatedAt: new Date().toISOString(),
    _links: { order: { title: order.id } },
  };
  state.payments.set(payment.id ?? '', payment);
  order.payments.push(payment);
  if (number.endsWith('7')) state.late.add(payment.id ?? '');
  return payment;
}

/**
 * Moip API v2's keys, notification preferences, orders, payments and refunds (the parts we use), in
 * its reply format, and moip-sdk-js's look-alike at MOIP_SDK_PATH.
 */
export async function moipHandler(state: MoipState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const path = url.pathname;
  if (path === MOIP_SDK_PATH)
    return res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(MOIP_SDK_SCRIPT);
  const basic = `Basic ${Buffer.from(`${GOOD_MOIP.token}:${GOOD_MOIP.chave}`).toString('base64')}`;
  if (req.headers.authorization !== basic) return json(res, 401, { ERROR: 'Token or Key are invalids' });
  if (req.method === 'GET' && path === '/v2/keys')
    return json(res, 200, { keys: { basicAuth: GOOD_MOIP, encryption: MOIP_PUBLIC_KEY } });
  if (path === '/v2/preferences/notifications') return preferences(state, req, res);
  const preference = /^\/v2\/preferences\/notifications\/([^/]+)$/.exec(path);
  if (preference) return onePreference(state, req, res, decodeURIComponent(preference[1] ?? ''));
  if (req.method === 'POST' && path === '/v2/orders') {
    const body = await readJson(req);
    const customer = body.customer as { email?: string } | undefined;
    if (!customer?.email)
      return json(res, 400, {
        errors: [{ code: 'CUS-007', path: 'customer.email', description: 'E-mail obrigatório' }],
      });
    const items = (body.items as Array<{ price: number; quantity: number }>) ?? [];
    const order = {
      id: moipId('ORD'),
      ownId: String(body.ownId),
      total: items.reduce((sum, i) => sum + i.price * i.quantity, 0),
      payments: [],
    };
    state.orders.set(order.id, order);
    return json(res, 201, { id: order.id, ownId: order.ownId, status: 'CREATED' });
  }
  const paying = /^\/v2\/orders\/([^/]+)\/payments$/.exec(path);
  if (req.method === 'POST' && paying) {
    const order = state.orders.get(decodeURIComponent(paying[1] ?? ''));
    const payment = order && pay(state, order, await readJson(req));
    if (!payment)
      return json(res, 400, { errors: [{ code: 'PAY-001', path: 'fundingInstrument', description: 'hash inválido' }] });
    if (state.late.has(payment.id ?? '')) await new Promise((resolve) => setTimeout(resolve, state.hangMs));
    if (res.destroyed) return;
    return json(res, 201, payment);
  }
  const orderPath = /^\/v2\/orders\/([^/]+)$/.exec(path);
  const found = orderPath && state.orders.get(decodeURIComponent(orderPath[1] ?? ''));
  if (req.method === 'GET' && orderPath)
    return found
      ? json(res, 200, found)
      : json(res, 404, { errors: [{ code: 'ORD-404', description: 'Pedido não encontrado' }] });
  if (req.method === 'GET' && path === '/v2/orders') {
    const q = url.searchParams.get('q') ?? '';
    return json(res, 200, { orders: [...state.orders.values()].filter((o) => o.ownId.includes(q)) });
  }
  const reading = /^\/v2\/payments\/([^/]+)(\/refunds)?$/.exec(path);
  const payment = reading && state.payments.get(decodeURIComponent(reading[1] ?? ''));
  if (!payment) return json(res, 404, { errors: [{ code: 'PAY-404', description: 'Pagamento não encontrado' }] });
  if (req.method === 'GET' && !reading?.[2]) return json(res, 200, payment);
  if (req.method === 'POST' && reading?.[2] && payment.status === 'AUTHORIZED') {
    payment.status = 'REFUNDED';
    state.refunds.push(payment.id ?? '');
    return json(res, 201, { id: moipId('REF'), status: 'COMPLETED', amount: { total: payment.amount?.total } });
  }
  return json(res, 400, { errors: [{ code: 'REF-001', description: 'Pagamento não pode ser reembolsado' }] });
}

/** The notification preferences: GET lists them, POST adds one with its own token (as Moip makes one). */
async function preferences(state: MoipState, req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method === 'GET') return json(res, 200, state.preferences);
  const body = await readJson(req);
  if (req.method !== 'POST' || typeof body.target !== 'string' || !Array.isArray(body.events))
    return json(res, 400, { errors: [{ code: 'NPR-001', description: 'Preferência inválida' }] });
  const preference = {
    id: moipId('NPR'),
    events: body.events.map(String),
    target: body.target,
    media: typeof body.media === 'string' ? body.media : 'WEBHOOK',
    token: randomBytes(16).toString('hex'),
  };
  state.preferences.push(preference);
  return json(res, 201, preference);
}

/** One preference: GET reads it, DELETE removes it (204, no body), as Moip does; an unknown id is 404. */
function onePreference(state: MoipState, req: http.IncomingMessage, res: http.ServerResponse, id: string) {
  const found = state.preferences.find((p) => p.id === id);
  if (!found) return json(res, 404, { errors: [{ code: 'NPR-404', description: 'Preferência não encontrada' }] });
  if (req.method === 'GET') return json(res, 200, found);
  if (req.method !== 'DELETE') return json(res, 405, { errors: [{ code: 'NPR-405', description: 'Método' }] });
  if (state.failDeletes > 0) {
    state.failDeletes--;
    return json(res, 503, { errors: [{ code: 'SYS-503', description: 'Serviço indisponível' }] });
  }
  state.preferences = state.preferences.filter((p) => p.id !== id);
  state.deleted.push(id);
  return res.writeHead(204).end();
}

/**
 * Moip's panel: the merchant refunds a payment there (the app hears of it by the notification);
 * tests also read the preferences and payments the fake holds.
 */
export const moipControl = (state: MoipState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) => {
  const refunding = /^\/_fake\/moip\/pagamentos\/([^/]+)\/reembolsar$/.exec(url.pathname);
  const payment = refunding && state.payments.get(decodeURIComponent(refunding[1] ?? ''));
  if (req.method === 'POST' && payment) {
    payment.status = 'REFUNDED';
    return json(res, 200, payment);
  }
  if (url.pathname === '/_fake/moip/pedidos') return json(res, 200, [...state.orders.values()]);
  if (url.pathname === '/_fake/moip/preferencias') return json(res, 200, state.preferences);
  if (url.pathname === '/_fake/moip/preferencias/apagadas') return json(res, 200, state.deleted);
  // The next `vezes` deletes answer 503; a preference deleted in Moip's panel is gone from the list.
  const failing = /^\/_fake\/moip\/preferencias\/falhar\/(\d+)$/.exec(url.pathname);
  if (req.method === 'POST' && failing) {
    state.failDeletes = Number(failing[1]);
    return json(res, 200, { ok: true });
  }
  const removing = /^\/_fake\/moip\/preferencias\/([^/]+)\/remover$/.exec(url.pathname);
  if (req.method === 'POST' && removing) {
    state.preferences = state.preferences.filter((p) => p.id !== decodeURIComponent(removing[1] ?? ''));
    return json(res, 200, { ok: true });
  }
  return json(res, 404, { message: 'not found' });
};

export const moipOrders = async (fakeUrl: string): Promise<Order[]> =>
  (await (await fetch(`${fakeUrl}/_fake/moip/pedidos`)).json()) as Order[];
export const moipPreferences = async (fakeUrl: string): Promise<MoipPreference[]> =>
  (await (await fetch(`${fakeUrl}/_fake/moip/preferencias`)).json()) as MoipPreference[];
export const refundAtMoip = (fakeUrl: string, paymentId: string) =>
  fetch(`${fakeUrl}/_fake/moip/pagamentos/${paymentId}/reembolsar`, { method: 'POST' });
export const moipDeletedPreferences = async (fakeUrl: string): Promise<string[]> =>
  (await (await fetch(`${fakeUrl}/_fake/moip/preferencias/apagadas`)).json()) as string[];
export const failMoipDeletes = (fakeUrl: string, times: number) =>
  fetch(`${fakeUrl}/_fake/moip/preferencias/falhar/${times}`, { method: 'POST' });
/** The merchant deletes a preference in Moip's panel (our rows still name it). */
export const removeAtMoipPanel = (fakeUrl: string, id: string) =>
  fetch(`${fakeUrl}/_fake/moip/preferencias/${encodeURIComponent(id)}/remover`, { method: 'POST' });

import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import { readJson } from './fake-server.js';
import { openPkcs1, SDK_PATH, SDK_SCRIPT } from './fake-pagseguro-sdk.js';

/** Credentials the fake accepts (Bearer token); anything else is refused with 401, as PagBank does. */
export const GOOD_PAGSEGURO = { email: 'vendas@tintas.com.br', token: 'PAGSEGUROTOKEN0001' };

/** Test cards (Luhn-valid, so the checkout form takes them): the last digit decides, as at the Cielo fake. */
export const PAGSEGURO_CARDS = {
  approved: '4111111111111111',
  denied: '4012001037141112',
  timeout: '4012001037141047',
} as const;

/** The 'pgs' setting pointing at the fake (its URLs come from the environment, fakePaymentsEnv). */
export const pagSeguroSetting = () => ({ ...GOOD_PAGSEGURO, ambiente: 'sandbox' });

type Charge = {
  id: string;
  reference_id: string;
  status: string;
  created_at: string;
  paid_at?: string;
  description: string;
  amount: {
    value: number;
    currency: string;
    fees?: unknown;
    summary: { total: number; paid: number; refunded: number };
  };
  payment_response: { code: string; message: string };
  payment_method: {
    type: string;
    installments: number;
    capture: boolean;
    card: { brand: string; first_digits: string; last_digits: string; exp_month: string; exp_year: string };
    holder: { name: string; tax_id: string };
  };
};
/** A charge as the merchant sends it to POST /orders/{id}/pay (every field checked here). */
type ChargeRequest = {
  reference_id?: string;
  description?: string;
  amount?: {
    value?: unknown;
    currency?: unknown;
    fees?: { buyer?: { interest?: { total?: unknown; installments?: unknown } } };
  };
  payment_method?: {
    type?: unknown;
    installments?: unknown;
    capture?: unknown;
    card?: { encrypted?: string };
    holder?: { name?: string; tax_id?: string };
  };
};
type Order = { id: string; reference_id: string; customer: unknown; notification_urls: string[]; charges: Charge[] };

/** What the fake keeps: its key pair, orders, every cancel, and how long a 'timeout' card hangs. */
export type PagSeguroState = {
  keys: { publicKey: string; privateKey: KeyObject };
  keyCreated: boolean;
  /** Public-key calls answered (GET or POST /public-keys): what the app's cache saves. */
  keyCalls: number;
  orders: Map<string, Order>;
  cancels: Array<{ chargeId: string; amount: number }>;
  hangMs: number;
};

export function newPagSeguroState(): PagSeguroState {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    keys: { publicKey: der, privateKey },
    keyCreated: false,
    keyCalls: 0,
    orders: new Map(),
    cancels: [],
    hangMs: 3_000,
  };
}

/** Last digit of the card → declined [code, message], as the Cielo fake's table; 7 answers too late. */
const declines: Record<string, [string, string]> = {
  '2': ['10002', 'NAO AUTORIZADA PELO EMISSOR'],
  '3': ['20039', 'CARTAO EXPIRADO'],
  '5': ['10004', 'CARTAO BLOQUEADO'],
};

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
const invalid = (res: http.ServerResponse, parameter: string) =>
  json(res, 400, { error_messages: [{ code: '40002', description: 'invalid_parameter', parameter_name: parameter }] });

/** The card's text as PagBank reads it (RSA PKCS#1 v1.5 with the private key). */
export function decryptCard(state: PagSeguroState, encrypted: string) {
  const [number = '', cvv = '', month = '', year = '', holder = ''] = (
    openPkcs1(state.keys.privateKey, encrypted)?.toString() ?? ''
  ).split(';');
  return /^\d{13,19}$/.test(number) ? { number, cvv, month, year, holder } : undefined;
}

/**
 * PagBank's API de Pedidos on 127.0.0.1: POST/GET /public-keys, POST /orders, POST /orders/{id}/pay,
 * GET /orders/{id}, GET /charges/{id}, POST /charges/{id}/cancel, and the browser SDK at its CDN path.
 * A card ending in 7 is charged but answered after `hangMs` (the client gives up first: a lost reply).
 */
export async function pagSeguroHandler(
  state: PagSeguroState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
) {
  if (url.pathname === SDK_PATH)
    return res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(SDK_SCRIPT);
  if (req.headers.authorization !== `Bearer ${GOOD_PAGSEGURO.token}`)
    return json(res, 401, { error_messages: [{ code: 'UNAUTHORIZED', description: 'Invalid credential.' }] });
  if (url.pathname === '/charges/fees/calculate' && req.method === 'GET') return feesCalculate(url, res);
  const body = await readJson(req);
  const [, kind, id, action] =
    /^\/(public-keys|orders|charges)(?:\/([^/]+))?(?:\/(pay|cancel))?$/.exec(url.pathname) ?? [];
  if (kind === 'public-keys') return publicKey(state, req.method === 'POST', res);
  if (kind === 'orders' && req.method === 'POST' && !id) return createOrder(state, body, res);
  const order = kind === 'orders' && id ? state.orders.get(id) : chargeOwner(state, id);
  if (!order) return json(res, 404, { error_messages: [{ code: '40004', description: 'not_found' }] });
  if (req.method === 'GET' && !action) return json(res, 200, kind === 'orders' ? order : chargeOf(order, id));
  if (req.method === 'POST' && action === 'pay') return pay(state, order, body, res);
  if (req.method === 'POST' && action === 'cancel') return cancel(state, chargeOf(order, id), body, res);
  return json(res, 405, { error_messages: [{ code: '40005', description: 'method_not_allowed' }] });
}

/** The fake's buyer interest: 2,99 % a month, Price table (equal instalments rounded to the centavo). */
const MONTHLY_RATE = 0.0299;

/** What the buyer pays for `value` in `count` instalments with interest (deterministic, as the fake's plans say). */
export function fakeBuyerTotal(value: number, count: number): number {
  const instalment = Math.round((value * MONTHLY_RATE) / (1 - (1 + MONTHLY_RATE) ** -count));
  return instalment * count;
}

/** The brands the fake prices (PagBank names them as our brand codes do). */
const feeBrands = ['visa', 'mastercard', 'elo', 'amex', 'hipercard', 'diners'];

/** GET /charges/fees/calculate: per brand, a plan per count; above max_installments_no_interest the buyer pays interest. */
function feesCalculate(url: URL, res: http.ServerResponse) {
  const value = Number(url.searchParams.get('value'));
  const max = Number(url.searchParams.get('max_installments') ?? 12);
  const free = Number(url.searchParams.get('max_installments_no_interest') ?? 1);
  if (url.searchParams.get('payment_methods') !== 'CREDIT_CARD') return invalid(res, 'payment_methods');
  if (!Number.isInteger(value) || value <= 0) return invalid(res, 'value');
  if (!Number.isInteger(max) || max < 1 || max > 18) return invalid(res, 'max_installments');
  const plans = Array.from({ length: max }, (_, i) => {
    const installments = i + 1;
    const interestFree = installments <= Math.max(1, free);
    const total = interestFree ? value : fakeBuyerTotal(value, installments);
    return {
      installments,
      installment_value: Math.round(total / installments),
      interest_free: interestFree,
      amount: {
        value: total,
        ...(interestFree ? {} : { fees: { buyer: { interest: { total: total - value, installments } } } }),
      },
    };
  });
  const brands = Object.fromEntries(feeBrands.map((brand) => [brand, { installment_plans: plans }]));
  return json(res, 200, { payment_methods: { credit_card: brands } });
}

/**
 * A charge with the buyer's interest must be the fake's own plan for its count (the goods' value plus
 * exactly that interest); one without it is the store's interest-free instalments.
 */
function matchesPlan(amount: number, count: number, interest: { total?: unknown; installments?: unknown } | undefined) {
  if (!interest) return true;
  const total = Number(interest.total);
  if (!Number.isInteger(total) || total <= 0 || Number(interest.installments) !== count) return false;
  return fakeBuyerTotal(amount - total, count) === amount;
}

function publicKey(state: PagSeguroState, create: boolean, res: http.ServerResponse) {
  state.keyCalls++;
  if (create) state.keyCreated = true;
  if (!state.keyCreated) return json(res, 404, { error_messages: [{ code: '40004', description: 'not_found' }] });
  return json(res, 200, { public_key: state.keys.publicKey, created_at: Date.now() });
}

const chargeOwner = (state: PagSeguroState, chargeId: string | undefined) =>
  [...state.orders.values()].find((o) => o.charges.some((c) => c.id === chargeId));
const chargeOf = (order: Order, chargeId: string | undefined) => order.charges.find((c) => c.id === chargeId);

function createOrder(state: PagSeguroState, body: Record<string, unknown>, res: http.ServerResponse) {
  if (typeof body.reference_id !== 'string') return invalid(res, 'reference_id');
  const order: Order = {
    id: `ORDE_${randomUUID().toUpperCase()}`,
    reference_id: body.reference_id,
    customer: body.customer,
    notification_urls: Array.isArray(body.notification_urls) ? (body.notification_urls as string[]) : [],
    charges: [],
  };
  state.orders.set(order.id, order);
  return json(res, 201, order);
}

async function pay(state: PagSeguroState, order: Order, body: Record<string, unknown>, res: http.ServerResponse) {
  const [request] = Array.isArray(body.charges) ? (body.charges as ChargeRequest[]) : [];
  const method = request?.payment_method;
  const amount = Number(request?.amount?.value);
  if (!request || !Number.isInteger(amount) || amount <= 0 || request.amount?.currency !== 'BRL')
    return invalid(res, 'charges[0].amount.value');
  if (method?.type !== 'CREDIT_CARD' || !Number.isInteger(method.installments))
    return invalid(res, 'charges[0].payment_method');
  if (!matchesPlan(amount, Number(method.installments), request.amount?.fees?.buyer?.interest))
    return invalid(res, 'charges[0].amount.fees.buyer.interest');
  const card = decryptCard(state, method.card?.encrypted ?? '');
  if (!card) return invalid(res, 'charges[0].payment_method.card.encrypted');
  const [code, message] = declines[card.number.slice(-1)] ?? ['20000', 'SUCESSO'];
  const paid = code === '20000';
  const charge: Charge = {
    id: `CHAR_${randomUUID().toUpperCase()}`,
    reference_id: String(request.reference_id),
    status: paid ? (method.capture === true ? 'PAID' : 'AUTHORIZED') : 'DECLINED',
    created_at: new Date().toISOString(),
    ...(paid ? { paid_at: new Date().toISOString() } : {}),
    description: request.description ?? '',
    amount: {
      value: amount,
      currency: 'BRL',
      ...(request.amount?.fees ? { fees: request.amount.fees } : {}),
      summary: { total: amount, paid: paid ? amount : 0, refunded: 0 },
    },
    payment_response: { code, message },
    payment_method: {
      type: 'CREDIT_CARD',
      installments: Number(method.installments),
      capture: method.capture === true,
      card: {
        brand: 'visa',
        first_digits: card.number.slice(0, 6),
        last_digits: card.number.slice(-4),
        exp_month: card.month,
        exp_year: card.year,
      },
      holder: { name: method.holder?.name ?? '', tax_id: method.holder?.tax_id ?? '' },
    },
  };
  order.charges.push(charge);
  if (card.number.endsWith('7')) await new Promise((resolve) => setTimeout(resolve, state.hangMs));
  if (res.destroyed) return;
  return json(res, 201, order);
}

function cancel(
  state: PagSeguroState,
  charge: Charge | undefined,
  body: Record<string, unknown>,
  res: http.ServerResponse,
) {
  if (!charge || (charge.status !== 'PAID' && charge.status !== 'AUTHORIZED'))
    return json(res, 400, { error_messages: [{ code: '40001', description: 'charge_not_cancelable' }] });
  const value = Number((body.amount as { value?: unknown } | undefined)?.value ?? charge.amount.value);
  if (!Number.isInteger(value) || value > charge.amount.value) return invalid(res, 'amount.value');
  charge.status = 'CANCELED';
  charge.amount.summary.refunded = value;
  state.cancels.push({ chargeId: charge.id, amount: value });
  return json(res, 201, charge);
}

/** PagBank's own panel: the merchant cancels a charge there (the app hears of it by the notification). */
export const cancelAtPagSeguro = (fakeUrl: string, chargeId: string) =>
  fetch(`${fakeUrl}/charges/${chargeId}/cancel`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${GOOD_PAGSEGURO.token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });

/** Tests ask the fake what it charged (no such call at PagBank: the merchant's panel shows it). */
export async function pagSeguroOrders(fakeUrl: string): Promise<Order[]> {
  const reply = await fetch(`${fakeUrl}/_fake/pagseguro/pedidos`);
  return (await reply.json()) as Order[];
}

/** How many public-key calls the fake PagBank answered since it started (tests compare before and after). */
export async function pagSeguroKeyCalls(fakeUrl: string): Promise<number> {
  const reply = await fetch(`${fakeUrl}/_fake/pagseguro/chaves`);
  return ((await reply.json()) as { chamadas: number }).chamadas;
}

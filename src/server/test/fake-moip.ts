import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt, randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { MoipPayment } from '../modules/payments/moip-payments-client.js';
import { json } from './fake-replies.js';
import { readJson } from './fake-server.js';

/** Credentials the fake accepts (Basic token:chave); anything else is refused with 401, as Moip does. */
export const GOOD_MOIP = { token: 'MOIPTOKEN0001', chave: 'MOIPCHAVE0001' };
/** The 'moi' setting pointing at the fake (its URLs come from the environment, fakePaymentsEnv). */
export const MOIP_ACCOUNT = { ...GOOD_MOIP, ambiente: 'sandbox' };

/** Test cards: the last digit decides, as in Moip's sandbox table (2: refused by the issuer). */
export const MOIP_CARDS = { approved: '5555666677778884', refused: '4012001037141112' } as const;

/**
 * The browser's part, played by the tests: Moip's JS SDK encrypts the card with the account's public
 * key into the `hash`. Ours is RSA-OAEP under the fake's key: the hash is opaque to our server either
 * way, and only the fake (as only Moip) can open it.
 */
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const moipHash = (card: { number: string; cvc: string; month: string; year: string }) =>
  publicEncrypt(
    { key: keys.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(`number=${card.number}&cvc=${card.cvc}&expirationMonth=${card.month}&expirationYear=${card.year}`),
  ).toString('base64');

type Order = { id: string; ownId: string; total: number; payments: MoipPayment[] };
export type MoipState = { orders: Map<string, Order>; payments: Map<string, MoipPayment>; refunds: string[] };
export const newMoipState = (): MoipState => ({ orders: new Map(), payments: new Map(), refunds: [] });

const moipId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;

/** The card number inside a hash, or undefined when it is not one of ours. */
function cardOf(hash: unknown): string | undefined {
  try {
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING },
      Buffer.from(String(hash), 'base64'),
    );
    return new URLSearchParams(plain.toString()).get('number') ?? undefined;
  } catch {
    return undefined;
  }
}

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
  };
  state.payments.set(payment.id ?? '', payment);
  order.payments.push(payment);
  return payment;
}

/** Moip API v2's orders, payments and refunds (the parts the adapter uses), in its reply format. */
export async function moipHandler(state: MoipState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const basic = `Basic ${Buffer.from(`${GOOD_MOIP.token}:${GOOD_MOIP.chave}`).toString('base64')}`;
  if (req.headers.authorization !== basic) return json(res, 401, { ERROR: 'Token or Key are invalids' });
  const path = url.pathname;
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
    return json(res, 201, payment);
  }
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

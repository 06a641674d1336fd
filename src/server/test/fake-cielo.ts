import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { createBoletoSale, type BoletoFields } from './fake-cielo-boleto.js';
import type { TokenisedCard } from './fake-cielo-sop.js';
import { cieloErrors, json } from './fake-replies.js';
import { readJson } from './fake-server.js';

/** Credentials the fake accepts; anything else is refused with 401, as Cielo does. */
export const GOOD_CIELO = { merchantId: 'fc0f0c9e-1a1b-4c2d-8e3f-000000000001', merchantKey: 'CIELOKEYSANDBOX0001' };

/** An account with Cielo's antifraud contracted: its card sales must carry FraudAnalysis and the buyer's identity. */
export const ANTIFRAUD_CIELO = {
  merchantId: 'fc0f0c9e-1a1b-4c2d-8e3f-000000000002',
  merchantKey: 'CIELOKEYSANDBOX0002',
};

/** The 'cie' setting pointing at the fake (its URLs come from the environment, fakePaymentsEnv). */
export const cieloSetting = () => ({ ...GOOD_CIELO, ambiente: 'sandbox' });

/** Sandbox test cards (Luhn-valid, so the checkout form takes them): the last digit decides, as at Cielo. */
export const CIELO_CARDS = {
  approved: '4012001037141070',
  approvedMaster: '5555666677778884',
  denied: '4012001037141112',
  timeout: '4012001037141047',
  /** On an antifraud account (the last digit too): 1 rejected by the analysis, 4 held for review, others accepted. */
  fraudReject: '4012001037141021',
  fraudReview: '4012001037141054',
} as const;

/** A sale as Cielo answers it: a card's fields, or a boleto's (fake-cielo-boleto.ts). */
export type Sale = {
  MerchantOrderId: string;
  Customer?: unknown;
  Payment: {
    PaymentId: string;
    Type: string;
    Amount: number;
    Status: number;
    ReceivedDate: string;
    Installments?: number;
    Interest?: string;
    Capture?: boolean;
    ReturnCode?: string;
    ReturnMessage?: string;
    Tid?: string;
    VoidedAmount?: number;
    CreditCard?: { CardNumber: string; Holder: string; ExpirationDate: string; Brand: string };
    Authenticate?: boolean;
    ExternalAuthentication?: unknown;
    FraudAnalysis?: { Status: number; StatusDescription: string } & Record<string, unknown>;
  } & Partial<BoletoFields>;
};

/**
 * What the fake keeps: sales by PaymentId, every void, how long a 'timeout' card hangs, and how
 * long a boleto's registration is answered after it was made (0: at once; more: a lost reply).
 */
export type CieloState = {
  sales: Map<string, Sale>;
  voids: Array<{ paymentId: string; amount: number }>;
  hangMs: number;
  boletoDelayMs: number;
  /** Well-formed boleto registrations asked for, and errors queued for the next ones (fake-cielo-boleto.ts). */
  boletoPosts: number;
  boletoFailures: Array<{ status: number; Code: number; Message: string }>;
  /** Silent Order Post (fake-cielo-sop.ts): OAuth2 bearers, one-card access tokens, cards by PaymentToken. */
  sopBearers: Set<string>;
  sopAccessTokens: Set<string>;
  paymentTokens: Map<string, TokenisedCard>;
  /** 3-D Secure (fake-cielo-mpi.ts): MPI access tokens, and the Cavv each authentication gave. */
  mpiTokens: Set<string>;
  cavvs: Set<string>;
};
export const newCieloState = (): CieloState => ({
  sales: new Map(),
  voids: [],
  hangMs: 3_000,
  boletoDelayMs: 0,
  boletoPosts: 0,
  boletoFailures: [],
  sopBearers: new Set(),
  sopAccessTokens: new Set(),
  paymentTokens: new Map(),
  mpiTokens: new Set(),
  cavvs: new Set(),
});

/** Last digit → [Status, ReturnCode, ReturnMessage] (Cielo's sandbox table; 7 answers too late). */
const outcomes: Record<string, [number, string, string]> = {
  '2': [3, '05', 'Não Autorizada'],
  '3': [3, '57', 'Cartão Expirado'],
  '5': [3, '78', 'Cartão Bloqueado'],
  '6': [3, '99', 'Time Out'],
  '8': [3, '70', 'Problemas com o Cartão de Crédito'],
};

/**
 * Cielo API 3.0 on one origin (transactional and query): POST /1/sales/, PUT /1/sales/{id}/capture,
 * PUT /1/sales/{id}/void?amount=, GET /1/sales/{id}, GET /1/sales?merchantOrderId=. A card ending in
 * 7 is charged but answered after `hangMs` (the client gives up first: a lost reply).
 */
export async function cieloHandler(state: CieloState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const account = [GOOD_CIELO, ANTIFRAUD_CIELO].find(
    (a) => req.headers.merchantid === a.merchantId && req.headers.merchantkey === a.merchantKey,
  );
  if (!account) return cieloErrors(res, 401, 129, 'MerchantId is invalid');
  const body = await readJson(req);
  if (req.method === 'POST' && /^\/1\/sales\/?$/.test(url.pathname))
    return body.Payment && (body.Payment as { Type?: unknown }).Type === 'Boleto'
      ? createBoletoSale(state, body, req, res)
      : createSale(state, body, res, account === ANTIFRAUD_CIELO);
  if (req.method === 'GET' && url.pathname === '/1/sales') return byOrderId(state, url, res);
  const [, id, action] = /^\/1\/sales\/([^/]+)(?:\/(capture|void))?$/.exec(url.pathname) ?? [];
  const sale = id ? state.sales.get(id) : undefined;
  if (!sale)
    return req.method === 'GET' ? res.writeHead(404).end() : cieloErrors(res, 404, 308, 'Transaction not found');
  if (req.method === 'GET' && !action) return json(res, 200, sale);
  if (req.method === 'PUT' && action === 'capture') return capture(sale, res);
  if (req.method === 'PUT' && action === 'void')
    return voidSale(state, sale, Number(url.searchParams.get('amount')), res);
  return cieloErrors(res, 405, 0, 'Method not allowed');
}

function byOrderId(state: CieloState, url: URL, res: http.ServerResponse) {
  const order = url.searchParams.get('merchantOrderId');
  const found = [...state.sales.values()].filter((s) => s.MerchantOrderId === order);
  // No sale has the order id: Cielo answers 404 to a valid merchant.
  if (found.length === 0) return res.writeHead(404).end();
  return json(res, 200, {
    Payments: found.map((s) => ({ PaymentId: s.Payment.PaymentId, ReceveidDate: s.Payment.ReceivedDate })),
  });
}

/** The sale's card: as sent, or the one a PaymentToken stands for (used once, as at Cielo). */
function cardOf(state: CieloState, sent: Record<string, unknown>): Record<string, unknown> {
  if (typeof sent.PaymentToken !== 'string') return sent;
  const held = state.paymentTokens.get(sent.PaymentToken);
  state.paymentTokens.delete(sent.PaymentToken);
  return held
    ? {
        CardNumber: held.number,
        Holder: held.holder,
        ExpirationDate: held.expiry,
        SecurityCode: held.cvv,
        Brand: sent.Brand,
      }
    : {};
}

/** Fraud analysis outcomes by the card's last digit: [FraudAnalysis.Status, StatusDescription]. */
const fraudOutcomes: Record<string, [number, string]> = { '1': [2, 'Reject'], '4': [3, 'Review'] };

type Node = Record<string, unknown>;
const filled = (node: Node | undefined, ...fields: string[]) =>
  Boolean(node) && fields.every((field) => node?.[field] !== undefined && node[field] !== '');

/** What Cielo's antifraud (Cybersource) requires of a sale, as the fake checks it. */
function fraudComplete(body: Node, payment: Node): boolean {
  const customer = body.Customer as Node | undefined;
  const fraud = payment.FraudAnalysis as Node | undefined;
  const cart = fraud?.Cart as { Items?: Node[] } | undefined;
  const address = ['Street', 'Number', 'ZipCode', 'City', 'State', 'Country'];
  return (
    filled(customer, 'Name', 'Identity', 'IdentityType', 'Email', 'Birthdate', 'Phone') &&
    /^\d{4}-\d{2}-\d{2}$/.test(String(customer?.Birthdate)) &&
    filled(customer?.Address as Node, ...address) &&
    filled(customer?.DeliveryAddress as Node, ...address) &&
    filled(fraud, 'Provider', 'Sequence', 'SequenceCriteria', 'TotalOrderAmount', 'FingerPrintId') &&
    fraud?.TotalOrderAmount === payment.Amount &&
    filled(fraud?.Browser as Node, 'IpAddress') &&
    (cart?.Items ?? []).length > 0 &&
    (cart?.Items ?? []).every((item) => filled(item, 'Name', 'Quantity', 'Sku', 'UnitPrice')) &&
    filled(fraud?.Shipping as Node, 'Addressee', 'Method')
  );
}

/** An authenticated sale names a Cavv the fake MPI gave, with its ECI; one not authenticated names none. */
function authenticationValid(state: CieloState, payment: Node): boolean {
  if (payment.Authenticate !== true) return payment.ExternalAuthentication === undefined;
  const auth = (payment.ExternalAuthentication ?? {}) as Node;
  return state.cavvs.has(String(auth.Cavv)) && /^\d{1,2}$/.test(String(auth.Eci)) && filled(auth, 'ReferenceId');
}

async function createSale(state: CieloState, body: Node, res: http.ServerResponse, antifraud: boolean) {
  const payment = (body.Payment ?? {}) as Record<string, unknown>;
  if (antifraud && !fraudComplete(body, payment))
    return cieloErrors(res, 400, 326, 'FraudAnalysis: a required field is missing or invalid');
  if (!authenticationValid(state, payment)) return cieloErrors(res, 400, 401, 'ExternalAuthentication is invalid');
  const card = cardOf(state, (payment.CreditCard ?? {}) as Record<string, unknown>);
  const number = typeof card.CardNumber === 'string' ? card.CardNumber : '';
  const wellFormed =
    typeof body.MerchantOrderId === 'string' &&
    payment.Type === 'CreditCard' &&
    Number.isInteger(payment.Amount) &&
    Number(payment.Amount) > 0 &&
    Number.isInteger(payment.Installments) &&
    (payment.Interest === undefined || payment.Interest === 'ByMerchant' || payment.Interest === 'ByIssuer') &&
    /^\d{13,19}$/.test(number) &&
    /^(0[1-9]|1[0-2])\/\d{4}$/.test(String(card.ExpirationDate)) &&
    /^\d{3,4}$/.test(String(card.SecurityCode)) &&
    typeof card.Brand === 'string' &&
    typeof card.Holder === 'string';
  if (!wellFormed)
    return cieloErrors(res, 400, 126, 'Credit Card Expiration Date is invalid or a required field is missing');
  const [declined, code, message] = outcomes[number.slice(-1)] ?? [0, '', ''];
  const capture = payment.Capture === true;
  // AuthorizeFirst: analysed once authorised; rejected → voided (VoidOnHighRisk), review → authorised only.
  const analysed = Boolean(payment.FraudAnalysis) && !declined;
  const [fraudStatus, verdict] = (analysed && fraudOutcomes[number.slice(-1)]) || [1, 'Accept'];
  const status =
    declined || (analysed && verdict === 'Reject' ? 10 : analysed && verdict === 'Review' ? 1 : capture ? 2 : 1);
  const sale: Sale = {
    MerchantOrderId: body.MerchantOrderId as string,
    Customer: body.Customer,
    Payment: {
      PaymentId: randomUUID(),
      Type: 'CreditCard',
      Amount: Number(payment.Amount),
      Installments: Number(payment.Installments),
      Interest: typeof payment.Interest === 'string' ? payment.Interest : 'ByMerchant',
      Capture: capture,
      Status: status,
      ReturnCode: code || (capture ? '6' : '4'),
      ReturnMessage: message || 'Operation Successful',
      Tid: `${Date.now()}`.padStart(20, '0'),
      CreditCard: {
        CardNumber: `${number.slice(0, 6)}******${number.slice(-4)}`,
        Holder: String(card.Holder),
        ExpirationDate: String(card.ExpirationDate),
        Brand: String(card.Brand),
      },
      ReceivedDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
      ...(payment.Authenticate === true
        ? { Authenticate: true, ExternalAuthentication: payment.ExternalAuthentication }
        : {}),
      ...(analysed
        ? {
            FraudAnalysis: {
              ...(payment.FraudAnalysis as Node),
              Id: randomUUID(),
              Status: fraudStatus,
              StatusDescription: verdict,
            },
          }
        : {}),
    },
  };
  state.sales.set(sale.Payment.PaymentId, sale);
  if (status === 10) state.voids.push({ paymentId: sale.Payment.PaymentId, amount: sale.Payment.Amount });
  if (number.endsWith('7')) await new Promise((resolve) => setTimeout(resolve, state.hangMs));
  if (res.destroyed) return;
  return json(res, 201, sale);
}

function capture(sale: Sale, res: http.ServerResponse) {
  if (sale.Payment.Status !== 1) return cieloErrors(res, 400, 308, 'Transaction not available to capture');
  sale.Payment.Status = 2;
  return json(res, 200, { Status: 2, ReturnCode: '6', ReturnMessage: 'Operation Successful' });
}

function voidSale(state: CieloState, sale: Sale, amount: number, res: http.ServerResponse) {
  if (sale.Payment.Status !== 1 && sale.Payment.Status !== 2)
    return cieloErrors(res, 400, 308, 'Transaction not available to void');
  const voided = amount > 0 ? amount : sale.Payment.Amount;
  if (voided > sale.Payment.Amount) return cieloErrors(res, 400, 309, 'Void amount exceeds the transaction amount');
  sale.Payment.Status = 10;
  sale.Payment.VoidedAmount = voided;
  state.voids.push({ paymentId: sale.Payment.PaymentId, amount: voided });
  return json(res, 200, { Status: 10, ReturnCode: '9', ReturnMessage: 'Operation Successful' });
}

/** Tests ask the fake what it charged (no such call at Cielo: the merchant's panel shows it). */
export async function cieloSales(fakeUrl: string): Promise<Sale[]> {
  const reply = await fetch(`${fakeUrl}/_fake/cielo/vendas`);
  return (await reply.json()) as Sale[];
}

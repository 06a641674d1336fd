import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { boletoBarcode, linhaDigitavel } from '../../shared/br/boleto.js';
import type { CieloState, Sale } from './fake-cielo.js';
import { cieloErrors, json } from './fake-replies.js';
import { readJson } from './fake-server.js';

/** Each of Cielo's boleto providers' bank code (what the barcode starts with); Braspag's boleto is Bradesco's. */
const banks: Record<string, string> = {
  Bradesco2: '237',
  BancoDoBrasil3: '001',
  Itau3: '341',
  Santander2: '033',
  CitiBank2: '745',
  Braspag: '237',
};

/** What a registered boleto adds to Cielo's Payment. */
export type BoletoFields = {
  Provider: string;
  BoletoNumber: string;
  Assignor: string;
  Demonstrative: string;
  Instructions: string;
  Identification: string;
  Address: string;
  ExpirationDate: string;
  Url: string;
  BarCodeNumber: string;
  DigitableLine: string;
  PaidAmount: number;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const wellFormed = (body: Record<string, unknown>, p: Record<string, unknown>) => {
  const customer = (body.Customer ?? {}) as Record<string, unknown>;
  const address = (customer.Address ?? {}) as Record<string, unknown>;
  return (
    typeof body.MerchantOrderId === 'string' &&
    Number.isInteger(p.Amount) &&
    Number(p.Amount) > 0 &&
    typeof p.Provider === 'string' &&
    p.Provider in banks &&
    /^\d{4}-\d{2}-\d{2}$/.test(String(p.ExpirationDate)) &&
    /^\d{1,11}$/.test(String(p.BoletoNumber)) &&
    typeof customer.Name === 'string' &&
    /^(\d{11}|\d{14})$/.test(String(customer.Identity)) &&
    ['CPF', 'CNPJ'].includes(String(customer.IdentityType)) &&
    /^\d{8}$/.test(String(address.ZipCode)) &&
    typeof address.City === 'string' &&
    /^[A-Z]{2}$/.test(String(address.State))
  );
};

/**
 * A registered boleto (Payment.Type 'Boleto'): Status 1 until paid, a valid Bradesco barcode and
 * linha digitável (carteira 09, nosso número the BoletoNumber) and a document Url served by the
 * fake. With `boletoDelayMs` the boleto is registered but answered too late (a lost reply); a
 * queued failure (`boletoFailures`) answers the next registration with Cielo's error list instead.
 */
export async function createBoletoSale(
  state: CieloState,
  body: Record<string, unknown>,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const p = (body.Payment ?? {}) as Record<string, unknown>;
  if (!wellFormed(body, p)) return cieloErrors(res, 400, 126, 'A required field is missing or invalid');
  state.boletoPosts++;
  const failure = state.boletoFailures.shift();
  if (failure) return cieloErrors(res, failure.status, failure.Code, failure.Message);
  const paymentId = randomUUID();
  const dueOn = String(p.ExpirationDate);
  const freeField = `1234${'09'}${String(p.BoletoNumber).padStart(11, '0')}${'0001234'}0`;
  const barcode = boletoBarcode({
    bank: banks[String(p.Provider)] ?? '237',
    dueOn,
    valueCents: Number(p.Amount),
    freeField,
  });
  const sale: Sale = {
    MerchantOrderId: String(body.MerchantOrderId),
    Customer: body.Customer,
    Payment: {
      PaymentId: paymentId,
      Type: 'Boleto',
      Amount: Number(p.Amount),
      Status: 1,
      ReceivedDate: new Date().toISOString().replace('T', ' ').slice(0, 19),
      Provider: String(p.Provider),
      BoletoNumber: String(p.BoletoNumber),
      Assignor: text(p.Assignor),
      Demonstrative: text(p.Demonstrative),
      Instructions: text(p.Instructions),
      Identification: text(p.Identification),
      Address: text(p.Address),
      ExpirationDate: dueOn,
      Url: `http://${req.headers.host ?? '127.0.0.1'}/_fake/cielo/boleto/${paymentId}`,
      BarCodeNumber: barcode,
      DigitableLine: linhaDigitavel(barcode),
    },
  };
  state.sales.set(paymentId, sale);
  if (state.boletoDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.boletoDelayMs));
  if (res.destroyed) return;
  return json(res, 201, sale);
}

/**
 * Test-only calls (no such calls at Cielo: the bank clears the boleto, the merchant's panel holds
 * the notification address): GET /_fake/cielo/boleto/{id} the boleto's page; POST
 * /_fake/cielo/boleto/{id|ultimo}/pagar {valor?, alvo?} the payer pays (valor in centavos, by
 * default the boleto's) and Cielo posts `{PaymentId, ChangeType: 1}` to `alvo`; POST
 * /_fake/cielo/boleto-atraso {ms} delays the registration's answer; POST /_fake/cielo/boleto-erro
 * {status, Code, Message, vezes} answers the next `vezes` registrations with that error (nothing
 * registered); GET /_fake/cielo/boleto-registros how many registrations were asked for.
 */
export async function boletoControl(state: CieloState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (req.method === 'POST' && url.pathname === '/_fake/cielo/boleto-atraso') {
    state.boletoDelayMs = Number((await readJson(req)).ms ?? 0);
    return json(res, 200, { ms: state.boletoDelayMs });
  }
  if (req.method === 'POST' && url.pathname === '/_fake/cielo/boleto-erro') {
    const b = await readJson(req);
    const failure = {
      status: Number(b.status ?? 400),
      Code: Number(b.Code ?? 0),
      Message: typeof b.Message === 'string' ? b.Message : '',
    };
    state.boletoFailures.push(...Array.from({ length: Number(b.vezes ?? 1) }, () => failure));
    return json(res, 200, { fila: state.boletoFailures.length });
  }
  if (req.method === 'GET' && url.pathname === '/_fake/cielo/boleto-registros')
    return json(res, 200, { registros: state.boletoPosts });
  const [, id, action] = /^\/_fake\/cielo\/boleto\/([^/]+)(?:\/(pagar))?$/.exec(url.pathname) ?? [];
  const boletos = [...state.sales.values()].filter((s) => s.Payment.Type === 'Boleto');
  const sale = id === 'ultimo' ? boletos.at(-1) : boletos.find((s) => s.Payment.PaymentId === id);
  if (!sale) return json(res, 404, { message: 'boleto not found' });
  if (req.method === 'GET' && !action) return documentPage(sale, res);
  if (req.method !== 'POST' || action !== 'pagar') return json(res, 405, { message: 'method not allowed' });
  const body = await readJson(req);
  sale.Payment.Status = 2;
  sale.Payment.PaidAmount = Number(body.valor ?? sale.Payment.Amount);
  const alvo = typeof body.alvo === 'string' ? body.alvo : undefined;
  const posted = alvo
    ? await fetch(alvo, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ PaymentId: sale.Payment.PaymentId, ChangeType: 1 }),
      }).catch(() => undefined)
    : undefined;
  return json(res, 200, { paymentId: sale.Payment.PaymentId, webhook: posted?.status ?? null });
}

function documentPage(sale: Sale, res: http.ServerResponse) {
  const p = sale.Payment;
  res
    .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Boleto ${p.BoletoNumber ?? ''}</title></head>` +
        `<body><h1>Boleto Bradesco (teste)</h1><p>Vencimento: ${p.ExpirationDate ?? ''}</p>` +
        `<p>Valor: ${(p.Amount / 100).toFixed(2)}</p><p>${p.DigitableLine ?? ''}</p></body></html>`,
    );
}

/** The payer pays a boleto at the fake (the newest by default) and Cielo notifies `alvo`. */
export async function payBoleto(fakeUrl: string, options: { id?: string; valor?: number; alvo?: string } = {}) {
  const reply = await fetch(`${fakeUrl}/_fake/cielo/boleto/${options.id ?? 'ultimo'}/pagar`, {
    method: 'POST',
    body: JSON.stringify({ valor: options.valor, alvo: options.alvo }),
  });
  return (await reply.json()) as { paymentId: string; webhook: number | null };
}

export const setBoletoDelay = (fakeUrl: string, ms: number) =>
  fetch(`${fakeUrl}/_fake/cielo/boleto-atraso`, { method: 'POST', body: JSON.stringify({ ms }) });

/** The next `vezes` registrations answered with Cielo's error `[{Code, Message}]` and `status` (nothing registered). */
export const failBoletos = (
  fakeUrl: string,
  failure: { status: number; Code: number; Message: string; vezes?: number },
) => fetch(`${fakeUrl}/_fake/cielo/boleto-erro`, { method: 'POST', body: JSON.stringify(failure) });

/** How many boleto registrations the fake Cielo was asked for (well-formed ones), since it started. */
export const boletoRegistrations = async (fakeUrl: string) =>
  ((await (await fetch(`${fakeUrl}/_fake/cielo/boleto-registros`)).json()) as { registros: number }).registros;

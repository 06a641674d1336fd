import type http from 'node:http';
import { brCodePayload } from '../../shared/br/br-code.js';
import { readJson } from './fake-server.js';

/** The client the fake PSP accepts (OAuth2 client credentials); anything else gets 401. */
export const GOOD_PIX = { clientId: 'balcao-pix-client', clientSecret: 'PIXSECRET0001', chave: '12345678000195' };

/** The 'pix' setting pointing at a fake PSP (its base URL, as startFakePayments gives it). */
export const pixSettingFor = (fakeUrl: string, expiracao = '30') => ({
  url: `${fakeUrl}/pix/v2`,
  urlToken: `${fakeUrl}/pix/oauth/token`,
  clientId: GOOD_PIX.clientId,
  clientSecret: GOOD_PIX.clientSecret,
  chave: GOOD_PIX.chave,
  expiracao,
});

type Cob = {
  txid: string;
  status: string;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  devedor?: unknown;
  /** The text the payer's bank shows with the charge (up to 140 characters). */
  solicitacaoPagador?: string;
  pixCopiaECola: string;
  pix?: Array<{ endToEndId: string; txid: string; valor: string; horario: string }>;
};

const TOKEN = 'fake-pix-access-token';

/** What the fake PSP keeps: charges, the webhook addresses, refunds, and a delay to simulate a slow PSP. */
export type PixState = {
  cobs: Map<string, Cob>;
  webhooks: Map<string, string>;
  refunds: Array<{ endToEndId: string; id: string; valor: string }>;
  delayMs: number;
};
export const newPixState = (): PixState => ({ cobs: new Map(), webhooks: new Map(), refunds: [], delayMs: 0 });

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** The BCB API's error body ('problem details'). */
const problem = (res: http.ServerResponse, status: number, title: string) =>
  json(res, status, { type: `https://pix.bcb.gov.br/api/v2/error/${title}`, title, status });

/**
 * A PSP speaking the BCB Pix API v2 under /pix: POST /pix/oauth/token (Basic client credentials),
 * PUT|GET /pix/v2/cob/{txid}, PUT /pix/v2/webhook/{chave}, PUT /pix/v2/pix/{e2eid}/devolucao/{id};
 * and, for tests only, POST /pix/_fake/pagar/{txid} (the payer pays: the cob is concluded and the
 * webhook posted to the registered address + '/pix'; 'ultima' pays the newest) and POST /pix/_fake/atraso ({ms}).
 */
export async function pixHandler(state: PixState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  const path = url.pathname.slice('/pix'.length);
  const body = await readJson(req);
  if (path.startsWith('/_fake/')) return control(state, path, body, res);
  if (req.method === 'POST' && path === '/oauth/token') {
    const basic = `Basic ${Buffer.from(`${GOOD_PIX.clientId}:${GOOD_PIX.clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
    return json(res, 200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600, scope: 'cob.write cob.read' });
  }
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return problem(res, 401, 'AcessoNegado');
  if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
  if (res.destroyed) return;
  const cob = /^\/v2\/cob\/([A-Za-z0-9]{26,35})$/.exec(path)?.[1];
  if (cob && req.method === 'PUT') return createCob(state, cob, body, res);
  if (cob && req.method === 'GET') {
    const found = state.cobs.get(cob);
    return found ? json(res, 200, found) : problem(res, 404, 'Cobranca nao encontrada');
  }
  const hook = /^\/v2\/webhook\/(.+)$/.exec(path)?.[1];
  if (hook && req.method === 'PUT') {
    state.webhooks.set(decodeURIComponent(hook), String(body.webhookUrl));
    return res.writeHead(200).end();
  }
  const refund = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
  if (refund && req.method === 'PUT') {
    const item = {
      endToEndId: decodeURIComponent(refund[1] ?? ''),
      id: decodeURIComponent(refund[2] ?? ''),
      valor: String(body.valor),
    };
    state.refunds.push(item);
    return json(res, 201, { id: item.id, rtrId: `D${Date.now()}`, valor: item.valor, status: 'EM_PROCESSAMENTO' });
  }
  return problem(res, 404, 'NaoEncontrado');
}

/** The API's `devedor`: absent, or a name with exactly one of cpf (11 digits) and cnpj (14). */
function validDebtor(devedor: unknown): boolean {
  if (devedor === undefined) return true;
  const { cpf, cnpj, nome } = devedor as { cpf?: unknown; cnpj?: unknown; nome?: unknown };
  const digits = (value: unknown, length: number) =>
    typeof value === 'string' && new RegExp(`^\\d{${length}}$`).test(value);
  const document = cpf === undefined ? digits(cnpj, 14) : cnpj === undefined && digits(cpf, 11);
  return typeof nome === 'string' && nome.length > 0 && document;
}

function createCob(state: PixState, txid: string, body: Record<string, unknown>, res: http.ServerResponse) {
  const valor = (body.valor as { original?: unknown } | undefined)?.original;
  const expiracao = Number((body.calendario as { expiracao?: unknown } | undefined)?.expiracao ?? 86400);
  if (typeof valor !== 'string' || !/^\d{1,10}\.\d{2}$/.test(valor) || typeof body.chave !== 'string')
    return problem(res, 400, 'CobOperacaoInvalida');
  if (state.cobs.has(txid) || !validDebtor(body.devedor)) return problem(res, 400, 'CobOperacaoInvalida');
  const [reais = '0', centavos = '0'] = valor.split('.');
  const cob: Cob = {
    txid,
    status: 'ATIVA',
    calendario: { criacao: new Date().toISOString(), expiracao },
    valor: { original: valor },
    chave: body.chave,
    devedor: body.devedor,
    ...(typeof body.solicitacaoPagador === 'string' ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
    pixCopiaECola: brCodePayload({
      key: body.chave,
      name: 'TINTAS TESTE',
      city: 'CAMPINAS',
      valueCents: Number(reais) * 100 + Number(centavos),
      reference: txid,
    }),
  };
  state.cobs.set(txid, cob);
  return json(res, 201, cob);
}

async function control(state: PixState, path: string, body: Record<string, unknown>, res: http.ServerResponse) {
  if (path === '/_fake/atraso') {
    state.delayMs = Number(body.ms) || 0;
    return json(res, 200, { delayMs: state.delayMs });
  }
  // 'ultima': the newest charge (a browser journey sees only the BR Code, not the whole txid).
  const named = /^\/_fake\/pagar\/([A-Za-z0-9]+)$/.exec(path)?.[1];
  const txid = named === 'ultima' ? [...state.cobs.keys()].at(-1) : named;
  const cob = txid ? state.cobs.get(txid) : undefined;
  if (!txid || !cob) return problem(res, 404, 'Cobranca nao encontrada');
  const pix = {
    endToEndId: typeof body.endToEndId === 'string' ? body.endToEndId : `E1234567820261125${txid.slice(0, 11)}`,
    txid,
    valor: typeof body.valor === 'string' ? body.valor : cob.valor.original,
    horario: new Date().toISOString(),
  };
  if (pix.valor === cob.valor.original) cob.status = 'CONCLUIDA';
  cob.pix = [...(cob.pix ?? []), pix];
  const target = state.webhooks.get(cob.chave) ?? null;
  if (body.notificar === false || !target) return json(res, 200, { webhook: null, alvo: target, pix });
  const posted = await fetch(`${target}/pix`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pix: [pix] }),
  }).catch(() => undefined);
  return json(res, 200, { webhook: posted?.status ?? null, alvo: target, pix });
}

export type PixPaid = {
  /** The webhook's HTTP status, or null when it was not posted. */
  webhook: number | null;
  /** The address registered by the app (the PSP posts to it + '/pix'). */
  alvo: string | null;
  pix: { endToEndId: string; txid: string; valor: string; horario: string };
};

/**
 * Test helper: the payer pays the charge at the fake PSP (optionally another amount); `notificar:
 * false` leaves the webhook to the test (an app under `inject` has no address the fake can reach).
 */
export async function payPix(fakeUrl: string, txid: string, options: { valor?: string; notificar?: boolean } = {}) {
  const reply = await fetch(`${fakeUrl}/pix/_fake/pagar/${txid}`, { method: 'POST', body: JSON.stringify(options) });
  return (await reply.json()) as PixPaid;
}

export const setPixDelay = (fakeUrl: string, ms: number) =>
  fetch(`${fakeUrl}/pix/_fake/atraso`, { method: 'POST', body: JSON.stringify({ ms }) });

/** Test helper: the cob as the fake PSP keeps it, `devedor` as the client sent it. */
export async function readCob(fakeUrl: string, txid: string) {
  const reply = await fetch(`${fakeUrl}/pix/v2/cob/${txid}`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return (await reply.json()) as Cob;
}

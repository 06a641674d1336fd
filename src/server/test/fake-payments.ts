import type http from 'node:http';
import { serveFake, type FakeServer } from './fake-server.js';
import { cieloHandler, newCieloState } from './fake-cielo.js';
import { boletoControl } from './fake-cielo-boleto.js';
import { mpiHandler } from './fake-cielo-mpi.js';
import { sopHandler } from './fake-cielo-sop.js';
import { GOOD_MOIP, moipHandler, newMoipState } from './fake-moip.js';
import { newPagSeguroState, pagSeguroHandler } from './fake-pagseguro.js';
import { newPixState, pixHandler } from './fake-pix.js';

export { GOOD_CIELO } from './fake-cielo.js';
export { GOOD_MOIP } from './fake-moip.js';
export { GOOD_PAGSEGURO } from './fake-pagseguro.js';

/** Moip's notification preferences for the good account, in its v2 reply format. */
export const MOIP_PREFERENCES = [
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

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

function moip(req: http.IncomingMessage, res: http.ServerResponse) {
  const basic = `Basic ${Buffer.from(`${GOOD_MOIP.token}:${GOOD_MOIP.chave}`).toString('base64')}`;
  if (req.headers.authorization !== basic) return json(res, 401, { ERROR: 'Token or Key are invalids' });
  return json(res, 200, MOIP_PREFERENCES);
}

/**
 * One look-alike of the providers on 127.0.0.1 (each path is its provider's): Cielo API 3.0 under
 * /1/sales (fake-cielo.ts; GET /_fake/cielo/vendas lists its sales for tests; /_fake/cielo/boleto…
 * pays a boleto, fake-cielo-boleto.ts), PagBank's API de Pedidos under /orders, /charges and
 * /public-keys with its browser SDK (fake-pagseguro.ts; GET /_fake/pagseguro/pedidos lists its
 * orders), Cielo's Silent Order Post under /oauth2/token and /post (fake-cielo-sop.ts), Cielo's 3-D Secure
 * MPI and its BP.Mpi script under /mpi (fake-cielo-mpi.ts), Moip's GET
 * /v2/preferences/notifications and its orders and payments (fake-moip.ts), and
 * a Pix PSP (BCB API v2) under /pix (fake-pix.ts).
 */
export function startFakePayments(port = 0): Promise<FakeServer> {
  const pix = newPixState();
  const cielo = newCieloState();
  const moipPayments = newMoipState();
  const pagseguro = newPagSeguroState();
  return serveFake(port, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/pix/')) return void pixHandler(pix, req, res, url);
    if (url.pathname.startsWith('/1/sales')) return void cieloHandler(cielo, req, res, url);
    if (url.pathname === '/_fake/cielo/vendas') return json(res, 200, [...cielo.sales.values()]);
    if (url.pathname.startsWith('/_fake/cielo/boleto')) return void boletoControl(cielo, req, res, url);
    if (url.pathname === '/oauth2/token' || url.pathname.startsWith('/post/'))
      return void sopHandler(cielo, req, res, url);
    if (url.pathname.startsWith('/mpi/')) return void mpiHandler(cielo, req, res, url);
    if (/^\/(orders|charges|public-keys|checkout-sdk-js)\b/.test(url.pathname))
      return void pagSeguroHandler(pagseguro, req, res, url);
    if (url.pathname === '/_fake/pagseguro/pedidos') return json(res, 200, [...pagseguro.orders.values()]);
    if (req.method === 'GET' && url.pathname === '/v2/preferences/notifications') return moip(req, res);
    if (/^\/v2\/(orders|payments)\b/.test(url.pathname)) return void moipHandler(moipPayments, req, res, url);
    return json(res, 404, { message: 'not found' });
  });
}

/** The environment pointing every provider, in both environments, at the fake. */
export const fakePaymentsEnv = (url: string) => ({
  CIELO_QUERY_SANDBOX_URL: url,
  CIELO_QUERY_URL: url,
  CIELO_API_SANDBOX_URL: url,
  CIELO_API_URL: url,
  CIELO_AUTH_SANDBOX_URL: url,
  CIELO_AUTH_URL: url,
  CIELO_SOP_SANDBOX_URL: `${url}/post`,
  CIELO_SOP_URL: `${url}/post`,
  CIELO_MPI_SANDBOX_URL: `${url}/mpi`,
  CIELO_MPI_URL: `${url}/mpi`,
  PAGSEGURO_SANDBOX_URL: url,
  PAGSEGURO_URL: url,
  MOIP_SANDBOX_URL: url,
  MOIP_URL: url,
});

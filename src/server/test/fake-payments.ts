import type http from 'node:http';
import { serveFake, type FakeServer } from './fake-server.js';
import { cieloHandler, newCieloState } from './fake-cielo.js';
import { boletoControl } from './fake-cielo-boleto.js';
import { fingerprintHandler, FINGERPRINT_PATH, type FingerprintRequest } from './fake-cybersource-fingerprint.js';
import { mpiHandler } from './fake-cielo-mpi.js';
import { sopHandler } from './fake-cielo-sop.js';
import { moipControl, moipHandler, newMoipState } from './fake-moip.js';
import { newPagSeguroState, pagSeguroHandler } from './fake-pagseguro.js';
import { newPixState, pixHandler } from './fake-pix.js';

export { GOOD_CIELO } from './fake-cielo.js';
export { GOOD_MOIP, MOIP_PREFERENCES } from './fake-moip.js';
export { GOOD_PAGSEGURO } from './fake-pagseguro.js';

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/**
 * One look-alike of the providers on 127.0.0.1 (each path is its provider's): Cielo API 3.0 under
 * /1/sales (fake-cielo.ts; GET /_fake/cielo/vendas lists its sales for tests; /_fake/cielo/boleto…
 * pays a boleto, fake-cielo-boleto.ts), PagBank's API de Pedidos under /orders, /charges and
 * /public-keys with its browser SDK (fake-pagseguro.ts; GET /_fake/pagseguro/pedidos lists its
 * orders, /_fake/pagseguro/chaves counts the public-key calls), Cielo's Silent Order Post under /oauth2/token
 * and /post (fake-cielo-sop.ts), Cielo's 3-D Secure MPI and its BP.Mpi script under /mpi (fake-cielo-mpi.ts),
 * Moip's keys, notification preferences, orders, payments and SDK (fake-moip.ts; /_fake/moip/… for tests), and
 * a Pix PSP (BCB API v2) under /pix (fake-pix.ts), and Cybersource's device fingerprint script at /fp/tags.js
 * (fake-cybersource-fingerprint.ts; GET /_fake/fingerprint/sessoes lists the session_ids it was asked for).
 */
export function startFakePayments(port = 0): Promise<FakeServer> {
  const pix = newPixState();
  const cielo = newCieloState();
  const moipPayments = newMoipState();
  const pagseguro = newPagSeguroState();
  const fingerprints: FingerprintRequest[] = [];
  return serveFake(port, (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (fingerprintHandler(fingerprints, res, url)) return;
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
    if (url.pathname === '/_fake/pagseguro/chaves') return json(res, 200, { chamadas: pagseguro.keyCalls });
    if (/^\/(v2|moip-sdk-js)\//.test(url.pathname)) return void moipHandler(moipPayments, req, res, url);
    if (url.pathname.startsWith('/_fake/moip/')) return moipControl(moipPayments, req, res, url);
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
  CYBERSOURCE_FINGERPRINT_URL: `${url}${FINGERPRINT_PATH}`,
});

import { randomBytes, randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { CieloState } from './fake-cielo.js';
import { json } from './fake-replies.js';
import { readJson } from './fake-server.js';

/** The MPI credentials and merchant data the fake's token endpoint accepts (Basic ClientId:ClientSecret). */
export const GOOD_MPI = {
  mpiClientId: 'dba3a8db-fa54-40e0-8bab-7bfb9b6f2e2e',
  mpiClientSecret: 'MPISECRETSANDBOX0001',
  mpiEstablishmentCode: '1006993069',
  mpiMerchantName: 'Loja Exemplo Ltda',
  mpiMcc: '5912',
};

/** Cielo's 3DS 2.0 sandbox cards (the issuer's answer by the number); any other card authenticates. */
export const MPI_CARDS = {
  success: '4000000000001000',
  failure: '4000000000001018',
  unenrolled: '4000000000001117',
} as const;
const failures = new Set<string>([MPI_CARDS.failure, '4000000000001109']);
const unenrolled = new Set<string>([MPI_CARDS.unenrolled, '4000000000001125']);

/**
 * A look-alike of Cielo's `BP.Mpi.3ds20.min.js`: `bpmpi_authenticate()` reads the page's `bpmpi_*`
 * fields and `bpmpi_config()`'s callbacks, asks the MPI it came from, and calls onSuccess({Cavv, Xid,
 * Eci, Version, ReferenceId}), onFailure({Eci}), onUnenrolled({Eci}), onDisabled(), onError({ReturnCode,
 * ReturnMessage}) or onUnsupportedBrand(). No challenge window: the sandbox's frictionless cards.
 */
const MPI_SCRIPT = String.raw`(function () {
  var base = document.currentScript.src.replace(/\/Scripts\/[^/]*$/, '');
  function value(name) { var field = document.querySelector('.' + name); return field ? field.value : ''; }
  window.bpmpi_authenticate = function () {
    var config = window.bpmpi_config();
    if (value('bpmpi_auth') !== 'true') return config.onDisabled();
    var number = value('bpmpi_cardnumber');
    if (!/^[4562]/.test(number)) return config.onUnsupportedBrand({ ReturnCode: 'MPI603', ReturnMessage: 'Bandeira não suportada' });
    fetch(base + '/_fake/3ds/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        AccessToken: value('bpmpi_accesstoken'),
        CardNumber: number,
        ExpirationMonth: value('bpmpi_cardexpirationmonth'),
        ExpirationYear: value('bpmpi_cardexpirationyear'),
        TotalAmount: value('bpmpi_totalamount'),
        OrderNumber: value('bpmpi_ordernumber'),
        Environment: config.Environment
      })
    })
      .then(function (reply) { return reply.json(); })
      .then(function (answer) {
        if (answer.Status === 'SUCCESS') return config.onSuccess(answer);
        if (answer.Status === 'FAILURE') return config.onFailure(answer);
        if (answer.Status === 'UNENROLLED') return config.onUnenrolled(answer);
        config.onError(answer);
      })
      .catch(function () { config.onError({ ReturnCode: 'NET', ReturnMessage: 'Falha de comunicação' }); });
  };
})();`;

const cors = { 'Access-Control-Allow-Origin': '*' };

/** The issuer's answer to one authentication, by the sandbox card; a success's Cavv is kept for the sale. */
function authenticate(state: CieloState, body: Record<string, unknown>, res: http.ServerResponse) {
  const reply = (status: number, answer: object) =>
    res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  if (!state.mpiTokens.has(String(body.AccessToken)))
    return reply(401, { Status: 'ERROR', ReturnCode: 'MPI401', ReturnMessage: 'Token inválido' });
  const number = typeof body.CardNumber === 'string' ? body.CardNumber : '';
  if (!/^\d{13,19}$/.test(number) || !/^\d+$/.test(String(body.TotalAmount)))
    return reply(400, { Status: 'ERROR', ReturnCode: 'MPI400', ReturnMessage: 'Dados inválidos' });
  if (failures.has(number)) return reply(200, { Status: 'FAILURE', Eci: '07', Version: '2' });
  if (unenrolled.has(number)) return reply(200, { Status: 'UNENROLLED', Eci: '07', Version: '2' });
  const Cavv = randomBytes(20).toString('base64');
  state.cavvs.add(Cavv);
  return reply(200, {
    Status: 'SUCCESS',
    Cavv,
    Xid: randomBytes(20).toString('base64'),
    Eci: number.startsWith('5') ? '02' : '05',
    Version: '2',
    ReferenceId: randomUUID(),
  });
}

/**
 * Cielo's 3-D Secure 2.0 MPI on 127.0.0.1 under /mpi: `POST /mpi/v2/auth/token` (Basic
 * ClientId:ClientSecret; EstablishmentCode, MerchantName and MCC required), the script
 * `/mpi/Scripts/BP.Mpi.3ds20.min.js`, and the authentication the script asks for (a fake path:
 * the real script talks to the card schemes' directory servers).
 */
export async function mpiHandler(state: CieloState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (req.method === 'OPTIONS')
    return res.writeHead(204, { ...cors, 'Access-Control-Allow-Headers': 'Content-Type' }).end();
  if (url.pathname === '/mpi/Scripts/BP.Mpi.3ds20.min.js')
    return res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(MPI_SCRIPT);
  const body = await readJson(req);
  if (url.pathname === '/mpi/_fake/3ds/authenticate' && req.method === 'POST') return authenticate(state, body, res);
  if (url.pathname === '/mpi/v2/auth/token' && req.method === 'POST') {
    const basic = `Basic ${Buffer.from(`${GOOD_MPI.mpiClientId}:${GOOD_MPI.mpiClientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return json(res, 401, { error: 'invalid_client' });
    const merchant =
      /^\d{10}$/.test(String(body.EstablishmentCode)) &&
      typeof body.MerchantName === 'string' &&
      body.MerchantName.length > 0 &&
      body.MerchantName.length <= 25 &&
      /^\d{4}$/.test(String(body.MCC));
    if (!merchant) return json(res, 400, { error: 'invalid_request', error_description: 'Merchant data invalid' });
    const access = randomBytes(24).toString('base64url');
    state.mpiTokens.add(access);
    return json(res, 201, { access_token: access, token_type: 'barear', expires_in: 300 });
  }
  return json(res, 404, { message: 'not found' });
}

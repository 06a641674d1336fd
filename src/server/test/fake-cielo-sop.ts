import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { GOOD_CIELO, type CieloState } from './fake-cielo.js';
import { json } from './fake-replies.js';

/** The Silent Order Post credentials the fake's OAuth2 server accepts (Basic ClientId:ClientSecret). */
export const GOOD_SOP = { sopClientId: 'sop-client-0001', sopClientSecret: 'SOPSECRETSANDBOX0001' };

/** A card Cielo holds behind a PaymentToken until one sale names it. */
export type TokenisedCard = { number: string; holder: string; expiry: string; cvv: string };

/**
 * A look-alike of Cielo's `silentorderpost-1.0.min.js`: `bpSop_silentOrderPost(options)` reads the
 * page's `bp-sop-*` fields, posts them with the access token to the SOP API the script came from,
 * and calls `onSuccess({PaymentToken})`, `onInvalid([{Field, Message}])` or `onError({Code, Text})`.
 */
const SOP_SCRIPT = String.raw`(function () {
  var base = document.currentScript.src.replace(/\/scripts\/[^/]*$/, '');
  function value(name) { var field = document.querySelector('.' + name); return field ? field.value : ''; }
  window.bpSop_silentOrderPost = function (options) {
    var body = new URLSearchParams({
      AccessToken: options.accessToken,
      HolderName: value('bp-sop-cardholdername'),
      RawNumber: value('bp-sop-cardnumber'),
      Expiration: value('bp-sop-cardexpirationdate'),
      SecurityCode: value('bp-sop-cardcvvc'),
      EnableBinQuery: 'false'
    });
    fetch(base + '/api/public/v1/card', { method: 'POST', body: body })
      .then(function (reply) { return reply.json().then(function (data) { return { ok: reply.ok, data: data }; }); })
      .then(function (answer) {
        if (answer.ok) return options.onSuccess({ PaymentToken: answer.data.PaymentToken });
        if (answer.data.ModelState) return options.onInvalid(answer.data.ModelState);
        options.onError({ Code: answer.data.Code, Text: answer.data.Message });
      })
      .catch(function () { options.onError({ Code: 'NET', Text: 'Falha de comunicação' }); });
  };
})();`;

const cors = { 'Access-Control-Allow-Origin': '*' };

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The card the browser posted, checked as SOP checks it: a PaymentToken, or the invalid fields. */
function tokenise(state: CieloState, form: URLSearchParams, res: http.ServerResponse) {
  const token = form.get('AccessToken') ?? '';
  if (!state.sopAccessTokens.delete(token))
    return res.writeHead(401, cors).end(JSON.stringify({ Code: 'SOP401', Message: 'AccessToken inválido' }));
  const card = {
    number: (form.get('RawNumber') ?? '').replace(/\D/g, ''),
    holder: form.get('HolderName') ?? '',
    expiry: form.get('Expiration') ?? '',
    cvv: form.get('SecurityCode') ?? '',
  };
  const invalid = [
    !/^\d{13,19}$/.test(card.number) && { Field: 'RawNumber', Message: 'Número do cartão inválido' },
    !/^(0[1-9]|1[0-2])\/\d{4}$/.test(card.expiry) && { Field: 'Expiration', Message: 'Validade inválida' },
    !/^\d{3,4}$/.test(card.cvv) && { Field: 'SecurityCode', Message: 'Código de segurança inválido' },
    !card.holder.trim() && { Field: 'HolderName', Message: 'Nome do titular obrigatório' },
  ].filter(Boolean);
  if (invalid.length) return res.writeHead(400, cors).end(JSON.stringify({ ModelState: invalid }));
  const PaymentToken = randomUUID();
  state.paymentTokens.set(PaymentToken, card);
  return res.writeHead(201, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ PaymentToken }));
}

/**
 * Cielo's Silent Order Post on 127.0.0.1: the OAuth2 server (`POST /oauth2/token`), the SOP API under
 * /post (`POST /post/api/public/v2/accesstoken`, the script, and the browser's card post), sharing
 * the fake Cielo's state so a sale can name the PaymentToken.
 */
export async function sopHandler(state: CieloState, req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
  if (url.pathname === '/oauth2/token' && req.method === 'POST') {
    const basic = `Basic ${Buffer.from(`${GOOD_SOP.sopClientId}:${GOOD_SOP.sopClientSecret}`).toString('base64')}`;
    const form = await readForm(req);
    if (req.headers.authorization !== basic || form.get('grant_type') !== 'client_credentials')
      return json(res, 401, { error: 'invalid_client' });
    const access = randomUUID();
    state.sopBearers.add(access);
    return json(res, 201, { access_token: access, token_type: 'bearer', expires_in: 599 });
  }
  if (url.pathname === '/post/api/public/v2/accesstoken' && req.method === 'POST') {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!state.sopBearers.has(bearer) || req.headers.merchantid !== GOOD_CIELO.merchantId)
      return json(res, 401, { Code: 'SOP401', Message: 'NotAuthorized' });
    const AccessToken = Buffer.from(randomUUID()).toString('base64');
    state.sopAccessTokens.add(AccessToken);
    const issued = new Date();
    return json(res, 201, {
      MerchantId: GOOD_CIELO.merchantId,
      AccessToken,
      Issued: issued.toISOString().slice(0, 19),
      ExpiresIn: new Date(issued.getTime() + 20 * 60_000).toISOString().slice(0, 19),
    });
  }
  if (url.pathname === '/post/scripts/silentorderpost-1.0.min.js')
    return res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(SOP_SCRIPT);
  if (url.pathname === '/post/api/public/v1/card' && req.method === 'POST')
    return tokenise(state, await readForm(req), res);
  return json(res, 404, { message: 'not found' });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../shared/contract/contract.js';
import { messages } from '../../shared/messages.js';
import { hasPart, type Endpoint } from '../../shared/contract/endpoint.js';
import { insertCustomer, insertOperator, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookies: { admin: string; customer: string };
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  tenantId = tenant.id;
  const admin = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
  const customer = await insertCustomer(t.database.db, tenant.id);
  cookies = { admin: await loginCookie(t, admin.email), customer: await loginCookie(t, customer.email ?? '') };
});
afterAll(() => t.close());

/** Words of a message no user should read: raw values, and zod's own English. */
const unreadable = /NaN|undefined|\[object|\bInvalid\b|\bexpected\b|\breceived\b|\bRequired\b|at .+\(.+:\d+\)/;

/** The fields a schema declares, under any transform of the whole (a grid request reads its filters so). */
function fieldsOf(schema: z.ZodType): Record<string, unknown> {
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return schema instanceof z.ZodObject ? schema.shape : {};
}

/** A body where every declared field has the wrong type (an object where text or a number goes). */
function garbageBody(endpoint: Endpoint): Record<string, unknown> {
  const shape = fieldsOf(endpoint.body);
  return Object.fromEntries(Object.keys(shape).map((key) => [key, { de: 'repente', um: ['objeto'] }]));
}

const garbagePath = (endpoint: Endpoint) => endpoint.path.replace(/:[A-Za-z]+/g, 'abc');

/** Every call of the contract, fed nonsense, as each kind of caller. */
const calls = allEndpoints().filter((e) => e.method !== 'GET' || hasPart(e.params) || hasPart(e.query));

describe('bad input anywhere', () => {
  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s answers a readable pt-BR refusal, never a crash or a raw value',
    async (_name, endpoint) => {
      for (const cookie of [cookies.admin, cookies.customer]) {
        const reply = await t.app.inject({
          method: endpoint.method,
          url: `${garbagePath(endpoint)}?apelido=padrao&cep=${'x'.repeat(30)}&pedido=abc&busca=${'y'.repeat(200)}`,
          headers: { cookie },
          ...(endpoint.method === 'GET' ? {} : { payload: garbageBody(endpoint) }),
        });
        expect(reply.statusCode, reply.body).toBeLessThan(500);
        expect(reply.body).not.toMatch(unreadable);
      }
    },
  );
});

describe('NUL bytes and numbers out of range', () => {
  const nul = 'a\u0000b';
  const tooBig = 99_999_999_999;
  // The calls above include POST /session-destroy: log in again.
  let admin: string;
  beforeAll(async () => {
    admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}apelido=padrao`,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });

  it('a NUL byte in a login field, a grid search or a query is a pt-BR 400 naming the field', async () => {
    const login = await send('POST', '/ajax-login', undefined, { usuario: `x${nul}@teste.com.br`, senha: 'segredo' });
    expect(login.statusCode).toBe(400);
    expect(login.json().exception).toBe(messages.validation.invalidCharacter('usuario'));
    const search = await send('POST', '/operacoes-comerciais/results', admin, {
      action: 'select',
      like: { column: 'cfinclped', option: '0', value: nul },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().exception).toBe(messages.validation.invalidCharacter('like.value'));
    const query = await send('GET', '/api/loja/produtos?busca=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().exception).toBe(messages.validation.invalidCharacter('busca'));
    const key = await send('POST', '/ajax-login', undefined, { [`usu${nul}ario`]: 'x', senha: 'y' });
    expect(key.statusCode).toBe(400);
  });

  it('an id beyond PostgreSQL integer (99999999999) is a pt-BR 400, in the path, the body or a grid search', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/carrinho/${tooBig}`],
      ['GET', `/email-pedido/${tooBig}`],
      ['GET', `/api/loja/produtos/${tooBig}`],
      ['PUT', `/pedido/${tooBig}`, { direcionamento: 'ped' }],
      ['POST', '/load/budget', { budgetId: tooBig }],
      ['POST', '/operacoes-comerciais/results', { action: 'select', codCli: tooBig }],
      [
        'POST',
        '/operacoes-comerciais/results',
        { action: 'select', like: { column: 'cficodped', option: '=', value: String(tooBig) } },
      ],
      [
        'POST',
        '/operacoes-comerciais/results',
        { action: 'select', like: { column: 'cfivalped', option: '>', value: '99999999999,00' } },
      ],
    ] as const) {
      const reply = await send(method, url, admin, payload);
      expect(reply.statusCode, `${method} ${url} ${reply.body}`).toBe(400);
      expect(reply.body).not.toMatch(unreadable);
      expect(reply.json().exception).toBeTruthy();
    }
  });

  it.each(calls.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: NUL in every text and 99999999999 in every number is refused, never a 500',
    async (_name, endpoint) => {
      const shape = fieldsOf(endpoint.body);
      for (const value of [nul, tooBig]) {
        const reply = await t.app.inject({
          method: endpoint.method,
          url: `${endpoint.path.replace(/:[A-Za-z]+/g, String(tooBig))}?apelido=padrao&pedido=${tooBig}&busca=a%00b`,
          headers: { cookie: admin },
          ...(endpoint.method === 'GET'
            ? {}
            : { payload: Object.fromEntries(Object.keys(shape).map((key) => [key, value])) }),
        });
        expect(reply.statusCode, reply.body).toBeLessThan(500);
        expect(reply.body).not.toMatch(unreadable);
      }
    },
  );
});

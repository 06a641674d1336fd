import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints } from '../../shared/contract/contract.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { insertCustomer, insertOperator, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookies: { admin: string; customer: string };
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  const admin = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
  const customer = await insertCustomer(t.database.db, tenant.id);
  cookies = { admin: await loginCookie(t, admin.email), customer: await loginCookie(t, customer.email ?? '') };
});
afterAll(() => t.close());

/** Words of a message no user should read: raw values, and zod's own English. */
const unreadable = /NaN|undefined|\[object|\bInvalid\b|\bexpected\b|\breceived\b|\bRequired\b|at .+\(.+:\d+\)/;

/** A body where every declared field has the wrong type (an object where text or a number goes). */
function garbageBody(endpoint: Endpoint): Record<string, unknown> {
  const schema = endpoint.body;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  return Object.fromEntries(Object.keys(shape).map((key) => [key, { de: 'repente', um: ['objeto'] }]));
}

const garbagePath = (endpoint: Endpoint) => endpoint.path.replace(/:[A-Za-z]+/g, 'abc');

/** Every call of the contract, fed nonsense, as each kind of caller. */
const calls = allEndpoints().filter((e) => e.method !== 'GET' || e.params || e.query);

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

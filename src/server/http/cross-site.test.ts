import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  email = (await insertOperator(t.database.db, tenant.id)).email;
});
afterAll(() => t.close());

const panel = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
const logout = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/session-destroy',
    headers: { cookie, 'content-type': 'text/plain', ...headers },
    payload: 'qualquer coisa',
  });

describe('cross-site requests (CSRF defence in depth)', () => {
  it('refuses a cross-site text/plain POST /session-destroy: the user stays logged in', async () => {
    const cookie = await loginCookie(t, email);
    const forged = await logout(cookie, { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ exception: 'Operação recusada: o pedido veio de outro site.' });
    expect((await panel(cookie)).statusCode).toBe(200);
  });

  it('refuses a state-changing request marked cross-site without Origin, and one from an opaque origin', async () => {
    const cookie = await loginCookie(t, email);
    expect((await logout(cookie, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout(cookie, { origin: 'null' })).statusCode).toBe(403);
    expect((await panel(cookie)).statusCode).toBe(200);
  });

  it('lets through the same origin, requests without Origin or Sec-Fetch-Site, and cross-site reads', async () => {
    const cookie = await loginCookie(t, email);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/painel',
      headers: { cookie, origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    const same = await logout(cookie, { host: 'loja.local:3000', origin: 'http://loja.local:3000' });
    expect(same.json()).toEqual({ retorno: true });
    const other = await loginCookie(t, email);
    expect((await logout(other, {})).json()).toEqual({ retorno: true });
  });

  it("accepts the company's own host name as Origin when a proxy rewrote the Host header", async () => {
    const other = await insertTenant(t.database.db, { hostName: 'loja.exemplo.com.br' });
    const operator = await insertOperator(t.database.db, other.id);
    const cookie = await loginCookie(t, operator.email, other.alias);
    const out = await t.app.inject({
      method: 'POST',
      url: `/session-destroy?apelido=${other.alias}`,
      headers: { cookie, host: 'backend:3000', origin: 'https://loja.exemplo.com.br' },
    });
    expect(out.json()).toEqual({ retorno: true });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { insertOperator, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

/** The limits a server starts with when nothing is configured. */
const production = loadConfig({}).rateLimits;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { rateLimits: production });
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  cookie = await loginCookie(t, (await insertOperator(t.database.db, tenant.id)).email);
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> };

/** Sends the call `times` times (one after another, as from one client) and gives the statuses. */
async function burst(call: Call, times: number, remoteAddress = '10.1.1.1'): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await t.app.inject({ ...call, remoteAddress })).statusCode);
  return statuses;
}

describe('rate limits with the production defaults', () => {
  it('refuses the sixth self-registration from one address in an hour with a pt-BR 429 and Retry-After', async () => {
    const register: Call = { method: 'POST', url: '/cliente-final/solicitar?apelido=padrao', payload: {} };
    const statuses = await burst(register, 5, '10.2.2.2');
    expect(statuses.every((s) => s === 400)).toBe(true);
    const refused = await t.app.inject({ ...register, remoteAddress: '10.2.2.2' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ exception: 'Muitas solicitações em pouco tempo. Tente novamente em 1 hora.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address has its own budget.
    expect((await t.app.inject({ ...register, remoteAddress: '10.2.2.3' })).statusCode).toBe(400);
  });

  it('gives logins 30 a minute per address', async () => {
    const login: Call = { method: 'POST', url: '/ajax-login?apelido=padrao', payload: {} };
    const statuses = await burst(login, 31, '10.3.3.3');
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('gives mail 30 per 10 minutes per user, whatever address the user calls from', async () => {
    const mail: Call = {
      method: 'POST',
      url: '/enviar/email?apelido=padrao',
      payload: { email: 'não é e-mail', titulo: 't', html: '<p>x</p>' },
      headers: { cookie },
    };
    const first = await burst(mail, 15, '10.4.4.1');
    const second = await burst(mail, 16, '10.4.4.2');
    expect([...first, ...second].filter((s) => s === 429)).toHaveLength(1);
    expect(second[15]).toBe(429);
  });

  it('gives PDFs 20 a minute and spreadsheets 10 a minute per user', async () => {
    const pdf = await burst({ method: 'GET', url: '/api/pedidos/999999/pdf?apelido=padrao', headers: { cookie } }, 21);
    expect(pdf.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(pdf[20]).toBe(429);
    const sheet = await burst(
      { method: 'POST', url: '/api/planilha?apelido=padrao', payload: {}, headers: { cookie } },
      11,
    );
    expect(sheet.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(sheet[10]).toBe(429);
  });
});

describe('the standard limit', () => {
  /** A second server on the same database, with its own limits. */
  const serverWith = (standard: { max: number; windowMs: number }) =>
    buildApp(t.config, { database: t.database, rateLimits: { ...production, standard } });
  const session = (app: TestApp['app'], remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/sessao?apelido=padrao', remoteAddress, headers });

  it('counts a logged-in user apart from the address, and every server shares the count', async () => {
    const [one, two] = await Promise.all([
      serverWith({ max: 3, windowMs: 60_000 }),
      serverWith({ max: 3, windowMs: 60_000 }),
    ]);
    try {
      const statuses = [];
      // On PostgreSQL a server adds its count to the shared one every 250 ms (batched-rate-counter.ts).
      for (const app of [one, two, one, two]) {
        statuses.push((await session(app, '10.5.5.5')).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The same address with a session counts against the user's own budget.
      expect((await session(one, '10.5.5.5', { cookie })).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('starts a new window when the old one ends', async () => {
    const short = await serverWith({ max: 1, windowMs: 1_000 });
    try {
      expect((await session(short, '10.6.6.6')).statusCode).toBe(200);
      expect((await session(short, '10.6.6.6')).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await session(short, '10.6.6.6')).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

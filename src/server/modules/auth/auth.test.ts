import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAttempts, operators, sessions } from '../../db/schema/tenancy.js';
import { insertContract, insertCustomer, insertOperator, insertTenant, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenant: Awaited<ReturnType<typeof insertTenant>>;
let seller: Awaited<ReturnType<typeof insertOperator>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
  tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  seller = await insertOperator(t.database.db, tenant.id);
});
afterAll(() => t.close());

const login = (email: string, senha = TEST_PASSWORD, alias = 'padrao', extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/ajax-login?apelido=${alias}`,
    payload: { email, usuario: email, senha, vHide: '', ...extra },
  });

describe('POST /ajax-login', () => {
  it('logs an operator in with an httpOnly session cookie and reports who it is', async () => {
    const response = await login(seller.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      retorno: true,
      usuario: { codigo: seller.id, nivel: 'V', typeLogin: 'operador' },
    });
    const cookie = response.cookies.find((c) => c.name === 'tkn');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/sessao',
      headers: { cookie: sessionCookie(response) },
    });
    expect(session.json().usuario).toMatchObject({ email: seller.email, perfil: 'seller' });
  });

  it('logs a customer in with access level C and typeLogin cliente', async () => {
    const customer = await insertCustomer(t.database.db, tenant.id);
    const response = await login(customer.email ?? '');
    expect(response.json()).toMatchObject({
      retorno: true,
      usuario: { nivel: 'C', typeLogin: 'cliente', isCsgestor: false },
    });
  });

  it('marks the manager role as isCsgestor', async () => {
    const manager = await insertOperator(t.database.db, tenant.id, { role: 'manager' });
    expect((await login(manager.email)).json().usuario).toMatchObject({ nivel: 'G', isCsgestor: true });
  });

  it('asks for every field with the spec message', async () => {
    const response = await login(seller.email, '');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      retorno: false,
      msg: { tipo: 'warning', mensagem: 'Todos os campos são obrigatórios.' },
    });
  });

  it('asks for every field when the user name or the e-mail is missing', async () => {
    for (const payload of [
      { email: seller.email, usuario: '', senha: TEST_PASSWORD },
      { email: '', usuario: seller.email, senha: TEST_PASSWORD },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/ajax-login?apelido=padrao', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg.mensagem).toBe('Todos os campos são obrigatórios.');
    }
  });

  it('refuses the right password under a user name that is not the e-mail', async () => {
    const response = await login(seller.email, TEST_PASSWORD, 'padrao', { usuario: 'outro@teste.com.br' });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'tkn')).toBeUndefined();
  });

  it("records an operator's last login, and a customer's login never touches the operator of the same id", async () => {
    const lastLoginOf = async (id: number) =>
      (
        await t.database.db
          .select({ at: operators.lastLoginAt })
          .from(operators)
          .where(and(eq(operators.tenantId, tenant.id), eq(operators.id, id)))
      )[0]?.at;
    const operator = await insertOperator(t.database.db, tenant.id);
    expect((await login(operator.email)).statusCode).toBe(200);
    expect(await lastLoginOf(operator.id)).toBeInstanceOf(Date);
    // An id far above the sequences', so neither table holds it yet.
    const twin = await insertOperator(t.database.db, tenant.id, { id: 90_001 });
    const customer = await insertCustomer(t.database.db, tenant.id, { id: 90_001 });
    expect((await login(customer.email ?? '')).statusCode).toBe(200);
    expect(await lastLoginOf(twin.id)).toBeNull();
  });

  it('refuses a wrong password without a cookie', async () => {
    const other = await insertOperator(t.database.db, tenant.id);
    const response = await login(other.email, 'errada');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ retorno: false, mensagem: 'Usuário ou senha inválidos.' });
    expect(response.cookies.find((c) => c.name === 'tkn')).toBeUndefined();
  });

  it('refuses a customer whose access is not activated', async () => {
    const customer = await insertCustomer(t.database.db, tenant.id, { activation: '0' });
    const response = await login(customer.email ?? '');
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).toContain(
      'Seu acesso ainda não foi liberado. Entre em contato com a empresa.',
    );
  });

  it('refuses a disabled operator with its own message', async () => {
    const operator = await insertOperator(t.database.db, tenant.id, { active: false });
    const response = await login(operator.email);
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).toContain(
      'Seu acesso foi desativado. Fale com o administrador da empresa.',
    );
  });

  it('renews the session at login: the old token stops working', async () => {
    const first = sessionCookie(await login(seller.email));
    const second = await t.app.inject({
      method: 'POST',
      url: '/ajax-login?apelido=padrao',
      headers: { cookie: first },
      payload: { email: seller.email, usuario: seller.email, senha: TEST_PASSWORD },
    });
    expect(sessionCookie(second)).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie: first } });
    expect(old.json()).toMatchObject({ redirecionar: true });
  });
});

describe('login throttling', () => {
  it('locks an account after repeated failures, even for the right password, with a pt-BR message', async () => {
    const victim = await insertOperator(t.database.db, tenant.id);
    for (let i = 0; i < 3; i++) expect((await login(victim.email, 'chute')).statusCode).toBe(401);
    const locked = await login(victim.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().mensagem).toMatch(
      /^Muitas tentativas de acesso sem sucesso\. Tente novamente em \d+ minutos?\.$/,
    );
  });

  it('locks an address guessing across many accounts (four times the account limit), not the account elsewhere', async () => {
    const from = (remoteAddress: string, email: string, senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ajax-login?apelido=padrao',
        remoteAddress,
        payload: { email, usuario: email, senha },
      });
    for (let i = 0; i < 12; i++) {
      expect((await from('10.9.9.9', `ninguem${i}@teste.com.br`, 'chute')).statusCode).toBe(401);
    }
    const user = await insertOperator(t.database.db, tenant.id);
    expect((await from('10.9.9.9', user.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await from('10.8.8.8', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the connecting address, not a forged X-Forwarded-For, when no proxy is trusted (the default)', async () => {
    const forged = (i: number, email: string, senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ajax-login?apelido=padrao',
        remoteAddress: '10.6.6.6',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email, usuario: email, senha },
      });
    for (let i = 0; i < 12; i++) {
      expect((await forged(i, `forjado${i}@teste.com.br`, 'chute')).statusCode).toBe(401);
    }
    const user = await insertOperator(t.database.db, tenant.id);
    expect((await forged(99, user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('checks at most the limit of 40 parallel guesses on one account from one address before the lock', async () => {
    const victim = await insertOperator(t.database.db, tenant.id);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/ajax-login?apelido=padrao',
          remoteAddress: '10.4.0.1',
          payload: { email: victim.email, usuario: victim.email, senha: `chute${i}` },
        }),
      ),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tenantId, tenant.id), eq(loginAttempts.key, `par:${victim.email}|10.4.0.1`)));
    expect(row?.failures).toBeLessThanOrEqual(3);
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const right = { email: victim.email, usuario: victim.email, senha: TEST_PASSWORD };
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/ajax-login?apelido=padrao', remoteAddress, payload: right });
    expect((await from('10.4.0.1')).statusCode).toBe(429);
    // The lock holds that address only: the user logs in from their own.
    expect((await from('10.4.0.2')).statusCode).toBe(200);
  });

  it('forgets failures after a successful login', async () => {
    const user = await insertOperator(t.database.db, tenant.id);
    await login(user.email, 'chute');
    await login(user.email, 'chute');
    expect((await login(user.email)).statusCode).toBe(200);
    await login(user.email, 'chute');
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  it('counts the client named by the trusted proxy, each client apart', async () => {
    const behind = await createTestApp({ LOGIN_MAX_FAILURES: '3', TRUST_PROXY: '10.3.3.3' });
    try {
      const other = await insertTenant(behind.database.db, { alias: 'padrao' });
      const user = await insertOperator(behind.database.db, other.id);
      const via = (client: string, email: string, senha: string) =>
        behind.app.inject({
          method: 'POST',
          url: '/ajax-login?apelido=padrao',
          remoteAddress: '10.3.3.3',
          headers: { 'x-forwarded-for': client },
          payload: { email, usuario: email, senha },
        });
      for (let i = 0; i < 12; i++) await via('198.51.100.7', `proxy${i}@teste.com.br`, 'chute');
      expect((await via('198.51.100.7', user.email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await via('198.51.100.8', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe('contract acceptance', () => {
  it('returns the contract, refuses an unticked box, records acceptance, then logs in', async () => {
    const other = await insertTenant(t.database.db);
    await insertContract(t.database.db, other.id, { title: 'Termos da loja', content: '<p>Aceite</p>' });
    const customer = await insertCustomer(t.database.db, other.id);
    const email = customer.email ?? '';
    const first = await login(email, TEST_PASSWORD, other.alias);
    expect(first.json()).toMatchObject({
      retorno: false,
      contrato: { titulo: 'Termos da loja', conteudo: '<p>Aceite</p>' },
    });
    expect(first.cookies.find((c) => c.name === 'tkn')).toBeUndefined();

    const payload = { email, usuario: email, senha: TEST_PASSWORD };
    const unticked = await t.app.inject({ method: 'POST', url: `/atualiza-contrato?apelido=${other.alias}`, payload });
    expect(unticked.json().mensagem).toBe('É necessário aceitar os termos de contrato!');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/atualiza-contrato?apelido=${other.alias}`,
      payload: { ...payload, aceite: true },
    });
    expect(accepted.json()).toEqual({ retorno: true });
    expect((await login(email, TEST_PASSWORD, other.alias)).json()).toMatchObject({ retorno: true });
  });

  it('serves the contract sanitised, at login and at POST /configuracao', async () => {
    const other = await insertTenant(t.database.db);
    await insertContract(t.database.db, other.id, {
      content: '<p onclick="roubar()">Termos</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    });
    const customer = await insertCustomer(t.database.db, other.id);
    const atLogin = (await login(customer.email ?? '', TEST_PASSWORD, other.alias)).json().contrato.conteudo;
    const served = await t.app.inject({ method: 'POST', url: `/configuracao?apelido=${other.alias}` });
    for (const html of [atLogin, served.json().webConfig.contrato.conteudo]) {
      expect(html).toBe('<p>Termos</p>');
    }
  });

  it('serves the contract in force at POST /configuracao', async () => {
    const other = await insertTenant(t.database.db);
    await insertContract(t.database.db, other.id, { version: 1, title: 'Antigo' });
    await insertContract(t.database.db, other.id, { version: 2, title: 'Vigente' });
    const response = await t.app.inject({ method: 'POST', url: `/configuracao?apelido=${other.alias}` });
    expect(response.json()).toMatchObject({ webConfig: { contrato: { titulo: 'Vigente' } } });
  });
});

describe('sessions', () => {
  it('ends the session server-side at logout and clears tkn, id and the PHP cookie', async () => {
    const cookie = sessionCookie(await login(seller.email));
    const out = await t.app.inject({ method: 'POST', url: '/session-destroy', headers: { cookie } });
    expect(out.json()).toEqual({ retorno: true });
    const cleared = out.cookies.map((c) => c.name).sort();
    expect(cleared).toEqual(['PHPSESSID', 'id', 'tkn']);
    const after = await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answers an expired session with redirecionar and html', async () => {
    const cookie = sessionCookie(await login(seller.email));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.subjectId, seller.id)));
    const response = await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ redirecionar: true, html: expect.stringContaining('sessão expirou') });
  });

  it('ends a session past its absolute limit even while in use', async () => {
    const user = await insertOperator(t.database.db, tenant.id);
    const cookie = sessionCookie(await login(user.email));
    expect((await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } })).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(sessions.tenantId, tenant.id), eq(sessions.subjectId, user.id)));
    // The server hears of a change made in SQL by the database's notice (on PostgreSQL a moment later).
    await vi.waitFor(async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
      expect(response.json()).toMatchObject({ redirecionar: true });
    });
  });

  it('answers a call without any session the same way', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/painel' });
    expect(response.json()).toMatchObject({ redirecionar: true });
  });
});

describe('tenants', () => {
  it('refuses an unknown alias instead of falling back to the default tenant', async () => {
    const response = await login(seller.email, TEST_PASSWORD, 'nao-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ exception: 'Empresa não encontrada.' });
  });

  it('resolves the tenant from the host name', async () => {
    const other = await insertTenant(t.database.db, { hostName: 'loja.exemplo.com.br' });
    const operator = await insertOperator(t.database.db, other.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/ajax-login',
      headers: { host: 'loja.exemplo.com.br' },
      payload: { email: operator.email, usuario: operator.email, senha: TEST_PASSWORD },
    });
    expect(response.json()).toMatchObject({ retorno: true });
  });

  it('never lets a user of one tenant log into or act in another', async () => {
    const other = await insertTenant(t.database.db);
    expect((await login(seller.email, TEST_PASSWORD, other.alias)).statusCode).toBe(401);
    const cookie = sessionCookie(await login(seller.email));
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/painel?apelido=${other.alias}`,
      headers: { cookie },
    });
    expect(crossed.json()).toMatchObject({ redirecionar: true });
    const sessionInfo = await t.app.inject({
      method: 'GET',
      url: `/api/sessao?apelido=${other.alias}`,
      headers: { cookie },
    });
    expect(sessionInfo.json()).toMatchObject({ empresa: { apelido: other.alias }, usuario: null });
  });
  it("does not know a session under another company's host, and a logout there leaves it open in its own", async () => {
    const other = await insertTenant(t.database.db, { hostName: 'outra.exemplo.com.br' });
    const cookie = sessionCookie(await login(seller.email));
    const onOtherHost = await t.app.inject({
      method: 'GET',
      url: '/api/sessao',
      headers: { cookie, host: 'outra.exemplo.com.br' },
    });
    expect(onOtherHost.json()).toMatchObject({ empresa: { apelido: other.alias }, usuario: null });
    const out = await t.app.inject({
      method: 'POST',
      url: `/session-destroy?apelido=${other.alias}`,
      headers: { cookie },
    });
    expect(out.json()).toEqual({ retorno: true });
    const own = await t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
    expect(own.statusCode).toBe(200);
  });
});

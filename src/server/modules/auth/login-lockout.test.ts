import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/infra.js';
import { loginAttempts } from '../../db/schema/tenancy.js';
import { insertCustomer, insertOperator, insertTenant, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { messages } from '../../../shared/messages.js';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', PUBLIC_URL: 'https://loja.exemplo.com.br' });
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
});
afterAll(() => t.close());

/** A login of `email` from `address`, with the right password unless one is given. */
const loginFrom = (address: string, email: string, senha = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/ajax-login?apelido=padrao',
    remoteAddress: address,
    payload: { email, usuario: email, senha },
  });

/** `times` wrong guesses at `email`, each from the next address of `addresses`. */
async function guess(email: string, addresses: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const address of addresses) statuses.push((await loginFrom(address, email, 'chute')).statusCode);
  return statuses;
}

const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i}`);

const lockedUntilOf = async (key: string) => {
  const [row] = await t.database.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key)));
  return row?.lockedUntil?.getTime() ?? 0;
};

/** The newest mail to `email`, and the token of the unlock link in it. */
async function unlockMailTo(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), sql`${email} = ANY(${mailOutbox.recipients})`))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const html = mail?.html ?? '';
  return { html, token: /desbloquear-acesso\?token=([\w-]+)/.exec(html)?.[1] ?? '' };
}

const unlockByLink = (token: string, address = '10.50.0.1', alias = 'padrao') =>
  t.app.inject({
    method: 'POST',
    url: `/api/acesso/desbloquear-link?apelido=${alias}`,
    remoteAddress: address,
    payload: { token },
  });

describe('login lock-out per account and address', () => {
  it('keeps the real user in while an attacker elsewhere is locked out', async () => {
    const user = await insertOperator(t.database.db, tenantId);
    expect((await loginFrom('10.10.0.1', user.email)).statusCode).toBe(200);
    expect(await guess(user.email, many('10.66.0', 3))).toEqual([401, 401, 401]);
    expect(await guess(user.email, ['10.66.1.1', '10.66.1.1', '10.66.1.1'])).toEqual([401, 401, 401]);
    // That address is locked out of the account, even with the right password ...
    expect((await loginFrom('10.66.1.1', user.email)).statusCode).toBe(429);
    // ... the user's address is not.
    expect((await loginFrom('10.10.0.1', user.email)).statusCode).toBe(200);
  });

  it('holds guessing from many addresses at four times the limit, but not the addresses the user logged in from', async () => {
    const user = await insertOperator(t.database.db, tenantId);
    expect((await loginFrom('10.11.0.1', user.email)).statusCode).toBe(200);
    const statuses = await guess(user.email, many('10.67.0', 14));
    expect(statuses.filter((s) => s === 401)).toHaveLength(12);
    expect(statuses.slice(12)).toEqual([429, 429]);
    expect((await loginFrom('10.67.9.9', user.email)).statusCode).toBe(429);
    expect((await loginFrom('10.11.0.1', user.email)).statusCode).toBe(200);
  });

  it('locks the same address twice as long the second time', async () => {
    const user = await insertOperator(t.database.db, tenantId);
    const key = `par:${user.email}|10.12.0.1`;
    await guess(user.email, ['10.12.0.1', '10.12.0.1', '10.12.0.1']);
    const first = (await lockedUntilOf(key)) - Date.now();
    expect(first).toBeGreaterThan(14 * 60_000);
    expect(first).toBeLessThanOrEqual(15 * 60_000);
    // The first lock ran out.
    await t.database.db
      .update(loginAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key)));
    await guess(user.email, ['10.12.0.1', '10.12.0.1', '10.12.0.1']);
    const second = (await lockedUntilOf(key)) - Date.now();
    expect(second).toBeGreaterThan(29 * 60_000);
    expect(second).toBeLessThanOrEqual(30 * 60_000);
  });
});

describe('unlocking', () => {
  it('mails the user a one-use link on the public address that lifts the lock and makes that address known', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'travado@cliente.com.br' });
    const email = customer.email ?? '';
    await guess(email, many('10.68.0', 12));
    expect((await loginFrom('10.50.0.1', email)).statusCode).toBe(429);
    const { html, token } = await unlockMailTo(email);
    expect(html).toContain('https://loja.exemplo.com.br/desbloquear-acesso?token=');
    const reply = await unlockByLink(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      retorno: true,
      msg: { mensagem: 'Acesso desbloqueado. Você já pode entrar.' },
    });
    expect((await loginFrom('10.50.0.1', email)).statusCode).toBe(200);
    // Used once.
    const again = await unlockByLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().exception).toBe('Este link de desbloqueio é inválido, já foi usado ou venceu.');
  });

  it('sends at most one unlock mail an hour, and none for an e-mail nobody has', async () => {
    const user = await insertOperator(t.database.db, tenantId);
    await guess(user.email, many('10.69.0', 12));
    await guess(user.email, ['10.69.1.1', '10.69.1.1', '10.69.1.1']);
    await guess('ninguem@lugar.nenhum', many('10.69.2', 12));
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(mails.filter((m) => m.recipients.includes(user.email))).toHaveLength(1);
    expect(mails.filter((m) => m.recipients.includes('ninguem@lugar.nenhum'))).toHaveLength(0);
  });

  it('refuses a link opened under another company, and keeps it good in its own', async () => {
    const other = await insertTenant(t.database.db);
    const user = await insertOperator(t.database.db, tenantId);
    await guess(user.email, many('10.72.0', 12));
    const { token } = await unlockMailTo(user.email);
    expect(token).not.toBe('');
    const crossed = await unlockByLink(token, '10.50.0.1', other.alias);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().exception).toBe(messages.unlock.linkInvalid);
    expect((await loginFrom('10.50.0.1', user.email)).statusCode).toBe(429);
    expect((await unlockByLink(token)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await insertOperator(t.database.db, tenantId);
    await guess(user.email, many('10.70.0', 12));
    const { token } = await unlockMailTo(user.email);
    expect(token).not.toBe('');
    await t.database.db.execute(sql`UPDATE login_unlock_tokens SET expires_at = now() - interval '1 second'`);
    expect((await unlockByLink(token)).statusCode).toBe(400);
    expect((await loginFrom('10.50.0.1', user.email)).statusCode).toBe(429);
  });

  it('lets an admin lift every lock of an account; a seller may not; an unknown login is 404', async () => {
    const admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
    const seller = await loginCookie(t, (await insertOperator(t.database.db, tenantId)).email);
    const user = await insertOperator(t.database.db, tenantId);
    await guess(user.email, ['10.71.0.1', '10.71.0.1', '10.71.0.1']);
    await guess(user.email, many('10.71.1', 12));
    const unlock = (cookie: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api/acesso/desbloquear', headers: { cookie }, payload: { email } });
    expect((await unlock(seller, user.email)).statusCode).toBe(403);
    expect((await unlock(admin, 'ninguem@lugar.nenhum')).statusCode).toBe(404);
    const done = await unlock(admin, user.email.toUpperCase());
    expect(done.statusCode).toBe(200);
    expect((await loginFrom('10.71.0.1', user.email)).statusCode).toBe(200);
    expect((await loginFrom('10.71.9.9', user.email)).statusCode).toBe(200);
  });
});

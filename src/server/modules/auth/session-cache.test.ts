import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operators, sessions } from '../../db/schema/tenancy.js';
import { customers } from '../../db/schema/customers.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { findAccountById, type Account, type SessionWithAccount } from './auth.repo.js';
import { forgetAccountSessions, registerSessionCache, SESSION_NOTICES_CHANNEL, SessionCache } from './session-cache.js';
import type { Db } from '../../db/client.js';
import { hashToken, SessionService } from './session.service.js';

const entry = (tenantId: number, subjectId: number, kind: 'operator' | 'customer' = 'operator'): SessionWithAccount =>
  ({
    session: { tenantId, subjectKind: kind, subjectId, lastSeenAt: new Date(), expiresAt: new Date() },
    account: undefined,
  }) as unknown as SessionWithAccount;

describe('the session cache on its own', () => {
  it('keeps nothing until the notices reach it, and forgets everything when they stop', () => {
    const cache = new SessionCache();
    cache.store(cache.mark(), 1, 'a', entry(1, 1));
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.setLive(true);
    cache.store(cache.mark(), 1, 'a', entry(1, 1));
    expect(cache.get(1, 'a')).toBeDefined();
    cache.setLive(false);
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it('does not keep a lookup that a change overtook (read before a forget, stored after it)', () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const mark = cache.mark();
    cache.forgetAccount(1, 'operator', 7);
    cache.store(mark, 1, 'a', entry(1, 7));
    expect(cache.get(1, 'a')).toBeUndefined();
  });

  it("forgets by the trigger's notices: one session, one person of one company and kind, or all", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    const fill = () => {
      cache.store(cache.mark(), 1, 'a', entry(1, 7));
      cache.store(cache.mark(), 1, 'b', entry(1, 7));
      cache.store(cache.mark(), 2, 'c', entry(2, 7));
      cache.store(cache.mark(), 1, 'd', entry(1, 7, 'customer'));
    };
    fill();
    cache.heard('s:1:a');
    expect([cache.get(1, 'a'), cache.get(1, 'b')].map(Boolean)).toEqual([false, true]);
    cache.heard('o:1:7');
    expect([cache.get(1, 'b'), cache.get(2, 'c'), cache.get(1, 'd')].map(Boolean)).toEqual([false, true, true]);
    cache.heard('c:1:7');
    expect(cache.get(1, 'd')).toBeUndefined();
    fill();
    cache.heard('*');
    expect(cache.size).toBe(0);
  });

  it("forgets a customer's sessions, not an operator's of the same id, and everything on a notice it does not know", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.store(cache.mark(), 1, 'a', entry(1, 7));
    cache.store(cache.mark(), 1, 'd', entry(1, 7, 'customer'));
    cache.heard('c:1:7');
    expect([cache.get(1, 'a'), cache.get(1, 'd')].map(Boolean)).toEqual([true, false]);
    cache.store(cache.mark(), 1, 'd', entry(1, 7, 'customer'));
    cache.heard('x:1:7');
    expect(cache.size).toBe(0);
  });

  it("is told at once by the process that changed an account, until the app's server closes", () => {
    const db = {} as Db;
    const cache = new SessionCache();
    cache.setLive(true);
    const unregister = registerSessionCache(db, cache);
    cache.store(cache.mark(), 1, 'a', entry(1, 7));
    forgetAccountSessions(db, 1, 'operator', 7);
    expect(cache.get(1, 'a')).toBeUndefined();
    unregister();
    cache.store(cache.mark(), 1, 'a', entry(1, 7));
    forgetAccountSessions(db, 1, 'operator', 7);
    expect(cache.get(1, 'a')).toBeDefined();
  });

  it("moves a kept session's last use on when it is touched", () => {
    const cache = new SessionCache();
    cache.setLive(true);
    cache.store(cache.mark(), 1, 'a', entry(1, 7));
    const at = new Date('2030-01-01T00:00:00Z');
    cache.touched(1, 'a', at);
    expect(cache.get(1, 'a')?.session.lastSeenAt).toEqual(at);
  });

  it('holds at most its capacity, the oldest stored going first, and reads an entry again after its age', () => {
    const cache = new SessionCache(2, 1_000);
    cache.setLive(true);
    cache.store(cache.mark(), 1, 'a', entry(1, 1), 0);
    cache.store(cache.mark(), 1, 'b', entry(1, 2), 0);
    cache.store(cache.mark(), 1, 'c', entry(1, 3), 500);
    expect([cache.get(1, 'a', 500), cache.get(1, 'b', 500), cache.get(1, 'c', 500)].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    expect(cache.get(1, 'b', 1_001)).toBeUndefined();
    expect(cache.get(1, 'c', 1_001)).toBeDefined();
  });
});

/**
 * The cache against the database (PGlite, or the PostgreSQL server in CI): a change made straight in
 * SQL, as another server or a script would, reaches the cache by the triggers' notices.
 */
describe('the session cache hears the database', () => {
  let t: TestApp;
  let tenantId: number;
  let account: Account;
  let lookups = 0;
  let cache: SessionCache;
  let service: SessionService;
  let stop: () => Promise<void>;
  const policy = { idleMinutes: 120, maxHours: 12 };

  beforeAll(async () => {
    t = await createTestApp({}, (statement) => {
      if (statement.includes('"sessions"."token_hash" =')) lookups++;
    });
    tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
    await insertTenant(t.database.db, { alias: 'outra' });
    const operator = await insertOperator(t.database.db, tenantId);
    account = (await findAccountById(t.database.db, tenantId, 'operator', operator.id)) as Account;
    cache = new SessionCache();
    stop = await t.database.listen(SESSION_NOTICES_CHANNEL, {
      onNotice: (notice) => cache.heard(notice),
      onLive: (live) => cache.setLive(live),
    });
    service = new SessionService(t.database.db, policy, cache);
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  /** Resolves and says how many times the database was asked. */
  const resolveCounting = async (token: string) => {
    const before = lookups;
    const auth = await service.resolve(tenantId, token);
    return { auth, lookups: lookups - before };
  };

  it('asks the database once for a session used many times', async () => {
    const token = await service.create(tenantId, account);
    expect((await resolveCounting(token)).lookups).toBe(1);
    for (let i = 0; i < 5; i++)
      expect(await resolveCounting(token)).toMatchObject({ auth: { id: account.id }, lookups: 0 });
    // The password hash stays in the database.
    expect(cache.get(tenantId, hashToken(token))?.account).toMatchObject({ id: account.id, passwordHash: null });
  });

  it('forgets a session deleted in SQL, and an operator disabled or renamed in SQL', async () => {
    const ended = await service.create(tenantId, account);
    await service.resolve(tenantId, ended);
    await t.database.db.delete(sessions).where(eq(sessions.tenantId, tenantId));
    await vi.waitFor(async () => expect((await resolveCounting(ended)).auth).toBeUndefined());

    const token = await service.create(tenantId, account);
    await service.resolve(tenantId, token);
    const where = and(eq(operators.tenantId, tenantId), eq(operators.id, account.id));
    await t.database.db.update(operators).set({ name: 'Nome Novo' }).where(where);
    await vi.waitFor(async () => expect((await service.resolve(tenantId, token))?.name).toBe('Nome Novo'));
    await t.database.db.update(operators).set({ active: false }).where(where);
    await vi.waitFor(async () => expect(await service.resolve(tenantId, token)).toBeUndefined());
    await t.database.db.update(operators).set({ active: true, name: account.name }).where(where);
  });

  it('is not told about a last login (not what a session carries), and keeps serving the session', async () => {
    const token = await service.create(tenantId, account);
    await service.resolve(tenantId, token);
    const where = and(eq(operators.tenantId, tenantId), eq(operators.id, account.id));
    await t.database.db.update(operators).set({ lastLoginAt: new Date() }).where(where);
    await t.database.db.execute(sql`SELECT 1`);
    expect((await resolveCounting(token)).lookups).toBe(0);
  });

  it('forgets a customer blocked from the store in SQL', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { activation: '1' });
    const buyer = (await findAccountById(t.database.db, tenantId, 'customer', customer.id)) as Account;
    const token = await service.create(tenantId, buyer);
    expect(await service.resolve(tenantId, token)).toBeDefined();
    await t.database.db
      .update(customers)
      .set({ activation: '0' })
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
    await vi.waitFor(async () => expect(await service.resolve(tenantId, token)).toBeUndefined());
  });
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, keeps nothing while its listening connection is down, and caches again once it is back',
    async () => {
      const token = await service.create(tenantId, account);
      await service.resolve(tenantId, token);
      await t.database.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
      );
      // Down: every call reads the database (a notice sent now would be lost).
      await vi.waitFor(async () => expect((await resolveCounting(token)).lookups).toBe(1));
      expect((await resolveCounting(token)).lookups).toBe(1);
      // Back after a second: kept again.
      await vi.waitFor(
        async () => {
          await service.resolve(tenantId, token);
          expect((await resolveCounting(token)).lookups).toBe(0);
        },
        { timeout: 5_000, interval: 200 },
      );
    },
  );
});

describe('the app server keeps sessions and forgets them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
    await insertOperator(t.database.db, tenantId, { email: 'admin@teste.com.br', role: 'admin' });
  });
  afterAll(() => t.close());

  it('a logout ends the session at once, on the next call', async () => {
    const cookie = await loginCookie(t, 'admin@teste.com.br');
    const panel = () => t.app.inject({ method: 'GET', url: '/api/painel', headers: { cookie } });
    expect((await panel()).statusCode).toBe(200);
    expect((await panel()).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/session-destroy', headers: { cookie } });
    expect((await panel()).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/tenancy.js';
import { insertOperator, insertTenant, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, sessionCookie, type TestApp } from '../../test/test-app.js';
import { findAccountById, type Account } from './auth.repo.js';
import { hashToken, SessionService } from './session.service.js';

/**
 * Session limits on a clock the test sets (`create` and `resolve` take the moment): idle for
 * longer than the idle limit ends a session; activity keeps it alive only up to its absolute limit.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const policy = { idleMinutes: 120, maxHours: 12 };
const t0 = new Date('2026-03-02T12:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let t: TestApp;
let tenantId: number;
let account: Account;
let service: SessionService;
beforeAll(async () => {
  t = await createTestApp({
    SESSION_IDLE_MINUTES: String(policy.idleMinutes),
    SESSION_MAX_HOURS: String(policy.maxHours),
  });
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  const operator = await insertOperator(t.database.db, tenantId);
  const found = await findAccountById(t.database.db, tenantId, 'operator', operator.id);
  if (!found) throw new Error('account not found');
  account = found;
  service = new SessionService(t.database.db, policy);
});
afterAll(() => t.close());

const alive = async (token: string, ms: number) => (await service.resolve(tenantId, token, at(ms))) !== undefined;

describe('session limits', () => {
  it('ends a session idle for longer than the idle limit, not one idle for exactly the limit', async () => {
    const token = await service.create(tenantId, account, t0);
    expect(await alive(token, 120 * MINUTE)).toBe(true);
    const later = await service.create(tenantId, account, t0);
    expect(await alive(later, 120 * MINUTE + 1)).toBe(false);
    // Ended for good: the same token does not come back, whenever it is shown again.
    expect(await alive(later, MINUTE)).toBe(false);
  });

  it('counts idleness from the last use: a session used every 100 minutes outlives the idle limit', async () => {
    const token = await service.create(tenantId, account, t0);
    for (let minute = 100; minute <= 500; minute += 100) expect(await alive(token, minute * MINUTE)).toBe(true);
    expect(await alive(token, (500 + 120) * MINUTE)).toBe(true);
  });

  it('ends a session in use at its absolute limit (hours after it began), idle or not', async () => {
    const token = await service.create(tenantId, account, t0);
    for (let minute = 100; minute < 12 * 60; minute += 100) expect(await alive(token, minute * MINUTE)).toBe(true);
    expect(await alive(token, 12 * HOUR - 1)).toBe(true);
    expect(await alive(token, 12 * HOUR)).toBe(true);
    expect(await alive(token, 12 * HOUR + 1)).toBe(false);
  });

  it('writes the last use at most once a minute: not at exactly a minute, then just after it', async () => {
    const token = await service.create(tenantId, account, t0);
    const lastSeen = async () =>
      (
        await t.database.db
          .select({ at: sessions.lastSeenAt })
          .from(sessions)
          .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, hashToken(token))))
      )[0]?.at.getTime();
    expect(await alive(token, MINUTE)).toBe(true);
    expect(await lastSeen()).toBe(t0.getTime());
    expect(await alive(token, MINUTE + 1)).toBe(true);
    expect(await lastSeen()).toBe(t0.getTime() + MINUTE + 1);
  });

  it('a login sets the absolute limit from the configured hours', async () => {
    const { id, email } = await insertOperator(t.database.db, tenantId);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/ajax-login?apelido=padrao',
      payload: { email, usuario: email, senha: TEST_PASSWORD },
    });
    expect(sessionCookie(reply)).toMatch(/^tkn=/);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tenantId, tenantId), eq(sessions.subjectKind, 'operator'), eq(sessions.subjectId, id)));
    expect(row && row.expiresAt.getTime() - row.createdAt.getTime()).toBe(policy.maxHours * HOUR);
  });
});

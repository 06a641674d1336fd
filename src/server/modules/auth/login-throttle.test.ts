import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LoginThrottle, type Attempt } from './login-throttle.js';

/**
 * The throttle itself on a clock the test sets (each `begin` and `succeeded` takes the moment): what
 * an attempt knows (its keys, the failures so far, whether failing locks), the delay of a failed
 * reply and the minutes a lock has left. The HTTP side is in auth.test.ts and login-lockout.test.ts.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const policy = { maxFailures: 3, lockMinutes: 15, delayStepMs: 100 };
const t0 = new Date('2026-05-04T13:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let t: TestApp;
let tenantId: number;
let throttle: LoginThrottle;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  throttle = new LoginThrottle(t.database.db, policy);
});
afterAll(() => t.close());

let accounts = 0;
const newEmail = () => `conta${++accounts}@throttle.com.br`;

async function attempt(email: string, address: string, now = t0): Promise<Attempt> {
  const begun = await throttle.begin(tenantId, email, address, now);
  if (begun.kind !== 'attempt') throw new Error(`locked for ${begun.minutes} min`);
  return begun;
}

describe('an attempt', () => {
  it('locks on failure exactly when it reaches the limit of its account and address', async () => {
    const email = newEmail();
    const first = await attempt(email, '10.1.0.1');
    expect(first).toMatchObject({ failures: 1, locksOnFailure: false });
    expect(first.keys).toEqual([`par:${email}|10.1.0.1`, 'ip:10.1.0.1', `conta:${email}`]);
    expect(await attempt(email, '10.1.0.1')).toMatchObject({ failures: 2, locksOnFailure: false });
    expect(await attempt(email, '10.1.0.1')).toMatchObject({ failures: 3, locksOnFailure: true });
  });

  it('carries the most failures among its keys, and an address at its limit locks the address only', async () => {
    const address = '10.2.0.1';
    // Four times the account limit on the address, one guess per account: no account reaches its own.
    for (let i = 0; i < policy.maxFailures * 4 - 1; i++) {
      expect(await attempt(newEmail(), address)).toMatchObject({ failures: i + 1, locksOnFailure: false });
    }
    const last = await attempt(newEmail(), address);
    expect(last).toMatchObject({ failures: policy.maxFailures * 4, locksOnFailure: false });
    expect(throttle.failureDelayMs(last)).toBe(1_200);
  });

  it('holds a failed reply back 100 ms per failure so far, never more than 2 s', () => {
    const of = (failures: number) => throttle.failureDelayMs({ failures } as Attempt);
    expect([of(1), of(3), of(20), of(21)]).toEqual([100, 300, 2_000, 2_000]);
  });

  it('counts the account key only from an address that has not logged in to it within 90 days', async () => {
    const email = newEmail();
    const address = '10.3.0.1';
    await throttle.succeeded(await attempt(email, address), t0);
    const keysAt = async (ms: number) => (await attempt(email, address, at(ms))).keys;
    expect(await keysAt(90 * DAY - 1)).toEqual([`par:${email}|${address}`, `ip:${address}`]);
    expect(await keysAt(90 * DAY)).toContain(`conta:${email}`);
  });
});

describe('a locked key', () => {
  it('says how many whole minutes of the lock are left, at least one', async () => {
    const email = newEmail();
    for (let i = 0; i < policy.maxFailures; i++) await attempt(email, '10.4.0.1');
    const minutesAt = async (ms: number) => {
      const begun = await throttle.begin(tenantId, email, '10.4.0.1', at(ms));
      return begun.kind === 'locked' ? begun.minutes : undefined;
    };
    expect(await minutesAt(0)).toBe(15);
    expect(await minutesAt(10 * MINUTE + 1)).toBe(5);
    expect(await minutesAt(15 * MINUTE - 1)).toBe(1);
  });
});

import type { Db } from '../../db/client.js';
import { clearLoginAttempt, findLoginAttempt, releaseLoginAttempt, reserveLoginAttempt } from './auth.repo.js';

export type ThrottlePolicy = {
  /** Failures that lock an account; an address gets four times as many (offices share one). */
  maxFailures: number;
  lockMinutes: number;
  /** Added to each failed reply per failure so far, to slow guessing before the lock. */
  delayStepMs: number;
};

/** An attempt allowed to check a password, counted on each key until it is known to be right. */
export type Attempt = { kind: 'attempt'; tenantId: number; keys: string[]; failures: number };
export type Locked = { kind: 'locked'; minutes: number };

const DELAY_CAP_MS = 2_000;

/**
 * Counts logins per account (`conta:e-mail`) and per address (`ip:...`) in the database, so the count
 * holds across app servers. Each attempt is counted before the password is checked, in one atomic
 * statement per key, so parallel guesses check at most the limit; past it the key is refused until
 * the lock expires. A right password gives its attempt back.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Counts an attempt on every key (accounts first), or says how long the first locked key stays locked. */
  async begin(tenantId: number, keys: string[], now = new Date()): Promise<Attempt | Locked> {
    const counted: string[] = [];
    let failures = 0;
    for (const key of keys) {
      const count = await reserveLoginAttempt(this.db, tenantId, key, {
        limit: this.limitOf(key),
        now,
        lockedUntil: new Date(now.getTime() + this.policy.lockMinutes * 60_000),
        forgetBefore: new Date(now.getTime() - this.policy.lockMinutes * 60_000),
      });
      if (count === undefined) {
        await this.release(tenantId, counted);
        return { kind: 'locked', minutes: await this.minutesLeft(tenantId, key, now) };
      }
      counted.push(key);
      failures = Math.max(failures, count);
    }
    return { kind: 'attempt', tenantId, keys: counted, failures };
  }

  /** The attempt failed: it stays counted; the reply is held back longer the more failures there were. */
  failureDelayMs(attempt: Attempt): number {
    return Math.min(attempt.failures * this.policy.delayStepMs, DELAY_CAP_MS);
  }

  /** The password was right: the account starts afresh, the address gets its attempt back. */
  async succeeded(attempt: Attempt, accountKey: string): Promise<void> {
    await clearLoginAttempt(this.db, attempt.tenantId, accountKey);
    await this.release(
      attempt.tenantId,
      attempt.keys.filter((key) => key !== accountKey),
    );
  }

  private async release(tenantId: number, keys: string[]): Promise<void> {
    for (const key of keys) await releaseLoginAttempt(this.db, tenantId, key, this.limitOf(key));
  }

  private limitOf(key: string): number {
    return key.startsWith('ip:') ? this.policy.maxFailures * 4 : this.policy.maxFailures;
  }

  private async minutesLeft(tenantId: number, key: string, now: Date): Promise<number> {
    const row = await findLoginAttempt(this.db, tenantId, key);
    const left = row?.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
    return Math.max(1, Math.ceil(left / 60_000));
  }
}

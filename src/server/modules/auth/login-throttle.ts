import type { Db } from '../../db/client.js';
import { clearLoginAttempt, findLoginAttempt, saveLoginAttempt } from './auth.repo.js';

export type ThrottlePolicy = {
  /** Failures that lock an account; an address gets four times as many (offices share one). */
  maxFailures: number;
  lockMinutes: number;
  /** Added to each failed reply per failure so far, to slow guessing before the lock. */
  delayStepMs: number;
};

const DELAY_CAP_MS = 2_000;

/**
 * Counts failed logins per account (`conta:e-mail`) and per address (`ip:...`) in the database, so the
 * count holds across app servers. Past the limit the key is refused until the lock expires.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Minutes left on the longest lock among the keys, or 0 when none is locked. */
  async lockedMinutes(tenantId: number, keys: string[], now = new Date()): Promise<number> {
    let longest = 0;
    for (const key of keys) {
      const row = await findLoginAttempt(this.db, tenantId, key);
      if (row?.lockedUntil && row.lockedUntil > now) {
        longest = Math.max(longest, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000));
      }
    }
    return longest;
  }

  /** Records a failure on each key and returns how long the failed reply should be held back. */
  async recordFailure(tenantId: number, keys: string[], now = new Date()): Promise<number> {
    let delay = 0;
    for (const key of keys) {
      const limit = key.startsWith('ip:') ? this.policy.maxFailures * 4 : this.policy.maxFailures;
      const previous = await findLoginAttempt(this.db, tenantId, key);
      const counting =
        previous && !this.lockExpired(previous.lockedUntil, now) && !this.forgotten(previous.lastFailureAt, now);
      const failures = counting ? previous.failures + 1 : 1;
      const lockedUntil = failures >= limit ? new Date(now.getTime() + this.policy.lockMinutes * 60_000) : null;
      await saveLoginAttempt(this.db, { tenantId, key, failures, lastFailureAt: now, lockedUntil });
      delay = Math.max(delay, Math.min(failures * this.policy.delayStepMs, DELAY_CAP_MS));
    }
    return delay;
  }

  async recordSuccess(tenantId: number, accountKey: string): Promise<void> {
    await clearLoginAttempt(this.db, tenantId, accountKey);
  }

  /** A failure older than the lock window no longer counts. */
  private forgotten(lastFailureAt: Date, now: Date): boolean {
    return now.getTime() - lastFailureAt.getTime() > this.policy.lockMinutes * 60_000;
  }

  /** After a lock has run out the count starts again. */
  private lockExpired(lockedUntil: Date | null, now: Date): boolean {
    return lockedUntil !== null && lockedUntil <= now;
  }
}

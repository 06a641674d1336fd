import type { Db } from '../../db/client.js';
import {
  clearAccountAttempts,
  findLoginAttempt,
  recordLoginSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-attempts.repo.js';

export type ThrottlePolicy = {
  /**
   * Failures that lock an account from one address; an address, and an account from addresses it
   * never logged in from, get four times as many (offices share one address).
   */
  maxFailures: number;
  /** The first lock; each lock in a row on the same key lasts twice as long. */
  lockMinutes: number;
  /** Added to each failed reply per failure so far, to slow guessing before the lock. */
  delayStepMs: number;
};

/** An attempt allowed to check a password, counted on each key until it is known to be right. */
export type Attempt = {
  kind: 'attempt';
  tenantId: number;
  email: string;
  address: string;
  keys: string[];
  failures: number;
  /** This attempt reached a limit: if it fails, the account or the pair is locked from now. */
  locksOnFailure: boolean;
};
export type Locked = { kind: 'locked'; minutes: number };

const DELAY_CAP_MS = 2_000;
const DAY_MS = 86_400_000;
/** An address that logged in to an account within this time is a known one. */
const KNOWN_FOR_MS = 90 * DAY_MS;

const accountKey = (email: string) => `conta:${email}`;
const pairPrefix = (email: string) => `par:${email}|`;
const pairKey = (email: string, address: string) => `${pairPrefix(email)}${address}`;
const addressKey = (address: string) => `ip:${address}`;

/**
 * Counts failed logins in the database (so the count holds across app servers) on three keys:
 * - the account from one address (`par:`): guessing from an address locks that address out of the
 *   account, not the real user elsewhere;
 * - the address (`ip:`), four times the limit: one address guessing many accounts;
 * - the account (`conta:`), four times the limit, counted only for addresses that never logged in
 *   to it: guessing from many addresses. The user's known addresses are not held by it, and an
 *   unlock link (mailed at the lock, or an admin) lifts it.
 * Each attempt is counted before the password is checked, in one atomic statement per key, so
 * parallel guesses check at most the limit; each lock in a row lasts twice as long as the last.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy,
  ) {}

  /** Counts an attempt on every key that applies, or says how long the first locked key stays locked. */
  async begin(tenantId: number, email: string, address: string, now = new Date()): Promise<Attempt | Locked> {
    const attempt: Attempt = {
      kind: 'attempt',
      tenantId,
      email,
      address,
      keys: [],
      failures: 0,
      locksOnFailure: false,
    };
    const pair = await this.count(attempt, pairKey(email, address), now);
    if (!pair) return this.refuse(attempt, pairKey(email, address), now);
    if (!(await this.count(attempt, addressKey(address), now))) return this.refuse(attempt, addressKey(address), now);
    const known = pair.lastSuccessAt !== null && now.getTime() - pair.lastSuccessAt.getTime() < KNOWN_FOR_MS;
    if (!known && !(await this.count(attempt, accountKey(email), now)))
      return this.refuse(attempt, accountKey(email), now);
    return attempt;
  }

  /** The attempt failed: it stays counted; the reply is held back longer the more failures there were. */
  failureDelayMs(attempt: Attempt): number {
    return Math.min(attempt.failures * this.policy.delayStepMs, DELAY_CAP_MS);
  }

  /** The password was right: the pair starts afresh as a known address, the other keys get the attempt back. */
  async succeeded(attempt: Attempt, now = new Date()): Promise<void> {
    const pair = pairKey(attempt.email, attempt.address);
    await recordLoginSuccess(this.db, attempt.tenantId, pair, now);
    await this.release(
      attempt.tenantId,
      attempt.keys.filter((key) => key !== pair),
    );
  }

  /**
   * Lifts every lock of the account (from any address). With `address` (an unlock link opened
   * there), that address becomes a known one, so guessing from elsewhere no longer holds it.
   */
  async unlock(tenantId: number, email: string, address?: string, now = new Date()): Promise<void> {
    await clearAccountAttempts(this.db, tenantId, accountKey(email), pairPrefix(email));
    if (address) await recordLoginSuccess(this.db, tenantId, pairKey(email, address), now);
  }

  private async count(attempt: Attempt, key: string, now: Date) {
    const limit = this.limitOf(key);
    const reserved = await reserveLoginAttempt(this.db, attempt.tenantId, key, {
      limit,
      now,
      lockMinutes: this.policy.lockMinutes,
      forgetBefore: new Date(now.getTime() - this.policy.lockMinutes * 60_000),
      forgetLocksBefore: new Date(now.getTime() - DAY_MS),
    });
    if (!reserved) return undefined;
    attempt.keys.push(key);
    attempt.failures = Math.max(attempt.failures, reserved.failures);
    // The address key locks an address, not the account: no unlock mail for it.
    if (reserved.failures >= limit && !key.startsWith('ip:')) attempt.locksOnFailure = true;
    return reserved;
  }

  private async refuse(attempt: Attempt, key: string, now: Date): Promise<Locked> {
    await this.release(attempt.tenantId, attempt.keys);
    return { kind: 'locked', minutes: await this.minutesLeft(attempt.tenantId, key, now) };
  }

  private async release(tenantId: number, keys: string[]): Promise<void> {
    for (const key of keys) await releaseLoginAttempt(this.db, tenantId, key, this.limitOf(key));
  }

  private limitOf(key: string): number {
    return key.startsWith('par:') ? this.policy.maxFailures : this.policy.maxFailures * 4;
  }

  private async minutesLeft(tenantId: number, key: string, now: Date): Promise<number> {
    const row = await findLoginAttempt(this.db, tenantId, key);
    const left = row?.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
    return Math.max(1, Math.ceil(left / 60_000));
  }
}

import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts, loginUnlockTokens } from '../../db/schema/tenancy.js';

export async function findLoginAttempt(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key)))
    .limit(1);
  return row;
}

/**
 * How one key's attempts are counted: the limit, the first lock's minutes (each lock in a row lasts
 * twice the one before, up to 2^MAX_DOUBLINGS times), when old failures and old locks are forgotten.
 */
export type AttemptWindow = {
  limit: number;
  now: Date;
  lockMinutes: number;
  forgetBefore: Date;
  forgetLocksBefore: Date;
};

/** Sixteen hours for a 15-minute first lock. */
const MAX_DOUBLINGS = 6;

/** What counting an attempt left on its key: the failures so far, whether it is locked now, when it last logged in. */
export type Reserved = { failures: number; lockedUntil: Date | null; lastSuccessAt: Date | null };

/**
 * Counts one more attempt on a key in a single statement (safe under any number of parallel logins
 * and servers), before the password is checked: the attempt that reaches the limit also sets the
 * lock, twice as long as the key's previous lock. A key locked now gets no row back (the attempt is
 * refused and not counted); an expired lock or failures older than the window start the count again.
 */
export async function reserveLoginAttempt(
  db: Db,
  tenantId: number,
  key: string,
  w: AttemptWindow,
): Promise<Reserved | undefined> {
  const restart = sql`(${loginAttempts.lockedUntil} IS NOT NULL OR ${loginAttempts.lastFailureAt} < ${w.forgetBefore})`;
  const counted = sql`(CASE WHEN ${restart} THEN 1 ELSE ${loginAttempts.failures} + 1 END)`;
  const priorLocks = sql`(CASE WHEN ${loginAttempts.lastFailureAt} < ${w.forgetLocksBefore} THEN 0 ELSE ${loginAttempts.locks} END)`;
  const lockFor = (locks: SQL) =>
    sql`${w.now}::timestamptz + make_interval(mins => (${w.lockMinutes}::int * power(2, least(${locks}, ${MAX_DOUBLINGS})))::int)`;
  const lockedAtOnce = w.limit <= 1;
  const [row] = await db
    .insert(loginAttempts)
    .values({
      tenantId,
      key,
      failures: 1,
      lastFailureAt: w.now,
      locks: lockedAtOnce ? 1 : 0,
      lockedUntil: lockedAtOnce ? lockFor(sql`0`) : null,
    })
    .onConflictDoUpdate({
      target: [loginAttempts.tenantId, loginAttempts.key],
      set: {
        failures: counted,
        lastFailureAt: w.now,
        lockedUntil: sql`CASE WHEN ${counted} >= ${w.limit} THEN ${lockFor(priorLocks)} END`,
        locks: sql`CASE WHEN ${counted} >= ${w.limit} THEN ${priorLocks} + 1 ELSE ${priorLocks} END`,
      },
      setWhere: sql`${loginAttempts.lockedUntil} IS NULL OR ${loginAttempts.lockedUntil} <= ${w.now}`,
    })
    .returning({
      failures: loginAttempts.failures,
      lockedUntil: loginAttempts.lockedUntil,
      lastSuccessAt: loginAttempts.lastSuccessAt,
    });
  return row;
}

/** Gives back an attempt that turned out not to be a failure (the password was right, or another key refused). */
export async function releaseLoginAttempt(db: Db, tenantId: number, key: string, limit: number) {
  await db
    .update(loginAttempts)
    .set({
      failures: sql`${loginAttempts.failures} - 1`,
      lockedUntil: sql`CASE WHEN ${loginAttempts.failures} - 1 < ${limit} THEN NULL ELSE ${loginAttempts.lockedUntil} END`,
      locks: sql`CASE WHEN ${loginAttempts.failures} - 1 < ${limit} AND ${loginAttempts.failures} >= ${limit} THEN greatest(${loginAttempts.locks} - 1, 0) ELSE ${loginAttempts.locks} END`,
    })
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key), sql`${loginAttempts.failures} > 0`));
}

/** The key logged in: no failures, no lock, and its address is now known to the account. */
export async function recordLoginSuccess(db: Db, tenantId: number, key: string, now: Date) {
  const fresh = { failures: 0, lockedUntil: null, locks: 0, lastFailureAt: now, lastSuccessAt: now };
  await db
    .insert(loginAttempts)
    .values({ tenantId, key, ...fresh })
    .onConflictDoUpdate({ target: [loginAttempts.tenantId, loginAttempts.key], set: fresh });
}

/**
 * Lifts every lock of one account: the account-wide count and each of its address pairs (`prefix`
 * of their keys), without forgetting which addresses it logged in from.
 */
export async function clearAccountAttempts(db: Db, tenantId: number, accountKey: string, pairPrefix: string) {
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockedUntil: null, locks: 0 })
    .where(
      and(
        eq(loginAttempts.tenantId, tenantId),
        or(eq(loginAttempts.key, accountKey), sql`left(${loginAttempts.key}, ${pairPrefix.length}) = ${pairPrefix}`),
      ),
    );
}

export async function insertUnlockToken(db: Db, row: typeof loginUnlockTokens.$inferInsert) {
  await db.insert(loginUnlockTokens).values(row);
}

/** Unlock links mailed to an account since `since` (at most one an hour is sent). */
export async function unlockTokensSince(db: Db, tenantId: number, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginUnlockTokens)
    .where(
      and(
        eq(loginUnlockTokens.tenantId, tenantId),
        eq(loginUnlockTokens.email, email),
        gt(loginUnlockTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Spends an unused, unexpired link in one statement (used once, whatever runs in parallel): its account. */
export async function spendUnlockToken(db: Db, tenantId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .update(loginUnlockTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginUnlockTokens.tenantId, tenantId),
        eq(loginUnlockTokens.tokenHash, tokenHash),
        isNull(loginUnlockTokens.usedAt),
        gt(loginUnlockTokens.expiresAt, now),
      ),
    )
    .returning({ email: loginUnlockTokens.email });
  return row?.email;
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { contracts, loginAttempts, operators, sessions } from '../../db/schema/tenancy.js';

/** A person who can log in, operator or customer, as the auth service sees them. */
export type Account = {
  kind: 'operator' | 'customer';
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  role: 'admin' | 'manager' | 'seller' | null;
  representativeId: number | null;
  active: boolean;
  contractAcceptedVersion: number | null;
};

type OperatorRow = typeof operators.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

const operatorAccount = (row: OperatorRow): Account => ({ ...row, kind: 'operator' });

const customerAccount = (row: CustomerRow): Account => ({
  kind: 'customer',
  id: row.id,
  name: row.tradeName ?? row.name,
  email: row.email ?? '',
  passwordHash: row.passwordHash,
  role: null,
  representativeId: row.representativeId,
  active: row.activation === '1',
  contractAcceptedVersion: row.contractAcceptedVersion,
});

/** Operators and customers share the login form; an e-mail is looked up among operators first. */
export async function findAccountByEmail(db: Db, tenantId: number, email: string): Promise<Account | undefined> {
  const lower = email.toLowerCase();
  const [operator] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), sql`lower(${operators.email}) = ${lower}`))
    .limit(1);
  if (operator) return operatorAccount(operator);
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = ${lower}`))
    .limit(1);
  return customer ? customerAccount(customer) : undefined;
}

export async function findAccountById(
  db: Db,
  tenantId: number,
  kind: Account['kind'],
  id: number,
): Promise<Account | undefined> {
  if (kind === 'operator') {
    const [row] = await db
      .select()
      .from(operators)
      .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
      .limit(1);
    return row && operatorAccount(row);
  }
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .limit(1);
  return row && customerAccount(row);
}

export async function findContractInForce(db: Db, tenantId: number, audience: 'customer' | 'operator') {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.audience, audience), eq(contracts.active, true)))
    .orderBy(desc(contracts.version))
    .limit(1);
  return row;
}

export async function recordContractAcceptance(db: Db, tenantId: number, account: Account, version: number) {
  const table = account.kind === 'operator' ? operators : customers;
  await db
    .update(table)
    .set({ contractAcceptedVersion: version })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, account.id)));
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export async function findSession(db: Db, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.tenantId, tenantId)))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, tokenHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of one person (a password change or reset ends them all). */
export async function deleteSessionsOf(db: Db, tenantId: number, kind: Account['kind'], id: number) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.subjectKind, kind), eq(sessions.subjectId, id)));
}

export async function findLoginAttempt(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key)))
    .limit(1);
  return row;
}

/** How one key's attempts are counted: the limit, when its lock ends, when old failures are forgotten. */
export type AttemptWindow = { limit: number; now: Date; lockedUntil: Date; forgetBefore: Date };

/**
 * Counts one more attempt on a key in a single statement (safe under any number of parallel logins
 * and servers), before the password is checked: the attempt that reaches the limit also sets the lock.
 * A key locked now gets no row back (the attempt is refused and not counted); an expired lock or
 * failures older than the window start the count again.
 */
export async function reserveLoginAttempt(
  db: Db,
  tenantId: number,
  key: string,
  w: AttemptWindow,
): Promise<number | undefined> {
  const restart = sql`(${loginAttempts.lockedUntil} IS NOT NULL OR ${loginAttempts.lastFailureAt} < ${w.forgetBefore})`;
  const counted = sql`(CASE WHEN ${restart} THEN 1 ELSE ${loginAttempts.failures} + 1 END)`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ tenantId, key, failures: 1, lastFailureAt: w.now, lockedUntil: w.limit <= 1 ? w.lockedUntil : null })
    .onConflictDoUpdate({
      target: [loginAttempts.tenantId, loginAttempts.key],
      set: {
        failures: counted,
        lastFailureAt: w.now,
        lockedUntil: sql`CASE WHEN ${counted} >= ${w.limit} THEN ${w.lockedUntil}::timestamptz END`,
      },
      setWhere: sql`${loginAttempts.lockedUntil} IS NULL OR ${loginAttempts.lockedUntil} <= ${w.now}`,
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures;
}

/** Gives back an attempt that turned out not to be a failure (the password was right, or another key refused). */
export async function releaseLoginAttempt(db: Db, tenantId: number, key: string, limit: number) {
  await db
    .update(loginAttempts)
    .set({
      failures: sql`${loginAttempts.failures} - 1`,
      lockedUntil: sql`CASE WHEN ${loginAttempts.failures} - 1 < ${limit} THEN NULL ELSE ${loginAttempts.lockedUntil} END`,
    })
    .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key), sql`${loginAttempts.failures} > 0`));
}

export async function clearLoginAttempt(db: Db, tenantId: number, key: string) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.key, key)));
}

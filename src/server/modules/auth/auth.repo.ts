import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { contracts, operators, sessions } from '../../db/schema/tenancy.js';

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

export type ContractAudience = (typeof contracts.$inferSelect)['audience'];

export async function findContractInForce(db: Db, tenantId: number, audience: ContractAudience) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.audience, audience), eq(contracts.active, true)))
    .orderBy(desc(contracts.version))
    .limit(1);
  return row;
}

/** The next version of an audience's terms; the earlier ones stop being in force. */
export async function insertContractVersion(
  db: Db,
  tenantId: number,
  audience: ContractAudience,
  terms: { title: string; content: string },
) {
  await deactivateContracts(db, tenantId, audience);
  await db.insert(contracts).values({
    tenantId,
    audience,
    ...terms,
    version: sql`(SELECT coalesce(max(${contracts.version}), 0) + 1 FROM ${contracts}
      WHERE ${contracts.tenantId} = ${tenantId} AND ${contracts.audience} = ${audience})`,
  });
}

export async function deactivateContracts(db: Db, tenantId: number, audience: ContractAudience) {
  await db
    .update(contracts)
    .set({ active: false })
    .where(and(eq(contracts.tenantId, tenantId), eq(contracts.audience, audience), eq(contracts.active, true)));
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

export type SessionWithAccount = {
  session: typeof sessions.$inferSelect;
  account: Account | undefined;
};

/**
 * The session of a token and the account it belongs to, in one round trip: every call with a
 * session cookie asks this first. The statement is prepared once per database (its SQL is built
 * once, and PostgreSQL plans it once per connection).
 */
export function sessionLookup(
  db: Db,
): (tenantId: number, tokenHash: string) => Promise<SessionWithAccount | undefined> {
  const statement = db
    .select({ session: sessions, operator: operators, customer: customers })
    .from(sessions)
    .leftJoin(
      operators,
      and(
        eq(sessions.subjectKind, 'operator'),
        eq(operators.tenantId, sessions.tenantId),
        eq(operators.id, sessions.subjectId),
      ),
    )
    .leftJoin(
      customers,
      and(
        eq(sessions.subjectKind, 'customer'),
        eq(customers.tenantId, sessions.tenantId),
        eq(customers.id, sessions.subjectId),
      ),
    )
    .where(
      and(eq(sessions.tenantId, sql.placeholder('tenantId')), eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
    )
    .limit(1)
    .prepare('session_with_account');
  return async (tenantId, tokenHash) => {
    const [row] = await statement.execute({ tenantId, tokenHash });
    if (!row) return undefined;
    const account = row.operator ? operatorAccount(row.operator) : row.customer && customerAccount(row.customer);
    return { session: row.session, account: account ?? undefined };
  };
}

/** A session belongs to the company it was opened in: its token means nothing in another one. */
const sessionKey = (tenantId: number, tokenHash: string) =>
  and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash));

export async function touchSession(db: Db, tenantId: number, tokenHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(sessionKey(tenantId, tokenHash));
}

export async function deleteSession(db: Db, tenantId: number, tokenHash: string) {
  await db.delete(sessions).where(sessionKey(tenantId, tokenHash));
}

/** Every session of one person (a password change or reset ends them all). */
export async function deleteSessionsOf(db: Db, tenantId: number, kind: Account['kind'], id: number) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.subjectKind, kind), eq(sessions.subjectId, id)));
}

export async function updatePasswordHash(
  db: Db,
  tenantId: number,
  kind: Account['kind'],
  id: number,
  passwordHash: string,
) {
  const table = kind === 'operator' ? operators : customers;
  await db
    .update(table)
    .set({ passwordHash })
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
}

/** Every session of one person but the one in `keepTokenHash` (a password change keeps its own page open). */
export async function deleteOtherSessionsOf(
  db: Db,
  tenantId: number,
  kind: Account['kind'],
  id: number,
  keepTokenHash: string,
) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.subjectKind, kind),
        eq(sessions.subjectId, id),
        ne(sessions.tokenHash, keepTokenHash),
      ),
    );
}

/** An operator's last login, for the admin's list of users. */
export async function recordOperatorLogin(db: Db, tenantId: number, id: number, at: Date) {
  await db
    .update(operators)
    .set({ lastLoginAt: at })
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)));
}

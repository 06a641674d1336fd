import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { operators, operatorTokens, representatives } from '../../db/schema/tenancy.js';

export type UserRow = typeof operators.$inferSelect;
export type UserFields = Pick<UserRow, 'name' | 'email' | 'role' | 'representativeId' | 'businessUnitId'>;

export async function findUser(db: Db, tenantId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)));
  return row;
}

/**
 * Whether a customer of this company logs in with the e-mail: a user may not take it. Another user's
 * e-mail is refused by the unique index (operators_email_uq) when the row is written.
 */
export async function customerHasEmail(db: Db, tenantId: number, email: string): Promise<boolean> {
  const found = await db.$count(
    customers,
    and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = ${email.toLowerCase()}`),
  );
  return found > 0;
}

export async function representativeExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const found = await db.$count(
    representatives,
    and(eq(representatives.tenantId, tenantId), eq(representatives.id, id)),
  );
  return found > 0;
}

export async function insertUser(db: Db, tenantId: number, fields: UserFields, passwordHash: string): Promise<UserRow> {
  const [row] = await db
    .insert(operators)
    .values({ tenantId, ...fields, passwordHash })
    .returning();
  // Stryker disable next-line StringLiteral: equivalent; INSERT ... RETURNING always returns the row
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(db: Db, tenantId: number, id: number, fields: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db
    .update(operators)
    .set(fields)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, id)))
    .returning();
  // Stryker disable next-line StringLiteral: equivalent; every caller read the user in this company first
  if (!row) throw new Error('user not updated');
  return row;
}

/**
 * The company's active admins, locked until the transaction ends: two admins taking each other's
 * rights at once are then done one after the other, and the second sees the first one's change.
 */
export async function lockActiveAdmins(db: Db, tenantId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM operators WHERE tenant_id = ${tenantId} AND role = 'admin' AND active FOR UPDATE`,
  );
  return rows.map((row) => Number(row.id));
}

export async function insertUserToken(db: Db, row: typeof operatorTokens.$inferInsert): Promise<void> {
  await db.insert(operatorTokens).values(row);
}

/** Spends a link: the user it belongs to when it was unused and in time, once. */
export async function spendUserToken(db: Db, tenantId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorTokens.tenantId, tenantId),
        eq(operatorTokens.tokenHash, tokenHash),
        isNull(operatorTokens.usedAt),
        gt(operatorTokens.expiresAt, now),
      ),
    )
    .returning({ operatorId: operatorTokens.operatorId });
  return row?.operatorId;
}

import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, customers } from '../../db/schema/customers.js';

export async function invitesSentToday(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tenantId, tenantId),
        inArray(accessTokens.purpose, ['invite', 'registered']),
        sql`${accessTokens.createdAt} >= date_trunc('day', now())`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertAccessToken(db: Db, row: typeof accessTokens.$inferInsert) {
  await db.insert(accessTokens).values(row);
}

/** A link is usable only in the company that sent it. */
export async function findUsableToken(db: Db, tenantId: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tenantId, tenantId),
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.usedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Spends the token, sets the customer's password and releases access; false (and nothing written)
 * when another request spent the token first. Run it in a transaction.
 */
export async function setPasswordWithToken(
  db: Db,
  token: typeof accessTokens.$inferSelect,
  passwordHash: string,
): Promise<boolean> {
  const spent = await db
    .update(accessTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accessTokens.tenantId, token.tenantId),
        eq(accessTokens.tokenHash, token.tokenHash),
        isNull(accessTokens.usedAt),
      ),
    )
    .returning({ hash: accessTokens.tokenHash });
  if (spent.length === 0) return false;
  await db
    .update(customers)
    .set({ passwordHash, activation: '1', updatedAt: new Date() })
    .where(and(eq(customers.tenantId, token.tenantId), eq(customers.id, token.customerId)));
  return true;
}

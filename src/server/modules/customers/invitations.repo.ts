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

export async function findUsableToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accessTokens)
    .where(
      and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.usedAt), gt(accessTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

/**
 * Spends the token, sets the password and releases access; run it in a transaction (it throws when
 * the token was spent meanwhile).
 */
export async function setPasswordWithToken(db: Db, token: typeof accessTokens.$inferSelect, passwordHash: string) {
  const spent = await db
    .update(accessTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accessTokens.tokenHash, token.tokenHash), isNull(accessTokens.usedAt)))
    .returning({ hash: accessTokens.tokenHash });
  if (spent.length === 0) throw new Error('token already used');
  await db
    .update(customers)
    .set({ passwordHash, activation: '1', updatedAt: new Date() })
    .where(and(eq(customers.tenantId, token.tenantId), eq(customers.id, token.customerId)));
}

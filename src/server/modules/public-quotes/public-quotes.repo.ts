import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { publicQuotes, quoteChangeRequests } from '../../db/schema/quotes.js';
import { operators } from '../../db/schema/tenancy.js';

export type PublicQuoteRow = typeof publicQuotes.$inferSelect;

/** A new token for the budget: the one live link, replacing (and so ending) any earlier one. */
export async function saveToken(db: Db, tenantId: number, orderId: number, tokenHash: string, issuedBy: number) {
  const fresh = { tokenHash, issuedBy, issuedAt: new Date(), revokedAt: null, acceptedAt: null };
  await db
    .insert(publicQuotes)
    .values({ tenantId, orderId, ...fresh })
    .onConflictDoUpdate({ target: [publicQuotes.tenantId, publicQuotes.orderId], set: fresh });
}

/** Ends the budget's live link; false when it had none. */
export async function revokeToken(db: Db, tenantId: number, orderId: number): Promise<boolean> {
  const rows = await db
    .update(publicQuotes)
    .set({ revokedAt: new Date() })
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.orderId, orderId), sql`revoked_at IS NULL`))
    .returning({ orderId: publicQuotes.orderId });
  return rows.length > 0;
}

export async function findByOrder(db: Db, tenantId: number, orderId: number): Promise<PublicQuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(publicQuotes)
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.orderId, orderId)));
  return row;
}

/** The link of this token, locked when asked (of two acceptances at once, the second waits and sees the first). */
export async function findByToken(db: Db, tenantId: number, tokenHash: string, lock = false) {
  const query = db
    .select()
    .from(publicQuotes)
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.tokenHash, tokenHash)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markAccepted(db: Db, tenantId: number, orderId: number): Promise<void> {
  await db
    .update(publicQuotes)
    .set({ acceptedAt: new Date() })
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.orderId, orderId)));
}

export async function insertChange(db: Db, tenantId: number, orderId: number, message: string): Promise<void> {
  await db.insert(quoteChangeRequests).values({ tenantId, orderId, message });
}

export async function listChanges(db: Db, tenantId: number, orderId: number) {
  return db
    .select({ id: quoteChangeRequests.id, message: quoteChangeRequests.message, at: quoteChangeRequests.createdAt })
    .from(quoteChangeRequests)
    .where(and(eq(quoteChangeRequests.tenantId, tenantId), eq(quoteChangeRequests.orderId, orderId)))
    .orderBy(asc(quoteChangeRequests.id));
}

/** The e-mail of the seller who sent the link: who hears of the customer's answer. */
export async function issuerEmail(db: Db, tenantId: number, operatorId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, operatorId)));
  return row?.email ?? null;
}

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

/** Ends the budget's live link, if it has one. */
export async function revokeToken(db: Db, tenantId: number, orderId: number): Promise<void> {
  await db
    .update(publicQuotes)
    .set({ revokedAt: new Date() })
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.orderId, orderId), sql`revoked_at IS NULL`));
}

export async function findByOrder(db: Db, tenantId: number, orderId: number): Promise<PublicQuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(publicQuotes)
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.orderId, orderId)));
  return row;
}

const byToken = (db: Db, tenantId: number, tokenHash: string) =>
  db
    .select()
    .from(publicQuotes)
    .where(and(eq(publicQuotes.tenantId, tenantId), eq(publicQuotes.tokenHash, tokenHash)));

/** The link of this token. */
export async function findByToken(db: Db, tenantId: number, tokenHash: string) {
  const [row] = await byToken(db, tenantId, tokenHash);
  return row;
}

/** The same, locked for the caller's transaction: of two answers at once, the second waits and sees the first. */
export async function lockByToken(db: Db, tenantId: number, tokenHash: string) {
  const [row] = await byToken(db, tenantId, tokenHash).for('update');
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

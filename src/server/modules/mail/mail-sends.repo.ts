import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailSends } from '../../db/schema/infra.js';

export type Sender = { kind: 'operator' | 'customer'; id: number };

/**
 * Holds the sender's other sends until the transaction ends, so two sends at once cannot both fit
 * under a limit that only one of them fits.
 */
export async function lockSender(db: Db, tenantId: number, sender: Sender) {
  await db.execute(
    // Stryker disable next-line StringLiteral: equivalent; one lock for every sender is still correct, only slower.
    sql`SELECT pg_advisory_xact_lock(${tenantId}::int, hashtext(${`mail:${sender.kind}:${sender.id}`}))`,
  );
}

/** What a sender mailed since `since`: how many addresses in all, and which were not theirs. */
export async function sendsSince(db: Db, tenantId: number, sender: Sender, since: Date) {
  const rows = await db
    .select({ recipient: mailSends.recipient, foreign: mailSends.foreign })
    .from(mailSends)
    .where(
      and(
        eq(mailSends.tenantId, tenantId),
        eq(mailSends.senderKind, sender.kind),
        eq(mailSends.senderId, sender.id),
        gte(mailSends.createdAt, since),
      ),
    );
  return { total: rows.length, foreign: new Set(rows.filter((r) => r.foreign).map((r) => r.recipient)) };
}

export async function recordSends(
  db: Db,
  tenantId: number,
  sender: Sender,
  recipients: Array<{ address: string; foreign: boolean }>,
) {
  if (recipients.length === 0) return;
  await db.insert(mailSends).values(
    recipients.map((r) => ({
      tenantId,
      senderKind: sender.kind,
      senderId: sender.id,
      recipient: r.address,
      foreign: r.foreign,
    })),
  );
}

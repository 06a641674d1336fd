import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/infra.js';

export type OutboxBacklog = { pending: number; failed: number };

/**
 * Mail still to send (pending) and mail given up on (failed), all companies together: what an
 * operator watches to see that mail is going out.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const rows = await db
    .select({ status: mailOutbox.status, total: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const totalOf = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { pending: totalOf('pending'), failed: totalOf('failed') };
}

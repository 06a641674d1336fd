import { sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { isFullyMigrated, type Db } from '../../db/client.js';
import { unavailable } from '../../http/errors.js';

/** A database that does not answer in this long is not ready (the pool would otherwise wait for ever). */
const READY_TIMEOUT_MS = 3_000;

/**
 * Ready means the database answers and carries every migration of this version; otherwise a 503
 * with the reason in pt-BR, so a load balancer sends no traffic here yet.
 */
export async function checkReady(db: Db): Promise<{ status: 'ok' }> {
  let migrated: boolean;
  try {
    migrated = await withTimeout(probe(db), READY_TIMEOUT_MS);
  } catch {
    throw unavailable(messages.database.unavailable);
  }
  if (!migrated) throw unavailable(messages.database.notMigrated);
  return { status: 'ok' };
}

async function probe(db: Db): Promise<boolean> {
  await db.execute(sql`SELECT 1`);
  return isFullyMigrated(db);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

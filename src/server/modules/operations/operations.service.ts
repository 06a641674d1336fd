import { messages } from '../../../shared/messages.js';
import { isFullyMigrated, type Db } from '../../db/client.js';
import { unavailable } from '../../http/errors.js';

/** A database that does not answer in this long is not ready (the pool would otherwise wait for ever). */
const READY_TIMEOUT_MS = 3_000;

/**
 * Ready means the database answers and carries every migration of this version; otherwise a 503
 * with the reason in pt-BR, so a load balancer sends no traffic here yet.
 */
export async function checkReady(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<{ status: 'ok' }> {
  let migrated: boolean;
  try {
    // Reading the migrations table is the round trip that proves the database answers.
    migrated = await withTimeout(isFullyMigrated(db), timeoutMs);
  } catch {
    throw unavailable(messages.database.unavailable);
  }
  if (!migrated) throw unavailable(messages.database.notMigrated);
  return { status: 'ok' };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    // Stryker disable next-line StringLiteral: equivalent; checkReady answers its own message, not this one.
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

import type { BiResultsReply } from '../../../shared/schemas/bi.js';

/**
 * Replies of POST /bi-{name}/results kept for a short while, so a dashboard hammered with the same
 * filters (a team opening the same panel, a page refreshed) costs one query set, not one per call:
 * PGlite runs on the server's one thread, and every query there stalls every other request. The key
 * holds the summaries' version (bi_summary_versions, bumped by each catch-up that rewrote a day), so
 * an order change is seen at once, by every server process; the short life bounds what the version
 * does not follow (a customer or product renamed). Receivables have no summary: the accounts
 * evolution is never cached.
 */
const LIFE_MS = 30_000;
const MAX_ENTRIES = 500;
const replies = new Map<string, { reply: BiResultsReply; until: number }>();

export function cachedReply(key: string, now = Date.now()): BiResultsReply | undefined {
  const hit = replies.get(key);
  if (hit && hit.until > now) return hit.reply;
  // Stryker disable next-line ConditionalExpression: equivalent; deleting a key a Map does not hold changes nothing
  if (hit) replies.delete(key);
  return undefined;
}

export function keepReply(key: string, reply: BiResultsReply, now = Date.now()): void {
  // A Map iterates in insertion order: the first key is the oldest.
  if (replies.size >= MAX_ENTRIES) replies.delete(replies.keys().next().value ?? '');
  replies.set(key, { reply, until: now + LIFE_MS });
}

/** Forgets every kept reply (the benchmark's cold figures). */
export const clearReplyCache = (): void => replies.clear();

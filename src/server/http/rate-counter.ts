import { lt, sql } from 'drizzle-orm';
import type { Limit } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/infra.js';

/** A key's requests in its current window, and the milliseconds until that window ends. */
export type Count = { current: number; ttl: number };

/** Whether one more request fits in the limit, and how long the caller must wait when it does not. */
export type Take = { allowed: boolean; retryAfterMs: number };

/** Far past any limit; keeps a key hammered for a whole window inside an int4. */
const HITS_CAP = 1_000_000_000;

/**
 * Request counters in fixed windows, kept in the database so every app server counts against the
 * same budget. One statement per request: an upsert that starts a fresh window when the old one
 * ended and otherwise adds one, so parallel requests on any server never lose a count. Times are
 * the database's clock, the one all servers share.
 */
export class RateCounter {
  constructor(private readonly db: Db) {}

  /** Counts one request of `key` (in the company `tenantId`, 0 for none) in a window of `windowMs`. */
  async hit(tenantId: number, key: string, windowMs: number): Promise<Count> {
    const ended = sql`${rateLimits.windowEndsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ tenantId, key, hits: 1, windowEndsAt: sql`now() + ${windowMs}::int * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: [rateLimits.tenantId, rateLimits.key],
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE least(${rateLimits.hits} + 1, ${HITS_CAP}) END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
        },
      })
      .returning({
        current: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000))::int`,
      });
    if (!row) throw new Error('rate limit not counted');
    return { current: row.current, ttl: Number(row.ttl) };
  }

  /** Counts one request against a limit the caller checks itself (a budget shared by a whole company, say). */
  async take(tenantId: number, key: string, limit: Limit): Promise<Take> {
    const count = await this.hit(tenantId, key, limit.windowMs);
    return { allowed: count.current <= limit.max, retryAfterMs: count.ttl };
  }

  /** Drops the rows of windows that ended: a key seen again starts a new row anyway. */
  async forgetEnded(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  }
}

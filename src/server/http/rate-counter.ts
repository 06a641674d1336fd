import { lt, sql } from 'drizzle-orm';
import type { Limit } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/infra.js';

/** A key's requests in its current window, and the milliseconds until that window ends. */
export type Count = { current: number; ttl: number };

/** Whether one more request fits in the limit, and how long the caller must wait when it does not. */
export type Take = { allowed: boolean; retryAfterMs: number };

/** Far past any limit; keeps a key hammered for a whole window inside an int4. */
export const HITS_CAP = 1_000_000_000;

/**
 * Request counters in fixed windows, shared by every app server: a window starts at the first
 * request after the last one ended and lasts its whole length; a count never passes HITS_CAP.
 */
export interface RateCounter {
  /** Counts one request of `key` (in the company `tenantId`, 0 for none) in a window of `windowMs`. */
  hit(tenantId: number, key: string, windowMs: number): Promise<Count>;
  /** Counts one request against a limit the caller checks itself (a budget shared by a whole company, say). */
  take(tenantId: number, key: string, limit: Limit): Promise<Take>;
  /** Drops what ended windows left behind. */
  forgetEnded(): Promise<void>;
}

/** Whether a count is within its limit. */
export const takeFrom = (count: Count, limit: Limit): Take => ({
  allowed: count.current <= limit.max,
  retryAfterMs: count.ttl,
});

/**
 * The counters kept in the database (when there is no Redis), so every app server counts against the
 * same budget. One statement per request: an upsert that starts a fresh window when the old one
 * ended and otherwise adds one, so parallel requests on any server never lose a count. Times are
 * the database's clock, the one all servers share.
 */
export class DatabaseRateCounter implements RateCounter {
  constructor(private readonly db: Db) {}

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

  async take(tenantId: number, key: string, limit: Limit): Promise<Take> {
    return takeFrom(await this.hit(tenantId, key, limit.windowMs), limit);
  }

  /** Drops the rows of windows that ended: a key seen again starts a new row anyway. */
  async forgetEnded(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  }
}

type Window = { hits: number; endsAt: number };

/**
 * The counters in memory, for PGlite: one process owns its database (the folder is locked), so
 * every app server of it runs in that process and counting here is counting for all of them,
 * without a committed write on every request. Counts start again with the process, as in a Redis
 * without persistence.
 */
export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(tenantId: number, key: string, windowMs: number): Promise<Count> {
    const id = `${tenantId}:${key}`;
    const now = this.now();
    let window = this.windows.get(id);
    if (!window || window.endsAt <= now) {
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(id, window);
    }
    window.hits += 1;
    return Promise.resolve({ current: window.hits, ttl: window.endsAt - now });
  }

  async take(tenantId: number, key: string, limit: Limit): Promise<Take> {
    return takeFrom(await this.hit(tenantId, key, limit.windowMs), limit);
  }

  /** Drops ended windows, so keys seen once do not pile up. */
  forgetEnded(): Promise<void> {
    const now = this.now();
    for (const [id, window] of this.windows) if (window.endsAt <= now) this.windows.delete(id);
    return Promise.resolve();
  }
}

const memoryCounters = new WeakMap<object, MemoryRateCounter>();

/** The one memory counter of a PGlite database, shared by every app server built on it. */
export function memoryCounterOf(database: object): MemoryRateCounter {
  let counter = memoryCounters.get(database);
  if (!counter) {
    counter = new MemoryRateCounter();
    memoryCounters.set(database, counter);
  }
  return counter;
}

import { sql } from 'drizzle-orm';
import type { Limit } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/infra.js';
import { DatabaseRateCounter, HITS_CAP, type Count, type RateCounter, type Take } from './rate-counter.js';

/** How often the requests counted here are added to the shared counts. */
const FLUSH_EVERY_MS = 250;

type Window = {
  tenantId: number;
  key: string;
  windowMs: number;
  /** The shared count as the database last gave it (every server's requests). */
  shared: number;
  /** Requests counted here since then. */
  pending: number;
  endsAt: number;
  /** When `shared` was read. */
  syncedAt: number;
};

/**
 * The database's counters (several servers on one PostgreSQL, no Redis) without a committed write
 * on every request. A request is counted in the database at once when it is its key's first in the
 * window here, or when what this server knows of the other servers' count is older than 250 ms
 * (the statement gives it back); the others are counted here and added to the database together,
 * every key in one statement, every 250 ms. A server thus sees the others' requests at most 250 ms
 * late: a key can pass its limit by what the other servers let through in that time, never by what
 * this server lets through. The budgets that must be exact (`take`: 'Esqueci minha senha', sign-ups
 * per company) are counted in the database on every call.
 */
export class BatchedRateCounter implements RateCounter {
  private readonly exact: DatabaseRateCounter;
  private readonly windows = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {
    this.exact = new DatabaseRateCounter(db);
    this.timer = setInterval(() => void this.flush().catch(() => undefined), flushEveryMs);
    this.timer.unref();
  }

  async hit(tenantId: number, key: string, windowMs: number): Promise<Count> {
    const id = `${tenantId}|${key}`;
    const now = this.now();
    const known = this.windows.get(id);
    if (known && known.endsAt > now && now - known.syncedAt <= this.flushEveryMs) {
      known.pending += 1;
      return { current: Math.min(known.shared + known.pending, HITS_CAP), ttl: known.endsAt - now };
    }
    const count = await this.exact.hit(tenantId, key, windowMs);
    // Updated in place: a flush under way subtracts what it added from this same window.
    const window: Window =
      known && known.endsAt > now ? known : { tenantId, key, windowMs, pending: 0, shared: 0, endsAt: 0, syncedAt: 0 };
    window.shared = count.current;
    window.endsAt = now + count.ttl;
    window.syncedAt = now;
    this.windows.set(id, window);
    return { current: Math.min(count.current + window.pending, HITS_CAP), ttl: count.ttl };
  }

  take(tenantId: number, key: string, limit: Limit): Promise<Take> {
    return this.exact.take(tenantId, key, limit);
  }

  /** Drops ended windows here (what they still held belongs to no budget) and in the database. */
  async forgetEnded(): Promise<void> {
    const now = this.now();
    for (const [id, window] of this.windows) if (window.endsAt <= now) this.windows.delete(id);
    await this.exact.forgetEnded();
  }

  /** The keys counted here now. */
  get size(): number {
    return this.windows.size;
  }

  /** Adds what was counted here to the database; on failure it stays to be added next time. */
  flush(): Promise<void> {
    this.flushing ??= this.addPending().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Stops the timer and adds what is left (the app's close). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  private async addPending(): Promise<void> {
    const now = this.now();
    // Requests of a window that ended belong to no budget any more.
    const batch = [...this.windows.values()]
      .filter((window) => window.pending > 0 && window.endsAt > now)
      .map((window) => ({ window, hits: window.pending }));
    if (batch.length === 0) return;
    const ended = sql`${rateLimits.windowEndsAt} <= now()`;
    const rows = await this.db
      .insert(rateLimits)
      .values(
        batch.map(({ window, hits }) => ({
          tenantId: window.tenantId,
          key: window.key,
          hits,
          windowEndsAt: sql`now() + ${window.windowMs}::int * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: [rateLimits.tenantId, rateLimits.key],
        set: {
          hits: sql`CASE WHEN ${ended} THEN excluded.hits ELSE least(${rateLimits.hits} + excluded.hits, ${HITS_CAP}) END`,
          windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimits.windowEndsAt} END`,
        },
      })
      .returning({
        tenantId: rateLimits.tenantId,
        key: rateLimits.key,
        current: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000))::int`,
      });
    const after = this.now();
    const counted = new Map(rows.map((row) => [`${row.tenantId}|${row.key}`, row]));
    for (const { window, hits } of batch) {
      const row = counted.get(`${window.tenantId}|${window.key}`);
      if (!row) continue;
      // Requests counted while the statement ran stay pending for the next round.
      window.pending -= hits;
      window.shared = row.current;
      window.endsAt = after + Number(row.ttl);
      window.syncedAt = after;
    }
  }
}

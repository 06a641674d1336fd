import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Limit } from '../config.js';
import { HITS_CAP, takeFrom, type Count, type RateCounter, type Take } from './rate-counter.js';

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * One request counted atomically: the first hit of a window sets its expiry, so the window ends
 * windowMs after it began, as in the database counter; the count stops at the cap. Replies
 * {hits, milliseconds left}.
 */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
local cap = tonumber(ARGV[2])
if current > cap then
  redis.call('DECR', KEYS[1])
  current = cap
end
return {current, ttl}
`;

/** How long a count may wait for Redis before the request goes on uncounted. */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is away, one warning this often instead of one per request. */
const WARN_EVERY_MS = 60_000;

const countOf = (reply: unknown): Count => {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number')
    return { current: reply[0], ttl: reply[1] };
  throw new Error(`unexpected reply from Redis: ${JSON.stringify(reply)}`);
};

/**
 * The counters in Redis (REDIS_URL), seen by every app server; a key is `<prefix><tenant>|<key>`.
 * When Redis is away or slow a request is let through uncounted, with a warning in the log: a
 * distributor would rather keep selling than refuse every customer, and the login lock-out (in
 * PostgreSQL) still stops password guessing.
 */
export class RedisRateCounter implements RateCounter {
  private lastWarningAt = -Infinity;

  private constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: Log,
  ) {
    // A listener also keeps ioredis from printing each failed reconnection on its own.
    redis.on('error', (error: Error) => this.warn(error));
    redis.on('ready', () => this.recovered());
  }

  /** Connects (waiting for Redis up to a couple of seconds); a Redis that is away does not stop the start. */
  static async open(redis: { url: string; keyPrefix: string }, log: Log): Promise<RedisRateCounter> {
    const client = new Redis(redis.url, {
      lazyConnect: true,
      // Away means uncounted at once: no queue of commands waiting for a connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
    });
    const counter = new RedisRateCounter(client, redis.keyPrefix, log);
    // Failing here is reported by the error listener; ioredis keeps trying to connect.
    await client.connect().catch(() => undefined);
    return counter;
  }

  async hit(tenantId: number, key: string, windowMs: number): Promise<Count> {
    try {
      return countOf(await this.redis.eval(HIT_SCRIPT, 1, `${this.keyPrefix}${tenantId}|${key}`, windowMs, HITS_CAP));
    } catch (error) {
      this.warn(error);
      return { current: 0, ttl: windowMs };
    }
  }

  async take(tenantId: number, key: string, limit: Limit): Promise<Take> {
    return takeFrom(await this.hit(tenantId, key, limit.windowMs), limit);
  }

  /** Nothing to sweep: a key expires with its window. */
  async forgetEnded(): Promise<void> {}

  /** On shutdown: a graceful QUIT when connected, else just the socket (a Redis away has nothing to answer). */
  async close(): Promise<void> {
    if (this.redis.status !== 'ready') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarningAt < WARN_EVERY_MS) return;
    this.lastWarningAt = now;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn({ err: reason }, 'Redis fora do ar: limites de requisições não contados até ele voltar');
  }

  private recovered(): void {
    if (this.lastWarningAt === -Infinity) return;
    this.lastWarningAt = -Infinity;
    this.log.info('Redis de volta: limites de requisições contados de novo');
  }
}

import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitClass } from '../../shared/contract/endpoint.js';
import { isCustomer } from '../../shared/domain/access.js';
import { messages } from '../../shared/messages.js';
import type { RateLimits } from '../config.js';
import { AppError } from './errors.js';
import type { RateCounter } from './rate-counter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limit a contract call counts against; routes outside the contract count as `files`. */
    limitClass?: LimitClass;
  }
}

/** Calls a visitor makes before having a session: counted per address even when one is open. */
const PER_ADDRESS: ReadonlySet<LimitClass> = new Set(['login', 'registration', 'password', 'files']);

/** Ended windows are swept this often (by every server: deleting what ended twice does no harm). */
const SWEEP_EVERY_MS = 10 * 60_000;

const classOf = (request: FastifyRequest): LimitClass => request.routeOptions.config.limitClass ?? 'files';

/**
 * The counted key: company, class and who — the logged-in user, else the address (an IPv6 address
 * counts with its /64, one subscriber's network). The company leads the key (`tenant|...`) so its
 * rows sit with the company's; 0 is a request outside any company.
 */
function keyOf(request: FastifyRequest): string {
  const counted = classOf(request);
  const tenantId = (request.tenant as { id: number } | undefined)?.id ?? 0;
  const auth = request.auth;
  const who =
    auth && !PER_ADDRESS.has(counted)
      ? `${isCustomer(auth) ? 'cliente' : 'operador'}:${auth.id}`
      : `ip:${normalizeIP(request.ip)}`;
  return `${tenantId}|${counted}:${who}`;
}

/** @fastify/rate-limit's store interface over RateCounter: the key carries its company (see keyOf). */
function storeOver(counter: RateCounter) {
  return class CounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      window: number,
    ) {
      const bar = key.indexOf('|');
      counter.hit(Number(key.slice(0, bar)), key.slice(bar + 1), window).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * Every route counts against its class's limit (config `rateLimits`), in the database or Redis so all
 * app servers share the count. Registered before the routes (it hooks each one as it is added); it runs
 * after the company and session are known. Past the limit: 429 `{exception}` in pt-BR with
 * Retry-After. When the counter itself fails the request goes on: with the database away it would
 * meet the same failure, with its own clear reply; Redis away is let through by its counter.
 */
export async function registerRateLimits(app: FastifyInstance, counter: RateCounter, limits: RateLimits) {
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    skipOnError: true,
    store: storeOver(counter),
    max: (request) => limits[classOf(request)].max,
    timeWindow: (request) => limits[classOf(request)].windowMs,
    keyGenerator: keyOf,
    errorResponseBuilder: (_request, context) => new AppError(429, messages.rateLimit.tooMany(context.ttl)),
  });
  const sweep = setInterval(
    () => void counter.forgetEnded().catch((error: unknown) => app.log.warn(error)),
    SWEEP_EVERY_MS,
  );
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
}

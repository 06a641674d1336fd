import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Config, Limit, RateLimits } from '../config.js';
import { insertTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RedisRateCounter } from './redis-rate-counter.js';

const redisUrl = process.env.TEST_REDIS_URL;

/** Every class roomy but `standard` (GET /api/sessao), which allows `standard` calls per address. */
const limitsWith = (standard: Limit): RateLimits => {
  const roomy = { max: 10_000, windowMs: 60_000 };
  return {
    standard,
    files: roomy,
    login: roomy,
    registration: roomy,
    registrationPerCompany: roomy,
    password: roomy,
    mail: roomy,
    pdf: roomy,
    export: roomy,
  };
};

/** A TCP relay to Redis that the test can take down, as a Redis restart or a lost network would. */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  const keep = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    keep(client);
    if (down) return client.destroy();
    const upstream = connect(Number(target.port || 6379), target.hostname);
    keep(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: url.toString(),
    goAway: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    comeBack: () => {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Rate limits counted in Redis (REDIS_URL). Needs a Redis server (TEST_REDIS_URL, as CI sets it);
 * skipped without one. Keys go under a prefix of this run's own, deleted at the end.
 */
describe.skipIf(!redisUrl)('rate limits in Redis (skipped without TEST_REDIS_URL)', () => {
  const prefix = `balcao-teste:${randomBytes(6).toString('hex')}:`;
  const standard = { max: 3, windowMs: 60_000 };
  let admin: Redis;
  let t: TestApp;
  let other: FastifyInstance;
  const extraApps: FastifyInstance[] = [];
  let tenants: { padrao: number; outra: number };

  /** Another app server on the same database, counting in Redis at `url` with `limits`. */
  const instance = async (limits: RateLimits, url = redisUrl ?? '', log?: (line: string) => void) => {
    const config: Config = { ...t.config, logLevel: log ? 'warn' : 'silent', redis: { url, keyPrefix: prefix } };
    const app = await buildApp(config, {
      database: t.database,
      documents: t.documents,
      loginDelayStepMs: 1,
      rateLimits: limits,
      ...(log ? { logStream: { write: log } } : {}),
    });
    extraApps.push(app);
    return app;
  };
  const call = (app: FastifyInstance, address: string, alias = 'padrao') =>
    app.inject({ method: 'GET', url: `/api/sessao?apelido=${alias}`, remoteAddress: address });
  const statuses = async (app: FastifyInstance, address: string, times: number) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i++) seen.push((await call(app, address)).statusCode);
    return seen;
  };

  beforeAll(async () => {
    admin = new Redis(redisUrl ?? '');
    t = await createTestApp({ REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix }, undefined, {
      rateLimits: limitsWith(standard),
    });
    tenants = {
      padrao: (await insertTenant(t.database.db, { alias: 'padrao' })).id,
      outra: (await insertTenant(t.database.db, { alias: 'outra' })).id,
    };
    other = await instance(limitsWith(standard));
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t?.close();
    const keys = (await admin?.keys(`${prefix}*`)) ?? [];
    if (keys.length > 0) await admin.del(...keys);
    await admin?.quit();
  });

  it('shares one limit between two app servers: the hits on one count on the other', async () => {
    expect(await statuses(t.app, '10.1.0.1', 2)).toEqual([200, 200]);
    expect(await statuses(other, '10.1.0.1', 2)).toEqual([200, 429]);
    const refused = await call(t.app, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().exception).toMatch(/^Muitas solicitações em pouco tempo/);
    const left = await admin.pttl(`${prefix}${tenants.padrao}|standard:ip:10.1.0.1`);
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(left / 1000));
  });

  it("keeps each company's count under its own key", async () => {
    expect(await statuses(t.app, '10.2.0.1', 4)).toEqual([200, 200, 200, 429]);
    expect((await call(other, '10.2.0.1', 'outra')).statusCode).toBe(200);
    const keys = await admin.keys(`${prefix}*10.2.0.1`);
    expect(keys.sort()).toEqual(
      [`${prefix}${tenants.outra}|standard:ip:10.2.0.1`, `${prefix}${tenants.padrao}|standard:ip:10.2.0.1`].sort(),
    );
    expect(await admin.get(`${prefix}${tenants.outra}|standard:ip:10.2.0.1`)).toBe('1');
  });

  it('starts a new window once the last one ended', async () => {
    const short = await instance(limitsWith({ max: 2, windowMs: 1_000 }));
    expect(await statuses(short, '10.3.0.1', 3)).toEqual([200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await statuses(short, '10.3.0.1', 3)).toEqual([200, 200, 429]);
  });

  it('lets requests through, with a warning, while Redis is away, and counts again when it is back', async () => {
    const relay = await relayTo(new URL(redisUrl ?? ''));
    const lines: string[] = [];
    try {
      const app = await instance(limitsWith(standard), relay.url, (line) => lines.push(line));
      expect(await statuses(app, '10.4.0.1', 4)).toEqual([200, 200, 200, 429]);
      relay.goAway();
      // Over its limit, but nobody can count: the shop keeps selling.
      expect(await statuses(app, '10.4.0.1', 5)).toEqual([200, 200, 200, 200, 200]);
      expect(lines.join('')).toContain('Redis fora do ar');
      relay.comeBack();
      let status = 0;
      for (let i = 0; i < 100 && status !== 429; i++) {
        status = (await call(app, '10.4.0.2')).statusCode;
        if (status !== 429) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(429);
    } finally {
      relay.goAway();
      await relay.close();
    }
  });

  it('starts and serves when Redis cannot be reached at all, and closes without waiting for it', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const app = await instance(limitsWith(standard), url);
    expect(await statuses(app, '10.5.0.1', 5)).toEqual([200, 200, 200, 200, 200]);
    extraApps.splice(extraApps.indexOf(app), 1);
    await app.close();
    // The budgets a service checks itself (a company's registrations) let the request through too.
    const counter = await RedisRateCounter.open(
      { url, keyPrefix: prefix },
      { warn: () => undefined, info: () => undefined },
    );
    expect(await counter.take(tenants.padrao, 'registration:empresa', { max: 1, windowMs: 1_000 })).toEqual({
      allowed: true,
      retryAfterMs: 1_000,
    });
    await counter.close();
  });
});

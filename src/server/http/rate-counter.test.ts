import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema/infra.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { BatchedRateCounter } from './batched-rate-counter.js';
import { DatabaseRateCounter, MemoryRateCounter, memoryCounterOf, type RateCounter } from './rate-counter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limit = { max: 2, windowMs: 60_000 };

/** What every counter does, whichever keeps the counts (the app picks one by its database). */
describe.each([
  ['in the database', () => new DatabaseRateCounter(t.database.db) as RateCounter],
  ['in memory', () => new MemoryRateCounter() as RateCounter],
  ['in the database, in batches', () => new BatchedRateCounter(t.database.db) as RateCounter],
])('the rate counter %s', (_name, make) => {
  it('counts each key of each company apart, and refuses past the limit with the wait', async () => {
    const counter = make();
    const key = `k-${Math.random()}`;
    expect((await counter.take(1, key, limit)).allowed).toBe(true);
    expect((await counter.take(1, key, limit)).allowed).toBe(true);
    const third = await counter.take(1, key, limit);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterMs).toBeGreaterThan(50_000);
    expect(third.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Same key in another company, another key in the same company: their own budgets.
    expect((await counter.hit(2, key, limit.windowMs)).current).toBe(1);
    expect((await counter.hit(1, `${key}-b`, limit.windowMs)).current).toBe(1);
  });
});

describe('the memory counter (PGlite)', () => {
  it('starts a new window when the old one ends, and forgets ended windows', async () => {
    let now = 1_000;
    const counter = new MemoryRateCounter(() => now);
    expect(await counter.hit(1, 'a', 1_000)).toEqual({ current: 1, ttl: 1_000 });
    now = 1_999;
    expect(await counter.hit(1, 'a', 1_000)).toEqual({ current: 2, ttl: 1 });
    now = 2_000;
    expect(await counter.hit(1, 'a', 1_000)).toEqual({ current: 1, ttl: 1_000 });
    await counter.hit(1, 'b', 10);
    now = 2_010;
    await counter.forgetEnded();
    expect(await counter.hit(1, 'b', 10)).toEqual({ current: 1, ttl: 10 });
    expect(await counter.hit(1, 'a', 1_000)).toEqual({ current: 2, ttl: 990 });
  });

  it('is one per database: every app server on the same PGlite shares it', () => {
    const database = {};
    expect(memoryCounterOf(database)).toBe(memoryCounterOf(database));
    expect(memoryCounterOf({})).not.toBe(memoryCounterOf(database));
  });
});

describe('the database counter in batches (several servers on PostgreSQL)', () => {
  /** A clock the test moves, and a batch period no timer reaches while the test runs. */
  let now = 0;
  const PERIOD = 10_000;
  const server = () => new BatchedRateCounter(t.database.db, () => now, PERIOD);
  const inDatabase = (key: string) => new DatabaseRateCounter(t.database.db).hit(1, key, 60_000);

  it("counts a key's first request in the database, the next ones here, and adds them in one go", async () => {
    const [one, two] = [server(), server()];
    try {
      const key = `b-${Math.random()}`;
      expect((await one.hit(1, key, 60_000)).current).toBe(1);
      // The other server's first request reads the shared count.
      expect((await two.hit(1, key, 60_000)).current).toBe(2);
      expect((await one.hit(1, key, 60_000)).current).toBe(2);
      expect((await one.hit(1, key, 60_000)).current).toBe(3);
      await one.flush();
      // 2 + 2 in the database, plus this probe.
      expect((await inDatabase(key)).current).toBe(5);
      // Within the period the other server counts on what it knew; past it, it reads the shared count.
      expect((await two.hit(1, key, 60_000)).current).toBe(3);
      now += PERIOD + 1;
      expect((await two.hit(1, key, 60_000)).current).toBe(7);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('adds each key to its own count, keeps the count it gives right after adding, and sends nothing when idle', async () => {
    const [one, other] = [server(), server()];
    const [a, b] = [`a-${Math.random()}`, `b-${Math.random()}`];
    await one.hit(1, a, 60_000);
    await one.hit(2, a, 60_000);
    for (let i = 0; i < 3; i++) await one.hit(1, a, 60_000);
    await one.hit(1, b, 60_000);
    await one.hit(1, b, 60_000);
    await one.flush();
    // Nothing pending: nothing to add, and no statement that would fail on an empty batch.
    await one.flush();
    expect((await other.hit(1, a, 60_000)).current).toBe(5);
    expect((await other.hit(2, a, 60_000)).current).toBe(2);
    expect((await other.hit(1, b, 60_000)).current).toBe(3);
    // After adding, this server counts on from the shared count, with the window's own end.
    const next = await one.hit(1, a, 60_000);
    expect(next.current).toBe(5);
    expect(next.ttl).toBeGreaterThan(50_000);
    expect(next.ttl).toBeLessThanOrEqual(60_000);
    await Promise.all([one.close(), other.close()]);
  });

  it('starts over when the window ends here, and adds nothing of an ended window', async () => {
    const counter = server();
    const key = `e-${Math.random()}`;
    await counter.hit(1, key, 1_000);
    expect((await counter.hit(1, key, 1_000)).ttl).toBeLessThanOrEqual(1_000);
    now += 1_000;
    await counter.flush();
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    // The database's window ended too: a new one, which the ended one's request did not reach.
    expect((await new DatabaseRateCounter(t.database.db).hit(1, key, 1_000)).current).toBe(1);
    expect((await counter.hit(1, key, 1_000)).current).toBe(2);
    await counter.forgetEnded();
    expect(counter.size).toBe(1);
    now += 1_000;
    await counter.forgetEnded();
    expect(counter.size).toBe(0);
    await counter.close();
  });

  it('adds by itself every period, and what is left when it closes', async () => {
    const timed = new BatchedRateCounter(t.database.db, () => now, 50);
    const key = `t-${Math.random()}`;
    await timed.hit(1, key, 60_000);
    await timed.hit(1, key, 60_000);
    // Read without counting: a probe that counted would reach the figure by itself.
    const counted = async () =>
      (await t.database.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits;
    await vi.waitFor(async () => expect(await counted()).toBe(2));
    await timed.close();
    const closing = server();
    const other = `c-${Math.random()}`;
    await closing.hit(1, other, 60_000);
    await closing.hit(1, other, 60_000);
    await closing.close();
    expect((await inDatabase(other)).current).toBe(3);
  });

  it('keeps what it could not add, and adds it next time', async () => {
    const counter = server();
    const key = `f-${Math.random()}`;
    await counter.hit(1, key, 60_000);
    await counter.hit(1, key, 60_000);
    const insert = vi.spyOn(t.database.db, 'insert').mockImplementationOnce(() => {
      throw new Error('banco fora do ar');
    });
    await expect(counter.flush()).rejects.toThrow('banco fora do ar');
    insert.mockRestore();
    await counter.flush();
    expect((await inDatabase(key)).current).toBe(3);
    await counter.close();
  });
});

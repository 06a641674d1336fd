import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
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

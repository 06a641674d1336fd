import { beforeEach, describe, expect, it } from 'vitest';
import type { BiResultsReply } from '../../../shared/schemas/bi.js';
import { cachedReply, clearReplyCache, keepReply } from './bi-cache.js';

/** A reply told apart by its total. */
const reply = (total: number) => ({ total }) as unknown as BiResultsReply;

beforeEach(() => clearReplyCache());

describe('the kept dashboard replies', () => {
  it('give a reply back for 30 s after it was kept, by its key only', () => {
    keepReply('a', reply(1), 1_000);
    expect(cachedReply('a', 1_000)?.total).toBe(1);
    expect(cachedReply('a', 30_999)?.total).toBe(1);
    expect(cachedReply('b', 1_000)).toBeUndefined();
  });

  it('forget a reply once its 30 s are over, and keep it forgotten', () => {
    keepReply('a', reply(1), 1_000);
    expect(cachedReply('a', 31_000)).toBeUndefined();
    // Gone from the map, not only hidden: an earlier clock does not bring it back.
    expect(cachedReply('a', 1_000)).toBeUndefined();
  });

  it('keep a newer reply under the same key for its own 30 s', () => {
    keepReply('a', reply(1), 1_000);
    keepReply('a', reply(2), 20_000);
    expect(cachedReply('a', 49_999)?.total).toBe(2);
  });

  it('hold 500 replies: the 501st pushes out the oldest, and only it', () => {
    for (let i = 0; i < 500; i++) keepReply(`k${i}`, reply(i), 1_000);
    expect(cachedReply('k0', 1_000)?.total).toBe(0);
    keepReply('k500', reply(500), 1_000);
    expect(cachedReply('k0', 1_000)).toBeUndefined();
    expect(cachedReply('k1', 1_000)?.total).toBe(1);
    expect(cachedReply('k500', 1_000)?.total).toBe(500);
  });

  it('are all forgotten at once for the benchmark', () => {
    keepReply('a', reply(1), 1_000);
    keepReply('b', reply(2), 1_000);
    clearReplyCache();
    expect(cachedReply('a', 1_000)).toBeUndefined();
    expect(cachedReply('b', 1_000)).toBeUndefined();
  });
});

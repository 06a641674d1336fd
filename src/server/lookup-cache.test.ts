import { describe, expect, it } from 'vitest';
import { LookupCache } from './lookup-cache.js';

/** A cache on a clock the test moves, and a lookup that counts its calls and answers `answers[key]`. */
function world(maxEntries = 10) {
  let now = 1_000_000;
  const cache = new LookupCache<string>({ foundMs: 100, notFoundMs: 10, maxEntries }, () => now);
  const calls: string[] = [];
  const answers: Record<string, string> = { a: 'A', b: 'B', c: 'C' };
  const get = (key: string) =>
    cache.get(key, () => {
      calls.push(key);
      return Promise.resolve(answers[key]);
    });
  return { get, calls, tick: (ms: number) => (now += ms) };
}

describe('LookupCache', () => {
  it('keeps an answer that found something for foundMs, to the millisecond', async () => {
    const w = world();
    expect(await w.get('a')).toBe('A');
    w.tick(99);
    expect(await w.get('a')).toBe('A');
    expect(w.calls).toEqual(['a']);
    w.tick(1);
    expect(await w.get('a')).toBe('A');
    expect(w.calls).toEqual(['a', 'a']);
  });

  it("keeps 'does not exist' for notFoundMs only", async () => {
    const w = world();
    expect(await w.get('z')).toBeUndefined();
    w.tick(9);
    expect(await w.get('z')).toBeUndefined();
    expect(w.calls).toEqual(['z']);
    w.tick(1);
    await w.get('z');
    expect(w.calls).toEqual(['z', 'z']);
  });

  it('never remembers a failure: the next try asks again', async () => {
    const cache = new LookupCache<string>({ foundMs: 100, notFoundMs: 10, maxEntries: 10 }, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('fora do ar')))).rejects.toThrow('fora do ar');
    expect(await cache.get('a', () => Promise.resolve('A'))).toBe('A');
    expect(await cache.get('a', () => Promise.resolve('outra'))).toBe('A');
  });

  it('keeps at most maxEntries, the least recently used leaving first', async () => {
    const w = world(2);
    await w.get('a');
    await w.get('b');
    await w.get('a');
    await w.get('c');
    expect(w.calls).toEqual(['a', 'b', 'c']);
    await w.get('a');
    await w.get('c');
    expect(w.calls).toEqual(['a', 'b', 'c']);
    await w.get('b');
    expect(w.calls).toEqual(['a', 'b', 'c', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.js';

describe('LruMap', () => {
  it('keeps the most recently used entries and hands the evicted one over', () => {
    const evicted: string[] = [];
    const map = new LruMap<string, string>(2, (value) => evicted.push(value));
    map.set('a', 'A');
    map.set('b', 'B');
    expect(map.get('a')).toBe('A');
    map.set('c', 'C');
    expect(evicted).toEqual(['B']);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.size]).toEqual(['A', 'C', 2]);
  });

  it('replacing an entry neither grows the map nor evicts another', () => {
    const evicted: number[] = [];
    const map = new LruMap<string, number>(2, (value) => evicted.push(value));
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    expect([map.get('a'), map.get('b'), map.size, evicted]).toEqual([3, 2, 2, []]);
  });
});

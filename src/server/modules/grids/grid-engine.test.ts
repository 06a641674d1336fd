import { describe, expect, it } from 'vitest';
import { nextPageSize } from './grid-engine.js';

describe('nextPageSize', () => {
  const timed = { max: 100_000, pageSize: 1_000, pageMs: 20 };

  it('keeps the size of a read without a time target', () => {
    expect(nextPageSize(300, 500, { max: 500, pageSize: 500 })).toBe(500);
  });

  it('sizes pages toward the target time, at most doubling or halving at a time', () => {
    expect(nextPageSize(100, 20, timed)).toBe(100);
    expect(nextPageSize(100, 5, timed)).toBe(200);
    expect(nextPageSize(100, 30, timed)).toBe(67);
    expect(nextPageSize(400, 400, timed)).toBe(200);
  });

  it('stays between 25 rows and the largest page', () => {
    expect(nextPageSize(800, 1, timed)).toBe(1_000);
    expect(nextPageSize(30, 1_000, timed)).toBe(25);
  });
});

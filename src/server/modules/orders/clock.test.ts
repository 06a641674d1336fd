import { describe, expect, it } from 'vitest';
import { localDate, localTime } from './clock.js';

describe("the company's local date and time (Brasília, UTC−3)", () => {
  it('gives the date and time in Brasília, midnight as 00, whatever the server runs in', () => {
    expect([localDate(new Date('2026-11-27T02:30:05Z')), localTime(new Date('2026-11-27T02:30:05Z'))]).toEqual([
      '2026-11-26',
      '23:30:05',
    ]);
    expect([localDate(new Date('2026-11-27T03:00:00Z')), localTime(new Date('2026-11-27T03:00:00Z'))]).toEqual([
      '2026-11-27',
      '00:00:00',
    ]);
    expect(localDate(new Date('2026-01-01T12:00:00Z'))).toBe('2026-01-01');
  });
});

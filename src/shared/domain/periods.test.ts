import { describe, expect, it } from 'vitest';
import { periodRange } from './periods';

const today = new Date('2026-03-15T12:00:00Z');

describe('periodRange', () => {
  it.each([
    [0, '2026-03-15', '2026-03-15'],
    [1, '2026-03-14', '2026-03-14'],
    [2, '2026-03-01', '2026-03-15'],
    [3, '2026-02-01', '2026-02-28'],
    [4, '2025-12-16', '2026-03-15'],
    [7, '2025-03-16', '2026-03-15'],
    [9, '2024-03-16', '2026-03-15'],
  ])('option %i goes from %s to %s', (option, inicial, final) => {
    expect(periodRange(option, today)).toEqual({ inicial, final });
  });

  it('leaves the custom option to the user', () => {
    expect(periodRange(10, today)).toBeUndefined();
  });
});

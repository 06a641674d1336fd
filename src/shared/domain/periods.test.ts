import { describe, expect, it } from 'vitest';
import { periodRange, periodTitle } from './periods';

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

describe('periodTitle', () => {
  it('names the month only when the interval is the current month', () => {
    expect(periodTitle({ inicial: '2026-03-01', final: '2026-03-15' }, today)).toBe('MÊS MARÇO');
    expect(periodTitle({ inicial: '2026-03-01', final: '2026-03-31' }, today)).toBe('MÊS MARÇO');
  });
  it('gives the dates of any other interval', () => {
    expect(periodTitle({ inicial: '2026-02-01', final: '2026-02-28' }, today)).toBe('DE 01/02/2026 A 28/02/2026');
    expect(periodTitle({ inicial: '2026-03-01', final: '2026-03-14' }, today)).toBe('DE 01/03/2026 A 14/03/2026');
    expect(periodTitle({ inicial: '2025-12-16', final: '2026-03-15' }, today)).toBe('DE 16/12/2025 A 15/03/2026');
  });
  it('gives one date for one day', () => {
    expect(periodTitle({ inicial: '2026-03-15', final: '2026-03-15' }, today)).toBe('DE 15/03/2026');
  });
  it('says nothing without an interval', () => {
    expect(periodTitle(undefined, today)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { lastDayOf, panelDates } from './panel-dates.js';

const on = (iso: string) => panelDates(new Date(`${iso}T15:00:00Z`));

describe("the panel's days", () => {
  it('compare the same days of the same month a year earlier, and that whole month', () => {
    const dates = on('2026-11-25');
    expect(dates.month).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(dates.lastYearSoFar).toEqual({ from: '2025-11-01', to: '2025-11-26' });
    expect(lastDayOf(dates.lastYearSoFar)).toBe('2025-11-25');
    expect(dates.lastYearMonth).toEqual({ from: '2025-11-01', to: '2025-12-01' });
  });

  it('stop at the end of last year’s month when this one is longer (29 February)', () => {
    const dates = on('2028-02-29');
    expect(dates.lastYearSoFar).toEqual({ from: '2027-02-01', to: '2027-03-01' });
    expect(lastDayOf(dates.lastYearSoFar)).toBe('2027-02-28');
  });

  it('draw the twelve months up to this one across a new year', () => {
    const dates = on('2027-01-03');
    expect(dates.twelveMonths).toEqual({ from: '2026-02-01', to: '2027-02-01' });
    expect(dates.monthKeys[0]).toBe('2026-02');
    expect(dates.monthKeys[11]).toBe('2027-01');
    expect(dates.monthKeys).toHaveLength(12);
    expect(dates.month.to).toBe('2027-02-01');
  });
});

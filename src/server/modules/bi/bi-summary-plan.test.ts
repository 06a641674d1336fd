import { describe, expect, it } from 'vitest';
import { summaryPlan, type SummaryLevel } from './bi-summary-plan.js';

const plan = (inicial: string, final: string, today = '2026-11-27', from: 'year' | 'month' = 'year') =>
  summaryPlan({ inicial, final }, today, from);
const add = (level: SummaryLevel, inicial: string, final = inicial) => ({ level, sign: 1, range: { inicial, final } });
const subtract = (level: SummaryLevel, inicial: string, final = inicial) => ({
  level,
  sign: -1,
  range: { inicial, final },
});

describe('summaryPlan', () => {
  it('reads the current month up to today as its monthly row less the days to come', () => {
    expect(plan('2026-11-01', '2026-11-27')).toEqual([
      add('month', '2026-11-01'),
      subtract('day', '2026-11-28', '2026-11-30'),
    ]);
  });

  it('reads the first days of the current month day by day when fewer days are in than out', () => {
    expect(plan('2026-11-01', '2026-11-02', '2026-11-20')).toEqual([add('day', '2026-11-01', '2026-11-02')]);
  });

  it('reads the last 24 months as a month and its last days, two years, less the days to come', () => {
    // On the 27th: 3 days of November 2024 in, 27 out; 2026 up to today is its row less what is to come.
    expect(plan('2024-11-28', '2026-11-27')).toEqual([
      add('day', '2024-11-28', '2024-11-30'),
      add('month', '2024-12-01'),
      add('year', '2025-01-01', '2026-01-01'),
      subtract('day', '2026-11-28', '2026-11-30'),
      subtract('month', '2026-12-01'),
    ]);
  });

  it('takes the months and days outside away from a year read whole, and reads a short year part by months', () => {
    expect(plan('2024-06-03', '2025-03-01')).toEqual([
      add('year', '2024-01-01'),
      subtract('month', '2024-01-01', '2024-05-01'),
      subtract('day', '2024-06-01', '2024-06-02'),
      add('month', '2025-01-01', '2025-02-01'),
      add('day', '2025-03-01'),
    ]);
    expect(plan('2024-01-01', '2030-12-31')).toEqual([add('year', '2024-01-01', '2030-01-01')]);
  });

  it('takes both ends away from a month read whole for a period inside it', () => {
    expect(plan('2026-06-02', '2026-06-29')).toEqual([
      add('month', '2026-06-01'),
      subtract('day', '2026-06-01'),
      subtract('day', '2026-06-30'),
    ]);
  });

  it('starts from months for figures per month', () => {
    expect(plan('2024-11-28', '2026-11-27', '2026-11-27', 'month')).toEqual([
      add('day', '2024-11-28', '2024-11-30'),
      add('month', '2024-12-01', '2026-11-01'),
      subtract('day', '2026-11-28', '2026-11-30'),
    ]);
  });

  it('counts both ends of a part as days read, and only the days up to today', () => {
    // 7 days in, 8 past days out (the 1st, 2nd and 10th to 15th): read by day.
    expect(plan('2026-01-03', '2026-01-09', '2026-01-15')).toEqual([add('day', '2026-01-03', '2026-01-09')]);
    // 7 in, 7 past out: a tie is read by day too.
    expect(plan('2026-02-02', '2026-02-08', '2026-02-14')).toEqual([add('day', '2026-02-02', '2026-02-08')]);
    // 8 days of January in, 7 past days out: the year's row less what follows the 8th.
    expect(plan('2025-12-20', '2026-01-08', '2026-01-15')).toEqual([
      add('day', '2025-12-20', '2025-12-31'),
      add('year', '2026-01-01'),
      subtract('day', '2026-01-09', '2026-01-31'),
      subtract('month', '2026-02-01', '2026-12-01'),
    ]);
  });

  it('joins days read across a new year into one part', () => {
    expect(plan('2025-12-20', '2026-01-01', '2026-01-15')).toEqual([add('day', '2025-12-20', '2026-01-01')]);
  });

  it('reads one day, February of a leap year and an empty period', () => {
    expect(plan('2026-11-27', '2026-11-27')).toEqual([add('day', '2026-11-27')]);
    expect(plan('2028-02-01', '2028-02-29')).toEqual([add('month', '2028-02-01')]);
    expect(plan('2026-11-10', '2026-11-01')).toEqual([]);
  });
});

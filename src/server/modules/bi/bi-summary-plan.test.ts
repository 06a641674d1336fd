import { describe, expect, it } from 'vitest';
import { summaryPlan } from './bi-summary-plan.js';

const plan = (inicial: string, final: string, today = '2026-11-27') => summaryPlan({ inicial, final }, today);

describe('summaryPlan', () => {
  it('reads the current month up to today as its monthly row less the days to come', () => {
    expect(plan('2026-11-01', '2026-11-27')).toEqual({
      months: { inicial: '2026-11-01', final: '2026-11-01' },
      add: [],
      subtract: [{ inicial: '2026-11-28', final: '2026-11-30' }],
    });
  });

  it('reads the first days of the current month day by day when fewer days are in than out', () => {
    expect(plan('2026-11-01', '2026-11-02', '2026-11-20')).toEqual({
      months: null,
      add: [{ inicial: '2026-11-01', final: '2026-11-02' }],
      subtract: [],
    });
  });

  it('reads whole months whole and each partial end by the cheaper side', () => {
    // Last 24 months on the 27th: 4 days of November 2024 in, 27 out; November 2026 up to today.
    expect(plan('2024-11-28', '2026-11-27')).toEqual({
      months: { inicial: '2024-12-01', final: '2026-11-01' },
      add: [{ inicial: '2024-11-28', final: '2024-11-30' }],
      subtract: [{ inicial: '2026-11-28', final: '2026-11-30' }],
    });
    expect(plan('2024-11-03', '2026-11-27').subtract).toEqual([
      { inicial: '2024-11-01', final: '2024-11-02' },
      { inicial: '2026-11-28', final: '2026-11-30' },
    ]);
  });

  it('takes both ends away from a month read whole for a period inside it', () => {
    expect(plan('2026-06-02', '2026-06-29')).toEqual({
      months: { inicial: '2026-06-01', final: '2026-06-01' },
      add: [],
      subtract: [
        { inicial: '2026-06-01', final: '2026-06-01' },
        { inicial: '2026-06-30', final: '2026-06-30' },
      ],
    });
  });

  it('reads one day, February of a leap year and an empty period', () => {
    expect(plan('2026-11-27', '2026-11-27').add).toEqual([{ inicial: '2026-11-27', final: '2026-11-27' }]);
    expect(plan('2028-02-01', '2028-02-29')).toEqual({
      months: { inicial: '2028-02-01', final: '2028-02-01' },
      add: [],
      subtract: [],
    });
    expect(plan('2026-11-10', '2026-11-01')).toEqual({ months: null, add: [], subtract: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { biRange, yearBefore } from './bi-range.js';

const today = new Date('2026-11-25T15:00:00Z');
const range = (periodo: number, incluirMesAtual: 0 | 1 = 0) => biRange({ periodo, incluirMesAtual }, today);

describe('biRange', () => {
  it('gives the dates of each period option, the current month included', () => {
    expect(range(0)).toEqual({ inicial: '2026-11-25', final: '2026-11-25' });
    expect(range(1)).toEqual({ inicial: '2026-11-24', final: '2026-11-24' });
    expect(range(2)).toEqual({ inicial: '2026-11-01', final: '2026-11-25' });
    expect(range(3)).toEqual({ inicial: '2026-10-01', final: '2026-10-31' });
    expect(range(4)).toEqual({ inicial: '2026-08-26', final: '2026-11-25' });
    expect(range(7)).toEqual({ inicial: '2025-11-26', final: '2026-11-25' });
    expect(range(9)).toEqual({ inicial: '2024-11-26', final: '2026-11-25' });
  });

  it('without the current month, takes the N whole months before it on options 4-9', () => {
    expect(range(4, 1)).toEqual({ inicial: '2026-08-01', final: '2026-10-31' });
    expect(range(5, 1)).toEqual({ inicial: '2026-05-01', final: '2026-10-31' });
    expect(range(6, 1)).toEqual({ inicial: '2026-02-01', final: '2026-10-31' });
    expect(range(7, 1)).toEqual({ inicial: '2025-11-01', final: '2026-10-31' });
    expect(range(8, 1)).toEqual({ inicial: '2025-05-01', final: '2026-10-31' });
    expect(range(9, 1)).toEqual({ inicial: '2024-11-01', final: '2026-10-31' });
  });

  it('leaves today, yesterday, the current and previous month alone when the current month is left out', () => {
    for (const option of [0, 1, 2, 3]) expect(range(option, 1)).toEqual(range(option));
  });

  it('takes the custom interval as given, and across January', () => {
    expect(biRange({ periodo: 10, inicio: '2026-01-05', fim: '2026-02-10', incluirMesAtual: 1 }, today)).toEqual({
      inicial: '2026-01-05',
      final: '2026-02-10',
    });
    expect(biRange({ periodo: 4, incluirMesAtual: 1 }, new Date('2026-01-10T00:00:00Z'))).toEqual({
      inicial: '2025-10-01',
      final: '2025-12-31',
    });
  });

  it('refuses a custom period without dates and an unknown option', () => {
    expect(() => biRange({ periodo: 10, incluirMesAtual: 0 }, today)).toThrow();
    expect(() => biRange({ periodo: 11, incluirMesAtual: 0 }, today)).toThrow();
  });
});

describe('yearBefore', () => {
  it('moves both dates a year back, 29 February to the 28th', () => {
    expect(yearBefore({ inicial: '2026-11-01', final: '2026-11-25' })).toEqual({
      inicial: '2025-11-01',
      final: '2025-11-25',
    });
    expect(yearBefore({ inicial: '2028-02-29', final: '2028-03-31' })).toEqual({
      inicial: '2027-02-28',
      final: '2027-03-31',
    });
  });
});

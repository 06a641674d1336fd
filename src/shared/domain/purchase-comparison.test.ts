import { describe, expect, it } from 'vitest';
import { monthAbbreviations, purchasesByYear } from './purchase-comparison';

const november2026 = { year: 2026, month: 11 };

describe('purchasesByYear', () => {
  it('leaves the months still to come out of the current year, and zero where nothing was bought', () => {
    const [line] = purchasesByYear([{ dte: '2026-03-01', vlr: 1500.5, qtd: 4 }], november2026);
    expect(line?.months.slice(0, 3)).toEqual([
      { cents: 0, units: 0 },
      { cents: 0, units: 0 },
      { cents: 150_050, units: 4 },
    ]);
    expect(line?.months[10]).toEqual({ cents: 0, units: 0 });
    expect(line?.months[11]).toBeNull();
  });

  it('plots every month of a past year', () => {
    const [line] = purchasesByYear([{ dte: '2025-12-01', vlr: 10, qtd: 1 }], november2026);
    expect(line?.months.every((m) => m !== null)).toBe(true);
  });

  it('totals each year in centavos (no float drift) and sorts the years oldest first', () => {
    const rows = [
      { dte: '2026-01-01', vlr: 0.1, qtd: 1 },
      { dte: '2024-05-01', vlr: 99.99, qtd: 3 },
      { dte: '2026-02-01', vlr: 0.2, qtd: 2 },
      { dte: '2024-06-01', vlr: 0.01, qtd: 1 },
    ];
    expect(purchasesByYear(rows, november2026).map((y) => [y.year, y.total])).toEqual([
      [2024, { cents: 10_000, units: 4 }],
      [2026, { cents: 30, units: 3 }],
    ]);
  });

  it('adds up two rows of the same month', () => {
    const rows = [
      { dte: '2026-04-01', vlr: 10, qtd: 1 },
      { dte: '2026-04-15', vlr: 5, qtd: 2 },
    ];
    expect(purchasesByYear(rows, november2026)[0]?.months[3]).toEqual({ cents: 1500, units: 3 });
  });

  it('has nothing to plot yet in a year that has not begun', () => {
    const [line] = purchasesByYear([{ dte: '2027-01-01', vlr: 10, qtd: 1 }], november2026);
    expect(line?.months.every((m) => m === null)).toBe(true);
    expect(line?.total).toEqual({ cents: 0, units: 0 });
  });

  it('names the months as the table and the charts show them', () => {
    expect(monthAbbreviations.join(' ')).toBe('Jan Fev Mar Abr Mai Jun Jul Ago Set Out Nov Dez');
  });

  it('gives no years for no purchases', () => {
    expect(purchasesByYear([], november2026)).toEqual([]);
  });
});

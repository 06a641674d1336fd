import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountHundredths, formatHundredths, isCovered, needsApproval } from './discount-policy.js';
import { orderTotals } from './order-totals.js';

const line = (quantity: number, unitPriceCents: number, discountCents = 0) => ({
  quantity,
  unitPriceCents,
  discountCents,
});

describe('discount policy', () => {
  it('sums the line, value and index discounts over the goods before discounts', () => {
    expect(discountHundredths([line(2, 5_000)], 0, 0)).toBe(0);
    expect(discountHundredths([line(2, 5_000, 1_000)], 0, 0)).toBe(1000);
    expect(discountHundredths([line(2, 5_000)], 500, 5)).toBe(1000);
    expect(discountHundredths([], 0, 10)).toBe(0);
  });

  it('rounds to the hundredth: an index of exactly the cap stays within it', () => {
    expect(discountHundredths([line(1, 6_019)], 0, 10)).toBe(1000);
    expect(discountHundredths([line(3, 3_333)], 1_010, 0)).toBe(1010);
    expect(needsApproval(1001, 1000)).toBe(true);
    expect(needsApproval(1000, 1000)).toBe(false);
    expect(needsApproval(9999, null)).toBe(false);
    expect(isCovered(1000, 1200)).toBe(true);
    expect(isCovered(1201, 1200)).toBe(false);
    expect(formatHundredths(1050)).toBe('10,50%');
  });

  it('agrees with the order totals: gross × (1 − share) never exceeds the total charged', () => {
    const lines = fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 50 }),
        unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
        discountCents: fc.integer({ min: 0, max: 1_000 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 30 }), (ls, value, index) => {
        const gross = ls.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
        const totals = orderTotals(ls, value, index);
        const share = discountHundredths(ls, value, index);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(10_000);
        // To the nearest hundredth of a point of what the totals took off.
        expect(Math.abs(share * gross - (gross - totals.totalCents) * 10_000)).toBeLessThanOrEqual(gross / 2);
      }),
    );
  });
});

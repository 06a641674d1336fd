import { describe, expect, it } from 'vitest';
import { lineTotalCents, orderTotals } from './order-totals';

describe('orderTotals', () => {
  const lines = [
    { quantity: 3, unitPriceCents: 10_990, discountCents: 0 },
    { quantity: 2, unitPriceCents: 4_550, discountCents: 500 },
  ];

  it('sums quantity × price less each line discount', () => {
    expect(lineTotalCents({ quantity: 3, unitPriceCents: 10_990, discountCents: 0 })).toBe(32_970);
    expect(orderTotals(lines, 0, 0)).toEqual({ itemsCents: 41_570, percentageCents: 0, totalCents: 41_570 });
  });

  it('takes the discount value and then the percentage index of the sum', () => {
    expect(orderTotals(lines, 1_000, 2.5)).toEqual({ itemsCents: 41_570, percentageCents: 1_039, totalCents: 39_531 });
  });

  it('rounds the percentage to the centavo and never goes below zero', () => {
    expect(orderTotals([{ quantity: 1, unitPriceCents: 3, discountCents: 0 }], 0, 50).percentageCents).toBe(2);
    expect(orderTotals(lines, 100_000, 0).totalCents).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { carriesInterest, instalmentLabel, instalmentPlan, splitInstalments } from './instalment-plan.js';

const rule = { max: 6, minimumCents: 1000 };

describe('instalment plan', () => {
  it('splits to the centavo: equal instalments rounded down, the last one takes the remainder', () => {
    expect(splitInstalments(10000, 3)).toEqual({ instalmentCents: 3333, lastCents: 3334 });
    expect(splitInstalments(10001, 2)).toEqual({ instalmentCents: 5000, lastCents: 5001 });
    expect(splitInstalments(599, 6)).toEqual({ instalmentCents: 99, lastCents: 104 });
    expect(splitInstalments(12000, 1)).toEqual({ instalmentCents: 12000, lastCents: 12000 });
  });

  it('with semJuros empty every instalment is interest-free and charges the same total (as before)', () => {
    const plan = instalmentPlan({ goodsCents: 10000, amountCents: 11500 }, rule, 'issuer');
    expect(plan.map((o) => o.count)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.every((o) => o.interest === 'none' && o.totalCents === 11500)).toBe(true);
    expect(plan[2]).toEqual({ count: 3, instalmentCents: 3833, lastCents: 3834, totalCents: 11500, interest: 'none' });
  });

  it('keeps the count pcl allows on the goods (maximum and minimum instalment)', () => {
    expect(instalmentPlan({ goodsCents: 2500, amountCents: 4000 }, rule, 'issuer')).toHaveLength(2);
    expect(instalmentPlan({ goodsCents: 500, amountCents: 500 }, rule, 'issuer')).toHaveLength(1);
  });

  it("Cielo: above semJuros the issuer's interest, the amount still the goods' total", () => {
    const plan = instalmentPlan({ goodsCents: 10000, amountCents: 10000 }, { ...rule, interestFree: 3 }, 'issuer');
    expect(plan.map((o) => o.interest)).toEqual(['none', 'none', 'none', 'issuer', 'issuer', 'issuer']);
    expect(plan[4]).toEqual({
      count: 5,
      instalmentCents: 2000,
      lastCents: 2000,
      totalCents: 10000,
      interest: 'issuer',
    });
  });

  it("PagBank: above semJuros the provider's total with interest; a count it does not price is left out", () => {
    const totals = new Map([
      [4, 10412],
      [5, 10517],
    ]);
    const plan = instalmentPlan(
      { goodsCents: 10000, amountCents: 10000 },
      { ...rule, interestFree: 3 },
      'buyer',
      totals,
    );
    expect(plan.map((o) => o.count)).toEqual([1, 2, 3, 4, 5]);
    expect(plan[3]).toEqual({ count: 4, instalmentCents: 2603, lastCents: 2603, totalCents: 10412, interest: 'buyer' });
    expect(plan[4]).toEqual({ count: 5, instalmentCents: 2103, lastCents: 2105, totalCents: 10517, interest: 'buyer' });
  });

  it('Moip: only the interest-free instalments', () => {
    const plan = instalmentPlan({ goodsCents: 10000, amountCents: 10000 }, { ...rule, interestFree: 2 }, 'none');
    expect(plan.map((o) => o.count)).toEqual([1, 2]);
  });

  it('one instalment never carries interest, even with semJuros 0', () => {
    expect(carriesInterest(1, { ...rule, interestFree: 0 })).toBe(false);
    expect(carriesInterest(2, { ...rule, interestFree: 0 })).toBe(true);
    expect(carriesInterest(6, rule)).toBe(false);
  });

  it('labels each option in pt-BR money', () => {
    expect(
      instalmentLabel({ count: 3, instalmentCents: 3333, lastCents: 3334, totalCents: 10000, interest: 'none' }),
    ).toBe('3x de R$ 33,33 sem juros');
    expect(
      instalmentLabel({ count: 4, instalmentCents: 2603, lastCents: 2603, totalCents: 10412, interest: 'buyer' }),
    ).toBe('4x de R$ 26,03 (total R$ 104,12)');
    expect(
      instalmentLabel({ count: 5, instalmentCents: 2000, lastCents: 2000, totalCents: 10000, interest: 'issuer' }),
    ).toBe('5x com juros do emissor do cartão');
  });
});

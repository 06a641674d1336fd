import { describe, expect, it } from 'vitest';
import { stateOfCep } from '../br/cep-state.js';
import { allowedInstalments, missingForMinimum } from './minimum-purchase.js';
import { deliveryTime, pickupQuote, priceOf, ruleApplies, shippingQuotes, type ShippingRule } from './shipping.js';

const rule = (over: Partial<ShippingRule>): ShippingRule => ({
  service: 'Transportadora',
  state: null,
  cepFrom: null,
  cepTo: null,
  days: 3,
  basePriceCents: 1_000,
  pricePerKgCents: 100,
  orderPercent: 0,
  freeAboveCents: null,
  ...over,
});

describe('CEP to state', () => {
  it('knows each state by its CEP range', () => {
    expect(stateOfCep('01310-100')).toBe('SP');
    expect(stateOfCep('13015904')).toBe('SP');
    expect(stateOfCep('20040-020')).toBe('RJ');
    expect(stateOfCep('70040-010')).toBe('DF');
    expect(stateOfCep('69010-000')).toBe('AM');
    expect(stateOfCep('69301-000')).toBe('RR');
    expect(stateOfCep('90010-000')).toBe('RS');
    expect(stateOfCep('00000-000')).toBeUndefined();
    expect(stateOfCep('123')).toBeUndefined();
  });
});

describe('shipping rules', () => {
  it('apply by state and CEP range', () => {
    const to = { cep: '13015904', state: 'SP' };
    expect(ruleApplies(rule({ state: 'SP' }), to)).toBe(true);
    expect(ruleApplies(rule({ state: 'MG' }), to)).toBe(false);
    expect(ruleApplies(rule({ cepFrom: '13000000', cepTo: '13999999' }), to)).toBe(true);
    expect(ruleApplies(rule({ cepFrom: '14000000', cepTo: '14999999' }), to)).toBe(false);
    expect(ruleApplies(rule({ cepFrom: '12000000', cepTo: '12999999' }), to)).toBe(false);
  });

  it('include both ends of a CEP range, and an open end reaches as far as it goes', () => {
    const to = { cep: '13015904', state: 'SP' };
    expect(ruleApplies(rule({ cepFrom: '13015904', cepTo: '13015904' }), to)).toBe(true);
    expect(ruleApplies(rule({ cepFrom: '13015905' }), to)).toBe(false);
    expect(ruleApplies(rule({ cepTo: '13015903' }), to)).toBe(false);
    expect(ruleApplies(rule({ cepTo: '13015904' }), to)).toBe(true);
    expect(ruleApplies(rule({}), { cep: '69900000', state: undefined })).toBe(true);
  });

  it('price: base + each started kg + order share; free above the value', () => {
    expect(priceOf(rule({}), { weightKg: 2.1, valueCents: 10_000 })).toBe(1_300);
    expect(priceOf(rule({ orderPercent: 1.5 }), { weightKg: 0, valueCents: 10_000 })).toBe(1_150);
    expect(priceOf(rule({ freeAboveCents: 10_000 }), { weightKg: 50, valueCents: 10_000 })).toBe(0);
    expect(priceOf(rule({ freeAboveCents: 10_000 }), { weightKg: 50, valueCents: 9_999 })).toBe(6_000);
    expect(priceOf(rule({ freeAboveCents: 10_000 }), { weightKg: 2, valueCents: 9_999 })).toBe(1_200);
    expect(priceOf(rule({ orderPercent: 2.5 }), { weightKg: -1, valueCents: 3_330 })).toBe(1_083);
  });

  describe('per service, the most specific rule wins whatever the order it comes in', () => {
    const to = { cep: '13015904', state: 'SP' };
    const parcel = { weightKg: 0, valueCents: 0 };
    const general = rule({ service: 'Expresso', basePriceCents: 9_000 });
    const byState = rule({ service: 'Expresso', state: 'SP', basePriceCents: 5_000 });
    const byRange = rule({ service: 'Expresso', cepFrom: '13000000', cepTo: '13999999', basePriceCents: 2_000 });
    const byBoth = rule({ service: 'Expresso', state: 'SP', cepFrom: '13000000', basePriceCents: 1_000 });
    const priceWith = (rules: ShippingRule[]) => shippingQuotes(rules, to, parcel).map((q) => q.priceCents);

    it.each([
      ['a CEP range over a state', [byState, byRange], 2_000],
      ['a CEP range over a state, listed first', [byRange, byState], 2_000],
      ['a state over no condition', [byState, general], 5_000],
      ['a range and a state over either', [byRange, byBoth, byState], 1_000],
      ['a range with one end over a state', [byState, rule({ ...byRange, cepTo: null })], 2_000],
      ['a range with the other end over a state', [byState, rule({ ...byRange, cepFrom: null })], 2_000],
    ])('%s', (_name, rules, price) => expect(priceWith(rules)).toEqual([price]));

    it('of two equally specific rules, the first listed', () => {
      expect(priceWith([byState, rule({ ...byState, basePriceCents: 4_000 })])).toEqual([5_000]);
    });

    it('a rule that does not apply never wins', () => {
      const elsewhere = rule({ service: 'Expresso', state: 'MG', cepFrom: '30000000', basePriceCents: 100 });
      expect(priceWith([general, elsewhere])).toEqual([9_000]);
      expect(shippingQuotes([elsewhere], to, parcel)).toEqual([]);
    });
  });

  it('lists the cheapest first and, at the same price, the fastest', () => {
    const rules = [
      rule({ service: 'Lento', basePriceCents: 3_000, days: 9 }),
      rule({ service: 'Caro', basePriceCents: 8_000, days: 1 }),
      rule({ service: 'Rápido', basePriceCents: 3_000, days: 2 }),
    ];
    expect(shippingQuotes(rules, { cep: '13015904', state: 'SP' }, { weightKg: 0, valueCents: 0 })).toEqual([
      { service: 'Rápido', days: 2, priceCents: 3_000 },
      { service: 'Lento', days: 9, priceCents: 3_000 },
      { service: 'Caro', days: 1, priceCents: 8_000 },
    ]);
  });

  it('offers store pickup for free, the same day', () => {
    expect(pickupQuote).toEqual({ service: 'Retirar na loja', days: 0, priceCents: 0 });
  });

  it('per service the most specific rule; cheapest first', () => {
    const rules = [
      rule({ service: 'Expresso', state: 'SP', basePriceCents: 5_000 }),
      rule({ service: 'Expresso', state: 'SP', cepFrom: '13000000', cepTo: '13999999', basePriceCents: 2_000 }),
      rule({ service: 'Econômico', basePriceCents: 3_000, days: 8 }),
    ];
    expect(shippingQuotes(rules, { cep: '13015904', state: 'SP' }, { weightKg: 0, valueCents: 0 })).toEqual([
      { service: 'Expresso', days: 3, priceCents: 2_000 },
      { service: 'Econômico', days: 8, priceCents: 3_000 },
    ]);
  });
});

describe('precedence of rules of one service', () => {
  // Four rules of one service, each with its own price, so the quote shows which one won.
  const rules = [
    rule({ service: 'Entrega', basePriceCents: 9_900 }),
    rule({ service: 'Entrega', state: 'SP', basePriceCents: 4_500 }),
    rule({ service: 'Entrega', cepFrom: '13000000', cepTo: '13999999', basePriceCents: 2_500 }),
    rule({ service: 'Entrega', state: 'SP', cepFrom: '13010000', cepTo: '13019999', basePriceCents: 2_000 }),
  ];
  const priceTo = (cep: string, state: string, among = rules) =>
    shippingQuotes(among, { cep, state }, { weightKg: 0, valueCents: 0 }).map((q) => q.priceCents);

  it('CEP range with state beats the CEP range alone', () => {
    expect(priceTo('13015904', 'SP')).toEqual([2_000]);
  });

  it('a CEP range beats a state, in whatever order the rules come', () => {
    expect(priceTo('13100000', 'SP')).toEqual([2_500]);
    expect(priceTo('13100000', 'SP', [...rules].reverse())).toEqual([2_500]);
  });

  it('a state beats a rule for everywhere; everywhere is the last resort', () => {
    expect(priceTo('01310100', 'SP')).toEqual([4_500]);
    expect(priceTo('30130010', 'MG')).toEqual([9_900]);
  });
});

describe('minimum purchase', () => {
  it('counts what is missing only when value and message are configured', () => {
    expect(missingForMinimum(15_000, { valueCents: 20_000, message: 'Mínimo R$ 200,00.' })).toBe(5_000);
    expect(missingForMinimum(25_000, { valueCents: 20_000, message: 'Mínimo R$ 200,00.' })).toBe(0);
    expect(missingForMinimum(20_000, { valueCents: 20_000, message: 'Mínimo R$ 200,00.' })).toBe(0);
    expect(missingForMinimum(19_999, { valueCents: 20_000, message: 'Mínimo R$ 200,00.' })).toBe(1);
    expect(missingForMinimum(15_000, { valueCents: 20_000, message: ' ' })).toBe(0);
    expect(missingForMinimum(15_000, undefined)).toBe(0);
    expect(missingForMinimum(15_000, { valueCents: 0, message: 'Mínimo R$ 0,00.' })).toBe(0);
    expect(missingForMinimum(20_000, { valueCents: 20_000, message: 'Mínimo R$ 200,00.' })).toBe(0);
  });
});

describe('instalments', () => {
  it('up to the maximum, each at least the minimum instalment', () => {
    expect(allowedInstalments(30_000, { max: 3, minimumCents: 10_000 })).toBe(3);
    expect(allowedInstalments(29_999, { max: 3, minimumCents: 10_000 })).toBe(2);
    expect(allowedInstalments(27_600, { max: 3, minimumCents: 10_000 })).toBe(2);
    expect(allowedInstalments(5_000, { max: 3, minimumCents: 10_000 })).toBe(1);
    expect(allowedInstalments(5_000, { max: 6, minimumCents: 0 })).toBe(6);
    expect(allowedInstalments(0, { max: 6, minimumCents: 0 })).toBe(6);
    expect(allowedInstalments(0, { max: 6, minimumCents: 10_000 })).toBe(1);
    expect(allowedInstalments(100_000, { max: 0, minimumCents: 0 })).toBe(1);
  });
});

describe('delivery time', () => {
  it('says one working day in the singular and more in the plural', () => {
    expect(deliveryTime(1)).toBe('até 1 dia útil');
    expect(deliveryTime(2)).toBe('até 2 dias úteis');
    expect(deliveryTime(15)).toBe('até 15 dias úteis');
  });
  it('says nothing for the same day (pickup)', () => {
    expect(deliveryTime(0)).toBe('');
  });
});

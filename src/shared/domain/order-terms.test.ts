import { describe, expect, it } from 'vitest';
import { conditionLabel, paymentLabel, paymentWithInstalments } from './order-terms.js';

describe('order terms', () => {
  it('reads day lists as days and keeps words as typed', () => {
    expect(conditionLabel('28/56/84')).toBe('28/56/84 dias');
    expect(conditionLabel('30')).toBe('30 dias');
    expect(conditionLabel('À vista')).toBe('À vista');
    expect(conditionLabel('30/')).toBe('30/');
    expect(conditionLabel('x30')).toBe('x30');
    expect(conditionLabel('30 dias')).toBe('30 dias');
  });

  it("names the spec's payment methods and keeps any other code", () => {
    expect(paymentLabel('D')).toBe('Boleto');
    expect(paymentLabel('Z')).toBe('Z');
    expect(paymentWithInstalments('D', 3)).toBe('Boleto em 3 parcelas');
    expect(paymentWithInstalments('D', 1)).toBe('Boleto');
    expect(paymentWithInstalments('D', 2)).toBe('Boleto em 2 parcelas');
  });
});

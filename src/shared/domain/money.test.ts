import { describe, expect, it } from 'vitest';
import { centsToReais, reaisToCents } from './money';

describe('centavos and reais', () => {
  it('puts the decimal point two places left on the wire, and back', () => {
    expect(centsToReais(123_456)).toBe(1234.56);
    expect(centsToReais(5)).toBe(0.05);
    expect(reaisToCents(1234.56)).toBe(123_456);
    expect(reaisToCents(0.05)).toBe(5);
  });

  it('rounds to the whole centavo both ways', () => {
    // 1234.56 * 100 is 123455.99999999999 in floating point.
    expect(reaisToCents(19.99)).toBe(1_999);
    expect(reaisToCents(0.005)).toBe(1);
    expect(centsToReais(10.6)).toBe(0.11);
  });
});

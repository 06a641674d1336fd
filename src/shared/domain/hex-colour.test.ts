import { describe, expect, it } from 'vitest';
import { hexRgbPattern, normaliseHex } from './hex-colour';

describe('hex colours', () => {
  it('are six hex digits, no sign, any case', () => {
    for (const ok of ['1F4E79', 'abcdef', '000000']) expect(hexRgbPattern.test(ok)).toBe(true);
    for (const bad of ['#1F4E79', '1F4E7', '1F4E790', 'GGGGGG', ' 1F4E79', '1F4E79 ', ''])
      expect(hexRgbPattern.test(bad)).toBe(false);
  });

  it('are normalised as typed: the sign and spaces taken off, upper case', () => {
    expect(normaliseHex('#1f4e79')).toBe('1F4E79');
    expect(normaliseHex('  #abcdef ')).toBe('ABCDEF');
    expect(normaliseHex('1F4E79')).toBe('1F4E79');
  });

  it('are refused when not six hex digits', () => {
    for (const bad of ['12345', '#1234567', 'xyzxyz', '##123456', '12 3456', ''])
      expect(normaliseHex(bad)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoneyCompact } from './format-money';

describe('formatMoneyCompact', () => {
  it.each([
    [0, 'R$ 0'],
    [95_000, 'R$ 950'],
    [300_000, 'R$ 3 mil'],
    [120_000, 'R$ 1,2 mil'],
    [1_530_000, 'R$ 15 mil'],
    [120_000_000, 'R$ 1,2 mi'],
    [200_000_000_000, 'R$ 2 bi'],
    [-300_000, '-R$ 3 mil'],
  ])('%i centavos read %s', (cents, text) => expect(formatMoneyCompact(cents)).toBe(text));

  it('uses plain spaces only, so a label measures and compares the same everywhere', () => {
    expect(formatMoneyCompact(123_456_789)).not.toMatch(/[\u00a0\u202f]/);
  });
});

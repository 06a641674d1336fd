import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days.js';

describe('bank business days', () => {
  it('knows the holidays that move with Easter', () => {
    // Easter 2026 is 5 April: Carnaval 16-17 February, Good Friday 3 April, Corpus Christi 4 June.
    for (const day of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']) expect(isBusinessDay(day)).toBe(false);
    // Easter 2027 is 28 March: Good Friday 26 March.
    expect(isBusinessDay('2027-03-26')).toBe(false);
    expect(isBusinessDay('2026-02-18')).toBe(true);
  });

  it('skips weekends and fixed holidays', () => {
    expect(isBusinessDay('2026-11-20')).toBe(false);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-11-21')).toBe(false); // a Saturday
    // Thursday 19/11/2026 + 3: Friday 20 is a holiday, then the weekend: 24, 25, 26.
    expect(addBusinessDays('2026-11-19', 3)).toBe('2026-11-25');
    expect(addBusinessDays('2026-12-23', 1)).toBe('2026-12-24');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
  });
});

import { describe, expect, it } from 'vitest';
import { companyDate, companyToday, formatDay, formatMoment, parseDay } from './dates.js';

describe('parseDay', () => {
  it.each([
    ['15/03/1980', '1980-03-15'],
    ['15-03-1980', '1980-03-15'],
    ['15031980', '1980-03-15'],
    [' 29/02/2024 ', '2024-02-29'],
    ['1980-03-15', '1980-03-15'],
  ])('reads %s as %s', (text, iso) => expect(parseDay(text)).toBe(iso));

  it.each([
    '31/02/1980',
    '29/02/2023',
    '00/01/2000',
    '15/13/1980',
    '1503198',
    '15/03/80',
    '',
    'ontem',
    'x15/03/1980',
    '15/03/19801',
  ])('refuses %s', (text) => expect(parseDay(text)).toBeUndefined());
});

describe('formatDay', () => {
  it('shows a stored day as DD/MM/AAAA', () => expect(formatDay('1980-03-15')).toBe('15/03/1980'));
  it('leaves a text that is not just a day as it is', () => {
    expect(formatDay('x1980-03-15')).toBe('x1980-03-15');
    expect(formatDay('1980-03-15T10:00')).toBe('1980-03-15T10:00');
  });
});

describe('formatMoment', () => {
  it("shows a moment in Brasília's time, from ISO text or a Date", () => {
    expect(formatMoment('2026-11-30T02:05:00Z')).toBe('29/11/2026, 23:05');
    expect(formatMoment(new Date('2026-01-15T15:30:59.999Z'))).toBe('15/01/2026, 12:30');
  });
});

describe('companyDate', () => {
  it('is the day in Brasília, where the UTC day has already turned', () => {
    expect(companyDate(new Date('2026-12-01T02:59:59Z'))).toBe('2026-11-30');
    expect(companyDate(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('companyToday', () => {
  it("is Brasília's calendar day, not the UTC one", () => {
    expect(companyToday(new Date('2026-12-01T00:15:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(companyToday(new Date('2026-12-01T03:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

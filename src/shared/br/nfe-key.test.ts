import { describe, expect, it } from 'vitest';
import { formatNfeKey, isValidNfeKey, nfeAccessKey, nfeKeyCheckDigit } from './nfe-key.js';

describe('NF-e access key', () => {
  it("accepts the key of the Manual de Orientação do Contribuinte's example XML", () => {
    const key = '35080599999090910270550010000000015180051273';
    expect(nfeKeyCheckDigit(key.slice(0, 43))).toBe(3);
    expect(isValidNfeKey(key)).toBe(true);
    expect(isValidNfeKey(key.slice(0, 43) + '4')).toBe(false);
  });

  it('composes cUF, AAMM, CNPJ, model, series, number, emission type, code and the mod-11 digit', () => {
    const key = nfeAccessKey({
      stateCode: 35,
      issuedOn: '2026-03-15',
      cnpj: '11.222.333/0001-81',
      series: 1,
      number: 10_000,
      randomCode: 12_345_678,
    });
    expect(key).toBe('35260311222333000181550010000100001123456785');
    expect(key).toHaveLength(44);
  });

  it('gives 0 when the remainder is 0 or 1', () => {
    // 1 x 2 = 2 -> remainder 2 -> 9; '0' x any = 0 -> remainder 0 -> 0
    expect(nfeKeyCheckDigit('0'.repeat(43))).toBe(0);
    expect(nfeKeyCheckDigit('0'.repeat(42) + '1')).toBe(9);
  });

  it('counts the letters of an alphanumeric CNPJ as ASCII minus 48', () => {
    const key = nfeAccessKey({
      stateCode: 35,
      issuedOn: '2026-07-01',
      cnpj: '12.ABC.345/01DE-35',
      series: 1,
      number: 42,
      randomCode: 1,
    });
    expect(key).toBe('35260712ABC34501DE35550010000000421000000017');
    expect(isValidNfeKey(key)).toBe(true);
  });

  it('prints in groups of four', () => {
    expect(formatNfeKey('35080599999090910270550010000000015180051273')).toBe(
      '3508 0599 9990 9091 0270 5500 1000 0000 0151 8005 1273',
    );
  });
});

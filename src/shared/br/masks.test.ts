import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { maskCep, maskCnpj, maskCode, maskCpf, maskDate, maskMoney, maskPhone, maskTime } from './masks';
import { onlyAlphanumeric, onlyDigits } from './only-digits';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('masks', () => {
  it('writes each pattern of the spec', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
    expect(maskPhone('11345')).toBe('(11) 345');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCep('13015904')).toBe('13015-904');
    expect(maskDate('22112026')).toBe('22-11-2026');
    expect(maskTime('235959')).toBe('23:59:59');
    expect(maskCode('1234567')).toBe('12345');
  });

  it('writes a literal only when more input follows it, and skips what a token cannot take', () => {
    expect(maskCep('13015')).toBe('13015');
    expect(maskCpf('529')).toBe('529');
    expect(maskDate('22/11')).toBe('22-11');
    expect(maskTime('x23y59')).toBe('23:59');
    expect(maskCnpj('12.abc')).toBe('12.ABC');
  });

  it('round-trips: the masked value holds the same digits, and masking twice changes nothing', () => {
    fc.assert(
      fc.property(
        digits(10, 11),
        (phone) => onlyDigits(maskPhone(phone)) === phone && maskPhone(maskPhone(phone)) === maskPhone(phone),
      ),
    );
    fc.assert(
      fc.property(digits(11, 11), (cpf) => onlyDigits(maskCpf(cpf)) === cpf && maskCpf(maskCpf(cpf)) === maskCpf(cpf)),
    );
    fc.assert(fc.property(digits(8, 8), (cep) => onlyDigits(maskCep(cep)) === cep));
    const alnum = fc
      .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 12, maxLength: 12 })
      .map((c) => c.join(''));
    fc.assert(
      fc.property(alnum, digits(2, 2), (base, check) => onlyAlphanumeric(maskCnpj(base + check)) === base + check),
    );
  });

  it('types money in centavos and shows it as R$', () => {
    expect(maskMoney('123456')).toBe('R$ 1.234,56');
    expect(maskMoney('5')).toBe('R$ 0,05');
    expect(maskMoney('')).toBe('');
    expect(maskMoney('000')).toBe('R$ 0,00');
    expect(maskMoney('000000012345')).toBe('R$ 123,45');
    expect(maskMoney('1234567890')).toBe('R$ 123.456,78');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => maskMoney(String(cents)) === formatMoney(cents)),
    );
  });

  it('formats money as the spec shows it', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(5)).toBe('R$ 0,05');
    expect(formatMoney(100000000)).toBe('R$ 1.000.000,00');
  });
});

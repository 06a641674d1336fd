import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj } from './cnpj';
import { cpfCheckDigits, isValidCpf } from './cpf';
import { isValidCpfOrCnpj } from './cpf-or-cnpj';
import { maskCnpj, maskCpf } from './masks';

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const alnumChar = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const validCpf = digitString(9)
  .filter((b) => !/^(\d)\1+$/.test(b))
  .map((b) => b + cpfCheckDigits(b));
const validNumericCnpj = digitString(12)
  .filter((b) => !/^(\d)\1+$/.test(b))
  .map((b) => b + cnpjCheckDigits(b));
const validAlnumCnpj = fc
  .array(alnumChar, { minLength: 12, maxLength: 12 })
  .map((c) => c.join(''))
  .filter((b) => !/^(.)\1+$/.test(b))
  .map((b) => b + cnpjCheckDigits(b));

/**
 * Every value differing from `value` in exactly one position. The official check digits cannot see
 * two kinds of change, so those are left out (docs/brazilian-rules.md): a change when a check digit
 * is 0 (mod 11 folds two remainders into 0), and, in the alphanumeric CNPJ, a swap between
 * characters whose values differ by a multiple of 11 (A and L, B and 7 ...).
 */
function detectableChanges(value: string, alphabet: string): string[] {
  if (value.endsWith('0') || value.at(-2) === '0') return [];
  const worth = (c: string) => c.charCodeAt(0) - 48;
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    for (const c of alphabet) {
      const original = value[i] ?? '';
      if (c !== original && (worth(c) - worth(original)) % 11 !== 0)
        out.push(value.slice(0, i) + c + value.slice(i + 1));
    }
  }
  return out;
}

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '935.411.347-80'])('accepts %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each(['132.379.645-22', '111.444.777-35'])('accepts %s, with repeated digits at either end', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each([
    '529.982.247-24',
    '00000000000',
    '11111111111',
    '99999999999',
    '1234567890',
    '123456789012',
    '529.982.247-253',
    '',
  ])('refuses %s', (cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('accepts every generated valid CPF, masked or bare', () => {
    fc.assert(fc.property(validCpf, (cpf) => isValidCpf(cpf) && isValidCpf(maskCpf(cpf)) && isValidCpfOrCnpj(cpf)));
  });

  it('refuses every detectable single-digit change of a valid CPF', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => detectableChanges(cpf, '0123456789').every((changed) => !isValidCpf(changed))),
      { numRuns: 300 },
    );
  });
});

describe('CNPJ', () => {
  it.each(['11.222.333/0001-81', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35', '12.abc.345/01de-35'])(
    'accepts %s',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each(['39.825.979/1907-96', '26.484.756/4696-09', '95.005.566/7139-33'])(
    'accepts %s (a check digit of 9; repeated check digits)',
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );
  it.each([
    '11.222.333/0001-82',
    '00.000.000/0000-00',
    'AAAAAAAAAAAAAA',
    '12.ABC.345/01DE-3A',
    '1122233300018',
    '11.222.333/0001-815',
    '',
  ])('refuses %s', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it('accepts every generated numeric and alphanumeric CNPJ, masked or bare', () => {
    fc.assert(
      fc.property(
        fc.oneof(validNumericCnpj, validAlnumCnpj),
        (cnpj) => isValidCnpj(cnpj) && isValidCnpj(maskCnpj(cnpj)) && isValidCpfOrCnpj(cnpj.toLowerCase()),
      ),
    );
  });

  it('refuses every detectable single-character change of a valid CNPJ', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.oneof(validNumericCnpj, validAlnumCnpj), (cnpj) =>
        detectableChanges(cnpj, alphabet)
          .filter((changed) => /^[0-9A-Z]{12}\d{2}$/.test(changed))
          .every((changed) => !isValidCnpj(changed)),
      ),
      { numRuns: 200 },
    );
  });

  it("shows the blind spots are the algorithm's own, not ours", () => {
    // A and L are worth 17 and 28: a difference of 11 leaves every weighted sum unchanged mod 11.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.LBC.345/01DE-35')).toBe(true);
  });
});

describe('isValidCpfOrCnpj', () => {
  it('treats fewer than 14 characters as CPF and the rest as CNPJ', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('52998224725000')).toBe(false);
    expect(isValidCpfOrCnpj('1122233300018')).toBe(false);
  });
});

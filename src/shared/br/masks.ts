import { formatMoney } from './format-money.js';
import { onlyAlphanumeric, onlyDigits } from './only-digits.js';

/**
 * Input masks. Pattern tokens: '0' a required digit, '9' an optional digit, 'A' a digit or letter;
 * anything else is a literal written only when more input follows it.
 */
const tokens: Record<string, RegExp> = { '0': /\d/, '9': /\d/, A: /[0-9A-Z]/ };

export function applyMask(pattern: string, value: string): string {
  const input = value.toUpperCase();
  let out = '';
  let literal = '';
  let i = 0;
  for (const symbol of pattern) {
    const token = tokens[symbol];
    if (!token) {
      literal += symbol;
      continue;
    }
    // Stryker disable next-line EqualityOperator: equivalent, one more turn at the end tests '' and stops all the same
    while (i < input.length && !token.test(input.charAt(i))) i++;
    if (i >= input.length) break;
    out += literal + input.charAt(i);
    literal = '';
    i++;
  }
  return out;
}

export const PHONE_MASK_11 = '(00) 00000-0000';
export const PHONE_MASK_10 = '(00) 0000-00009';
export const CPF_MASK = '000.000.000-00';
export const CNPJ_MASK = 'AA.AAA.AAA/AAAA-00';
export const CEP_MASK = '00000-000';
export const DATE_MASK = '99-99-9999';
export const TIME_MASK = '99:99:99';
export const CODE_MASK = '99999';

/** 11 digits: '(00) 00000-0000'; otherwise '(00) 0000-00009'. */
export const maskPhone = (value: string) =>
  applyMask(onlyDigits(value).length === 11 ? PHONE_MASK_11 : PHONE_MASK_10, value);
export const maskCpf = (value: string) => applyMask(CPF_MASK, onlyDigits(value));
/** Numeric or alphanumeric CNPJ: letters allowed in the first twelve characters. */
export const maskCnpj = (value: string) => applyMask(CNPJ_MASK, onlyAlphanumeric(value));
export const maskCep = (value: string) => applyMask(CEP_MASK, onlyDigits(value));
export const maskDate = (value: string) => applyMask(DATE_MASK, value);
export const maskTime = (value: string) => applyMask(TIME_MASK, value);
export const maskCode = (value: string) => applyMask(CODE_MASK, value);

/** Money typed digit by digit, the last two being centavos: '123456' -> 'R$ 1.234,56'. */
export function maskMoney(value: string): string {
  const digits = onlyDigits(value)
    .replace(/^0+(?=\d)/, '')
    .slice(0, 8);
  return digits === '' ? '' : formatMoney(Number(digits));
}

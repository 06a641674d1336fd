import { onlyDigits } from './only-digits.js';

/** Check digit of the CPF rule: weights count down from `firstWeight`, mod 11, 10 and 11 become 0. */
function cpfCheckDigit(digits: string, firstWeight: number): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The two check digits of a 9-digit CPF base. */
export function cpfCheckDigits(base: string): string {
  const first = cpfCheckDigit(base, 10);
  const second = cpfCheckDigit(base + String(first), 11);
  return `${first}${second}`;
}

/** CPF: 11 digits, both check digits right, and not one repeated digit (000.000.000-00 included). */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1+$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9, 11);
}

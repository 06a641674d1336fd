import { onlyAlphanumeric } from './only-digits.js';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Each character's value is its ASCII code minus 48: digits keep their value and letters (A = 17 ...)
 * get theirs, which is how the Receita Federal computes the alphanumeric CNPJ issued since July 2026.
 */
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base (digits or upper-case letters). */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(base + String(first), SECOND_WEIGHTS);
  return `${first}${second}`;
}

/**
 * CNPJ, numeric or alphanumeric: 12 characters of 0-9/A-Z then two numeric check digits; one repeated
 * character is refused. Case and punctuation of the input do not matter.
 */
export function isValidCnpj(value: string): boolean {
  const chars = onlyAlphanumeric(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(.)\1+$/.test(chars)) return false;
  // Stryker disable next-line MethodExpression: equivalent, check digits read only the first 12 characters (13 for the second, the first check digit itself)
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12, 14);
}

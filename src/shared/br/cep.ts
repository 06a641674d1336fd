import { onlyDigits } from './only-digits.js';

export const CEP_LENGTH = 8;

/** postalcodeBR: 8 digits, '00000-000' or bare. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim()) && onlyDigits(value).length === CEP_LENGTH;
}

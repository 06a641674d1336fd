import { onlyDigits } from './only-digits.js';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners' | 'discover' | 'jcb';

/** Prefixes and lengths of the brands sold in Brazil (Elo and Hipercard checked before Visa/Master). */
const brands: Array<{ brand: CardBrand; pattern: RegExp; lengths: number[] }> = [
  {
    brand: 'elo',
    pattern:
      /^(4011(78|79)|43(1274|8935)|45(1416|7393|763(1|2))|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650(03([^4])|04([0-9])|05(0|1)|4(0[5-9]|3[0-9]|8[5-9]|9[0-9])|5([0-2][0-9]|3[0-8])|9([2-6][0-9]|7[0-8])|541|700|720|901)|651652|655000|655021)/,
    lengths: [16],
  },
  { brand: 'hipercard', pattern: /^(606282|3841)/, lengths: [13, 16, 19] },
  { brand: 'amex', pattern: /^3[47]/, lengths: [15] },
  { brand: 'diners', pattern: /^3(0[0-5]|[68])/, lengths: [14, 16] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  { brand: 'discover', pattern: /^6(011|5)/, lengths: [16, 19] },
  { brand: 'mastercard', pattern: /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/, lengths: [16] },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19] },
];

export function cardBrand(value: string): CardBrand | undefined {
  const digits = onlyDigits(value);
  return brands.find((b) => b.pattern.test(digits) && b.lengths.includes(digits.length))?.brand;
}

/** The Luhn (mod 10) check every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    // Stryker disable next-line EqualityOperator: equivalent, twice a digit is even and never 9
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    // Stryker disable next-line AssignmentOperator: equivalent, a sum and its negative are multiples of 10 together
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** creditcard / creditcardtypes: spaces and dashes allowed, Luhn right and a known brand (which fixes the length). */
export function isValidCreditCard(value: string): boolean {
  if (/[^\d\s-]/.test(value)) return false;
  const digits = onlyDigits(value);
  return passesLuhn(digits) && cardBrand(digits) !== undefined;
}

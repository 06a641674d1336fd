/**
 * FEBRABAN boleto of collection ('bloqueto de cobrança'): the 44-position barcode and the 47-digit
 * linha digitável, with their check digits.
 */

const DAY_MS = 86_400_000;
/** Factor 0 is 07/10/1997; factor 9999 fell on 21/02/2025 and the next day started again at 1000. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** The due-date factor of an ISO date (AAAA-MM-DD), by the rule in force since 22/02/2025. */
export function dueDateFactor(dueOn: string): number {
  const days = Math.round((Date.parse(`${dueOn}T00:00:00Z`) - FACTOR_BASE) / DAY_MS);
  if (!Number.isFinite(days) || days < 1000) throw new Error(`no due-date factor for ${dueOn}`);
  return ((days - 1000) % 9000) + 1000;
}

/** Mod 10 of a field of the linha digitável: weights 2,1 from the right, digits of products added. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = 3 - weight) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: mod 11, weights 2..9 from the right; 0, 10 and 11 become 1. */
export function barcodeCheckDigit(digits43: string): number {
  let sum = 0;
  for (let i = digits43.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits43[i]) * weight;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit > 9 ? 1 : digit;
}

export type BoletoInput = {
  /** The bank's 3-digit code (001 Banco do Brasil ...). */
  bank: string;
  dueOn: string;
  valueCents: number;
  /** The 25 positions each bank fills its own way (agreement, nosso número, wallet). */
  freeField: string;
};

/** The 44 digits: bank, currency 9, general DV, factor, value (10, centavos), free field. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bank) || !/^\d{25}$/.test(input.freeField)) throw new Error('invalid boleto fields');
  if (!Number.isInteger(input.valueCents) || input.valueCents < 0 || input.valueCents > 99_999_999_99) {
    throw new Error('boleto value out of range');
  }
  const tail = String(dueDateFactor(input.dueOn)) + String(input.valueCents).padStart(10, '0') + input.freeField;
  const head = `${input.bank}9`;
  return head + String(barcodeCheckDigit(head + tail)) + tail;
}

const withDv = (field: string) => field + String(mod10(field));

/** The 47-digit linha digitável of a barcode, grouped the way it is printed. */
export function linhaDigitavel(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('a boleto barcode has 44 digits');
  const free = barcode.slice(19);
  const field1 = withDv(barcode.slice(0, 4) + free.slice(0, 5));
  const field2 = withDv(free.slice(5, 15));
  const field3 = withDv(free.slice(15, 25));
  return [
    `${field1.slice(0, 5)}.${field1.slice(5)}`,
    `${field2.slice(0, 5)}.${field2.slice(5)}`,
    `${field3.slice(0, 5)}.${field3.slice(5)}`,
    barcode[4],
    barcode.slice(5, 19),
  ].join(' ');
}

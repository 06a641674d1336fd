import { onlyDigits } from './only-digits.js';
import { isValidCellphone, isValidPhoneBR } from './phone.js';

/**
 * Where a Brazilian number leads on a phone: a call (`tel:` with the country code) for any valid
 * number, and WhatsApp (`https://wa.me/55{digits}`) for a mobile, where WhatsApp lives. A number
 * that is not a valid one gives no link (it is shown as typed).
 */
export function phoneLinks(value: string | null | undefined): { call: string; whatsapp?: string } | undefined {
  if (!value || !isValidPhoneBR(value)) return undefined;
  const digits = onlyDigits(value);
  return {
    call: `tel:+55${digits}`,
    ...(isValidCellphone(digits) ? { whatsapp: `https://wa.me/55${digits}` } : {}),
  };
}

/** A `mailto:` for one address that looks like one; none for blanks or lists. */
export function mailLink(value: string | null | undefined): string | undefined {
  const address = value?.trim() ?? '';
  return /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(address) ? `mailto:${address}` : undefined;
}

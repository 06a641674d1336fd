import { onlyAlphanumeric, onlyDigits } from './only-digits.js';
import { maskCep, maskCnpj, maskCpf, maskPhone } from './masks.js';

/**
 * Brazilian codes as people read them, wherever they are shown: a screen, a printed or PDF
 * document, a mail, a spreadsheet (as text, so the leading zeros stay). A value that is not the
 * code's length is shown as it is, never half-masked.
 */
export const brDisplays = ['document', 'phone', 'cep'] as const;
export type BrDisplay = (typeof brDisplays)[number];

/** CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric). */
export function formatDocument(value: string): string {
  const bare = onlyAlphanumeric(value);
  if (/^\d{11}$/.test(bare)) return maskCpf(bare);
  if (bare.length === 14) return maskCnpj(bare);
  return value;
}

/** Landline (10 digits) or mobile (11) with its DDD. */
export function formatPhone(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : value;
}

export function formatCep(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 8 ? maskCep(digits) : value;
}

const formatters: Record<BrDisplay, (value: string) => string> = {
  document: formatDocument,
  phone: formatPhone,
  cep: formatCep,
};

export const formatBr = (display: BrDisplay, value: string): string => formatters[display](value);

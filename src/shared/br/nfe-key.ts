import { onlyAlphanumeric } from './only-digits.js';

/** The parts of an NF-e access key (chave de acesso), layout 4.00 (Manual de Orientação do Contribuinte). */
export type NfeKeyParts = {
  /** IBGE code of the emitter's state (SP = 35). */
  stateCode: number;
  /** Issue date, ISO (AAAA-MM-DD): the key keeps its year and month (AAMM). */
  issuedOn: string;
  /** Emitter's CNPJ, numeric or alphanumeric (14 characters). */
  cnpj: string;
  /** 55 = NF-e, 65 = NFC-e. */
  model?: 55 | 65;
  series: number;
  number: number;
  /** 1 = normal emission. */
  emissionType?: number;
  /** The emitter's 8-digit random code (cNF), so keys cannot be guessed from the number. */
  randomCode: number;
};

const pad = (value: number | string, size: number) => String(value).padStart(size, '0');

/**
 * Mod-11 check digit of the first 43 positions: weights 2..9 from the right, remainder 0 or 1 gives 0.
 * Each character counts as its ASCII code minus 48, so an alphanumeric CNPJ (NT 2025.001) works too.
 */
export function nfeKeyCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = first43.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += (first43.charCodeAt(i) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 44-character access key: cUF AAMM CNPJ mod serie nNF tpEmis cNF cDV. */
export function nfeAccessKey(parts: NfeKeyParts): string {
  const cnpj = onlyAlphanumeric(parts.cnpj);
  if (cnpj.length !== 14) throw new Error('CNPJ must have 14 characters');
  const yearMonth = parts.issuedOn.slice(2, 4) + parts.issuedOn.slice(5, 7);
  const first43 =
    pad(parts.stateCode, 2) +
    yearMonth +
    cnpj +
    pad(parts.model ?? 55, 2) +
    pad(parts.series, 3) +
    pad(parts.number, 9) +
    pad(parts.emissionType ?? 1, 1) +
    pad(parts.randomCode, 8);
  return first43 + String(nfeKeyCheckDigit(first43));
}

/** A key of 44 characters (digits, or letters where an alphanumeric CNPJ sits) whose check digit holds. */
export function isValidNfeKey(key: string): boolean {
  return /^\d{6}[0-9A-Z]{12}\d{26}$/.test(key) && nfeKeyCheckDigit(key.slice(0, 43)) === Number(key[43]);
}

/** The key as the DANFE prints it: eleven groups of four. */
export function formatNfeKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

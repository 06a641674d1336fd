import { isValidCnpj } from './cnpj.js';
import { isValidCpf } from './cpf.js';
import { onlyAlphanumeric } from './only-digits.js';

/** The spec's document rule: fewer than 14 characters is a CPF, otherwise a CNPJ. */
export function isValidCpfOrCnpj(value: string): boolean {
  return onlyAlphanumeric(value).length < 14 ? isValidCpf(value) : isValidCnpj(value);
}

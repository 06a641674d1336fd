export const CEP_LENGTH = 8;

/** postalcodeBR: 8 digits, '00000-000' or bare. */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}

/** Spec section 5: on the map a CEP is unusable when empty, '00000-000', '00000000' or '0'. */
export function isUsableMapCep(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text !== '' && !['00000-000', '00000000', '0'].includes(text);
}

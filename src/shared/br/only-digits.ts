/** Keeps the digits of a value: '123.456.789-09' -> '12345678909'. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Keeps digits and letters, upper-cased: what an alphanumeric CNPJ is made of. */
export function onlyAlphanumeric(value: string): string {
  return value.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

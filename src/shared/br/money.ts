/**
 * money: up to 6 integer digits and up to 2 decimals, in pt-BR ('1.234,56', '1234,5', '1234') or
 * with a dot as the decimal separator ('1234.56'). A dot followed by three digits is a thousands dot.
 */
const PT_BR = /^\d{1,3}\.\d{3}(,\d{1,2})?$|^\d{1,6}(,\d{1,2})?$/;
const DOT_DECIMAL = /^\d{1,6}\.\d{1,2}$/;

export function isValidMoney(value: string): boolean {
  const text = value.trim().replace(/^R\$\s*/, '');
  return PT_BR.test(text) || DOT_DECIMAL.test(text);
}

/**
 * Reads a money text into integer centavos without floating point: '1.234,56' -> 123456,
 * '10,5' -> 1050, '1234.56' -> 123456. Undefined when it is not a valid amount.
 */
export function parseMoneyToCents(value: string): number | undefined {
  const text = value.trim().replace(/^R\$\s*/, '');
  if (!isValidMoney(text)) return undefined;
  const [integer, decimals = ''] = DOT_DECIMAL.test(text) ? text.split('.') : text.replace(/\./g, '').split(',');
  return Number(integer) * 100 + Number(decimals.padEnd(2, '0'));
}

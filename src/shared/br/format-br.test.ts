import { describe, expect, it } from 'vitest';
import { formatBr, formatCep, formatDocument, formatPhone } from './format-br.js';

describe('Brazilian codes as shown', () => {
  it('masks a CPF, a numeric CNPJ and an alphanumeric one, bare or already masked', () => {
    expect(formatDocument('93541134780')).toBe('935.411.347-80');
    expect(formatDocument('45997418000153')).toBe('45.997.418/0001-53');
    expect(formatDocument('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('45.997.418/0001-53')).toBe('45.997.418/0001-53');
  });

  it('masks landlines, mobiles and CEPs', () => {
    expect(formatPhone('1932345678')).toBe('(19) 3234-5678');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatBr('cep', '13015904')).toBe('13015-904');
  });

  it('leaves a value of another length as it is', () => {
    expect(formatDocument('123')).toBe('123');
    expect(formatPhone('08001234567890')).toBe('08001234567890');
    expect(formatCep('1310100')).toBe('1310100');
  });
});

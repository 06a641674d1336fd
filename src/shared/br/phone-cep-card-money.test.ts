import { describe, expect, it } from 'vitest';
import { isUsableMapCep, isValidCep } from './cep';
import { cardBrand, isValidCreditCard } from './credit-card';
import { isValidMoney, parseMoneyToCents } from './money';
import { isValidCellphone, isValidPhone, isValidPhoneBR } from './phone';

describe('telefone and celular', () => {
  it.each(['(11) 3456-7890', '1134567890', '(19) 2123-4567', '(99) 5999-9999'])('telefone accepts %s', (v) =>
    expect(isValidPhone(v)).toBe(true),
  );
  it.each([
    '(10) 3456-7890',
    '(01) 3456-7890',
    '(00) 3456-7890',
    '(11) 6456-7890',
    '(11) 0456-7890',
    '113456789',
    '(11) 93456-78901',
  ])('telefone refuses %s', (v) => expect(isValidPhone(v)).toBe(false));
  it.each(['(11) 98765-4321', '11987654321', '(19) 7123-4567', '(21) 99999-0000'])('celular accepts %s', (v) =>
    expect(isValidCellphone(v)).toBe(true),
  );
  it.each(['(10) 98765-4321', '(11) 38765-4321', '(09) 98765-4321'])('celular refuses %s', (v) =>
    expect(isValidCellphone(v)).toBe(false),
  );
  it('phoneBR takes either', () => {
    expect(isValidPhoneBR('(11) 3456-7890') && isValidPhoneBR('(11) 98765-4321')).toBe(true);
    expect(isValidPhoneBR('(10) 98765-4321')).toBe(false);
  });
});

describe('CEP', () => {
  it.each(['13015-904', '13015904', '01310-100'])('accepts %s', (v) => expect(isValidCep(v)).toBe(true));
  it.each(['1301-5904', '1301590', '130159044', 'abcde-fgh', ''])('refuses %s', (v) =>
    expect(isValidCep(v)).toBe(false),
  );
});

describe('credit card', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555-5555-5555-4444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6362970000457013', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['30569309025904', 'diners'],
  ])('accepts %s as %s', (number, brand) => {
    expect(isValidCreditCard(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
  });
  it.each(['4111 1111 1111 1112', '1234567812345678', '4111-1111-1111-111a', '411111111111'])('refuses %s', (v) =>
    expect(isValidCreditCard(v)).toBe(false),
  );
});

describe('money', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['0,99', 99],
    ['999999,99', 99999999],
    ['1234.56', 123456],
    ['R$ 10,00', 1000],
    ['1.234', 123400],
    ['7', 700],
  ])('reads %s as %i centavos', (text, cents) => {
    expect(isValidMoney(text)).toBe(true);
    expect(parseMoneyToCents(text)).toBe(cents);
  });
  it.each(['1234567', '12,345', '1.23.456', 'abc', '', '-5', '1,2,3'])('refuses %s', (text) => {
    expect(isValidMoney(text)).toBe(false);
    expect(parseMoneyToCents(text)).toBeUndefined();
  });
});

describe('map CEP', () => {
  it.each(['', '   ', '00000-000', '00000000', '0', null, undefined])('refuses %s', (cep) =>
    expect(isUsableMapCep(cep)).toBe(false),
  );
  it('takes a real one', () => expect(isUsableMapCep('13015-904')).toBe(true));
});

import { describe, expect, it } from 'vitest';
import { isUsableMapCep, isValidCep } from './cep';
import { cardBrand, isValidCreditCard, passesLuhn } from './credit-card';
import { isValidMoney, parseMoneyToCents } from './money';
import { isValidCellphone, isValidPhone, isValidPhoneBR } from './phone';

describe('telefone and celular', () => {
  it.each(['(11) 3456-7890', '1134567890', '(19) 2123-4567', '(99) 5999-9999', '(11) 1456-7890'])(
    'telefone accepts %s',
    (v) => expect(isValidPhone(v)).toBe(true),
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
  it.each(['(11) 98765-4321', '11987654321', '(19) 7123-4567', '(21) 99999-0000', '(11) 6123-4567'])(
    'celular accepts %s',
    (v) => expect(isValidCellphone(v)).toBe(true),
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
  it.each(['13015-904', '13015904', '01310-100', ' 13015-904 '])('accepts %s', (v) => expect(isValidCep(v)).toBe(true));
  it.each(['1301-5904', '1301590', '130159044', 'abcde-fgh', '', 'a13015-904', '13015-904a', '13015--904'])(
    'refuses %s',
    (v) => expect(isValidCep(v)).toBe(false),
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
  it.each([
    '4111 1111 1111 1112',
    '1234567812345678',
    '4111-1111-1111-111a',
    '4111 1111 1111 1111x',
    '411111111111',
    '1234567812345670',
  ])('refuses %s', (v) => expect(isValidCreditCard(v)).toBe(false));

  it('runs the Luhn check on digits only, and nothing passes it empty', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  /** A card number of the given length starting with the prefix (cardBrand does not check Luhn). */
  const card = (prefix: string, length = 16) => prefix.padEnd(length, '0');
  it.each([
    ...['401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632'],
    ...['504175', '506699', '506700', '506779', '509000', '627780', '636297', '636368'],
    ...['650031', '650040', '650049', '650050', '650051', '650405', '650409', '650430', '650439'],
    ...['650485', '650489', '650490', '650499', '650500', '650529', '650530', '650538', '650541'],
    ...['650700', '650720', '650901', '650920', '650969', '650970', '650978', '651652', '655000', '655021'],
  ])('knows %s as Elo', (prefix) => expect(cardBrand(card(prefix))).toBe('elo'));

  it.each([
    [card('650034'), 'discover'],
    [card('650404'), 'discover'],
    [card('650539'), 'discover'],
    [card('650979'), 'discover'],
    [card('401177'), 'visa'],
    [card('506780'), undefined],
    [card('606282'), 'hipercard'],
    [card('3841', 13), 'hipercard'],
    [card('3841', 19), 'hipercard'],
    [card('34', 15), 'amex'],
    [card('37', 15), 'amex'],
    [card('300', 14), 'diners'],
    [card('305', 14), 'diners'],
    [card('36', 14), 'diners'],
    [card('38', 16), 'diners'],
    [card('3528'), 'jcb'],
    [card('3529', 17), 'jcb'],
    [card('353', 18), 'jcb'],
    [card('358', 19), 'jcb'],
    [card('6011'), 'discover'],
    [card('65', 19), 'discover'],
    [card('51'), 'mastercard'],
    [card('55'), 'mastercard'],
    [card('2221'), 'mastercard'],
    [card('229'), 'mastercard'],
    [card('23'), 'mastercard'],
    [card('26'), 'mastercard'],
    [card('270'), 'mastercard'],
    [card('271'), 'mastercard'],
    [card('2720'), 'mastercard'],
    [card('4', 13), 'visa'],
    [card('4', 19), 'visa'],
  ])('knows %s as %s', (number, brand) => expect(cardBrand(number)).toBe(brand));

  it.each([
    ['a prefix found later in the number', '4000384100000000', 'visa'],
    ['an Elo prefix later on', '4000401178000000', 'visa'],
    ['34 later on', '600000000034000', undefined],
    ['30 later on', '4000300000000000', 'visa'],
    ['3528 later on', '4000352800000000', 'visa'],
    ['6011 later on', '4000601100000000', 'visa'],
    ['51 later on', '4000510000000000', 'visa'],
    ['4 later on', '5000400000000000', undefined],
    ['a prefix outside every range', '2210000000000000', undefined],
    ['a 2 prefix outside the ranges', '2730000000000000', undefined],
    ['a 35 prefix outside the ranges', '3590000000000000', undefined],
    ['a 3 prefix outside the ranges', '3700000000000000', undefined],
    ['a known prefix of the wrong length', card('6011', 17), undefined],
  ])('reads the brand only from the start: %s', (_case, number, brand) => expect(cardBrand(number)).toBe(brand));
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
    ['12.345,67', 1234567],
    ['12.345', 1234500],
    ['7', 700],
    ['1234.5', 123450],
    [' 10,00 ', 1000],
    ['R$10,00', 1000],
    ['R$  10,00', 1000],
    [' R$ 10,00', 1000],
  ])('reads %s as %i centavos', (text, cents) => {
    expect(isValidMoney(text)).toBe(true);
    expect(parseMoneyToCents(text)).toBe(cents);
  });
  it.each([
    '1234567',
    '12,345',
    '1.23.456',
    'abc',
    '',
    '-5',
    '1,2,3',
    '10R$,00',
    '1234.567',
    '1234.',
    '1.234.567',
    '1.234.56',
    '1234567.89',
  ])('refuses %s', (text) => {
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

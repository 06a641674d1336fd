import { describe, expect, it } from 'vitest';
import { formatAddress } from './address.js';

describe('formatAddress', () => {
  it('writes street, number, complement, district, city/state and the CEP masked', () => {
    expect(
      formatAddress({
        street: 'Rua Barão de Jaguara',
        number: '1481',
        complement: 'Sala 12',
        district: 'Centro',
        city: 'Campinas',
        state: 'SP',
        cep: '13015904',
      }),
    ).toBe('Rua Barão de Jaguara, 1481, Sala 12 - Centro - Campinas/SP - CEP 13015-904');
  });

  it('drops what is missing with its separator', () => {
    expect(formatAddress({ street: 'Rua A', number: '', complement: null, city: 'Palmas' })).toBe('Rua A - Palmas');
    expect(formatAddress({})).toBe('');
  });

  it('drops parts that are only blanks and trims the district', () => {
    expect(
      formatAddress({
        street: 'Rua A',
        number: ' ',
        complement: '  ',
        district: ' Centro ',
        city: ' ',
        state: 'SP',
        cep: ' ',
      }),
    ).toBe('Rua A - Centro - SP');
  });
});

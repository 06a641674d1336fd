import { describe, expect, it } from 'vitest';
import { barcodeCheckDigit, boletoBarcode, dueDateFactor, linhaDigitavel, mod10 } from './boleto.js';

describe('due-date factor', () => {
  it('counts days from 07/10/1997 up to 9999 on 21/02/2025', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
  });

  it('starts again at 1000 on 22/02/2025 (FEBRABAN)', () => {
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-11-25')).toBe(1000 + 641);
  });
});

describe('boleto barcode and linha digitável', () => {
  // The Banco do Brasil example printed in FEBRABAN's and the banks' layout guides.
  const published = '00193373700000001000500940144816060680935031';

  it("keeps the published example's check digits", () => {
    expect(barcodeCheckDigit(published.slice(0, 4) + published.slice(5))).toBe(3);
    expect(linhaDigitavel(published)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });

  it('composes bank, currency, DV, factor, value and free field', () => {
    const barcode = boletoBarcode({
      bank: '001',
      dueOn: '2025-02-22',
      valueCents: 123_456,
      freeField: '0000001234567000000004217',
    });
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(5, 19)).toBe('10000000123456');
    expect(barcode.slice(19)).toBe('0000001234567000000004217');
    expect(Number(barcode[4])).toBe(barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)));
    expect(linhaDigitavel(barcode).replace(/\D/g, '')).toHaveLength(47);
  });

  it('never has 0 as the general check digit', () => {
    // Remainder 0 (11 - 0 = 11) and remainder 1 (10) both become 1.
    expect(barcodeCheckDigit('0'.repeat(43))).toBe(1);
  });

  it('computes mod 10 with weights 2,1 and the digits of each product', () => {
    expect(mod10('001905009')).toBe(5);
    expect(mod10('4014481606')).toBe(9);
    expect(mod10('0')).toBe(0);
  });
});

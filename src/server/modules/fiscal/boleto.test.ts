import { describe, expect, it } from 'vitest';
import { linhaDigitavel } from '../../../shared/br/boleto.js';
import { boletoDocument } from './boleto.js';

type Receivable = Parameters<typeof boletoDocument>[0];

/** As the company record keeps it: the CNPJ without its mask. */
const beneficiary = { name: 'Tintas Balcão Ltda', document: '11222333000181', city: 'Campinas' };

/** A receivable three days late, from an invoice, with the payer's whole address. */
const late: Receivable = {
  id: 77,
  instalment: 2,
  dueOn: '2026-03-10',
  valueCents: 5_000,
  dailyInterestCents: 100,
  status: 'A',
  bankNumber: '123.456.789.012.345.678-90',
  paidOn: null,
  orderId: 5_500,
  invoiceNumber: '991',
  issuedOn: '2026-03-01',
  daysLate: 3,
  today: '2026-03-13',
  payer: {
    name: 'Ana Souza',
    document: '12345678909',
    street: 'Rua A',
    number: '10',
    district: 'Centro',
    city: 'Campinas',
    state: 'SP',
    cep: '13015904',
  },
};

describe("a boleto's second copy", () => {
  it('prints the bank, the payer, the nosso número in the free field, and the value with interest to date', () => {
    const boleto = boletoDocument(late, beneficiary);
    expect(boleto).toMatchObject({
      bankCode: '001',
      bankDigit: '9',
      bankName: 'Banco do Brasil',
      beneficiary: { name: 'Tintas Balcão Ltda', document: '11.222.333/0001-81' },
      payer: { name: 'Ana Souza', document: '123.456.789-09', address: 'Rua A, 10 - Centro - Campinas/SP - 13015-904' },
      documentNumber: '991/2',
      nossoNumero: '45678901234567890',
      issuedOn: '2026-03-01',
      dueOn: '2026-03-10',
      value: 'R$ 50,00',
      updatedValue: 'R$ 53,00',
      instructions: [
        'Após o vencimento, juros de R$ 1,00 por dia de atraso.',
        'Boleto de demonstração: não registrado em banco, não pague.',
      ],
    });
    // Bank 001, currency 9, then (after the check digit, due factor and value) the agreement layout:
    // six zeros, the 17-digit nosso número and wallet 17. The value in the barcode is the original.
    expect(boleto.barcode).toMatch(/^0019\d{5}0000005000/);
    expect(boleto.barcode.slice(19)).toBe('0000004567890123456789017');
    expect(boleto.linhaDigitavel).toBe(linhaDigitavel(boleto.barcode));
    // The Pix charges what is owed today, to the company's CNPJ, under the receivable's reference.
    expect(boleto.pixPayload).toContain('0014br.gov.bcb.pix011411222333000181');
    expect(boleto.pixPayload).toContain('540553.00');
    expect(boleto.pixPayload).toContain('5918TINTAS BALCAO LTDA6008CAMPINAS');
    expect(boleto.pixPayload).toContain('62090505DUP77');
  });

  it('on its due day owes the value alone; without a bank number or an invoice it uses its own ids', () => {
    const onTime = { ...late, daysLate: 0, bankNumber: null, invoiceNumber: null, issuedOn: null };
    const boleto = boletoDocument(onTime, beneficiary);
    expect(boleto.updatedValue).toBeNull();
    expect(boleto.pixPayload).toContain('540550.00');
    expect(boleto.nossoNumero).toBe('00000000000000077');
    expect(boleto.documentNumber).toBe('5500/2');
    expect(boleto.issuedOn).toBe('2026-03-13');
    expect(boletoDocument({ ...onTime, orderId: null }, beneficiary).documentNumber).toBe('77/2');
  });

  it("prints only the parts of the payer's address it has", () => {
    const payer = { ...late.payer, street: null, number: null, district: null, city: null, state: null, cep: null };
    expect(boletoDocument({ ...late, payer }, beneficiary).payer.address).toBe('');
    const cityOnly = { ...payer, city: 'Campinas', street: 'Rua A' };
    expect(boletoDocument({ ...late, payer: cityOnly }, beneficiary).payer.address).toBe('Rua A - Campinas');
    expect(boletoDocument({ ...late, payer: { ...payer, document: null } }, beneficiary).payer.document).toBeNull();
  });

  it('has no Pix when the company has no CNPJ on record, its Pix key; an alphanumeric CNPJ is the key as it is', () => {
    const withoutCnpj = boletoDocument(late, { ...beneficiary, document: null });
    expect(withoutCnpj.beneficiary).toEqual({ name: 'Tintas Balcão Ltda', document: null });
    expect(withoutCnpj.pixPayload).toBeNull();
    expect(withoutCnpj.linhaDigitavel).toBe(boletoDocument(late, beneficiary).linhaDigitavel);
    const alphanumeric = boletoDocument(late, { ...beneficiary, document: '12abc34501de35' });
    expect(alphanumeric.beneficiary.document).toBe('12.ABC.345/01DE-35');
    expect(alphanumeric.pixPayload).toContain('0014br.gov.bcb.pix011412ABC34501DE35');
  });
});

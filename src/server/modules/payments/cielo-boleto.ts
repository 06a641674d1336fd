import type { PayerAddress } from '../../db/schema/payments.js';
import type { ChargeRequest } from './payment-provider.js';

/** The bank Cielo registers the boleto at ('Bradesco2' is Cielo's registered Bradesco boleto). */
export const BOLETO_PROVIDER = 'Bradesco2';

export const digits = (text: string) => text.replace(/\D/g, '');
/** Cielo's boleto fields are plain text of fixed sizes: no accents (the bank's layout is ASCII). */
export const plain = (text: string, size: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, size);

/**
 * A boleto sale in Cielo API 3.0's words (`POST /1/sales/`, Payment.Type 'Boleto'): the payer
 * with CPF/CNPJ and address (a registered boleto names who pays), the amount in centavos, the
 * due date 'YYYY-MM-DD' and what the boleto prints. Sizes are Bradesco's.
 */
export function boletoSale(charge: ChargeRequest) {
  const boleto = charge.boleto;
  if (!boleto) throw new Error('a boleto sale needs its boleto');
  return {
    MerchantOrderId: charge.reference,
    Customer: {
      Name: plain(charge.payer.name, 34),
      ...identityOf(charge.payer.document),
      Address: cieloAddress(boleto.payerAddress, 18),
    },
    Payment: {
      Type: 'Boleto',
      Amount: charge.amountCents,
      Provider: BOLETO_PROVIDER,
      Address: plain(boleto.assignor.address, 255),
      BoletoNumber: boleto.number,
      Assignor: plain(boleto.assignor.name, 200),
      Demonstrative: plain(boleto.demonstrative, 255),
      ExpirationDate: boleto.dueOn,
      Identification: digits(boleto.assignor.document),
      Instructions: plain(boleto.instructions, 450),
    },
  };
}

/** The payer's CPF or CNPJ as Cielo's Customer names it. */
export function identityOf(document: string) {
  const identity = digits(document);
  return { Identity: identity, IdentityType: identity.length > 11 ? 'CNPJ' : 'CPF' };
}

/** An address in Cielo's Customer words (the boleto's bank prints the city in 18 letters). */
export function cieloAddress(a: PayerAddress, citySize = 50) {
  return {
    Street: plain(a.street, 70),
    Number: plain(a.number, 10),
    Complement: plain(a.complement ?? '', 20),
    ZipCode: digits(a.cep),
    District: plain(a.district, 50),
    City: plain(a.city, citySize),
    State: a.state,
    Country: 'BRA',
  };
}

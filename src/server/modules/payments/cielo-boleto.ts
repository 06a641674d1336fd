import { DEFAULT_BOLETO_PROVIDER, cieloBoletoProviders } from '../../../shared/domain/store-settings.js';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import type { PayerAddress } from '../../db/schema/payments.js';
import type { ChargeRequest, ChargeView, Credentials } from './payment-provider.js';

/** The bank Cielo registers the company's boletos at: its 'cie' choice, else Bradesco2 (Cielo's registered Bradesco boleto). */
export function boletoProvider(credentials: Credentials): string {
  const chosen = credentials.bancoBoleto?.trim();
  return cieloBoletoProviders.some(([value]) => value === chosen) && chosen ? chosen : DEFAULT_BOLETO_PROVIDER;
}

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
 * due date 'YYYY-MM-DD', the bank (Provider) and what the boleto prints. Sizes are Bradesco's.
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
      Provider: boleto.provider,
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

/**
 * What Cielo's refusal of a boleto is about, in the customer's and seller's words: Cielo answers in
 * English (`[{Code, Message}]` on a 400, or ReturnCode/ReturnMessage), so the subject it names is told.
 */
const refusalSubjects: Array<[RegExp, string]> = [
  [/identity|document|cpf|cnpj/i, 'CPF ou CNPJ do pagador não aceito'],
  [/zip|address|street|district|city|state|number/i, 'endereço do pagador incompleto ou não aceito'],
  [/name/i, 'nome do pagador não aceito'],
  [/expiration|date/i, 'data de vencimento não aceita'],
  [/amount/i, 'valor não aceito'],
  [
    /provider|enabled|affiliation|merchant|payment ?method|not allowed/i,
    'boleto registrado não habilitado na conta da Cielo para o banco escolhido',
  ],
];

/** A boleto Cielo (or its bank) refused to register: definite, with the reason in pt-BR. */
export function boletoRefusal(code: string, message: string): ChargeView {
  const subject = refusalSubjects.find(([pattern]) => pattern.test(message))?.[1] ?? 'dados do boleto não aceitos';
  return { state: paymentStates.refused, reason: m.boletoRefused(subject, code), settlements: [] };
}

/** Cielo's 400 body, `[{Code, Message}]`: the first error (anything else reads as an unnamed refusal). */
export function firstCieloError(body: unknown): { code: string; message: string } {
  const first = (Array.isArray(body) ? body[0] : undefined) as { Code?: unknown; Message?: unknown } | undefined;
  const code = typeof first?.Code === 'number' || typeof first?.Code === 'string' ? String(first.Code) : '';
  return { code, message: typeof first?.Message === 'string' ? first.Message : '' };
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

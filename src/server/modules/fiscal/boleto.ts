import { boletoBarcode, linhaDigitavel } from '../../../shared/br/boleto.js';
import { brCodePayload } from '../../../shared/br/br-code.js';
import { formatCep, formatDocument } from '../../../shared/br/format-br.js';
import { formatMoney } from '../../../shared/br/format-money.js';
import { onlyAlphanumeric, onlyDigits } from '../../../shared/br/only-digits.js';
import type { BoletoDocument } from '../documents/index.js';
import type { receivableFor } from './fiscal.repo.js';

type Receivable = NonNullable<Awaited<ReturnType<typeof receivableFor>>>;
/** The company that charges; one without a CNPJ on record gets a boleto without Pix (the CNPJ is its key). */
export type Beneficiary = { name: string; document: string | null; city: string };

/**
 * The collection layout the demo prints: Banco do Brasil's 'convênio de 7 posições', wallet 17, where
 * the free field is six zeros, the 17-digit nosso número (agreement + sequence) and the wallet. The
 * receivable's bank number (numeroBancario) is that nosso número as the ERP keeps it. The bank's code
 * is printed with its check digit, as FEBRABAN lists it (001-9).
 */
const BANK = { code: '001', digit: '9', name: 'Banco do Brasil', wallet: '17' };

export const nossoNumeroOf = (bankNumber: string | null, id: number) =>
  ((bankNumber && onlyDigits(bankNumber)) || String(id)).slice(-17).padStart(17, '0');

/** Value owed today: the original plus one day of interest for each day late (spec section 4). */
export const updatedCentsOf = (r: Pick<Receivable, 'valueCents' | 'dailyInterestCents' | 'daysLate'>) =>
  r.valueCents + r.daysLate * r.dailyInterestCents;

/** The parts a record has, joined: a payer without a street prints no ', ' of its own. */
const joined = (separator: string, ...parts: Array<string | null>) => parts.filter(Boolean).join(separator);

/**
 * What the second copy prints. A late boleto keeps its due date and value in the barcode (the bank adds
 * the interest at payment); the updated value is printed beside it and the Pix charges it, since Pix
 * has no interest rule of its own in a static BR Code.
 */
export function boletoDocument(r: Receivable, beneficiary: Beneficiary): BoletoDocument {
  const nossoNumero = nossoNumeroOf(r.bankNumber, r.id);
  const barcode = boletoBarcode({
    bank: BANK.code,
    dueOn: r.dueOn,
    valueCents: r.valueCents,
    freeField: `000000${nossoNumero}${BANK.wallet}`,
  });
  const updatedCents = updatedCentsOf(r);
  const p = r.payer;
  return {
    bankCode: BANK.code,
    bankDigit: BANK.digit,
    bankName: BANK.name,
    beneficiary: {
      name: beneficiary.name,
      document: beneficiary.document ? formatDocument(beneficiary.document) : null,
    },
    payer: {
      name: p.name,
      document: p.document ? formatDocument(p.document) : null,
      address: joined(
        ' - ',
        joined(', ', p.street, p.number),
        p.district,
        joined('/', p.city, p.state),
        p.cep && formatCep(p.cep),
      ),
    },
    documentNumber: `${r.invoiceNumber ?? r.orderId ?? r.id}/${r.instalment}`,
    nossoNumero,
    issuedOn: r.issuedOn ?? r.today,
    dueOn: r.dueOn,
    value: formatMoney(r.valueCents),
    updatedValue: r.daysLate > 0 ? formatMoney(updatedCents) : null,
    barcode,
    linhaDigitavel: linhaDigitavel(barcode),
    pixPayload: beneficiary.document
      ? brCodePayload({
          key: onlyAlphanumeric(beneficiary.document),
          name: beneficiary.name,
          city: beneficiary.city,
          valueCents: updatedCents,
          reference: `DUP${r.id}`,
        })
      : null,
    instructions: [
      `Após o vencimento, juros de ${formatMoney(r.dailyInterestCents)} por dia de atraso.`,
      'Boleto de demonstração: não registrado em banco, não pague.',
    ],
  };
}

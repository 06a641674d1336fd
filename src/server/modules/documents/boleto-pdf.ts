import { formatDay } from '../../../shared/br/dates.js';
import { drawInterleaved2of5, drawQrCode } from './barcodes.js';
import { fieldRow, oneLine, openPdf, sectionTitle } from './pdf-kit.js';

/** Everything a boleto's second copy prints, computed by the caller (no database here). */
export type BoletoDocument = {
  bankCode: string;
  /** The check digit of the bank's code, printed after it (001-9). */
  bankDigit: string;
  bankName: string;
  /** Documents as printed (masked); null when the record has none. */
  beneficiary: { name: string; document: string | null };
  payer: { name: string; document: string | null; address: string };
  documentNumber: string;
  nossoNumero: string;
  issuedOn: string;
  dueOn: string;
  /** The receivable's value and, when it is late, the value with the daily interest to date. */
  value: string;
  updatedValue: string | null;
  barcode: string;
  linhaDigitavel: string;
  /** The BR Code of the updated value; null when the company has no CNPJ, its Pix key, on record. */
  pixPayload: string | null;
  instructions: string[];
};

const LEFT = 20;
const beneficiaryText = ({ beneficiary: { name, document } }: BoletoDocument) =>
  document ? `${name} - CNPJ ${document}` : name;
const payerText = ({ payer: { name, document } }: BoletoDocument) => (document ? `${name} - ${document}` : name);

/** FEBRABAN's layout: payer's receipt on top, then the compensation slip with the I2of5 barcode; Pix beside. */
export async function renderBoleto(b: BoletoDocument): Promise<Buffer> {
  const { doc, done } = openPdf(`Boleto ${b.nossoNumero}`);
  let y = bankLine(doc, b, 20, 'Recibo do pagador');
  y = fieldRow(doc, LEFT, y, [
    { label: 'Beneficiário', value: beneficiaryText(b), width: 330 },
    { label: 'Nosso número', value: b.nossoNumero, width: 110 },
    { label: 'Vencimento', value: formatDay(b.dueOn), width: 115, align: 'right' },
  ]);
  y = fieldRow(doc, LEFT, y, [
    { label: 'Pagador', value: payerText(b), width: 330 },
    { label: 'Número do documento', value: b.documentNumber, width: 110 },
    { label: 'Valor do documento', value: b.value, width: 115, align: 'right' },
  ]);
  if (b.pixPayload) y = pix(doc, b.pixPayload, y + 8);
  doc
    // Stryker disable next-line ObjectLiteral: equivalent, pdfkit spaces dashes by their length when not told
    .dash(3, { space: 3 })
    .moveTo(LEFT, y + 8)
    .lineTo(575, y + 8)
    .stroke()
    .undash();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Corte na linha pontilhada', LEFT, y + 10);
  compensation(doc, b, y + 24);
  doc.end();
  return done;
}

/** The bank's name and code, then `right`: 'Recibo do pagador' on the receipt, the linha digitável on the slip. */
function bankLine(doc: PDFKit.PDFDocument, b: BoletoDocument, y: number, right: string): number {
  oneLine(doc.font('Helvetica-Bold'), b.bankName, LEFT, y + 4, { width: 150, size: 11 });
  doc.fontSize(13).text(`${b.bankCode}-${b.bankDigit}`, LEFT + 155, y + 3, { width: 60, align: 'center' });
  doc.fontSize(10).text(right, LEFT + 220, y + 4, { width: 335, align: 'right' });
  doc
    .lineWidth(1)
    .moveTo(LEFT, y + 20)
    .lineTo(575, y + 20)
    .stroke();
  return y + 20;
}

function pix(doc: PDFKit.PDFDocument, payload: string, y: number): number {
  const top = sectionTitle(doc, LEFT, y, 'PAGUE TAMBÉM COM PIX (mesmo valor)');
  drawQrCode(doc, payload, LEFT, top + 2, 96);
  doc
    .font('Helvetica')
    .fontSize(7)
    .text('Pix copia e cola:', LEFT + 110, top + 4);
  doc
    .font('Courier')
    .fontSize(7)
    .text(payload, LEFT + 110, top + 14, { width: 440 });
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(
      'Abra o aplicativo do seu banco, escolha Pix e leia o QR Code ou cole o código acima.',
      LEFT + 110,
      top + 70,
      {
        width: 440,
      },
    );
  return top + 100;
}

function compensation(doc: PDFKit.PDFDocument, b: BoletoDocument, y: number): void {
  let row = bankLine(doc, b, y, b.linhaDigitavel);
  row = fieldRow(doc, LEFT, row, [
    { label: 'Local de pagamento', value: 'Pagável em qualquer banco até o vencimento', width: 420 },
    { label: 'Vencimento', value: formatDay(b.dueOn), width: 135, align: 'right' },
  ]);
  row = fieldRow(doc, LEFT, row, [
    { label: 'Beneficiário', value: beneficiaryText(b), width: 420 },
    { label: 'Nosso número', value: b.nossoNumero, width: 135, align: 'right' },
  ]);
  row = fieldRow(doc, LEFT, row, [
    { label: 'Data do documento', value: formatDay(b.issuedOn), width: 90 },
    { label: 'Número do documento', value: b.documentNumber, width: 110 },
    { label: 'Espécie doc.', value: 'DM', width: 60 },
    { label: 'Aceite', value: 'N', width: 40 },
    { label: 'Data processamento', value: formatDay(b.issuedOn), width: 120 },
    { label: '(=) Valor do documento', value: b.value, width: 135, align: 'right' },
  ]);
  const instructions = [...b.instructions, ...(b.updatedValue ? [`Valor atualizado até hoje: ${b.updatedValue}`] : [])];
  fieldRow(
    doc,
    LEFT,
    row,
    [{ label: 'Instruções (texto de responsabilidade do beneficiário)', value: '', width: 420 }],
    66,
  );
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(instructions.join('\n'), LEFT + 4, row + 10, { width: 410 });
  row = fieldRow(doc, LEFT + 420, row, [{ label: '(-) Desconto / abatimento', value: '', width: 135 }]);
  row = fieldRow(doc, LEFT + 420, row, [{ label: '(+) Mora / multa', value: '', width: 135 }]);
  row = fieldRow(
    doc,
    LEFT + 420,
    row,
    [{ label: '(=) Valor cobrado', value: b.updatedValue ?? '', width: 135, align: 'right' }],
    22,
  );
  // The payer's box holds two lines: name and document, then the address (a field row has room for one).
  row = fieldRow(doc, LEFT, row, [{ label: 'Pagador', value: b.payer.address, width: 555 }], 30);
  oneLine(doc.font('Helvetica-Bold'), payerText(b), LEFT + 2, row - 21, { width: 551, size: 8 });
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Autenticação mecânica - Ficha de compensação', 375, row + 2, { width: 200, align: 'right' });
  // FEBRABAN: the bar code 103 mm long and 13 mm high, 12 mm quiet zones aside.
  drawInterleaved2of5(doc, b.barcode, { x: LEFT + 5, y: row + 12, width: 292, height: 37 });
}

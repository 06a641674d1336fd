import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfDrawing } from '../../test/pdf-drawing.js';
import { drawInterleaved2of5, drawQrCode } from './barcodes.js';
import { renderBoleto, type BoletoDocument } from './boleto-pdf.js';
import { openPdf } from './pdf-kit.js';

const boleto: BoletoDocument = {
  bankCode: '237',
  bankDigit: '2',
  bankName: 'Banco Teste',
  beneficiary: { name: 'Tintas Alfa Ltda', document: '11.222.333/0001-81' },
  payer: { name: 'Ana Souza', document: '123.456.789-09', address: 'Rua A, 10 - Centro - Campinas/SP - 13015-904' },
  documentNumber: '991/2',
  nossoNumero: '45678901234567890',
  issuedOn: '2026-03-01',
  dueOn: '2026-03-10',
  value: 'R$ 50,00',
  updatedValue: 'R$ 53,00',
  barcode: '23791000000000050000000004567890123456789017'.slice(0, 44),
  linhaDigitavel: '23790.00009 00045.678901 23456.789017 1 00000000005000',
  pixPayload: '00020101021226830014br.gov.bcb.pix2561pix.example.com/qr/v2/cobv/abc5204000053039865406530.005802BR',
  instructions: ['Após o vencimento, juros de R$ 1,00 por dia de atraso.', 'Não receber após 30 dias.'],
};

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

/** The bar and QR codes a PDF draws, one line each: their place and a digest of their bars (pdf-drawing.ts). */
const codesOf = (pdf: Buffer) =>
  pdfDrawing(pdf)
    .split('\n')
    .filter((line) => line.startsWith('código '));

/** The line of a code drawn alone: what a PDF holding that code in that place has. */
async function codeAlone(draw: (doc: PDFKit.PDFDocument) => void) {
  const { doc, done } = openPdf('código');
  draw(doc);
  doc.end();
  return codesOf(await done)[0];
}

/** Asserts each text appears, each after the one before. */
function expectInOrder(text: string, parts: string[]) {
  let from = 0;
  for (const part of parts) {
    const at = text.indexOf(part, from);
    expect(at, `'${part}' depois de ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe("the boleto's PDF", () => {
  it("prints the payer's receipt, the Pix of the same value, then the compensation slip", async () => {
    const pdf = await renderBoleto(boleto);
    const text = await textOf(pdf);
    expect((await getMeta(new Uint8Array(pdf))).info).toMatchObject({ Title: `Boleto ${boleto.nossoNumero}` });
    expect(codesOf(pdf)).toEqual([
      await codeAlone((doc) => drawQrCode(doc, boleto.pixPayload ?? '', 20, 105, 96)),
      // FEBRABAN's 103 mm (292 points) by 13 mm, below the payer's box, 5 points in from the margin.
      await codeAlone((doc) => drawInterleaved2of5(doc, boleto.barcode, { x: 25, y: 421, width: 292, height: 37 })),
    ]);
    expectInOrder(text, [
      'Banco Teste 237-2 Recibo do pagador',
      'BENEFICIÁRIO Tintas Alfa Ltda - CNPJ 11.222.333/0001-81',
      'NOSSO NÚMERO 45678901234567890',
      'VENCIMENTO 10/03/2026',
      'PAGADOR Ana Souza - 123.456.789-09',
      'NÚMERO DO DOCUMENTO 991/2',
      'VALOR DO DOCUMENTO R$ 50,00',
      'PAGUE TAMBÉM COM PIX (mesmo valor)',
      'Pix copia e cola:',
      boleto.pixPayload ?? '',
      'Abra o aplicativo do seu banco, escolha Pix e leia o QR Code ou cole o código acima.',
      'Corte na linha pontilhada',
      `Banco Teste 237-2 ${boleto.linhaDigitavel}`,
      'LOCAL DE PAGAMENTO Pagável em qualquer banco até o vencimento',
      'VENCIMENTO 10/03/2026',
      'BENEFICIÁRIO Tintas Alfa Ltda - CNPJ 11.222.333/0001-81',
      'NOSSO NÚMERO 45678901234567890',
      'DATA DO DOCUMENTO 01/03/2026',
      'NÚMERO DO DOCUMENTO 991/2',
      'ESPÉCIE DOC. DM',
      'ACEITE N',
      'DATA PROCESSAMENTO 01/03/2026',
      '(=) VALOR DO DOCUMENTO R$ 50,00',
      'INSTRUÇÕES (TEXTO DE RESPONSABILIDADE DO BENEFICIÁRIO)',
      'Após o vencimento, juros de R$ 1,00 por dia de atraso.',
      'Não receber após 30 dias.',
      'Valor atualizado até hoje: R$ 53,00',
      '(-) DESCONTO / ABATIMENTO',
      '(+) MORA / MULTA',
      '(=) VALOR COBRADO R$ 53,00',
      'PAGADOR Rua A, 10 - Centro - Campinas/SP - 13015-904',
      'Ana Souza - 123.456.789-09',
      'Autenticação mecânica - Ficha de compensação',
    ]);
  });

  it('leaves out the Pix, the updated value and the documents the records do not have', async () => {
    const pdf = await renderBoleto({
      ...boleto,
      beneficiary: { name: 'Tintas Alfa Ltda', document: null },
      payer: { ...boleto.payer, document: null },
      updatedValue: null,
      pixPayload: null,
    });
    const text = await textOf(pdf);
    // No QR code; without the Pix box the slip, and its bar code, start higher.
    expect(codesOf(pdf)).toEqual([
      await codeAlone((doc) => drawInterleaved2of5(doc, boleto.barcode, { x: 25, y: 302, width: 292, height: 37 })),
    ]);
    expect(text).not.toContain('PIX');
    expect(text).not.toContain('Valor atualizado');
    expect(text).not.toContain('CNPJ');
    expectInOrder(text, ['BENEFICIÁRIO Tintas Alfa Ltda NOSSO', 'PAGADOR Ana Souza NÚMERO DO DOCUMENTO']);
    expectInOrder(text, ['(=) VALOR COBRADO PAGADOR', 'Ana Souza Autenticação']);
  });

  it('draws every box, line, text and size where the committed drawing has them (__snapshots__/boleto.drawing.txt)', async () => {
    // A change here is a change in the printed slip: look at the PDF, then run this file with `--update`.
    await expect(pdfDrawing(await renderBoleto(boleto))).toMatchFileSnapshot('__snapshots__/boleto.drawing.txt');
  });

  it('keeps long names, a long Pix code and long instructions inside their boxes (__snapshots__/boleto-long.drawing.txt)', async () => {
    const long = {
      ...boleto,
      bankName: 'Banco Cooperativo Sicoob S.A. - Banco Sicoob',
      beneficiary: {
        name: 'Tintas Alfa Comércio de Tintas, Vernizes e Materiais de Construção Ltda - Filial Campinas',
        document: '11.222.333/0001-81',
      },
      payer: {
        name: 'Construtora e Incorporadora Beta Empreendimentos Imobiliários e Participações Ltda - SPE Jardim das Flores',
        document: '11.222.333/0001-81',
        address:
          'Avenida Governador Pedro de Toledo, 1234, Bloco B, Sala 56 - Jardim Guanabara - Campinas/SP - 13073-001',
      },
      updatedValue: null,
      // A dynamic BR Code as PSPs issue them, longer than a line of the box.
      pixPayload: `00020101021226990014br.gov.bcb.pix2577pix.example.com/qr/v2/cobv/${'a1b2c3d4'.repeat(6)}5204000053039865406530.005802BR5925Tintas Alfa Comercio de T6008Campinas62070503***6304ABCD`,
      instructions: [
        'Após o vencimento, cobrar juros de mora de R$ 1,00 por dia de atraso e multa de 2% sobre o valor do documento, conforme contrato.',
        'Não receber após 30 dias do vencimento.',
      ],
    };
    // A change here is a change in the printed slip: look at the PDF, then run this file with `--update`.
    await expect(pdfDrawing(await renderBoleto(long))).toMatchFileSnapshot('__snapshots__/boleto-long.drawing.txt');
  });
});

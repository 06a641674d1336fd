import { formatDay } from '../../../shared/br/dates.js';
import { formatCep, formatDocument } from '../../../shared/br/format-br.js';
import { formatNfeKey } from '../../../shared/br/nfe-key.js';
import { drawCode128 } from './barcodes.js';
import { danfeDataOf, type DanfeData, type DanfeItem, type DanfeParty } from './danfe-data.js';
import { LOGO_HEIGHT } from './pdf.js';
import { fieldRow, oneLine, openPdf, quantity, reais, sectionTitle, type Field } from './pdf-kit.js';

const LEFT = 20;
const WIDTH = 555;
const BOTTOM = 800;

const noteNumber = (n: string) => n.padStart(9, '0').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1.$2.$3');

/**
 * The DANFE (Documento Auxiliar da NF-e), portrait, as the MOC's annex lays it out: receipt stub,
 * header with the access key and its Code 128 (and the emitter's logo, a PNG, when given), recipient,
 * tax totals, items, additional data.
 */
export async function renderDanfe(xml: string, logo?: Uint8Array): Promise<Buffer> {
  const data = danfeDataOf(xml);
  const { doc, done } = openPdf(`DANFE ${data.number}`, { bufferPages: true });
  const top = header(doc, data, stub(doc, data, 20) + 6, logo);
  let y = top.bottom;
  y = recipient(doc, data.recipient, data, y + 4);
  y = taxes(doc, data, y + 4);
  y = itemTable(doc, data, y + 4);
  additional(doc, data, y + 4);
  numberSheets(doc, data, top.sheetY);
  doc.end();
  return done;
}

function stub(doc: PDFKit.PDFDocument, data: DanfeData, y: number): number {
  const text = `RECEBEMOS DE ${data.emitter.name} OS PRODUTOS CONSTANTES DA NOTA FISCAL INDICADA AO LADO`;
  fieldRow(doc, LEFT, y, [{ label: text, value: '', width: 455 }], 16);
  const bottom = fieldRow(
    doc,
    LEFT,
    y + 16,
    [
      { label: 'Data de recebimento', value: '', width: 110 },
      { label: 'Identificação e assinatura do recebedor', value: '', width: 345 },
    ],
    18,
  );
  fieldRow(
    doc,
    LEFT + 455,
    y,
    [{ label: 'NF-e', value: `Nº ${noteNumber(data.number)} Série ${data.series}`, width: 100 }],
    34,
  );
  return bottom;
}

/** The header; `sheetY` is where its 'FOLHA' line goes, below the number and series. */
function header(doc: PDFKit.PDFDocument, data: DanfeData, y: number, logo: Uint8Array | undefined) {
  const e = data.emitter;
  doc.lineWidth(0.5).rect(LEFT, y, 240, 100).stroke();
  if (logo) doc.image(Buffer.from(logo), LEFT + 6, y + 6, { fit: [228, LOGO_HEIGHT] });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(e.name, LEFT + 6, y + (logo ? LOGO_HEIGHT + 10 : 8), { width: 228 });
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .text(`${e.street} - ${e.district}\n${e.city} - ${e.state}  CEP ${formatCep(e.cep)}`, { width: 228 });
  doc.rect(LEFT + 240, y, 95, 100).stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('DANFE', LEFT + 240, y + 6, { width: 95, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .text('Documento Auxiliar da Nota Fiscal Eletrônica', { width: 95, align: 'center' })
    .moveDown(0.4)
    .text('0 - ENTRADA   1 - SAÍDA   [1]', { width: 95, align: 'center' })
    .moveDown(0.4)
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(`Nº ${noteNumber(data.number)}\nSÉRIE ${data.series}`, { width: 95, align: 'center' });
  const sheetY = doc.y;
  const right = LEFT + 335;
  doc.rect(right, y, 220, 100).stroke();
  drawCode128(doc, data.key, { x: right + 8, y: y + 6, width: 204, height: 34 });
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .text('CHAVE DE ACESSO', right + 4, y + 44);
  doc
    .font('Helvetica-Bold')
    .fontSize(7.5)
    .text(formatNfeKey(data.key), right + 4, y + 52, { width: 212 });
  doc
    .font('Helvetica')
    .fontSize(6.5)
    .text(
      'Consulta de autenticidade no portal nacional da NF-e www.nfe.fazenda.gov.br/portal ou no site da Sefaz Autorizadora',
      right + 4,
      y + 68,
      { width: 212, align: 'center' },
    );
  let bottom = fieldRow(doc, LEFT, y + 100, [
    { label: 'Natureza da operação', value: data.operation, width: 335 },
    { label: 'Protocolo de autorização de uso', value: data.protocol, width: 220 },
  ]);
  bottom = fieldRow(doc, LEFT, bottom, [
    { label: 'Inscrição estadual', value: e.stateRegistration, width: 185 },
    { label: 'Inscrição estadual do subst. trib.', value: '', width: 185 },
    { label: 'CNPJ', value: formatDocument(e.document), width: 185 },
  ]);
  return { bottom, sheetY };
}

/** Where the items start on a continuation sheet, below its identification line. */
const CONTINUATION_TOP = 34;

/**
 * 'FOLHA n/total' on every sheet, known only once the items are laid out: in the header of the first,
 * and on a line naming the note at the top of each continuation sheet. A homologation note is marked
 * on every sheet.
 */
function numberSheets(doc: PDFKit.PDFDocument, data: DanfeData, sheetY: number): void {
  const total = doc.bufferedPageRange().count;
  for (let sheet = 1; sheet <= total; sheet++) {
    doc.switchToPage(sheet - 1);
    const folha = `FOLHA ${sheet}/${total}`;
    doc.font('Helvetica-Bold').fontSize(8);
    if (sheet === 1) doc.text(folha, LEFT + 240, sheetY, { width: 95, align: 'center', lineBreak: false });
    else
      doc.text(`DANFE Nº ${noteNumber(data.number)} SÉRIE ${data.series} ${folha}`, LEFT, 20, {
        width: WIDTH,
        lineBreak: false,
      });
    if (data.homologation) watermark(doc);
  }
}

/** Homologation notes say on their face that they have no fiscal value. */
function watermark(doc: PDFKit.PDFDocument): void {
  doc.save().rotate(-35, { origin: [300, 450] });
  doc
    .font('Helvetica-Bold')
    .fontSize(40)
    .fillColor('#bbbbbb')
    .text('SEM VALOR FISCAL', 80, 430, { width: 460, align: 'center' });
  doc.restore().fillColor('black');
}

function recipient(doc: PDFKit.PDFDocument, r: DanfeParty, data: DanfeData, y: number): number {
  let bottom = sectionTitle(doc, LEFT, y, 'DESTINATÁRIO / REMETENTE');
  bottom = fieldRow(doc, LEFT, bottom, [
    { label: 'Nome / razão social', value: r.name, width: 340 },
    { label: 'CNPJ / CPF', value: formatDocument(r.document), width: 130 },
    { label: 'Data da emissão', value: formatDay(data.issuedAt.slice(0, 10)), width: 85 },
  ]);
  bottom = fieldRow(doc, LEFT, bottom, [
    { label: 'Endereço', value: r.street, width: 280 },
    { label: 'Bairro / distrito', value: r.district, width: 130 },
    { label: 'CEP', value: formatCep(r.cep), width: 60 },
    { label: 'Data da saída', value: formatDay(data.issuedAt.slice(0, 10)), width: 85 },
  ]);
  return fieldRow(doc, LEFT, bottom, [
    { label: 'Município', value: r.city, width: 280 },
    { label: 'UF', value: r.state, width: 40 },
    { label: 'Inscrição estadual', value: r.stateRegistration, width: 235 },
  ]);
}

function taxes(doc: PDFKit.PDFDocument, data: DanfeData, y: number): number {
  const t = data.totals;
  const cell = (label: string, value: string): Field => ({
    label,
    value: reais(value),
    width: WIDTH / 6,
    align: 'right',
  });
  let bottom = sectionTitle(doc, LEFT, y, 'CÁLCULO DO IMPOSTO');
  bottom = fieldRow(doc, LEFT, bottom, [
    cell('Base de cálculo do ICMS', t.vBC),
    cell('Valor do ICMS', t.vICMS),
    cell('Base de cálculo ICMS ST', t.vBCST),
    cell('Valor do ICMS substituição', t.vST),
    cell('Valor do IPI', t.vIPI),
    cell('Valor total dos produtos', t.vProd),
  ]);
  return fieldRow(doc, LEFT, bottom, [
    cell('Valor do frete', t.vFrete),
    cell('Valor do seguro', t.vSeg),
    cell('Desconto', t.vDesc),
    cell('Outras despesas acessórias', t.vOutro),
    { label: '', value: '', width: WIDTH / 6 },
    cell('Valor total da nota', t.vNF),
  ]);
}

const columns: Array<{ title: string; width: number; value: (item: DanfeItem) => string; align?: 'right' }> = [
  { title: 'Código', width: 50, value: (i) => i.code },
  { title: 'Descrição do produto / serviço', width: 205, value: (i) => i.description },
  { title: 'NCM/SH', width: 45, value: (i) => i.ncm },
  { title: 'CSOSN', width: 30, value: (i) => i.csosn },
  { title: 'CFOP', width: 30, value: (i) => i.cfop },
  { title: 'UN', width: 25, value: (i) => i.unit },
  { title: 'Quant.', width: 50, value: (i) => quantity(i.quantity), align: 'right' },
  { title: 'Valor unit.', width: 55, value: (i) => reais(i.unitValue), align: 'right' },
  { title: 'Valor total', width: 65, value: (i) => reais(i.total), align: 'right' },
];

function tableRow(
  doc: PDFKit.PDFDocument,
  y: number,
  cells: Array<{ text: string; width: number; align?: 'right' }>,
  bold: boolean,
) {
  let x = LEFT;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  for (const cell of cells) {
    oneLine(doc, cell.text, x + 2, y + 3, { width: cell.width - 4, size: 6.5, align: cell.align });
    x += cell.width;
  }
  doc
    .lineWidth(0.3)
    .moveTo(LEFT, y + 12)
    .lineTo(LEFT + WIDTH, y + 12)
    .stroke();
  return y + 12;
}

/** The items, continued on new pages when they do not fit. */
function itemTable(doc: PDFKit.PDFDocument, data: DanfeData, y: number): number {
  const head = () => columns.map((c) => ({ text: c.title.toUpperCase(), width: c.width }));
  let bottom = tableRow(doc, sectionTitle(doc, LEFT, y, 'DADOS DOS PRODUTOS / SERVIÇOS'), head(), true);
  for (const item of data.items) {
    if (bottom > BOTTOM - 60) {
      doc.addPage();
      bottom = tableRow(doc, CONTINUATION_TOP, head(), true);
    }
    bottom = tableRow(
      doc,
      bottom,
      columns.map((c) => ({ text: c.value(item), width: c.width, ...(c.align ? { align: c.align } : {}) })),
      false,
    );
  }
  return bottom;
}

function additional(doc: PDFKit.PDFDocument, data: DanfeData, y: number): void {
  const top = sectionTitle(doc, LEFT, y > BOTTOM - 60 ? (doc.addPage(), CONTINUATION_TOP) : y, 'DADOS ADICIONAIS');
  doc.lineWidth(0.5).rect(LEFT, top, WIDTH, 50).stroke();
  doc
    .font('Helvetica')
    .fontSize(5.5)
    .text('INFORMAÇÕES COMPLEMENTARES', LEFT + 2, top + 2);
  doc.fontSize(7).text(data.notes, LEFT + 2, top + 10, { width: WIDTH - 4, height: 38 });
}

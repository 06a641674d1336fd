import PDFDocument from 'pdfkit';

/**
 * A pdfkit A4 document and the promise of its bytes once `end()` is called. `bufferPages` keeps the
 * pages open until then, for what is known only at the end (the page count).
 */
export function openPdf(
  title: string,
  { margin = 20, bufferPages = false }: { margin?: number; bufferPages?: boolean } = {},
): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages, info: { Title: title, Producer: 'Balcão' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

export type Field = { label: string; value: string; width: number; align?: 'left' | 'right' | 'center' };

/** A row of labelled boxes, the way DANFE and boleto forms print every field. */
export function fieldRow(doc: PDFKit.PDFDocument, x: number, y: number, fields: Field[], height = 22): number {
  let left = x;
  for (const field of fields) {
    doc.lineWidth(0.5).rect(left, y, field.width, height).stroke();
    doc
      .font('Helvetica')
      .fontSize(5.5)
      .fillColor('black')
      .text(field.label.toUpperCase(), left + 2, y + 2, {
        width: field.width - 4,
        lineBreak: false,
      });
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(field.value, left + 2, y + height - 11, {
        width: field.width - 4,
        align: field.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
    left += field.width;
  }
  return y + height;
}

/** A section title above a group of boxes. */
export function sectionTitle(doc: PDFKit.PDFDocument, x: number, y: number, title: string): number {
  doc
    .font('Helvetica-Bold')
    .fontSize(7)
    .fillColor('black')
    .text(title, x, y + 2, { lineBreak: false });
  return y + 11;
}

const decimal = (fractionDigits: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
const twoDigits = decimal(2);
const fourDigits = decimal(4);

/** '1234.5' (as XML writes amounts) -> '1.234,50'. */
export const reais = (value: string) => twoDigits.format(Number(value || 0));
export const quantity = (value: string) => fourDigits.format(Number(value || 0));

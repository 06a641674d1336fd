import PDFDocument from 'pdfkit';

/**
 * A pdfkit A4 document and the promise of its bytes once `end()` is called. `bufferPages` keeps the
 * pages open until then, for what is known only at the end (the page count).
 */
export function openPdf(
  title: string,
  // Stryker disable next-line BooleanLiteral: equivalent, buffered pages are written out the same at the end
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
    oneLine(doc.font('Helvetica-Bold'), field.value, left + 2, y + height - 11, {
      width: field.width - 4,
      size: 8,
      align: field.align,
    });
    left += field.width;
  }
  return y + height;
}

/** A value shrinks down to this size to fit its box before it is cut with '…'. */
const SMALLEST_SIZE = 5;

/**
 * `text` on one line of `width` in the current font: at `size`, smaller when it is longer (down to
 * SMALLEST_SIZE), then cut with '…'. pdfkit wraps any text given a width, `lineBreak: false` or not,
 * and the second line printed over the box below: a long company name hid the CNPJ after it.
 */
export function oneLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  { width, size, align = 'left' }: { width: number; size: number; align?: Field['align'] },
): void {
  const natural = doc.fontSize(size).widthOfString(text);
  // 2 % short of the box: pdfkit's line breaking measures a text a little wider than widthOfString.
  const fitted = natural > width ? Math.max(SMALLEST_SIZE, (size * width * 0.98) / natural) : size;
  // Lowered by the height it lost, so a smaller value keeps the line of the others.
  doc.fontSize(fitted).text(text, x, y + (size - fitted) * 0.8, {
    width,
    align,
    height: doc.currentLineHeight(true),
    ellipsis: true,
  });
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

import bwipjs from 'bwip-js/node';

/**
 * Barcodes drawn as rectangles straight into a pdfkit page (vector, sharp at any zoom), from the bar
 * widths bwip-js computes.
 */
function drawLinear(
  doc: PDFKit.PDFDocument,
  bcid: string,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const [symbol] = bwipjs.raw({ bcid, text });
  const widths = symbol && 'sbs' in symbol ? symbol.sbs : [];
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const unit = box.width / modules;
  let x = box.x;
  widths.forEach((width, index) => {
    // sbs alternates bar, space, bar ... starting with a bar.
    if (index % 2 === 0) doc.rect(x, box.y, width * unit, box.height);
    x += width * unit;
  });
  doc.fillColor('black').fill();
}

/** Code 128 (the DANFE's access key). */
export const drawCode128 = (doc: PDFKit.PDFDocument, text: string, box: Parameters<typeof drawLinear>[3]) =>
  drawLinear(doc, 'code128', text, box);

/** Interleaved 2 of 5 (the boleto's 44 digits, as FEBRABAN requires). */
export const drawInterleaved2of5 = (doc: PDFKit.PDFDocument, text: string, box: Parameters<typeof drawLinear>[3]) =>
  drawLinear(doc, 'interleaved2of5', text, box);

/** A QR code (the Pix BR Code) as a square of `size` points. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
  if (!symbol || !('pixs' in symbol)) return;
  const cell = size / symbol.pixx;
  symbol.pixs.forEach((dark, index) => {
    if (dark) doc.rect(x + (index % symbol.pixx) * cell, y + Math.floor(index / symbol.pixx) * cell, cell, cell);
  });
  doc.fillColor('black').fill();
}

import { documentMessages, PDF_LIMITS } from '../../../shared/schemas/documents.js';
import { badRequest } from '../../http/errors.js';
import { openPdf } from './pdf-kit.js';
import { sanitizeRichText } from './rich-text.js';

/** The company logo heads documents 35 points high (spec section 9). */
export const LOGO_HEIGHT = 35;

type Block = { kind: 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'row' | 'hr'; cells: string[]; widths?: number[] };

/**
 * The three entities sanitised HTML has in its text: sanitize-html writes every other character as
 * itself (a non-breaking space, quotes, accents).
 */
const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const plain = (html: string) =>
  // Stryker disable next-line Regex: equivalent, sanitize-html writes every break as '<br />'
  decode(html.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, ''))
    .replace(/[ \t]+/g, ' ')
    .trim();

/** Reads sanitised HTML into printable blocks: headings, paragraphs, list items and table rows. */
function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  // Stryker disable next-line Regex: equivalent, sanitize-html writes every rule as '<hr />'
  const pattern = /<(h[1-4]|p|li|tr|hr)\b[^>]*>([\s\S]*?)(?:<\/\1>|(?=<hr))|<hr\s*\/?>/g;
  for (const match of html.matchAll(pattern)) {
    const tag = (match[1] ?? 'hr').toLowerCase();
    if (tag === 'tr')
      blocks.push({
        kind: 'row',
        cells: [...(match[2] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => plain(cell[1] ?? '')),
      });
    else blocks.push({ kind: tag === 'h4' ? 'h3' : (tag as Block['kind']), cells: [plain(match[2] ?? '')] });
  }
  if (blocks.length === 0 && plain(html)) blocks.push({ kind: 'p', cells: [plain(html)] });
  return blocks;
}

/**
 * A PDF of (untrusted) HTML, made without a browser: the HTML is sanitised, then its text is laid
 * out with the standard fonts, whose encoding carries Portuguese accents. More than PDF_LIMITS
 * (characters, blocks, pages) is refused with a 400 before or while laying out, never a long render.
 */
export async function renderPdf(html: string, title = 'Documento', logo?: Uint8Array): Promise<Buffer> {
  if (html.length > PDF_LIMITS.characters) throw badRequest(documentMessages.pdfTooLarge);
  const blocks = blocksOf(sanitizeRichText(html));
  if (blocks.length > PDF_LIMITS.blocks) throw badRequest(documentMessages.pdfTooLarge);
  const { doc, done } = openPdf(title, { margin: 40 });
  let pages = 1;
  doc.on('pageAdded', () => (pages += 1));
  if (logo) doc.image(Buffer.from(logo), { height: LOGO_HEIGHT }).moveDown(0.5);
  for (const block of withColumnWidths(blocks)) {
    writeBlock(doc, block);
    if (pages > PDF_LIMITS.pages) {
      doc.end();
      await done.catch(() => undefined);
      throw badRequest(documentMessages.pdfTooLarge);
    }
  }
  doc.end();
  return done;
}

/**
 * Each run of table rows shares column widths in proportion to its longest text (within bounds),
 * so a product name gets room and a quantity does not.
 */
function withColumnWidths(blocks: Block[]): Block[] {
  let run: Block[] = [];
  const close = () => {
    const columns = Math.max(0, ...run.map((b) => b.cells.length));
    const weights = Array.from({ length: columns }, (_, i) =>
      Math.min(40, Math.max(4, ...run.map((b) => b.cells[i]?.length ?? 0))),
    );
    const sum = weights.reduce((a, b) => a + b, 0);
    for (const row of run) row.widths = weights.map((weight) => weight / sum);
    run = [];
  };
  // Closing no run at all sets nothing.
  for (const block of blocks) {
    if (block.kind === 'row') run.push(block);
    else close();
  }
  close();
  return blocks;
}

const sizes = { h1: 18, h2: 15, h3: 12, p: 10 } as const;

function writeBlock(doc: PDFKit.PDFDocument, block: Block): void {
  const width = doc.page.width - 80;
  if (block.kind === 'hr') {
    doc
      .moveDown(0.3)
      .moveTo(40, doc.y)
      .lineTo(40 + width, doc.y)
      .stroke()
      .moveDown(0.3);
  } else if (block.kind === 'row') {
    const shares = block.widths ?? [];
    // A row that does not fit starts the next page whole; left to pdfkit, each cell would add a page of its own.
    doc.font('Helvetica').fontSize(9);
    const height = Math.max(
      0,
      ...block.cells.map((cell, i) => doc.heightOfString(cell, { width: width * (shares[i] ?? 0) - 4 })),
    );
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let bottom = top;
    let left = 40;
    block.cells.forEach((cell, i) => {
      const cellWidth = width * (shares[i] ?? 0);
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(cell, left, top, { width: cellWidth - 4 });
      left += cellWidth;
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 40;
    doc.y = bottom + 2;
  } else if (block.kind === 'li') {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`• ${block.cells[0] ?? ''}`, { width, indent: 8 });
  } else {
    const heading = block.kind !== 'p';
    doc
      .font(heading ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(sizes[block.kind])
      .text(block.cells[0] ?? '')
      .moveDown(heading ? 0.4 : 0.3);
  }
}

import sharp from 'sharp';
import { getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { documentMessages, PDF_LIMITS } from '../../../shared/schemas/documents.js';
import { pdfDrawing } from '../../test/pdf-drawing.js';
import { pdfImages } from '../../test/pdf-images.js';
import { renderPdf } from './pdf.js';

type Line = { text: string; x: number; y: number; size: number };

/** Each piece of text of a page with where it starts (points from the top left) and its size. */
async function linesOf(pdf: Buffer, pageNumber = 1): Promise<Line[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(pageNumber);
  const height = page.getViewport({ scale: 1 }).height;
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            text: item.str,
            x: Math.round(item.transform[4] ?? 0),
            y: Math.round(height - (item.transform[5] ?? 0)),
            size: Math.round(item.transform[0] ?? 0),
          },
        ]
      : [],
  );
}

const pageCount = async (pdf: Buffer) => (await getDocumentProxy(new Uint8Array(pdf))).numPages;

describe('renderPdf (HTML as a PDF, without a browser)', () => {
  it('prints headings, paragraphs and list items in their sizes, at the left margin, one below the other', async () => {
    const lines = await linesOf(
      await renderPdf(
        '<h1>Título</h1><h2>Seção</h2><h3>Parte</h3><h4>Item</h4><p>Texto corrido.</p><ul><li>Um</li></ul>',
      ),
    );
    expect(lines.map(({ text, size, x }) => [text, size, x])).toEqual([
      ['Título', 18, 40],
      ['Seção', 15, 40],
      ['Parte', 12, 40],
      ['Item', 12, 40],
      ['Texto corrido.', 10, 40],
      ['• Um', 10, 48],
    ]);
    const ys = lines.map((line) => line.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(ys.length);
  });

  it('decodes entities and breaks lines at <br>, with spaces collapsed', async () => {
    const lines = await linesOf(
      await renderPdf('<p>A&nbsp;&lt;b&gt; &quot;c&quot; &#39;d&#39; &amp;amp;   e<br>segunda<br />terceira</p>'),
    );
    expect(lines.map((line) => line.text)).toEqual(['A <b> "c" \'d\' &amp; e', 'segunda', 'terceira']);
  });

  it('gives each table column a share of the width by its longest text, and keeps a row on one line', async () => {
    const lines = await linesOf(
      await renderPdf(
        '<table><tr><th>Produto com nome longo</th><th>Qtd</th></tr><tr><td>Rolo</td><td>2</td></tr></table><p>Depois</p>',
      ),
    );
    const width = 595.28 - 80;
    // Weights 22 and 4 (a column is never narrower than 4 characters).
    const second = Math.round(40 + (width * 22) / 26);
    expect(lines.map(({ text, x }) => [text, x])).toEqual([
      ['Produto com nome longo', 40],
      ['Qtd', second],
      ['Rolo', 40],
      ['2', second],
      ['Depois', 40],
    ]);
    const [head, qtd, rolo, two] = lines;
    expect(qtd?.y).toBe(head?.y);
    expect(two?.y).toBe(rolo?.y);
    expect(lines.every((line) => line.size === 9 || line.text === 'Depois')).toBe(true);
  });

  it('caps a long text at 40 characters of weight, so the other columns keep room', async () => {
    const long = 'x'.repeat(120);
    const lines = await linesOf(await renderPdf(`<table><tr><td>${long}</td><td>fim</td></tr></table>`));
    const width = 595.28 - 80;
    expect(lines.find((line) => line.text === 'fim')?.x).toBe(Math.round(40 + (width * 40) / 44));
  });

  it('shares the width of each table by its own columns', async () => {
    const lines = await linesOf(
      await renderPdf(
        '<table><tr><td>aaaaaaaa</td><td>bbbbbbbb</td></tr></table><hr><table><tr><td>c</td><td>dddddddddddddddd</td></tr></table>',
      ),
    );
    const width = 595.28 - 80;
    expect(lines.find((line) => line.text === 'bbbbbbbb')?.x).toBe(Math.round(40 + width / 2));
    expect(lines.find((line) => line.text === 'dddddddddddddddd')?.x).toBe(Math.round(40 + (width * 4) / 20));
  });

  it('draws a rule with room above and below it', async () => {
    const [, withRule] = await linesOf(await renderPdf('<p>antes</p><hr><p>depois</p>'));
    const [, without] = await linesOf(await renderPdf('<p>antes</p><p>depois</p>'));
    expect((withRule?.y ?? 0) - (without?.y ?? 0)).toBeGreaterThan(5);
  });

  it('prints text that is not inside any block as one paragraph, and nothing for empty HTML', async () => {
    expect((await linesOf(await renderPdf('só texto <b>solto</b>'))).map((line) => line.text)).toEqual([
      'só texto solto',
    ]);
    expect(await linesOf(await renderPdf('<div> </div>'))).toEqual([]);
  });

  it('starts a row that does not fit on the next page whole, never one cell per page', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => `<tr><td>Linha ${i + 1}</td><td>fim ${i + 1}</td></tr>`).join('');
    const pdf = await renderPdf(`<table>${rows}</table>`);
    const pages = await pageCount(pdf);
    expect(pages).toBe(2);
    const second = await linesOf(pdf, 2);
    const [first] = second;
    expect(first?.y).toBeLessThan(60);
    expect(second.find((line) => line.text === `fim ${first?.text.slice(6)}`)?.y).toBe(first?.y);
  });

  it('heads the document with the logo, 35 points high', async () => {
    const logo = await sharp({ create: { width: 280, height: 70, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(pdfImages(await renderPdf('<p>x</p>', 'Doc', logo))).toEqual([
      { width: 280, height: 70, drawnHeights: [35] },
    ]);
    expect(pdfImages(await renderPdf('<p>x</p>'))).toEqual([]);
  });

  it('refuses more than the caps with the pt-BR message, and prints what is exactly at them', async () => {
    const refused = (html: string) => expect(renderPdf(html)).rejects.toThrow(documentMessages.pdfTooLarge);
    const printed = (html: string) => expect(renderPdf(html)).resolves.toBeInstanceOf(Buffer);
    await refused(' '.repeat(PDF_LIMITS.characters - 7) + '<p>x</p>');
    await printed(' '.repeat(PDF_LIMITS.characters - 8) + '<p>x</p>');
    await refused('<li>x</li>'.repeat(PDF_LIMITS.blocks + 1));
    await printed('<li>x</li>'.repeat(PDF_LIMITS.blocks));
  });

  it('stops at the page past the cap', async () => {
    // 65 lines of 10 points to a page: 3 250 lines fill 50 pages, one more line starts the 51st.
    const lines = (count: number) => `<p>${'linha<br>'.repeat(count)}</p>`;
    expect(await pageCount(await renderPdf(lines(3_250)))).toBe(50);
    await expect(renderPdf(lines(3_251))).rejects.toThrow(documentMessages.pdfTooLarge);
  });

  it('draws a printed order where the committed drawing has it (__snapshots__/order.drawing.txt)', async () => {
    const logo = await sharp({ create: { width: 200, height: 70, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const items = Array.from(
      { length: 45 },
      // Every third product's name takes two lines, one of them the row that starts page 2: it must be measured at its column's width.
      (_, i) =>
        `<tr><td>${i + 1}</td><td>Tinta acrílica fosca branco neve 18 L${(i + 2) % 3 ? '' : ' para paredes internas e externas, rendimento de até 380 m² por demão, secagem rápida'}</td><td>2</td><td>R$ 389,90</td></tr>`,
    ).join('');
    const html = `<h1>Pedido 1234</h1><h2>Construtora Beta &amp; Filhos</h2><p>Emitido em 05/11/2026<br>Vendedor: Ana</p>
      <hr><h3>Itens</h3><table><tr><th>#</th><th>Produto</th><th>Qtd.</th><th>Valor</th></tr>${items}</table>
      <h4>Observações</h4><ul><li>Entregar pela manhã</li><li>Conferir a cor &quot;Branco Neve&quot;</li></ul>
      <p>Total: R$&nbsp;35.091,00</p>`;
    // A change here is a change in every printed document: look at the PDF, then run this file with `--update`.
    await expect(pdfDrawing(await renderPdf(html, 'Pedido 1234', logo))).toMatchFileSnapshot(
      '__snapshots__/order.drawing.txt',
    );
  });

  it("names the PDF in the viewer's title bar: the title given, 'Documento' without one, made by Balcão", async () => {
    const infoOf = async (pdf: Buffer) => (await getMeta(new Uint8Array(pdf))).info as Record<string, unknown>;
    expect(await infoOf(await renderPdf('<p>x</p>', 'Pedido 1234'))).toMatchObject({
      Title: 'Pedido 1234',
      Producer: 'Balcão',
    });
    expect(await infoOf(await renderPdf('<p>x</p>'))).toMatchObject({ Title: 'Documento' });
  });
});

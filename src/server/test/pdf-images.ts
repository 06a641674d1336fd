import zlib from 'node:zlib';

/** An image a PDF draws (its pixels) and the heights a page draws it at (in points). */
export type PdfImage = { width: number; height: number; drawnHeights: number[] };

const inflated = (stream: string) => {
  try {
    return zlib.inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
  } catch {
    return '';
  }
};

/**
 * The images a PDF made by pdfkit draws (an alpha mask is not drawn by itself): each one's size in
 * pixels and the heights its `cm ... /In Do` operators draw it at, read from the deflated contents.
 */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const text = pdf.toString('latin1');
  const contents = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((m) => inflated(m[1] ?? ''))
    .join('\n');
  const draws = [...contents.matchAll(/[\d.]+ 0 0 -([\d.]+) [\d.-]+ [\d.-]+ cm\s*\/(I\d+) Do/g)];
  const labels = [...text.matchAll(/\/(I\d+) (\d+) 0 R/g)].map((m) => ({ label: m[1], ref: m[2] }));
  return [...text.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>/g)]
    .filter((m) => (m[2] ?? '').includes('/Subtype /Image'))
    .map((m) => {
      const dict = m[2] ?? '';
      const label = labels.find((l) => l.ref === m[1])?.label;
      return {
        width: Number(/\/Width (\d+)/.exec(dict)?.[1]),
        height: Number(/\/Height (\d+)/.exec(dict)?.[1]),
        drawnHeights: draws.filter((d) => d[2] === label).map((d) => Number(d[1])),
      };
    })
    .filter((image) => image.drawnHeights.length > 0);
}

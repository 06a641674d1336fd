import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';

/**
 * What a pdfkit PDF draws, page by page, as text a file snapshot can hold and a reviewer can read:
 * each page's content stream, its operators with their numbers (positions, sizes, line widths,
 * dashes, colours), and the text shown in clear (the standard fonts write WinAnsi bytes, in hex).
 * Reading the text alone misses a box moved, a line gone or a font size changed; this does not.
 */
export function pdfDrawing(pdf: Buffer): string {
  return contentStreams(pdf)
    .map((content, page) => `% página ${page + 1}\n${readable(content)}`)
    .join('\n');
}

/** The FlateDecode streams that are pages' content: not images, fonts or other objects with a type. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const header = /<<([^<>]*)>>\s*stream\r?\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const dictionary = match[1] ?? '';
    if (!dictionary.includes('/FlateDecode') || /\/(Type|Subtype)\b/.test(dictionary)) continue;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    streams.push(inflateSync(pdf.subarray(start, start + length)).toString('latin1'));
  }
  return streams;
}

/**
 * The standard fonts' encoding, WinAnsi: Latin-1 but for 0x80–0x9F, signs such as the bullet (0x95).
 * Written out: Node's TextDecoder reads 'windows-1252' as Latin-1 in some versions.
 */
const winAnsiSigns = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';
const winAnsi = (bytes: Buffer) =>
  String.fromCharCode(...bytes).replace(/[\x80-\x9F]/g, (sign) => winAnsiSigns[sign.charCodeAt(0) - 0x80] ?? sign);

/** pdfkit's flip into top-down coordinates, written around every text: noise for a reader. */
const noise = /^(q|Q|1 0 0 -1 0 [\d.]+ cm)$/;

/**
 * One line per text shown ('texto x y font size "text"', kerning left out), the other operators as
 * pdfkit wrote them.
 */
function readable(content: string): string {
  return summariseCodes(textLines(content)).join('\n');
}

function textLines(content: string): string[] {
  const lines: string[] = [];
  let text: { at: string; font: string; shown: string[] } | undefined;
  for (const line of content.split('\n')) {
    if (noise.test(line) || line === '') continue;
    if (line === 'BT') text = { at: '', font: '', shown: [] };
    else if (line === 'ET' && text) {
      lines.push(`texto ${text.at} ${text.font} ${JSON.stringify(text.shown.join(''))}`);
      text = undefined;
    } else if (text) read(text, line);
    else lines.push(line);
  }
  return lines;
}

const rectangle = /^([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re$/;
/** Fewer rectangles in a row are boxes and rules; more are the bars or modules of a code. */
const CODE_RECTANGLES = 8;

/**
 * A bar code or QR code as one line: how many rectangles, the box they fill and a digest of them, so
 * another code (or the same one moved) reads different without hundreds of lines.
 */
function summariseCodes(lines: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= CODE_RECTANGLES) out.push(codeLine(run));
    else out.push(...run);
    run = [];
  };
  for (const line of lines) {
    if (rectangle.test(line)) run.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out;
}

function codeLine(run: string[]): string {
  const boxes = run.map((line) => (rectangle.exec(line) ?? []).slice(1).map(Number));
  const left = Math.min(...boxes.map(([x = 0]) => x));
  const top = Math.min(...boxes.map(([, y = 0]) => y));
  const right = Math.max(...boxes.map(([x = 0, , width = 0]) => x + width));
  const bottom = Math.max(...boxes.map(([, y = 0, , height = 0]) => y + height));
  const digest = createHash('sha256').update(run.join('\n')).digest('hex').slice(0, 12);
  const box = [left, top, right, bottom].map((n) => n.toFixed(1)).join(' ');
  return `código ${run.length} retângulos em ${box} (${digest})`;
}

function read(text: { at: string; font: string; shown: string[] }, line: string) {
  // The position alone, unless the text is turned or stretched too.
  if (line.endsWith(' Tm')) text.at = line.slice(0, -3).replace(/^1 0 0 1 /, '');
  else if (line.endsWith(' Tf')) text.font = line.slice(0, -3);
  else for (const [, hex] of line.matchAll(/<([0-9a-f]*)>/gi)) text.shown.push(winAnsi(Buffer.from(hex ?? '', 'hex')));
}

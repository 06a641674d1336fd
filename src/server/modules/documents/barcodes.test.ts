import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { drawCode128, drawInterleaved2of5, drawQrCode } from './barcodes.js';

type Rect = [x: number, y: number, width: number, height: number];

/** A page that records what is drawn on it. */
function recordingPage() {
  const rects: Rect[] = [];
  const fills: string[] = [];
  const page = {
    rect: (...rect: Rect) => (rects.push(rect), page),
    fillColor: (colour: string) => (fills.push(`cor ${colour}`), page),
    fill: () => (fills.push('fill'), page),
  };
  return { doc: page as unknown as PDFKit.PDFDocument, rects, fills };
}

const widthsOf = (bcid: string, text: string) => {
  const [symbol] = bwipjs.raw({ bcid, text });
  return symbol && 'sbs' in symbol ? symbol.sbs : [];
};

describe('linear barcodes', () => {
  const box = { x: 10, y: 20, width: 300, height: 40 };

  it('draws each bar of the Code 128 across the box, spaces left blank, then fills black', () => {
    const { doc, rects, fills } = recordingPage();
    drawCode128(doc, '35261112345678000199550010000000011000000019', box);
    const widths = widthsOf('code128', '35261112345678000199550010000000011000000019');
    const unit = box.width / widths.reduce((a, b) => a + b, 0);
    expect(rects).toHaveLength(Math.ceil(widths.length / 2));
    expect(rects[0]).toEqual([10, 20, (widths[0] ?? 0) * unit, 40]);
    expect(rects[1]?.[0]).toBeCloseTo(10 + ((widths[0] ?? 0) + (widths[1] ?? 0)) * unit, 9);
    const last = rects.at(-1) ?? [0, 0, 0, 0];
    expect(last[0] + last[2]).toBeCloseTo(box.x + box.width, 9);
    expect(fills).toEqual(['cor black', 'fill']);
  });

  it('draws the boleto in interleaved 2 of 5, not in Code 128', () => {
    const digits = '23793381286000000001234567890123456789012345'.slice(0, 44);
    const { doc, rects } = recordingPage();
    drawInterleaved2of5(doc, digits, box);
    expect(rects).toHaveLength(Math.ceil(widthsOf('interleaved2of5', digits).length / 2));
    expect(rects.length).not.toBe(Math.ceil(widthsOf('code128', digits).length / 2));
  });
});

describe('QR code', () => {
  it('draws a square cell for each dark module, in its row and column', () => {
    const text = '00020101021226830014br.gov.bcb.pix';
    const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
    const pixs = symbol && 'pixs' in symbol ? symbol.pixs : [];
    const side = symbol && 'pixx' in symbol ? symbol.pixx : 0;
    const { doc, rects, fills } = recordingPage();
    drawQrCode(doc, text, 50, 60, 120);
    const cell = 120 / side;
    expect(rects).toHaveLength(pixs.filter(Boolean).length);
    const darkAt = pixs.findIndex((dark, i) => dark && i % side > 0 && i >= side);
    expect(rects).toContainEqual([50 + (darkAt % side) * cell, 60 + Math.floor(darkAt / side) * cell, cell, cell]);
    expect(rects.every(([x, y]) => x >= 50 && y >= 60 && x + cell <= 170.000001 && y + cell <= 180.000001)).toBe(true);
    expect(fills).toEqual(['cor black', 'fill']);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageMessages as msg } from '../../../shared/schemas/images.js';
import { formatOf, imageKeyOf, MAX_INPUT_PIXELS, renditionsOf } from './image-processing.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } });

describe('formatOf (by the first bytes only)', () => {
  it('knows JPEG, PNG, GIF, WebP and AVIF by their signatures', () => {
    expect(formatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(formatOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(formatOf(bytes('GIF87a...'))).toBe('gif');
    expect(formatOf(bytes('GIF89a...'))).toBe('gif');
    expect(formatOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(formatOf(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(formatOf(bytes([0, 0, 0, 0x1c], 'ftypavis'))).toBe('avif');
  });

  it('answers nothing for anything else, a truncated signature or a near miss', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<!doctype html>'),
      bytes([0xff, 0xd8]),
      bytes([0xff, 0xd8, 0xfe]),
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]),
      bytes('GIF88a'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes('RIFX', [1, 2, 3, 4], 'WEBP'),
      bytes([0, 0, 0, 0x1c], 'ftypheic'),
      bytes([0, 0, 0, 0x1c], 'ftip', 'avif'),
      bytes(''),
    ])
      expect(formatOf(other)).toBeUndefined();
  });
});

describe('renditionsOf', () => {
  it('makes the thumbnail, the card and the zoom in WebP and the original in its format, under one random key', async () => {
    const input = await picture(2000, 1000).png().toBuffer();
    const renditions = await renditionsOf(input, 'produtos');
    expect(renditions.map(({ variant, contentType }) => [variant, contentType])).toEqual([
      ['thumb', 'image/webp'],
      ['card', 'image/webp'],
      ['zoom', 'image/webp'],
      ['original', 'image/png'],
    ]);
    const key = imageKeyOf(renditions[0]?.key ?? '');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(renditions.map((r) => r.key)).toEqual([
      `produtos/${key}-80.webp`,
      `produtos/${key}-400.webp`,
      `produtos/${key}-1200.webp`,
      `produtos/${key}-original.png`,
    ]);
    const sizes = await Promise.all(renditions.map(async (r) => await sharp(r.bytes).metadata()));
    expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['webp', 80, 80],
      ['webp', 400, 200],
      ['webp', 1200, 600],
      ['png', 2000, 1000],
    ]);
    const again = await renditionsOf(input, 'produtos');
    expect(imageKeyOf(again[0]?.key ?? '')).not.toBe(key);
  });

  it('never enlarges a small image, and keeps GIF, WebP and JPEG originals in their format', async () => {
    const small = await renditionsOf(await picture(300, 150).gif().toBuffer(), 'paginas');
    const meta = await Promise.all(small.map(async (r) => await sharp(r.bytes).metadata()));
    expect(meta.map(({ width }) => width)).toEqual([80, 300, 300, 300]);
    expect(small[3]).toMatchObject({ contentType: 'image/gif', key: expect.stringMatching(/-original\.gif$/) });
    const webp = await renditionsOf(await picture(100, 100).webp().toBuffer(), 'fabricantes');
    expect(webp[3]).toMatchObject({
      contentType: 'image/webp',
      key: expect.stringMatching(/^fabricantes\/.*-original\.webp$/),
    });
    const jpeg = await renditionsOf(await picture(100, 100).jpeg().toBuffer(), 'produtos');
    expect(jpeg[3]).toMatchObject({ contentType: 'image/jpeg', key: expect.stringMatching(/-original\.jpg$/) });
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const photo = await picture(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'Fulano', Copyright: 'GPS aqui' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const renditions = await renditionsOf(photo, 'produtos');
    for (const rendition of renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    const original = await sharp(renditions[3]?.bytes).metadata();
    expect([original.width, original.height]).toEqual([100, 200]);
  });

  it('refuses in pt-BR what is not an accepted image, a damaged one, and one of too many pixels', async () => {
    await expect(renditionsOf(bytes('<svg/>'), 'produtos')).rejects.toThrow(msg.notAnImage);
    const png = await picture(50, 50).png().toBuffer();
    await expect(renditionsOf(png.subarray(0, 40), 'produtos')).rejects.toThrow(msg.damaged);
    // A GIF's signature in front of a PNG: not a GIF sharp can read.
    await expect(renditionsOf(Buffer.concat([bytes('GIF89a'), png]), 'produtos')).rejects.toThrow(msg.damaged);
    const wide = await picture(MAX_INPUT_PIXELS / 5000 + 1, 5000)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(renditionsOf(wide, 'produtos')).rejects.toThrow(msg.tooManyPixels);
  });
});

describe('imageKeyOf', () => {
  it("reads the upload's key from any of its names or addresses", () => {
    const key = '0123456789abcdef0123456789abcdef';
    for (const suffix of ['80.webp', '400.webp', '1200.webp', 'original.jpg'])
      expect(imageKeyOf(`/arquivos/padrao/produtos/${key}-${suffix}`)).toBe(key);
    expect(imageKeyOf(`produtos/${key}-300.webp`)).toBeUndefined();
    expect(imageKeyOf(`produtos/${key.slice(1)}-80.webp`)).toBeUndefined();
    expect(imageKeyOf('https://example.com/foto.jpg')).toBeUndefined();
  });
});

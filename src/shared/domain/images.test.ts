import { describe, expect, it } from 'vitest';
import {
  bytesToMb,
  canUpload,
  imageSources,
  isValidImageUrl,
  MANUFACTURER_MAX_BYTES,
  IMAGE_MAX_BYTES,
  maxBytesOf,
  searchTermOf,
  UPLOAD_LIMIT_PERCENT,
  usagePercent,
  WARNING_PERCENT,
} from './images.js';

const MB = 1024 * 1024;

describe('images and the quota', () => {
  it("takes manufacturers' logos up to 1 MB and any other image up to 10 MB", () => {
    expect([MANUFACTURER_MAX_BYTES, IMAGE_MAX_BYTES]).toEqual([MB, 10 * MB]);
    expect(maxBytesOf('fabricantes')).toBe(MB);
    expect(maxBytesOf('produtos')).toBe(10 * MB);
    expect(maxBytesOf('paginas')).toBe(10 * MB);
  });

  it('gives the share of the quota used with two decimals, rounded down, a zero quota full', () => {
    expect(usagePercent(0, 100)).toBe(0);
    expect(usagePercent(50 * MB, 100)).toBe(50);
    expect(usagePercent(MB / 3, 1)).toBe(33.33);
    expect(usagePercent(2 * MB, 1)).toBe(200);
    expect(usagePercent(10, 0)).toBe(100);
    expect(usagePercent(10, -1)).toBe(100);
  });

  it('uploads only below 99.8 % and warns from 80 %', () => {
    expect(UPLOAD_LIMIT_PERCENT).toBe(99.8);
    expect(WARNING_PERCENT).toBe(80);
    expect(canUpload(99.79)).toBe(true);
    expect(canUpload(99.8)).toBe(false);
  });

  it('shows bytes as megabytes with two decimals', () => {
    expect(bytesToMb(1.5 * MB)).toBe(1.5);
    expect(bytesToMb(MB / 3)).toBe(0.33);
    expect(bytesToMb(0)).toBe(0);
  });

  it('takes typed image URLs of 25 characters or more, http(s) only', () => {
    expect(isValidImageUrl('https://exemplo.com/a.png')).toBe(true);
    expect(isValidImageUrl('  https://exemplo.com/a.png  ')).toBe(true);
    expect(isValidImageUrl('https://exemplo.com/a.pn')).toBe(false);
    expect(isValidImageUrl('ftp://exemplo.com.br/imagem.png')).toBe(false);
    expect(isValidImageUrl('https://exemplo.com/a b.png')).toBe(false);
    expect(isValidImageUrl('xhttps://exemplo.com/a.png')).toBe(false);
  });

  it('trims a search term to 20 characters', () => {
    expect(searchTermOf('  tinta  ')).toBe('tinta');
    expect(searchTermOf('a'.repeat(25))).toBe('a'.repeat(20));
  });

  it('gives our stored images their widths and any other URL as it is', () => {
    const base = '/arquivos/7/produtos/0123456789abcdef0123456789abcdef';
    expect(imageSources(`${base}-400.webp`)).toEqual({
      src: `${base}-400.webp`,
      thumb: `${base}-80.webp`,
      srcSet: `${base}-400.webp 400w, ${base}-1200.webp 1200w`,
    });
    expect(imageSources(`${base}-1200.webp`).thumb).toBe(`${base}-80.webp`);
    for (const other of [
      'https://cdn.exemplo.com/x-400.webp',
      `${base}-500.webp`,
      `${base}-400.png`,
      `x${base}-400.webp`,
      `${base}-400.webpx`,
      '/arquivos/x/produtos/0123456789abcdef0123456789abcdef-400.webp',
    ])
      expect(imageSources(other), other).toEqual({ src: other, thumb: other });
  });
});

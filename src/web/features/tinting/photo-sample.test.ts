import { describe, expect, it } from 'vitest';
import { averageHex, fitWidth, sampleOrigin } from './photo-sample';

const rgba = (...pixels: number[][]) => ({ width: pixels.length, height: 1, data: pixels.flat() });

describe('sampling a colour from a photo', () => {
  it('averages the opaque pixels, each channel rounded, as RRGGBB', () => {
    expect(averageHex(rgba([255, 0, 10, 255], [0, 0, 11, 255]))).toBe('80000B');
    expect(averageHex(rgba([31, 78, 121, 255], [200, 200, 200, 0]))).toBe('1F4E79');
    expect(averageHex(rgba([1, 2, 3, 0]))).toBeUndefined();
  });

  it('keeps the 5 × 5 square inside the image at its edges', () => {
    expect(sampleOrigin(10, 10, 100, 50)).toEqual({ left: 8, top: 8 });
    expect(sampleOrigin(0, 49, 100, 50)).toEqual({ left: 0, top: 45 });
    expect(sampleOrigin(99.6, 0, 100, 50)).toEqual({ left: 95, top: 0 });
    expect(sampleOrigin(1, 1, 3, 3)).toEqual({ left: 0, top: 0 });
  });

  it('fits a photo to the width without enlarging it', () => {
    expect(fitWidth(4000, 3000, 320)).toEqual({ width: 320, height: 240 });
    expect(fitWidth(200, 100, 320)).toEqual({ width: 200, height: 100 });
  });
});

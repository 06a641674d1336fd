/** The side of the square sampled around the point picked on a photo: one pixel is too noisy. */
export const SAMPLE_SIZE = 5;
/** The widest a photo is drawn (it fits a phone's screen); narrower on a narrower container. */
export const MAX_PHOTO_WIDTH = 320;

type Pixels = { width: number; height: number; data: ArrayLike<number> };

/** The top-left corner of the sample around (x, y), kept inside the image. */
export function sampleOrigin(x: number, y: number, width: number, height: number): { left: number; top: number } {
  const half = Math.floor(SAMPLE_SIZE / 2);
  const clamp = (v: number, size: number) => Math.max(0, Math.min(Math.round(v) - half, size - SAMPLE_SIZE));
  return { left: Math.max(0, clamp(x, width)), top: Math.max(0, clamp(y, height)) };
}

/**
 * The average colour of an RGBA area (`getImageData` of the sample) as 'RRGGBB', each channel
 * rounded. Transparent pixels count as they are drawn: over nothing, so they are left out.
 */
export function averageHex({ width, height, data }: Pixels): string | undefined {
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < width * height * 4; i += 4) {
    if ((data[i + 3] ?? 0) === 0) continue;
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
    count++;
  }
  if (count === 0) return undefined;
  return sum
    .map((s) =>
      Math.round(s / count)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();
}

/** The drawn size of a photo: at most `maxWidth` wide, proportions kept, never enlarged. */
export function fitWidth(width: number, height: number, maxWidth: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

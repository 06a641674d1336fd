import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { variantWidths, type ImageKind, type ImageVariant } from '../../../shared/domain/images.js';
import { imageMessages as msg } from '../../../shared/schemas/images.js';
import { badRequest } from '../../http/errors.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** Above this many pixels an image is refused before it is decoded (a decompression bomb). */
export const MAX_INPUT_PIXELS = 40_000_000;

// Past the end a Buffer reads undefined, which equals no byte: a short file matches nothing.
const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/**
 * The format by the file's first bytes only (never its name or declared type). SVG, HTML and anything
 * else answer undefined.
 */
export function formatOf(bytes: Buffer): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/** What sharp calls each format when it reads the file back. */
const sharpNames: Record<ImageFormat, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['heif', 'avif'],
  gif: ['gif'],
};
export const extensionOf: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/** One size of an upload; `imageKey` is shared by the four sizes of one image. */
export type Rendition = { variant: ImageVariant; imageKey: string; key: string; bytes: Buffer; contentType: string };

const open = (input: Buffer) =>
  // One frame (a GIF's first), every decoding error fatal, the pixel limit checked on the header.
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });

/** Reads the header and refuses what is not the format the magic bytes said, or too many pixels. */
async function checkedHeader(input: Buffer, format: ImageFormat): Promise<void> {
  let meta: Metadata;
  try {
    meta = await open(input).metadata();
  } catch (error) {
    throw badRequest(error instanceof Error && /pixel limit/i.test(error.message) ? msg.tooManyPixels : msg.damaged);
  }
  if (!sharpNames[format].includes(meta.format)) throw badRequest(msg.notAnImage);
  if (meta.width * (meta.pageHeight ?? meta.height) > MAX_INPUT_PIXELS) throw badRequest(msg.tooManyPixels);
}

async function encode(input: Buffer, variant: ImageVariant, format: ImageFormat): Promise<Buffer> {
  // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default).
  const image = open(input).rotate();
  if (variant === 'original') return image.toFormat(format === 'avif' ? 'avif' : format).toBuffer();
  const width = variantWidths[variant];
  const sized =
    variant === 'thumb'
      ? image.resize(width, width, { fit: 'cover' })
      : image.resize({ width, withoutEnlargement: true });
  return sized.webp({ quality: 80 }).toBuffer();
}

const suffix: Record<ImageVariant, string> = { thumb: '80', card: '400', zoom: '1200', original: 'original' };

/**
 * The four renditions of an upload (thumbnail 80×80, 400 px, 1200 px in WebP, and the original
 * format re-encoded without metadata), under a random key: nothing of the client's names the file.
 * Anything that is not a whole image of an accepted format is refused with a pt-BR 400.
 */
export async function renditionsOf(input: Buffer, kind: ImageKind): Promise<Rendition[]> {
  const format = formatOf(input);
  if (!format) throw badRequest(msg.notAnImage);
  await checkedHeader(input, format);
  const imageKey = randomBytes(16).toString('hex');
  const variants: ImageVariant[] = ['thumb', 'card', 'zoom', 'original'];
  try {
    return await Promise.all(
      variants.map(async (variant) => {
        const ext = variant === 'original' ? extensionOf[format] : 'webp';
        const contentType = variant === 'original' ? `image/${format}` : 'image/webp';
        return {
          variant,
          imageKey,
          key: `${kind}/${imageKey}-${suffix[variant]}.${ext}`,
          bytes: await encode(input, variant, format),
          contentType,
        };
      }),
    );
  } catch {
    throw badRequest(msg.damaged);
  }
}

/** The key shared by an upload's renditions, from one of its URLs or keys. */
export const imageKeyOf = (name: string): string | undefined =>
  /([0-9a-f]{32})-(?:80|400|1200|original)\./.exec(name)?.[1];

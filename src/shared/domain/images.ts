/**
 * Images and the storage quota (docs/images.md; spec sections 3, 5 and 9): pure rules shared by the
 * server and the screens.
 */

/** Upload is allowed only below this share of the quota (spec section 9). */
export const UPLOAD_LIMIT_PERCENT = 99.8;
/** From this share on, the permission reply carries a warning ('Alerta de uso'). */
export const WARNING_PERCENT = 80;
export const MANUFACTURER_MAX_BYTES = 1024 * 1024;
/** Any other image: the multipart limit per file. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_SLOTS = 4;

/** The largest file of each kind: manufacturers' logos are small tiles. */
export const maxBytesOf = (kind: ImageKind): number =>
  kind === 'fabricantes' ? MANUFACTURER_MAX_BYTES : IMAGE_MAX_BYTES;
/** The company logo: the default one when the company has none or it fails to load; 35 px high. */
export const DEFAULT_LOGO = '/img/logo-padrao.svg';
export const LOGO_HEIGHT = 35;
/**
 * The box the logo fits in (the default logo's own size): the header keeps its layout whether the
 * image has arrived or not, so nothing shifts when it does on a slow connection.
 */
export const LOGO_WIDTH = 140;
/** The label that makes an uploaded image the company logo (`/get-logo`). */
export const LOGO_LABEL = 'logo';
export const SEARCH_TERM_MAX = 20;
/** A typed image URL shorter than this is refused (spec section 5). */
export const URL_MIN_LENGTH = 25;
const BYTES_PER_MB = 1024 * 1024;

export const imageKinds = ['produtos', 'fabricantes', 'paginas'] as const;
export type ImageKind = (typeof imageKinds)[number];

/** The sizes written per upload: WebP at each width, plus the original format as fallback. */
export const imageVariants = ['thumb', 'card', 'zoom', 'original'] as const;
export type ImageVariant = (typeof imageVariants)[number];
export const variantWidths = { thumb: 80, card: 400, zoom: 1200 } as const;

/** Percent of the quota used, two decimals (what `porcentagemUso` says). A zero quota is full. */
export function usagePercent(usedBytes: number, quotaMb: number): number {
  if (quotaMb <= 0) return 100;
  return Math.floor((usedBytes / (quotaMb * BYTES_PER_MB)) * 10_000) / 100;
}

export const canUpload = (percent: number): boolean => percent < UPLOAD_LIMIT_PERCENT;

export const bytesToMb = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 100) / 100;

/** The spec's URL rule: a typed URL must have at least 25 characters and be http(s). */
export function isValidImageUrl(url: string): boolean {
  const text = url.trim();
  return text.length >= URL_MIN_LENGTH && /^https?:\/\/\S+$/i.test(text);
}

export const searchTermOf = (term: string): string => term.trim().slice(0, SEARCH_TERM_MAX);

/** Our stored card URL: `/arquivos/{tenant}/{kind}/{key}-400.webp`. */
const STORED = /^(\/arquivos\/\d+\/[a-z]+\/[0-9a-f]{32})-(80|400|1200)\.webp$/;

export type ImageSources = { src: string; thumb: string; srcSet?: string };

/**
 * How wide the product page's large image is drawn: the whole screen on a phone, half the page
 * beside the buying panel from 48em up. The `<img>` and the page's preload of it say the same, so
 * the browser picks the same file for both and fetches it once.
 */
export const GALLERY_IMAGE_SIZES = '(max-width: 48em) 100vw, 600px';

/**
 * What an `<img>` needs for an image path: our stored images get the three WebP widths as `srcset`
 * and the 80 px thumbnail (cart); any other URL is used as it is.
 */
export function imageSources(path: string): ImageSources {
  const match = STORED.exec(path);
  if (!match) return { src: path, thumb: path };
  const base = match[1];
  return {
    src: `${base}-400.webp`,
    thumb: `${base}-80.webp`,
    srcSet: `${base}-400.webp 400w, ${base}-1200.webp 1200w`,
  };
}

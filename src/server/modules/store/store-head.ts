import { escapeHtml as escape } from '../../../shared/html.js';

/** What a store page says of itself to link previews (WhatsApp, Instagram) and search engines. */
export type PageHead = {
  title: string;
  description: string;
  /** The page's one address (absolute), whatever slug or query the link carried; none for a missing page. */
  canonical?: string;
  siteName: string;
  image?: string;
  /** A product's offer: price in reais and whether it can be bought now. */
  offer?: { price: number | null; available: boolean };
  /** schema.org objects (Product, BreadcrumbList), sent as JSON-LD. */
  structured?: object[];
  /** The image the page paints largest (its LCP): fetched with the HTML, not after the scripts. */
  preloadImage?: { href: string; srcSet?: string; sizes: string };
  /** A page that must stay out of search results (a closed store, a missing product). */
  hidden?: boolean;
};

const DESCRIPTION_LENGTH = 200;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An entity's character; one that names no character (&#9999999;) stays as written. */
function decoded(entity: string, code: string): string {
  if (!code.startsWith('#')) return named[code.toLowerCase()] ?? entity;
  const point = Number(code.slice(1));
  return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
}

/** The text of sanitised rich HTML (a product's description), on one line, for a meta description. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (entity, code: string) => decoded(entity, code))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most 200 characters, cut at a word with an ellipsis: previews show about that much. */
export function shortDescription(text: string): string {
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** JSON inside a script element: '<' escaped, so no text in it can close the element. */
const jsonLd = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const meta = (name: string, content: string) => `<meta name="${name}" content="${escape(content)}" />`;
const og = (property: string, content: string) => `<meta property="${property}" content="${escape(content)}" />`;

function preload(image: PageHead['preloadImage']): string {
  if (!image) return '';
  const set = image.srcSet ? ` imagesrcset="${escape(image.srcSet)}" imagesizes="${escape(image.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escape(image.href)}"${set} fetchpriority="high" />`;
}

/** The head tags of a store page, every value escaped; the title goes in the page's own element. */
export function renderHead(head: PageHead): string {
  const { offer } = head;
  const price = offer?.price;
  return [
    meta('description', head.description),
    head.hidden ? meta('robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escape(head.canonical)}" />` : '',
    og('og:type', offer ? 'product' : 'website'),
    og('og:site_name', head.siteName),
    og('og:locale', 'pt_BR'),
    og('og:title', head.title),
    og('og:description', head.description),
    head.canonical ? og('og:url', head.canonical) : '',
    head.image ? og('og:image', head.image) : '',
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    price != null ? og('product:price:amount', price.toFixed(2)) + og('product:price:currency', 'BRL') : '',
    offer ? og('product:availability', offer.available ? 'in stock' : 'out of stock') : '',
    preload(head.preloadImage),
    ...(head.structured ?? []).map(jsonLd),
  ].join('');
}

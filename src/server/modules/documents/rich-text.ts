import sanitizeHtml from 'sanitize-html';
import { PAGE_LINK_REL, pageLinkKind } from '../../../shared/domain/page-links.js';

/** Only structure and text survive: no scripts, styles, images, links to elsewhere or event handlers. */
const allowed = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'span',
    'hr',
  ],
  allowedAttributes: {},
} satisfies sanitizeHtml.IOptions;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowed);
}

/** A link the page may keep, with our rel; anything else (javascript:, data:, another host without a scheme) loses its tag. */
function pageLink(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  // Stryker disable next-line StringLiteral: equivalent, for no address any text that is no link gives the span
  const href = (attribs.href ?? '').trim();
  const kind = pageLinkKind(href);
  if (!kind) return { tagName: 'span', attribs: {} };
  return {
    tagName: 'a',
    attribs: kind === 'external' ? { href, rel: PAGE_LINK_REL, target: '_blank' } : { href, rel: PAGE_LINK_REL },
  };
}

/**
 * Pages and terms of the store (psn, ppp, ppe, ppd, tul, tuc): the same structure, plus links to
 * http(s), e-mail, phone or a path of the store, each with our `rel` (and a new tab when external).
 * The schemes are checked again by sanitize-html after the link is rewritten.
 */
const withLinks = {
  ...allowed,
  allowedTags: [...allowed.allowedTags, 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: pageLink },
} satisfies sanitizeHtml.IOptions;

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, withLinks);
}

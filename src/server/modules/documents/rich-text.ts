import sanitizeHtml from 'sanitize-html';

/** Only structure and text survive: no scripts, styles, images, links to elsewhere or event handlers. */
const allowed: sanitizeHtml.IOptions = {
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
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, allowed);
}

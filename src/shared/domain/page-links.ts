/**
 * Links the store's pages and terms may hold (docs/store-configuration.md): the web (opens in a new
 * tab), e-mail and phone, or a path of the store. The server keeps only these; the editor offers only these.
 */
const EXTERNAL = /^https?:\/\/[^\s]+$/i;
const CONTACT = /^(mailto|tel):[^\s]+$/i;
/** A path of this site: '/…', but not '//host' nor '/\host', which browsers read as another host. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

export type PageLinkKind = 'external' | 'same-tab';

/** How a page opens the link, or undefined for a link it may not hold (javascript:, data:, …). */
export function pageLinkKind(href: string): PageLinkKind | undefined {
  const link = href.trim();
  if (EXTERNAL.test(link)) return 'external';
  if (CONTACT.test(link) || SITE_PATH.test(link)) return 'same-tab';
  return undefined;
}

/** A link a menu, slide or banner may point to: the web, or a path of the store (never '//host'). */
export const isWebOrSiteLink = (href: string) => EXTERNAL.test(href) || SITE_PATH.test(href);

/** Search engines get no credit from links the shop writes, and the page opened gets no hold on ours. */
export const PAGE_LINK_REL = 'noopener noreferrer nofollow';

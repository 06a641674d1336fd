import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route says of itself in the router (`handle`): the page's name for the browser tab. */
export type RouteHandle = { title: string };

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/**
 * The browser tab names the page and then the site ('Vendas · Balcão', 'Carrinho · Tintas Balcão'),
 * so a person with several tabs open, or a screen reader on a new page, knows where they are.
 */
export function usePageTitle(site: string): void {
  const page = useMatches()
    .map((match) => titleOf(match.handle))
    .findLast(Boolean);
  useEffect(() => {
    document.title = page ? `${page} · ${site}` : site;
  }, [page, site]);
}

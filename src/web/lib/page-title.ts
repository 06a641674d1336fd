import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

/** What a route says of itself in the router (`handle`): the page's name for the browser tab. */
export type RouteHandle = { title: string };

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle && typeof handle.title === 'string'
    ? handle.title
    : undefined;

/** A name the open page gives itself once its data is in (a product's), over its route's. */
let ownName: string | undefined;
const listeners = new Set<() => void>();
const setOwnName = (name: string | undefined) => {
  ownName = name;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The page names its tab after what it shows ('Tinta Acrílica Fosca - Galão 3,6L · Tintas Balcão',
 * as the server's title says), until it closes; undefined while loading keeps the route's name.
 */
export function usePageName(name: string | undefined): void {
  useEffect(() => {
    setOwnName(name);
    return () => setOwnName(undefined);
  }, [name]);
}

/** A page drawn on the server goes by its route's name: its own comes once it has loaded. */
const drawnOnServer = () => undefined;

/**
 * The browser tab names the page and then the site ('Vendas · Balcão', 'Carrinho · Tintas Balcão'),
 * so a person with several tabs open, or a screen reader on a new page, knows where they are.
 */
export function usePageTitle(site: string): void {
  const route = useMatches()
    .map((match) => titleOf(match.handle))
    .findLast(Boolean);
  const page = useSyncExternalStore(subscribe, () => ownName, drawnOnServer) ?? route;
  useEffect(() => {
    document.title = page ? `${page} · ${site}` : site;
  }, [page, site]);
}

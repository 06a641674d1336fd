import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The JSON block in which a store page rendered on the server brings the replies it was drawn with. */
export const PAGE_DATA_ID = 'dados-da-pagina';

/** Replies that came with the page count as fresh this long: the page does not ask for them again on mount. */
const PAGE_DATA_FRESH_MS = 30_000;

/** Each reply that came with the page, by query, with the moment it was taken in. */
const servedWithPage = new Map<string, number>();

const cameWithPage = (query: Query) => servedWithPage.get(query.queryHash) === query.state.dataUpdatedAt;

/** Refused calls were already explained to the user; retrying them would only repeat the toast. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: (query) => (cameWithPage(query) ? PAGE_DATA_FRESH_MS : 0),
      },
    },
  });
}

/**
 * The replies a page rendered on the server was drawn with, as a JSON block (not a script, so the
 * content security policy needs no inline script): `<` is escaped, so no text in a reply can close it.
 */
export function pageDataBlock(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/**
 * Puts the replies the page came with into the cache, each as taken in now (the server's clock may
 * differ from this one). Answers whether the page was rendered on the server.
 */
export function takePageData(queryClient: QueryClient): boolean {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return false;
  const state = JSON.parse(block.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    servedWithPage.set(query.queryHash, now);
  }
  hydrate(queryClient, state);
  block.remove();
  return true;
}

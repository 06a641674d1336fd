import { dehydrate, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from '../app/AppShell';
import { routes, type PageHandle } from '../app/routes';
import { newQueryClient, pageDataBlock } from '../lib/page-data';

/**
 * The reply of one call the page asks for (its query key: method, path, what is sent), as the server
 * answers the person who opened the page; undefined leaves the call to the browser.
 */
export type AnswerCall = (key: readonly unknown[]) => Promise<unknown>;

/** A page asks for calls, draws with their replies and may then ask for more (a shelf after the config). */
const MAX_ROUNDS = 4;

/** One handler for every render: the route modules it loads stay loaded. */
const handler = createStaticHandler(routes);

/** A drawn page: the markup of #root with the replies it was drawn with, and its route modules' files. */
export type RenderedPage = { body: string; modules: string[] };

/**
 * The page, for the browser to hydrate (src/web/main.tsx). Undefined when the route redirects or
 * answers no page: the browser then draws it alone.
 */
export async function renderPage(url: string, answer: AnswerCall): Promise<RenderedPage | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = newQueryClient();
  const draw = () =>
    renderToString(
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>,
    );
  const asked = new Set<string>();
  let html = draw();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query));
    if (waiting.length === 0) break;
    await Promise.all(
      waiting.map(async (query) => {
        asked.add(query.queryHash);
        const data = await answer(query.queryKey);
        if (data !== undefined) queryClient.setQueryData(query.queryKey, data);
      }),
    );
    html = draw();
  }
  return {
    body: `<div id="root">${html}</div>${pageDataBlock(dehydrate(queryClient))}`,
    modules: context.matches.map((match) => (match.route.handle as PageHandle).file),
  };
}

/** A query the page keeps off until something happens (a cart for a customer) is not asked for. */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

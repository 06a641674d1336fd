import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppShell } from './app/AppShell';
import { routes } from './app/routes';
import { newQueryClient, takePageData } from './lib/page-data';

/**
 * A store page the server rendered with its data is hydrated: its replies go into the cache and the
 * route modules it drew are loaded first, so the first render in the browser draws the same markup.
 * Any other page is drawn here from the start.
 */
async function start(root: HTMLElement) {
  const queryClient = newQueryClient();
  const rendered = takePageData(queryClient);
  if (rendered) await loadRoutesOf(window.location.pathname);
  const app = (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppShell>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/** The lazy modules of the routes a path matches, loaded into the route table before the router starts. */
async function loadRoutesOf(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

const root = document.getElementById('root');
if (root) void start(root);

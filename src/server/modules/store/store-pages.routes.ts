import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storePageCalls } from '../../../shared/contract/store-pages.js';
import { escapeHtml } from '../../../shared/html.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { publicOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import { indexPageWith } from '../../http/web-client.js';
import { renderHead } from './store-head.js';
import {
  homeHead,
  pageId,
  productHead,
  robots,
  sitemap,
  tintChartHead,
  type Site,
  type StorePage,
} from './store-pages.service.js';

type RouteDeps = { db: Db; config: Pick<Config, 'publicUrl' | 'webDir'> };

/**
 * The store's pages with their head rendered on the server (link previews run no script), the
 * sitemap and robots.txt. A path segment that is not an id is a page of the client's own (such as
 * /tintas/corantes): it gets the client's page as built.
 */
export function storePageRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  const site = (request: FastifyRequest): Site => {
    const origin = publicOrigin(request, ctx.config.publicUrl);
    const alias = new URL(request.url, origin).searchParams.get('apelido');
    const tenantQuery = alias ? `apelido=${encodeURIComponent(alias)}` : '';
    const withTenant = (path: string) =>
      tenantQuery ? `${path}${path.includes('?') ? '&' : '?'}${tenantQuery}` : path;
    return { origin, link: (path) => `${origin}${withTenant(path)}` };
  };
  const here = (request: FastifyRequest) => site(request).link(request.url.split('?')[0] ?? '/');
  const html = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  const send = (reply: FastifyReply, page: StorePage) =>
    html(reply)
      .status(page.status)
      .send(indexPageWith(ctx.config.webDir, escapeHtml(page.head.title), renderHead(page.head)));
  const builtPage = (reply: FastifyReply) => html(reply).send(indexPageWith(ctx.config.webDir));

  route(app, storePageCalls.home, ({ request, reply }) => send(reply, homeHead(request.tenant, site(request))));
  route(app, storePageCalls.product, async ({ params, request, reply }) => {
    const id = pageId(params.id);
    if (id === undefined) return builtPage(reply);
    return send(reply, await productHead(ctx.db, request.tenant, id, site(request), here(request)));
  });
  route(app, storePageCalls.tintChart, async ({ params, request, reply }) => {
    const id = pageId(params.id);
    if (id === undefined) return builtPage(reply);
    return send(reply, await tintChartHead(ctx.db, request.tenant, id, site(request), here(request)));
  });
  route(app, storePageCalls.sitemap, async ({ request, reply }) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await sitemap(ctx.db, request.tenant, site(request))),
  );
  route(app, storePageCalls.robots, ({ request, reply }) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots(request.tenant, site(request))),
  );
}

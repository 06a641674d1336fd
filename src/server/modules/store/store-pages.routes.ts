import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storePageCalls } from '../../../shared/contract/store-pages.js';
import { escapeHtml } from '../../../shared/html.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { publicOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import { LruMap } from '../../lru-map.js';
import { pageRenderer } from '../../http/page-render.js';
import { indexPageWith } from '../../http/web-client.js';
import { renderHead } from './store-head.js';
import {
  catalogueHead,
  homeHead,
  pageId,
  productHead,
  robots,
  sitemap,
  storePageHead,
  tintChartHead,
  type Site,
  type StorePage,
} from './store-pages.service.js';

type RouteDeps = { db: Db; config: Pick<Config, 'publicUrl' | 'webDir' | 'pageRenderer'> };

const SITEMAP_CACHE_MS = 5 * 60_000;

/**
 * The store's pages rendered on the server: their head (link previews run no script) and, for the
 * person who opened them, their body with the data it was drawn with (the browser hydrates it); the
 * sitemap and robots.txt. A path segment that is not an id is a page of the client's own (such as
 * /tintas/corantes): it gets the client's page as built.
 */
export function storePageRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /**
   * The company's own host name first (PUBLIC_URL may be another company's, the default one's);
   * without one, PUBLIC_URL or this host, with the company's `apelido` when it was chosen by it.
   */
  const site = (request: FastifyRequest): Site => {
    const hostName = request.tenant.hostName?.trim();
    const origin = hostName ? `${request.protocol}://${hostName}` : publicOrigin(request, ctx.config.publicUrl);
    const byAlias = !hostName && new URL(request.url, origin).searchParams.has('apelido');
    const tenantQuery = byAlias ? `apelido=${encodeURIComponent(request.tenant.alias)}` : '';
    const withTenant = (path: string) =>
      tenantQuery ? `${path}${path.includes('?') ? '&' : '?'}${tenantQuery}` : path;
    return { origin, link: (path) => `${origin}${withTenant(path)}` };
  };
  // Drawn for whoever opened it (their name, their prices): no shared cache may keep it.
  const html = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8');
  const draw = pageRenderer(app, ctx.config.pageRenderer, ctx.config.webDir);
  const send = async (request: FastifyRequest, reply: FastifyReply, page: StorePage) => {
    const drawn = await draw(request);
    const head = renderHead(page.head) + (drawn?.head ?? '');
    return html(reply)
      .status(page.status)
      .send(indexPageWith(ctx.config.webDir, escapeHtml(page.head.title), head, drawn?.body));
  };
  const builtPage = (reply: FastifyReply) => html(reply).send(indexPageWith(ctx.config.webDir));

  route(app, storePageCalls.home, ({ request, reply }) =>
    send(request, reply, homeHead(request.tenant, site(request))),
  );
  route(app, storePageCalls.product, async ({ params, request, reply }) => {
    const id = pageId(params.id);
    if (id === undefined) return builtPage(reply);
    return send(request, reply, await productHead(ctx.db, request.tenant, id, site(request)));
  });
  route(app, storePageCalls.catalogue, ({ request, reply }) =>
    send(request, reply, catalogueHead(request.tenant, site(request))),
  );
  route(app, storePageCalls.storePage, async ({ params, request, reply }) =>
    send(request, reply, await storePageHead(ctx.db, request.tenant, params.chave, site(request))),
  );
  route(app, storePageCalls.tintChart, async ({ params, request, reply }) => {
    const id = pageId(params.id);
    if (id === undefined) return builtPage(reply);
    return send(request, reply, await tintChartHead(ctx.db, request.tenant, id, site(request)));
  });
  // Up to 50 000 products read per sitemap: kept a few minutes per company and address, so a crawler
  // (or anyone) asking again and again costs no database time (on PGlite it would hold every request).
  const sitemaps = new LruMap<string, { xml: Promise<string>; until: number }>(100);
  const cachedSitemap = (request: FastifyRequest) => {
    const where = site(request);
    const key = `${request.tenant.id}|${where.link('/')}`;
    const kept = sitemaps.get(key);
    if (kept && kept.until > Date.now()) return kept.xml;
    const xml = sitemap(ctx.db, request.tenant, where);
    sitemaps.set(key, { xml, until: Date.now() + SITEMAP_CACHE_MS });
    xml.catch(() => sitemaps.delete(key));
    return xml;
  };
  route(app, storePageCalls.sitemap, async ({ request, reply }) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(await cachedSitemap(request)),
  );
  route(app, storePageCalls.robots, ({ request, reply }) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots(request.tenant, site(request))),
  );
}

import type { FastifyInstance } from 'fastify';
import { storeCalls } from '../../../shared/contract/store.js';
import { tintingCalls } from '../../../shared/contract/tinting.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { catalogPage, colours, menus, productPage, shelves } from './catalog.service.js';
import { tintChart } from './tint-chart.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The storefront's catalog: open to visitors; prices only when the company shows them. */
export function catalogRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, storeCalls.products, ({ query, request, auth }) => catalogPage(ctx.db, request.tenant, auth, query));
  route(app, storeCalls.product, ({ params, request, auth }) => productPage(ctx.db, request.tenant, auth, params.id));
  route(app, storeCalls.shelves, ({ request, auth }) => shelves(ctx.db, request.tenant, auth));
  route(app, storeCalls.menus, ({ request }) => menus(ctx.db, request.tenant.id));
  /** Colours for a tint base, by code or name: `{ cores: [{codigo, nome, rgb}] }`. */
  route(app, storeCalls.colours, ({ query, request }) => colours(ctx.db, request.tenant.id, query.busca));
  route(app, tintingCalls.chart, ({ params, request, auth }) => tintChart(ctx.db, request.tenant, auth, params.id));
}

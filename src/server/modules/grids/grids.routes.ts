import type { FastifyInstance } from 'fastify';
import { gridSupportCalls } from '../../../shared/contract/grids.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { grids } from './grid-catalog.js';
import { gridInfoAt, gridPage, gridSummaryAt } from './grids.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** Every grid of spec section 7 at its own URL, all through one engine. */
export function gridRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, gridSupportCalls.info, ({ query, auth }) => gridInfoAt(query.url, auth));
  route(app, gridSupportCalls.summary, ({ body, auth, request }) =>
    gridSummaryAt(ctx.db, body, auth, request.tenant.id),
  );
  for (const def of grids) {
    route(app, def.endpoint, ({ body, auth, request }) => gridPage(ctx.db, def, body, auth, request.tenant.id));
  }
}

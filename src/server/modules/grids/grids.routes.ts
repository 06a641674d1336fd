import type { FastifyInstance } from 'fastify';
import { gridSupportCalls } from '../../../shared/contract/grids.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { gridAt, grids, gridScope } from './grid-catalog.js';
import { runGrid } from './grid-engine.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** Every grid of spec section 7 at its own URL, all through one engine. */
export function gridRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, gridSupportCalls.info, ({ query }) => {
    const def = gridAt(query.url);
    if (!def) throw notFound(messages.access.notFound);
    return {
      url: def.endpoint.path,
      key: def.key,
      defaultOrder: def.defaultOrder,
      columns: def.columns.map(({ wire, label, type, statuses }) => ({
        wire,
        label,
        type,
        ...(statuses ? { statuses: [...statuses] } : {}),
      })),
    };
  });
  for (const def of grids) {
    route(app, def.endpoint, ({ body, auth, request }) =>
      runGrid(ctx.db, def, body, gridScope(body, auth, request.tenant.id)),
    );
  }
}

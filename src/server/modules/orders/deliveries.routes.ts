import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import { gridRequest } from '../../../shared/schemas/grid.js';
import { deliveryRow } from '../../../shared/schemas/orders.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { deliveriesGrid, allGridRows, readFilters } from '../grids/index.js';
import { visibleOrder } from './cart.service.js';

const newestFirst = gridRequest.parse({ order: { column: 'cfidtepet', order: 'DESC' } });

/**
 * POST /entrega-pedido/get: the deliveries of one order the caller may see, optionally of one store
 * (a `loja` that is a store's name, as a grid row gives it, names no id and filters nothing).
 */

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

export function deliveryRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, orderCalls.deliveries, async ({ body, auth }) => {
    await visibleOrder(ctx.db, auth, body.budgetId);
    const scope = {
      auth,
      tenantId: auth.tenantId,
      cficodped: body.budgetId,
      filters: readFilters('loja', body.loja ? [body.loja] : undefined),
      status: [],
    };
    const rows = await allGridRows(ctx.db, deliveriesGrid, newestFirst, scope, 500);
    // A grid row is untyped: read it as the delivery it is (its columns are the delivery's fields).
    return { resultSet: deliveryRow.array().parse(rows) };
  });
}

import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { deliveriesOf } from './deliveries.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** POST /entrega-pedido/get: the deliveries of one order the caller may see, optionally of one store. */
export function deliveryRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, orderCalls.deliveries, async ({ body, auth }) => ({
    resultSet: await deliveriesOf(ctx.db, auth, body.budgetId, body.loja),
  }));
}

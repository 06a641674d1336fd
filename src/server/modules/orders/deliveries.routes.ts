import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gridRequest } from '../../../shared/schemas/grid.js';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../http/parse-input.js';
import { requireAuth } from '../../http/request-context.js';
import { deliveriesGrid } from '../grids/deliveries.grid.js';
import { allGridRows } from '../grids/grid-engine.js';
import { readFilters } from '../grids/grid-scope.js';
import { visibleOrder } from './cart.service.js';

const deliveryQuery = z.object({
  action: z.literal('select').default('select'),
  budgetId: z.coerce.number().int().positive(),
  loja: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
});

/** POST /entrega-pedido/get: the deliveries of one order the caller may see (optionally of one store). */
export function deliveryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/entrega-pedido/get', async (request) => {
    const auth = requireAuth(request);
    const input = parseInput(deliveryQuery, request.body);
    await visibleOrder(ctx.db, auth, input.budgetId);
    const scope = {
      auth,
      tenantId: auth.tenantId,
      cficodped: input.budgetId,
      filters: readFilters('loja', input.loja ? [input.loja] : undefined),
      status: [],
    };
    const body = gridRequest.parse({ order: { column: 'cfidtepet', order: 'DESC' } });
    return { resultSet: await allGridRows(ctx.db, deliveriesGrid, body, scope, 500) };
  });
}

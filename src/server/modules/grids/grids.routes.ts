import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../../shared/messages.js';
import { gridRequest, type GridInfo } from '../../../shared/schemas/grid.js';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requireAuth } from '../../http/request-context.js';
import { deliveriesGrid } from './deliveries.grid.js';
import { customersGrid, lastPurchasesGrid } from './customer-grids.js';
import { invoicesGrid, receivablesGrid } from './finance-grids.js';
import type { GridDefinition, GridScope } from './grid-definition.js';
import { runGrid } from './grid-engine.js';
import { readFilters } from './grid-scope.js';
import { ordersGrid } from './orders.grid.js';

export const grids: GridDefinition[] = [
  ordersGrid,
  invoicesGrid,
  receivablesGrid,
  customersGrid,
  lastPurchasesGrid,
  deliveriesGrid,
];

/** Reads a grid call: the request fields, and the scope (caller, tenant, filters) they imply. */
export function parseGridCall(request: FastifyRequest) {
  const parsed = gridRequest.safeParse(request.body ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Requisição inválida.');
  const body = parsed.data;
  const scope: GridScope = {
    auth: requireAuth(request),
    tenantId: request.tenant.id,
    codCli: body.codCli,
    cficodped: body.cficodped,
    filters: readFilters(body.filter, body.filterValue),
    status: (Array.isArray(body.status) ? body.status : body.status ? [body.status] : []).filter(Boolean),
  };
  return { body, scope };
}

/** Every grid of spec section 7 at its own URL, all through one engine. */
export function gridRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/grades', (request): GridInfo => {
    requireAuth(request);
    const url = (request.query as { url?: string }).url;
    const def = grids.find((g) => g.url === url);
    if (!def) throw notFound(messages.access.notFound);
    return {
      url: def.url,
      key: def.key,
      defaultOrder: def.defaultOrder,
      columns: def.columns.map(({ wire, label, type, statuses }) => ({
        wire,
        label,
        type,
        ...(statuses ? { statuses } : {}),
      })),
    };
  });
  for (const def of grids) {
    app.post(def.url, async (request) => {
      const { body, scope } = parseGridCall(request);
      return runGrid(ctx.db, def, body, scope);
    });
  }
}

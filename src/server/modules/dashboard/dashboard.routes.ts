import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requireOperator } from '../../http/request-context.js';
import { dashboardFor } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/painel', async (request) =>
    dashboardFor(ctx.db, requireOperator(request), request.tenant.overdueGraceDays),
  );
}

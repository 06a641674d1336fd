import type { FastifyInstance } from 'fastify';
import { dashboardCalls } from '../../../shared/contract/dashboard.js';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { dashboardFor } from './dashboard.service.js';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, dashboardCalls.panel, ({ auth, request }) => dashboardFor(ctx.db, auth, request.tenant.overdueGraceDays));
}

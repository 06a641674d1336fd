import type { FastifyInstance } from 'fastify';
import { dashboardCalls } from '../../../shared/contract/dashboard.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { dashboardFor } from './dashboard.service.js';
import { goalsFor, saveGoals } from './goals.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

export function dashboardRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, dashboardCalls.panel, ({ auth, request }) => dashboardFor(ctx.db, auth, request.tenant.overdueGraceDays));
  route(app, dashboardCalls.goals, ({ auth, query }) => goalsFor(ctx.db, auth, query.mes));
  route(app, dashboardCalls.saveGoals, ({ auth, body }) => saveGoals(ctx.db, auth, body));
}

import type { FastifyInstance } from 'fastify';
import { dashboardCalls } from '../../../shared/contract/dashboard.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { dashboardFor } from './dashboard.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

export function dashboardRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, dashboardCalls.panel, ({ auth, request }) => dashboardFor(ctx.db, auth, request.tenant.overdueGraceDays));
}

import type { FastifyInstance } from 'fastify';
import { biCalls } from '../../../shared/contract/bi.js';
import { biDashboardNames } from '../../../shared/domain/bi-dashboards.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { dashboardGrids } from './bi-grids.js';
import { companyToday } from './bi-scope.js';
import { dashboardGridPage, dashboardResults, registerDashboardGrids } from './bi.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The ten dashboards: each its data call and its two grids (which also join the grid catalogue). */
export function biRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  registerDashboardGrids();
  for (const name of biDashboardNames) {
    route(app, biCalls[name].results, ({ body, auth }) => dashboardResults(ctx.db, name, auth, body, companyToday()));
    const { best, details } = dashboardGrids(name);
    for (const def of [best, details])
      route(app, def.endpoint, ({ body, auth, request }) =>
        dashboardGridPage(ctx.db, def, body, auth, request.tenant.id),
      );
  }
}

import type { FastifyInstance } from 'fastify';
import { gridSupportCalls } from '../../../shared/contract/grids.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import {
  employeeNames,
  manufacturerOptions,
  productGroupOptions,
  representativeNames,
  storeOptions,
} from './filter-lists.repo.js';

/** A code-to-name map, as the spec's representative and employee filters give it. */
const codeNames = (rows: Array<{ id: number; name: string }>) =>
  Object.fromEntries(rows.map((row) => [String(row.id), row.name]));

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The 'Filtros' lists: stores, product groups, manufacturers, representatives and employees. */
export function filterListRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, gridSupportCalls.stores, async ({ request }) => ({
    resultSet: await storeOptions(ctx.db, request.tenant.id),
  }));
  route(app, gridSupportCalls.productGroups, async ({ request }) => ({
    resultSet: await productGroupOptions(ctx.db, request.tenant.id),
  }));
  route(app, gridSupportCalls.manufacturers, async ({ request }) => ({
    resultSet: await manufacturerOptions(ctx.db, request.tenant.id),
  }));
  route(app, gridSupportCalls.representatives, async ({ request }) =>
    codeNames(await representativeNames(ctx.db, request.tenant.id)),
  );
  route(app, gridSupportCalls.employees, async ({ request }) =>
    codeNames(await employeeNames(ctx.db, request.tenant.id)),
  );
}

import type { FastifyInstance } from 'fastify';
import { gridSupportCalls } from '../../../shared/contract/grids.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import {
  employeeList,
  manufacturerList,
  productGroupList,
  representativeList,
  storeList,
} from './filter-lists.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The 'Filtros' lists: stores, product groups, manufacturers, representatives and employees. */
export function filterListRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, gridSupportCalls.stores, ({ request }) => storeList(ctx.db, request.tenant.id));
  route(app, gridSupportCalls.productGroups, ({ request }) => productGroupList(ctx.db, request.tenant.id));
  route(app, gridSupportCalls.manufacturers, ({ request }) => manufacturerList(ctx.db, request.tenant.id));
  route(app, gridSupportCalls.representatives, ({ request }) => representativeList(ctx.db, request.tenant.id));
  route(app, gridSupportCalls.employees, ({ request }) => employeeList(ctx.db, request.tenant.id));
}

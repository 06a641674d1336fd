import type { FastifyInstance } from 'fastify';
import { companyCalls } from '../../../shared/contract/company.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { companyOf, saveCompany } from './company.service.js';
import type { TenantResolver } from './tenant-resolver.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; tenants: TenantResolver };

export function companyRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, companyCalls.get, ({ request }) => companyOf(ctx.db, request.tenant.id));
  route(app, companyCalls.save, ({ auth, request, body }) =>
    saveCompany(ctx.db, auth, request.tenant, body, () => ctx.tenants.forget()),
  );
}

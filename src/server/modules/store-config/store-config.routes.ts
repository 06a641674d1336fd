import type { FastifyInstance } from 'fastify';
import { storeConfigCalls } from '../../../shared/contract/store-config.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { publicSettings } from './store-config.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

export function storeConfigRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, storeConfigCalls.settings, ({ request }) => publicSettings(ctx.db, request.tenant.id));
}

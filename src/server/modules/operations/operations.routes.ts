import type { FastifyInstance } from 'fastify';
import { operationsCalls } from '../../../shared/contract/operations.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { checkReady } from './operations.service.js';

type RouteDeps = { db: Db };

/** Registered outside the tenant scope: a probe names no company and holds no session. */
export function operationsRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, operationsCalls.health, () => ({ status: 'ok' as const }));
  route(app, operationsCalls.ready, () => checkReady(ctx.db));
}

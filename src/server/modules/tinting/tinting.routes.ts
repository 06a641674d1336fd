import type { FastifyInstance } from 'fastify';
import { tintingCalls } from '../../../shared/contract/tinting.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import { canFormulaView, nearColours, tintSearch } from './formulas.service.js';
import { importFormulas } from './formula-import.service.js';
import { restockColourant } from './colourant-restock.service.js';

type RouteDeps = { db: Db };

/**
 * The tinting search (terminal), the nearest colours (shop), the terminal's formula, and the managers'
 * formula import and colourant restock.
 */
export function tintingRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, tintingCalls.search, ({ query, request }) => tintSearch(ctx.db, request.tenant.id, query));
  route(app, tintingCalls.nearColours, ({ query, request }) => nearColours(ctx.db, request.tenant.id, query));
  route(app, tintingCalls.canFormula, ({ query, request }) => canFormulaView(ctx.db, request.tenant.id, query));
  route(app, tintingCalls.importFormulas, ({ auth, body }) => importFormulas(ctx.db, auth, body));
  route(app, tintingCalls.restockColourant, ({ auth, params, body }) =>
    restockColourant(ctx.db, auth, params.id, body),
  );
}

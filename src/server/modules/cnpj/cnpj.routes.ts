import type { FastifyInstance } from 'fastify';
import { cnpjCalls } from '../../../shared/contract/cnpj.js';
import { route } from '../../http/route.js';
import { lookupCnpj } from './cnpj.service.js';
import type { CnpjProvider } from './cnpj-provider.js';

/** What these routes need from the composition root. */
type RouteDeps = { cnpjRegistry: CnpjProvider };

/** GET /api/cnpj/{cnpj}: the customer form's company lookup. */
export function cnpjRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, cnpjCalls.lookup, async ({ params, request, reply }) => {
    const found = await lookupCnpj(ctx.cnpjRegistry, request.tenant, params.cnpj, request.log);
    return 'company' in found ? found.company : reply.status(found.refusal).send(found.reply);
  });
}

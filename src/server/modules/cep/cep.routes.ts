import type { FastifyInstance } from 'fastify';
import { cepCalls } from '../../../shared/contract/cep.js';
import { route } from '../../http/route.js';
import { lookupCep } from './cep.service.js';
import type { PostalCodeProvider } from './postal-code-provider.js';

/** What these routes need from the composition root. */
type RouteDeps = { postalCodes: PostalCodeProvider };

/** GET /api/cep/{cep}: our server asks the postal-code service, so the browser never calls it. */
export function cepRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, cepCalls.lookup, async ({ params, request, reply }) => {
    const found = await lookupCep(ctx.postalCodes, params.cep, request.log);
    return 'address' in found ? found.address : reply.status(found.refusal).send(found.reply);
  });
}

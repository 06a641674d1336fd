import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { registrationMessages } from '../../../shared/schemas/customer.js';
import type { RateLimits } from '../../config.js';
import { route } from '../../http/route.js';
import { requestRegistration, type RegistrationDeps } from './registration.service.js';

/** What these routes need from the composition root. */
type RouteDeps = Omit<RegistrationDeps, 'perCompany'> & { rateLimits: Pick<RateLimits, 'registrationPerCompany'> };

/**
 * POST /cliente-final/solicitar: the store's registration request (spec sections 5 and 7). It
 * answers the same whether the e-mail or the document was already registered.
 */
export function registrationRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  const deps: RegistrationDeps = { ...ctx, perCompany: ctx.rateLimits.registrationPerCompany };
  route(app, customerCalls.register, async ({ body, request }) => {
    await requestRegistration(deps, request.tenant, body);
    return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: registrationMessages.sent } };
  });
}

import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { registrationMessages } from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import type { AuthService } from '../auth/index.js';
import { route } from '../../http/route.js';
import { requestRegistration } from './registration.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; auth: AuthService };

/** POST /cliente-final/solicitar: the store's registration request (spec sections 5 and 7). */
export function registrationRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, customerCalls.register, async ({ body, request }) => {
    const codigo = await requestRegistration(ctx.db, ctx.auth, request.tenant.id, body);
    return { retorno: true as const, codigo, msg: { tipo: 'success' as const, mensagem: registrationMessages.sent } };
  });
}

import type { FastifyInstance } from 'fastify';
import { registrationMessages, registrationRequest } from '../../../shared/schemas/customer.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../http/errors.js';
import { requestRegistration } from './registration.service.js';

/** POST /cliente-final/solicitar: the store's registration request (spec sections 5 and 7). */
export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/cliente-final/solicitar', async (request) => {
    const parsed = registrationRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message }));
      throw badRequest(registrationMessages.invalid, fields);
    }
    const codigo = await requestRegistration(ctx.db, ctx.auth, request.tenant.id, parsed.data);
    return { retorno: true, codigo, msg: { tipo: 'success' as const, mensagem: registrationMessages.sent } };
  });
}

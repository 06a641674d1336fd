import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  inviteMessages,
  inviteRequest,
  registrationMessages,
  setPasswordRequest,
} from '../../../shared/schemas/customer.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../http/errors.js';
import { requireOperator } from '../../http/request-context.js';
import { sendInvitation, setPasswordFromLink } from './invitations.service.js';

/** Where the mailed link should point: the page's own origin when it is a web address, else this server. */
function originOf(request: FastifyRequest, location: string | undefined): string {
  try {
    const url = new URL(location ?? '');
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Not a URL: use the request's own host.
  }
  return `${request.protocol}://${request.host}`;
}

export function invitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** POST /send-mail (spec section 7): replies `erro` or `{ retorno: true, tipo }`. */
  app.post('/send-mail', async (request) => {
    const auth = requireOperator(request);
    const parsed = inviteRequest.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest('Informe o cliente.');
    return sendInvitation(ctx.db, ctx.mail, auth, request.tenant, parsed.data, originOf(request, parsed.data.location));
  });

  app.post('/api/definir-senha', async (request) => {
    const parsed = setPasswordRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw badRequest(
        registrationMessages.invalid,
        parsed.error.issues.map((issue) => ({ campo: issue.path.join('.'), mensagem: issue.message })),
      );
    }
    await setPasswordFromLink(ctx.db, parsed.data.token, parsed.data.senha);
    return { retorno: true, msg: { tipo: 'success' as const, mensagem: inviteMessages.passwordSet } };
  });
}

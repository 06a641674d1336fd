import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { inviteMessages } from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { route } from '../../http/route.js';
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

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; mail: MailService };

export function invitationRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** POST /send-mail (spec section 7): replies `erro` or `{ retorno: true, tipo }`. */
  route(app, customerCalls.sendMail, ({ body, auth, request }) =>
    sendInvitation(ctx.db, ctx.mail, auth, request.tenant, body, originOf(request, body.location)),
  );

  route(app, customerCalls.setPassword, async ({ body }) => {
    await setPasswordFromLink(ctx.db, body.token, body.senha);
    return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: inviteMessages.passwordSet } };
  });
}

import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { inviteMessages } from '../../../shared/schemas/customer.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { MailService } from '../mail/index.js';
import { publicOrigin } from '../../http/public-origin.js';
import { route } from '../../http/route.js';
import { sendInvitation, setPasswordFromLink } from './invitations.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db; mail: MailService; config: Pick<Config, 'publicUrl'> };

export function invitationRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** POST /send-mail (spec section 7): replies `erro` or `{ retorno: true, tipo }`. */
  route(app, customerCalls.sendMail, ({ body, auth, request }) =>
    sendInvitation(ctx.db, ctx.mail, auth, request.tenant, body, publicOrigin(request, ctx.config.publicUrl)),
  );

  route(app, customerCalls.setPassword, async ({ body }) => {
    await setPasswordFromLink(ctx.db, body.token, body.senha);
    return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: inviteMessages.passwordSet } };
  });
}

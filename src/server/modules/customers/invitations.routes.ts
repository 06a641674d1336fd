import type { FastifyInstance } from 'fastify';
import { customerCalls } from '../../../shared/contract/customers.js';
import { inviteMessages } from '../../../shared/schemas/customer.js';
import type { Config } from '../../config.js';
import { messages } from '../../../shared/messages.js';
import { publicOrigin } from '../../http/own-addresses.js';
import { route } from '../../http/route.js';
import { sendInvitation, setPasswordFromLink } from './invitations.service.js';
import { sendPasswordReset, type PasswordResetDeps } from './password-reset.service.js';

/** What these routes need from the composition root. */
type RouteDeps = PasswordResetDeps & { config: Pick<Config, 'publicUrl'> };

const resetSent = { retorno: true as const, msg: { tipo: 'success' as const, mensagem: messages.passwordReset.sent } };

export function invitationRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** POST /send-mail (spec section 7): replies `erro` or `{ retorno: true, tipo }`. */
  route(app, customerCalls.sendMail, ({ body, auth, request }) =>
    sendInvitation(ctx.db, ctx.mail, auth, request.tenant, body, publicOrigin(request, ctx.config.publicUrl)),
  );

  /**
   * 'Esqueci minha senha': the same reply at once for any e-mail; the link is mailed after it, so a
   * registered e-mail does not answer slower than an unknown one.
   */
  route(app, customerCalls.forgotPassword, ({ body, request }) => {
    const origin = publicOrigin(request, ctx.config.publicUrl);
    void sendPasswordReset(ctx, request.tenant, body.email, origin).catch((error: unknown) => request.log.error(error));
    return resetSent;
  });

  route(app, customerCalls.setPassword, async ({ body, request }) => {
    await setPasswordFromLink(ctx.db, request.tenant.id, body.token, body.senha);
    return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: inviteMessages.passwordSet } };
  });
}

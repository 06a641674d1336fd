import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../shared/contract/account.js';
import { messages } from '../../../shared/messages.js';
import { resetCodes } from '../../../shared/schemas/account.js';
import type { ReplyMessage } from '../../../shared/schemas/envelope.js';
import { route } from '../../http/route.js';
import { changeOwnPassword, resetOwnPassword, type PasswordDeps } from './password.service.js';

const { changed, currentInvalid, mismatch } = messages.password;

/** What each code of the profile reset shows (spec section 8). */
const resetMessages: Record<1 | 2 | 3, ReplyMessage> = {
  [resetCodes.currentInvalid]: { tipo: 'error', mensagem: currentInvalid },
  [resetCodes.mismatch]: { tipo: 'error', mensagem: mismatch },
  [resetCodes.changed]: { tipo: 'success', mensagem: changed },
};

/** The logged-in user's own password: the change-password form and the profile reset. */
export function passwordRoutes(app: FastifyInstance, ctx: PasswordDeps): void {
  route(app, accountCalls.changePassword, async ({ auth, body, request }) =>
    (await changeOwnPassword(ctx, auth, request.tenant, body.senhaAntiga, body.senha))
      ? { retorno: true, msg: { tipo: 'success' as const, mensagem: changed } }
      : { retorno: false, erro: { tipo: 'error' as const, mensagem: currentInvalid } },
  );

  route(app, accountCalls.resetPassword, async ({ auth, body, request }) => {
    const code = await resetOwnPassword(ctx, auth, request.tenant, body);
    return { retorno: code, msg: resetMessages[code] };
  });
}

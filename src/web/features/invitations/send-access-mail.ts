import { customerCalls } from '../../../shared/contract/customers';
import { inviteMessages, type AccessMailType } from '../../../shared/schemas/customer';
import { api, ApiError } from '../../lib/api-client';
import { openError, openSuccess } from '../../lib/modals';
import { showToast } from '../../lib/toasts';

/** What the person is told after each kind of mail: the invitation and the reset/data mails differ. */
const confirmations: Record<AccessMailType, (email: string, tipo: string) => string> = {
  convite: (email, tipo) => `${inviteMessages.sent} (${tipo} para ${email})`,
  senha: (email) => inviteMessages.resetSent(email),
  dados: (email) => inviteMessages.dataSent(email),
};

/**
 * POST /send-mail with the spec's reply handling: the daily limit is a warning; an e-mail that cannot
 * be the customer's (taken or invalid) is reported and `onEmailTaken` clears and marks the field; a
 * refusal (400) shows the server's message; a reply with neither (the spec's 'false') or a failed call
 * opens the could-not-understand dialog. Each outcome is said once, by this dialog or toast alone.
 */
export async function sendAccessMail(
  cliente: number,
  email: string,
  type: AccessMailType,
  onEmailTaken?: (message: string) => void,
): Promise<boolean> {
  try {
    const reply = await api(
      customerCalls.sendMail,
      { body: { cliente, email, type } },
      { ownErrors: true, ownFailures: true },
    );
    if (reply.motivo === 'limite' && reply.erro) {
      showToast({ kind: 'warning', message: reply.erro });
    } else if (reply.erro) {
      onEmailTaken?.(reply.erro);
      openError(inviteMessages.emailTakenTitle, reply.erro);
    } else if (reply.retorno) {
      openSuccess(inviteMessages.sentTitle, confirmations[type](email, reply.tipo ?? ''));
      return true;
    } else {
      openError(inviteMessages.failedTitle, inviteMessages.notUnderstood);
    }
  } catch (error) {
    const refused = error instanceof ApiError && error.body?.exception;
    openError(inviteMessages.failedTitle, refused || inviteMessages.notUnderstood);
  }
  return false;
}

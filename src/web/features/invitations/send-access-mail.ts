import { customerCalls } from '../../../shared/contract/customers';
import { inviteMessages, type AccessMailType } from '../../../shared/schemas/customer';
import { api, ApiError } from '../../lib/api-client';
import { openError, openSuccess } from '../../lib/modals';
import { showToast } from '../../lib/toasts';

const notUnderstood = 'Não foi possível entender a resposta do servidor. Tente novamente.';

/** What the person is told after each kind of mail: the invitation and the reset/data mails differ. */
const confirmations: Record<AccessMailType, (email: string, tipo: string) => string> = {
  convite: (email, tipo) => `${inviteMessages.sent} (${tipo} para ${email})`,
  senha: (email) => inviteMessages.resetSent(email),
  dados: (email) => inviteMessages.dataSent(email),
};

/**
 * POST /send-mail with the spec's reply handling: an erro about 'limite'/'convites' is a warning;
 * any other erro means the e-mail belongs to someone else (`onEmailTaken` clears and marks the
 * field); a refusal (400) shows the server's message; a reply with neither (the spec's 'false') or a failed call opens the could-not-understand dialog.
 */
export async function sendAccessMail(
  cliente: number,
  email: string,
  type: AccessMailType,
  onEmailTaken?: (message: string) => void,
): Promise<boolean> {
  try {
    const reply = await api(customerCalls.sendMail, {
      body: { cliente, email, type },
    });
    if (!reply.erro && !reply.retorno) {
      openError('Ops...', notUnderstood);
      return false;
    }
    if (reply.erro && /limite|convites/i.test(reply.erro)) {
      showToast({ kind: 'warning', message: reply.erro });
      return false;
    }
    if (reply.erro) {
      onEmailTaken?.(reply.erro);
      openError('E-mail já cadastrado', reply.erro);
      return false;
    }
    openSuccess('Pronto!', confirmations[type](email, reply.tipo ?? ''));
    return true;
  } catch (error) {
    // 400: the server refused the request with its own message (an e-mail that is not the registered one).
    openError('Ops...', error instanceof ApiError && error.status === 400 ? error.message : notUnderstood);
    return false;
  }
}

import { escapeHtml as escape } from '../../../shared/html.js';
import { messages } from '../../../shared/messages.js';
import { COMPANY_TIME_ZONE } from '../../../shared/br/dates.js';

/**
 * To the account's own address after its password changed: nothing secret in it, but whoever did
 * not ask for the change learns at once that someone else knows their password.
 */
export function passwordChangedMail(company: string, name: string, at: Date) {
  const when = at.toLocaleString('pt-BR', { timeZone: COMPANY_TIME_ZONE });
  return {
    subject: messages.password.mailSubject(company),
    html:
      `<h2>Senha alterada</h2><p>Olá, ${escape(name)}!</p>` +
      `<p>A senha do seu acesso a ${escape(company)} foi alterada em ${escape(when)}. ` +
      'As outras sessões abertas com a senha antiga foram encerradas.</p>' +
      '<p>Se não foi você, entre em contato com a empresa imediatamente.</p>',
  };
}

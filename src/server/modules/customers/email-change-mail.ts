import { messages } from '../../../shared/messages.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { COMPANY_TIME_ZONE } from '../../../shared/br/dates.js';

type Change = { company: string; name: string; oldEmail: string; newEmail: string; by: string; at: Date };

/** To the old address (and the new one): the customer's login e-mail was changed, by whom and when. */
export function emailChangedMail(change: Change) {
  const when = change.at.toLocaleString('pt-BR', { timeZone: COMPANY_TIME_ZONE });
  return {
    subject: messages.customerEmail.mailSubject(change.company),
    html:
      `<h2>E-mail de acesso alterado</h2><p>Olá, ${escape(change.name)}!</p>` +
      `<p>O e-mail de acesso do seu cadastro em ${escape(change.company)} foi alterado de ` +
      `<strong>${escape(change.oldEmail)}</strong> para <strong>${escape(change.newEmail)}</strong> ` +
      `por ${escape(change.by)}, em ${escape(when)}.</p>` +
      '<p>Se você não pediu essa alteração, fale com a empresa o quanto antes.</p>',
  };
}

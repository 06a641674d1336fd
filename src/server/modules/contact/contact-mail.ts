import { maskPhone } from '../../../shared/br/masks.js';
import { escapeHtml as escape } from '../../../shared/html.js';
import { messages } from '../../../shared/messages.js';
import type { ContactRequest } from '../../../shared/schemas/account.js';

/** The visitor's message as the company reads it: every value escaped, the text's lines kept. */
export function contactMail(input: ContactRequest) {
  const row = (label: string, value: string) => `<tr><th align="left">${label}</th><td>${escape(value)}</td></tr>`;
  return {
    subject: messages.contact.mailSubject(input.assunto),
    html:
      '<h2>Mensagem do formulário de contato</h2><table>' +
      row('Nome', input.nome) +
      row('E-mail', input.de) +
      row('Telefone', maskPhone(input.telefone)) +
      row('Assunto', input.assunto) +
      '</table>' +
      `<p style="white-space: pre-line">${escape(input.conteudo)}</p>` +
      `<p>Para responder, escreva para ${escape(input.de)}.</p>`,
  };
}

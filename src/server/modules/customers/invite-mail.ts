import { INVITE_VALID_HOURS, inviteTitles, type AccessMailPurpose } from '../../../shared/schemas/customer.js';
import { escapeHtml as escape } from '../../../shared/html.js';

type MailInput = { purpose: AccessMailPurpose; company: string; name: string; email: string; link: string | undefined };

const intros: Record<AccessMailPurpose, (input: MailInput) => string> = {
  invite: (i) =>
    `<p>${escape(i.company)} convida você para comprar na loja virtual.</p><p>Para criar a sua senha, use o link abaixo:</p>`,
  registered: (i) =>
    `<p>Estes são os seus dados de acesso à loja virtual de ${escape(i.company)}:</p><p>Usuário: <strong>${escape(i.email)}</strong></p><p>Para definir uma nova senha, use o link abaixo:</p>`,
  reset: () =>
    '<p>Recebemos um pedido para redefinir a sua senha da loja virtual. Para criar uma nova senha, use o link abaixo:</p>',
  data: (i) =>
    `<p>Os dados do seu cadastro em ${escape(i.company)} foram alterados. Se você não reconhece essa alteração, fale com a empresa.</p>`,
};

/** The customer's access mails in pt-BR: invitation, access data, password reset or data change. */
export function accessMail(input: MailInput) {
  const title = inviteTitles[input.purpose];
  const link = input.link
    ? `<p><a href="${escape(input.link)}">${escape(input.link)}</a></p><p>O link vale por ${INVITE_VALID_HOURS} horas e pode ser usado uma vez.</p>`
    : '';
  return {
    subject: `${title} - ${input.company}`,
    html: `<h2>${title}</h2><p>Olá, ${escape(input.name)}!</p>${intros[input.purpose](input)}${link}`,
  };
}

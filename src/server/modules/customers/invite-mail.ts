import { INVITE_VALID_HOURS, inviteTitles } from '../../../shared/schemas/customer.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation mail in pt-BR: a 'Convite' to create a password, or the 'Cadastro' access data. */
export function inviteMail(input: {
  purpose: 'invite' | 'registered';
  company: string;
  name: string;
  email: string;
  link: string;
}) {
  const title = inviteTitles[input.purpose];
  const intro =
    input.purpose === 'invite'
      ? `<p>${escape(input.company)} convida você para comprar na loja virtual.</p><p>Para criar a sua senha, use o link abaixo:</p>`
      : `<p>Estes são os seus dados de acesso à loja virtual de ${escape(input.company)}:</p><p>Usuário: <strong>${escape(input.email)}</strong></p><p>Para definir uma nova senha, use o link abaixo:</p>`;
  return {
    subject: `${title} - ${input.company}`,
    html: `<h2>${title}</h2><p>Olá, ${escape(input.name)}!</p>${intro}<p><a href="${escape(input.link)}">${escape(input.link)}</a></p><p>O link vale por ${INVITE_VALID_HOURS} horas e pode ser usado uma vez.</p>`,
  };
}

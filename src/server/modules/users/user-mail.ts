import { escapeHtml as escape } from '../../../shared/html.js';
import { USER_LINK_VALID_HOURS } from '../../../shared/schemas/users.js';

export type UserLinkPurpose = 'invite' | 'reset';

const intros: Record<UserLinkPurpose, (company: string) => string> = {
  invite: (company) =>
    `<p>Você recebeu acesso ao Balcão de ${escape(company)}. Para criar a sua senha, use o link abaixo:</p>`,
  reset: () => '<p>O administrador da empresa pediu que você crie uma nova senha. Use o link abaixo:</p>',
};
const titles: Record<UserLinkPurpose, string> = { invite: 'Seu acesso ao Balcão', reset: 'Nova senha' };

/** The mail with a user's one-use link to set their password, in pt-BR. */
export function userLinkMail(purpose: UserLinkPurpose, company: string, name: string, link: string) {
  const title = titles[purpose];
  return {
    subject: `${title} - ${company}`,
    html: `<h2>${title}</h2><p>Olá, ${escape(name)}!</p>${intros[purpose](company)}<p><a href="${escape(link)}">${escape(link)}</a></p><p>O link vale por ${USER_LINK_VALID_HOURS} horas e pode ser usado uma vez.</p>`,
  };
}

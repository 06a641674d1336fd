import { describe, expect, it } from 'vitest';
import { USER_LINK_VALID_HOURS } from '../../../shared/schemas/users.js';
import { userLinkMail } from './user-mail.js';

describe("a user's link mail", () => {
  const link = 'https://loja.example/definir-senha?usuario=1&token=abc&apelido=padrao';
  const linkHtml = `<p><a href="${link.replaceAll('&', '&amp;')}">${link.replaceAll('&', '&amp;')}</a></p>`;
  const footer = `<p>O link vale por ${USER_LINK_VALID_HOURS} horas e pode ser usado uma vez.</p>`;

  it('invites a new user to the company by name, word by word, escaped', () => {
    expect(userLinkMail('invite', 'Tintas & Cia', 'Vera <Vendedora>', link)).toEqual({
      subject: 'Seu acesso ao Balcão - Tintas & Cia',
      html:
        '<h2>Seu acesso ao Balcão</h2><p>Olá, Vera &lt;Vendedora&gt;!</p>' +
        '<p>Você recebeu acesso ao Balcão de Tintas &amp; Cia. Para criar a sua senha, use o link abaixo:</p>' +
        linkHtml +
        footer,
    });
  });

  it('tells a user the admin asked for a new password', () => {
    expect(userLinkMail('reset', 'Tintas Padrão', 'Vera', link)).toEqual({
      subject: 'Nova senha - Tintas Padrão',
      html:
        '<h2>Nova senha</h2><p>Olá, Vera!</p>' +
        '<p>O administrador da empresa pediu que você crie uma nova senha. Use o link abaixo:</p>' +
        linkHtml +
        footer,
    });
  });
});

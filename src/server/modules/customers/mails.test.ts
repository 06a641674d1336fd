import { describe, expect, it } from 'vitest';
import { emailChangedMail } from './email-change-mail.js';
import { accessMail } from './invite-mail.js';
import { attemptMail, receivedMail } from './registration-mail.js';

/** The customer's mails word for word: what they say is the point (names and links escaped). */
describe('customer mails', () => {
  const link = 'https://loja.exemplo.com.br/definir-senha?token=abc&apelido=padrao';
  const escapedLink = 'https://loja.exemplo.com.br/definir-senha?token=abc&amp;apelido=padrao';
  const linkBlock =
    `<p><a href="${escapedLink}">${escapedLink}</a></p>` + '<p>O link vale por 72 horas e pode ser usado uma vez.</p>';
  const access = { company: 'Tintas & Cia', name: 'Ana <Souza>', email: 'ana@exemplo.com.br', link };

  it('invites with a link to create the password', () => {
    expect(accessMail({ ...access, purpose: 'invite' })).toEqual({
      subject: 'Convite - Tintas & Cia',
      html:
        '<h2>Convite</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>Tintas &amp; Cia convida você para comprar na loja virtual.</p><p>Para criar a sua senha, use o link abaixo:</p>' +
        linkBlock,
    });
  });

  it('gives a registered customer the login and a link to set a new password', () => {
    expect(accessMail({ ...access, purpose: 'registered' })).toEqual({
      subject: 'Cadastro - Tintas & Cia',
      html:
        '<h2>Cadastro</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>Estes são os seus dados de acesso à loja virtual de Tintas &amp; Cia:</p>' +
        '<p>Usuário: <strong>ana@exemplo.com.br</strong></p><p>Para definir uma nova senha, use o link abaixo:</p>' +
        linkBlock,
    });
  });

  it('sends the reset link, and a data-change notice without any link', () => {
    expect(accessMail({ ...access, purpose: 'reset' }).html).toBe(
      '<h2>Redefinição de senha</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>Recebemos um pedido para redefinir a sua senha da loja virtual. Para criar uma nova senha, use o link abaixo:</p>' +
        linkBlock,
    );
    expect(accessMail({ ...access, purpose: 'data', link: undefined })).toEqual({
      subject: 'Alteração de cadastro - Tintas & Cia',
      html:
        '<h2>Alteração de cadastro</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>Os dados do seu cadastro em Tintas &amp; Cia foram alterados. Se você não reconhece essa alteração, fale com a empresa.</p>',
    });
  });

  it('confirms a registration request, new or not, in the same words', () => {
    expect(receivedMail('Tintas & Cia', 'Ana <Souza>')).toEqual({
      subject: 'Cadastro recebido - Tintas & Cia',
      html:
        '<h2>Cadastro recebido</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>Recebemos o seu pedido de cadastro na loja virtual de Tintas &amp; Cia. ' +
        'Avisaremos por e-mail assim que o seu acesso for liberado.</p>',
    });
  });

  it('tells a holder what the attempt reused, and that nothing was created', () => {
    const reused = {
      email: 'o seu e-mail',
      document: 'o seu CPF/CNPJ',
      both: 'o seu e-mail e o seu CPF/CNPJ',
    } as const;
    for (const [kind, words] of Object.entries(reused)) {
      expect(attemptMail('Tintas & Cia', 'Ana <Souza>', kind as keyof typeof reused)).toEqual({
        subject: 'Tentativa de cadastro - Tintas & Cia',
        html:
          '<h2>Tentativa de cadastro</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
          `<p>Alguém pediu um novo cadastro na loja virtual de Tintas &amp; Cia com ${words}. ` +
          'Como você já tem cadastro, nada foi criado nem alterado.</p>' +
          "<p>Se foi você, entre com a sua senha; se não se lembra dela, use 'Esqueci minha senha' na página de entrada. " +
          'Se não foi você, pode ignorar esta mensagem.</p>',
      });
    }
  });

  it('says who changed the login e-mail, from what to what, in São Paulo time', () => {
    const change = {
      company: 'Tintas & Cia',
      name: 'Ana <Souza>',
      oldEmail: 'ana@antigo.com.br',
      newEmail: 'ana@novo.com.br',
      by: 'Gestor <Um>',
      at: new Date('2026-11-28T02:30:00.000Z'),
    };
    expect(emailChangedMail(change)).toEqual({
      subject: 'E-mail de acesso alterado - Tintas & Cia',
      html:
        '<h2>E-mail de acesso alterado</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>O e-mail de acesso do seu cadastro em Tintas &amp; Cia foi alterado de ' +
        '<strong>ana@antigo.com.br</strong> para <strong>ana@novo.com.br</strong> ' +
        'por Gestor &lt;Um&gt;, em 27/11/2026, 23:30:00.</p>' +
        '<p>Se você não pediu essa alteração, fale com a empresa o quanto antes.</p>',
    });
  });
});

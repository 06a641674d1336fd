import { describe, expect, it } from 'vitest';
import { passwordChangedMail } from './password-mail.js';
import { unlockMail } from './unlock-mail.js';

/** The account mails word for word: what they say is the point (and the date is São Paulo's). */
describe('account mails', () => {
  it('says when the password changed, in São Paulo time, and what to do if it was not the owner', () => {
    const mail = passwordChangedMail('Tintas & Cia', 'Ana <Souza>', new Date('2026-11-28T02:30:00.000Z'));
    expect(mail.subject).toContain('Tintas & Cia');
    expect(mail.html).toBe(
      '<h2>Senha alterada</h2><p>Olá, Ana &lt;Souza&gt;!</p>' +
        '<p>A senha do seu acesso a Tintas &amp; Cia foi alterada em 27/11/2026, 23:30:00. ' +
        'As outras sessões abertas com a senha antiga foram encerradas.</p>' +
        '<p>Se não foi você, entre em contato com a empresa imediatamente.</p>',
    );
  });

  it('explains a lock and carries the one-use link with its validity', () => {
    const link = 'https://loja.exemplo.com.br/desbloquear-acesso?token=abc&x=1';
    const mail = unlockMail({ company: 'Tintas & Cia', name: 'Ana', link, validMinutes: 30 });
    expect(mail.subject).toContain('Tintas & Cia');
    expect(mail.html).toBe(
      '<h2>Acesso bloqueado</h2><p>Olá, Ana!</p>' +
        '<p>Houve várias tentativas de entrar na sua conta em Tintas &amp; Cia com a senha errada, ' +
        'e o acesso foi bloqueado por um tempo. Ninguém entrou: a senha não foi aceita.</p>' +
        '<p>Se foi você, desbloqueie o acesso pelo link abaixo:</p>' +
        '<p><a href="https://loja.exemplo.com.br/desbloquear-acesso?token=abc&amp;x=1">' +
        'https://loja.exemplo.com.br/desbloquear-acesso?token=abc&amp;x=1</a></p>' +
        '<p>O link vale por 30 minutos e pode ser usado uma vez. ' +
        'Se não foi você, recomendamos trocar a sua senha.</p>',
    );
  });
});

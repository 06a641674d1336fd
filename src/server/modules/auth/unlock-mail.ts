import { messages } from '../../../shared/messages.js';
import { escapeHtml as escape } from '../../../shared/html.js';

type UnlockMail = { company: string; name: string; link: string; validMinutes: number };

/** The mail sent when an account gets locked: what happened and the one-use link that lifts the lock. */
export function unlockMail(input: UnlockMail) {
  const link = escape(input.link);
  return {
    subject: messages.unlock.mailSubject(input.company),
    html:
      `<h2>Acesso bloqueado</h2><p>Olá, ${escape(input.name)}!</p>` +
      `<p>Houve várias tentativas de entrar na sua conta em ${escape(input.company)} com a senha errada, ` +
      'e o acesso foi bloqueado por um tempo. Ninguém entrou: a senha não foi aceita.</p>' +
      '<p>Se foi você, desbloqueie o acesso pelo link abaixo:</p>' +
      `<p><a href="${link}">${link}</a></p>` +
      `<p>O link vale por ${input.validMinutes} minutos e pode ser usado uma vez. ` +
      'Se não foi você, recomendamos trocar a sua senha.</p>',
  };
}

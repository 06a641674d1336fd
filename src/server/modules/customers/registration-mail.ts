import { escapeHtml as escape } from '../../../shared/html.js';

/** What the attempt reused of an existing record. */
export type Reused = 'email' | 'document' | 'both';

const reusedText: Record<Reused, string> = {
  email: 'o seu e-mail',
  document: 'o seu CPF/CNPJ',
  both: 'o seu e-mail e o seu CPF/CNPJ',
};

/** To the address given in a registration request: it was received (a new one or not, it reads the same). */
export function receivedMail(company: string, name: string) {
  return {
    subject: `Cadastro recebido - ${company}`,
    html:
      `<h2>Cadastro recebido</h2><p>Olá, ${escape(name)}!</p>` +
      `<p>Recebemos o seu pedido de cadastro na loja virtual de ${escape(company)}. ` +
      'Avisaremos por e-mail assim que o seu acesso for liberado.</p>',
  };
}

/** To a customer whose e-mail or document someone used to ask for a new account: nothing was created. */
export function attemptMail(company: string, name: string, reused: Reused) {
  return {
    subject: `Tentativa de cadastro - ${company}`,
    html:
      `<h2>Tentativa de cadastro</h2><p>Olá, ${escape(name)}!</p>` +
      `<p>Alguém pediu um novo cadastro na loja virtual de ${escape(company)} com ${reusedText[reused]}. ` +
      'Como você já tem cadastro, nada foi criado nem alterado.</p>' +
      "<p>Se foi você, entre com a sua senha; se não se lembra dela, use 'Esqueci minha senha' na página de entrada. " +
      'Se não foi você, pode ignorar esta mensagem.</p>',
  };
}

import { describe, expect, it } from 'vitest';
import { contactMail } from './contact-mail.js';

describe('the contact form mail', () => {
  it('reads as the company gets it, word for word: the fields, the text with its lines, how to answer', () => {
    const mail = contactMail({
      nome: 'Ana <Souza>',
      de: 'ana@exemplo.com.br',
      telefone: '19987654321',
      assunto: 'Orçamento & prazo',
      conteudo: 'Bom dia,\nquero 20 latas.',
    });
    expect(mail).toEqual({
      subject: 'Contato pela loja: Orçamento & prazo',
      html:
        '<h2>Mensagem do formulário de contato</h2><table>' +
        '<tr><th align="left">Nome</th><td>Ana &lt;Souza&gt;</td></tr>' +
        '<tr><th align="left">E-mail</th><td>ana@exemplo.com.br</td></tr>' +
        '<tr><th align="left">Telefone</th><td>(19) 98765-4321</td></tr>' +
        '<tr><th align="left">Assunto</th><td>Orçamento &amp; prazo</td></tr>' +
        '</table>' +
        '<p style="white-space: pre-line">Bom dia,\nquero 20 latas.</p>' +
        '<p>Para responder, escreva para ana@exemplo.com.br.</p>',
    });
  });
});

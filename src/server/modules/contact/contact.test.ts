import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { writeStoreSettings } from '../../test/store-settings.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function company(alias: string, settings: Record<string, object>) {
  const tenant = await insertTenant(t.database.db, { alias });
  for (const [key, value] of Object.entries(settings))
    await writeStoreSettings(t.database.db, tenant.id, { key, value });
  return tenant.id;
}

const valid = {
  nome: 'Maria Souza',
  assunto: 'Orçamento de <b>tinta</b>',
  de: 'Maria@Exemplo.com.br',
  telefone: '(19) 99876-5432',
  conteudo: 'Preciso de 20 latas.\nEntregam em Valinhos?',
};
const send = (alias: string, payload: object, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: `/contato/email?apelido=${alias}`, payload, remoteAddress });
const outboxOf = (tenantId: number) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId)));

describe('POST /contato/email', () => {
  it("refuses every empty field with 'Campo obrigatório', a bad e-mail and a bad phone by their texts", async () => {
    await company('vazio', { con: { email: 'contato@vazio.com.br' } });
    const empty = await send('vazio', { nome: '', assunto: ' ', de: '', telefone: '', conteudo: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ erros: unknown[] }>().erros).toEqual(
      ['nome', 'assunto', 'de', 'telefone', 'conteudo'].map((campo) => ({ campo, mensagem: 'Campo obrigatório' })),
    );
    const wrong = await send('vazio', { ...valid, de: 'maria@', telefone: '(19) 0234-5678' });
    expect(wrong.json<{ erros: unknown[] }>().erros).toEqual([
      { campo: 'de', mensagem: 'Digite um email válido' },
      { campo: 'telefone', mensagem: 'Informe um telefone válido' },
    ]);
  });

  it("mails the company's 'con' address through the outbox, every value escaped", async () => {
    const tenantId = await company('contato', {
      con: { email: 'atendimento@contato.com.br' },
      foo: { email: 'rodape@contato.com.br' },
    });
    const reply = await send('contato', valid);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ retorno: true, msg: { tipo: 'success' } });
    const [mail, ...more] = await outboxOf(tenantId);
    expect(more).toHaveLength(0);
    expect(mail?.recipients).toEqual(['atendimento@contato.com.br']);
    expect(mail?.subject).toBe('Contato pela loja: Orçamento de <b>tinta</b>');
    expect(mail?.html).toContain('Orçamento de &lt;b&gt;tinta&lt;/b&gt;');
    expect(mail?.html).toContain('maria@exemplo.com.br');
    expect(mail?.html).toContain('(19) 99876-5432');
  });

  it("falls back to the footer's e-mail, and without either says the form is unavailable", async () => {
    const footer = await company('rodape', { foo: { email: 'rodape@rodape.com.br' } });
    expect((await send('rodape', valid)).statusCode).toBe(200);
    expect((await outboxOf(footer))[0]?.recipients).toEqual(['rodape@rodape.com.br']);
    const none = await company('semcontato', {});
    const reply = await send('semcontato', valid);
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      exception: 'O formulário de contato não está disponível no momento. Use o telefone ou o e-mail do rodapé.',
    });
    expect(await outboxOf(none)).toHaveLength(0);
  });

  it('takes five messages an hour from one address; the sixth is refused and not mailed', async () => {
    const tenantId = await company('insistente', { con: { email: 'contato@insistente.com.br' } });
    for (let i = 0; i < 5; i++) expect((await send('insistente', valid, '10.9.9.9')).statusCode).toBe(200);
    const sixth = await send('insistente', valid, '10.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect((await send('insistente', valid, '10.9.9.10')).statusCode).toBe(200);
    expect(await outboxOf(tenantId)).toHaveLength(6);
  });
});

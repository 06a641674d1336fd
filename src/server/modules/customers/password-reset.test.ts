import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://loja.exemplo.com.br' });
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
});
afterAll(() => t.close());

const forgot = (email: string, remoteAddress = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/emails/cliente/alterarSenha?apelido=padrao',
    remoteAddress,
    payload: { email, apelido: 'padrao', enviar: true },
  });

const mailTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), sql`${address} = ANY(${mailOutbox.recipients})`));

/** The mail goes out after the reply: waits until `address` has `count` mails (or gives what it has after 3 s). */
async function mailsEventually(address: string, count: number) {
  for (let waited = 0; waited < 3_000; waited += 50) {
    const mails = await mailTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return mailTo(address);
}

describe("POST /v1/emails/cliente/alterarSenha ('Esqueci minha senha')", () => {
  it('answers a registered and an unknown e-mail alike; only the customer gets a link on the public address', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'lembrar@cliente.com.br' });
    const known = await forgot('Lembrar@Cliente.com.br');
    const unknown = await forgot('ninguem@lugar.nenhum');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      retorno: true,
      msg: { tipo: 'success', mensagem: 'Um lembrete de senha foi enviado para seu email' },
    });
    const [mail] = await mailsEventually(customer.email ?? '', 1);
    const token = /https:\/\/loja\.exemplo\.com\.br\/definir-senha\?token=([\w-]+)/.exec(mail?.html ?? '')?.[1];
    expect(token).toBeDefined();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/definir-senha?apelido=padrao',
      payload: { token, senha: 'Nova@Senha1', confirmacaoSenha: 'Nova@Senha1' },
    });
    expect(set.statusCode).toBe(200);
    expect(await mailTo('ninguem@lugar.nenhum')).toHaveLength(0);
  });

  it('sends nothing to a customer not yet released nor to an operator, with the same reply', async () => {
    const pending = await insertCustomer(t.database.db, tenantId, {
      email: 'pendente@cliente.com.br',
      activation: '0',
    });
    const operator = await insertOperator(t.database.db, tenantId);
    const replies = [await forgot(pending.email ?? ''), await forgot(operator.email), await forgot('outro@lugar.com')];
    expect(new Set(replies.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(pending.email ?? '')).toHaveLength(0);
    expect(await mailTo(operator.email)).toHaveLength(0);
  });

  it('mails one address at most three times an hour, whoever asks', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'insistente@cliente.com.br' });
    for (let i = 0; i < 5; i++) expect((await forgot(customer.email ?? '', `10.2.0.${i}`)).statusCode).toBe(200);
    await mailsEventually(customer.email ?? '', 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailTo(customer.email ?? '')).toHaveLength(3);
  });
});

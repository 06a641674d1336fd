import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertCustomer, insertOperator, insertTenant, TEST_PASSWORD } from '../../test/factories.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao', tradeName: 'Tintas Padrão' })).id;
});
afterAll(() => t.close());

const post = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `${url}?apelido=padrao`, payload, ...(cookie ? { headers: { cookie } } : {}) });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/sessao?apelido=padrao', headers: { cookie } });
const loggedIn = async (cookie: string) => (await session(cookie)).json<{ usuario: unknown }>().usuario !== null;
const login = (email: string, senha: string) =>
  post('/ajax-login', undefined, { email, usuario: email, senha }).then((r) => r.statusCode);
const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.tenantId, tenantId), sql`${address} = ANY(${mailOutbox.recipients})`));

describe('POST /senha/alterar', () => {
  it('changes the password, keeps this session, ends the others and mails a notice', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'troca@cliente.com.br' });
    const here = await loginCookie(t, 'troca@cliente.com.br');
    const elsewhere = await loginCookie(t, 'troca@cliente.com.br');
    const reply = await post('/senha/alterar', here, { senhaAntiga: TEST_PASSWORD, senha: 'Nova@Senha9' });
    expect(reply.json()).toEqual({ retorno: true, msg: { tipo: 'success', mensagem: 'Senha alterada com sucesso' } });
    expect(await loggedIn(here)).toBe(true);
    expect(await loggedIn(elsewhere)).toBe(false);
    expect(await login('troca@cliente.com.br', TEST_PASSWORD)).toBe(401);
    expect(await login('troca@cliente.com.br', 'Nova@Senha9')).toBe(200);
    const [notice] = await mailsTo(customer.email ?? '');
    expect(notice?.subject).toBe('Senha alterada - Tintas Padrão');
    expect(notice?.html).not.toContain('Nova@Senha9');
  });

  it('answers erro with tipo and mensagem for a wrong current password, and changes nothing', async () => {
    await insertCustomer(t.database.db, tenantId, { email: 'errada@cliente.com.br' });
    const here = await loginCookie(t, 'errada@cliente.com.br');
    const elsewhere = await loginCookie(t, 'errada@cliente.com.br');
    const reply = await post('/senha/alterar', here, { senhaAntiga: 'outra', senha: 'Nova@Senha9' });
    expect(reply.json()).toEqual({ retorno: false, erro: { tipo: 'error', mensagem: 'Senha atual inválida!' } });
    expect(await loggedIn(elsewhere)).toBe(true);
    expect(await login('errada@cliente.com.br', TEST_PASSWORD)).toBe(200);
  });

  it("refuses empty fields with 'Favor, preencher todos os campos.' and needs a session", async () => {
    await insertCustomer(t.database.db, tenantId, { email: 'vazio@cliente.com.br' });
    const here = await loginCookie(t, 'vazio@cliente.com.br');
    const empty = await post('/senha/alterar', here, { senhaAntiga: '', senha: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ exception: 'Favor, preencher todos os campos.' });
    expect((await post('/senha/alterar', undefined, { senhaAntiga: 'a', senha: 'Nova@Senha9' })).statusCode).toBe(401);
  });

  it("changes an operator's own password too, in this company only", async () => {
    const operator = await insertOperator(t.database.db, tenantId, { email: 'vendedor@padrao.com.br' });
    const here = await loginCookie(t, operator.email);
    const reply = await post('/senha/alterar', here, { senhaAntiga: TEST_PASSWORD, senha: 'Outra@Senha8' });
    expect(reply.json()).toMatchObject({ retorno: true });
    expect(await login(operator.email, 'Outra@Senha8')).toBe(200);
    // The neighbour's admin (the same id in another company) still logs in with the old password.
    const neighbour = await t.app.inject({
      method: 'POST',
      url: `/ajax-login?apelido=${NEIGHBOUR.alias}`,
      payload: { email: NEIGHBOUR.accounts.admin, usuario: NEIGHBOUR.accounts.admin, senha: TEST_PASSWORD },
    });
    expect(neighbour.statusCode).toBe(200);
  });
});

describe('POST /get-reset-pass (profile reset)', () => {
  const reset = (cookie: string, senhaAtual: string, novaSenha: string, confirmacaoSenha = novaSenha) =>
    post('/get-reset-pass', cookie, { senhaAtual, novaSenha, confirmacaoSenha });

  it('answers 1 for an invalid current password and 2 for different new passwords, changing nothing', async () => {
    await insertCustomer(t.database.db, tenantId, { email: 'codigos@cliente.com.br' });
    const here = await loginCookie(t, 'codigos@cliente.com.br');
    expect((await reset(here, 'errada', 'Nova@Senha9')).json()).toEqual({
      retorno: 1,
      msg: { tipo: 'error', mensagem: 'Senha atual inválida!' },
    });
    expect((await reset(here, TEST_PASSWORD, 'Nova@Senha9', 'Nova@Senha8')).json()).toEqual({
      retorno: 2,
      msg: { tipo: 'error', mensagem: 'Senhas não correspondem!' },
    });
    expect(await login('codigos@cliente.com.br', TEST_PASSWORD)).toBe(200);
    expect(await mailsTo('codigos@cliente.com.br')).toHaveLength(0);
  });

  it('answers 3 when it changed: other sessions end and the notice goes through the outbox', async () => {
    await insertCustomer(t.database.db, tenantId, { email: 'tres@cliente.com.br' });
    const here = await loginCookie(t, 'tres@cliente.com.br');
    const elsewhere = await loginCookie(t, 'tres@cliente.com.br');
    expect((await reset(here, TEST_PASSWORD, 'Nova@Senha9')).json()).toEqual({
      retorno: 3,
      msg: { tipo: 'success', mensagem: 'Senha alterada com sucesso' },
    });
    expect(await loggedIn(here)).toBe(true);
    expect(await loggedIn(elsewhere)).toBe(false);
    expect(await login('tres@cliente.com.br', 'Nova@Senha9')).toBe(200);
    expect(await mailsTo('tres@cliente.com.br')).toHaveLength(1);
  });

  it('refuses a new password under 6 characters before checking anything', async () => {
    await insertCustomer(t.database.db, tenantId, { email: 'curta@cliente.com.br' });
    const here = await loginCookie(t, 'curta@cliente.com.br');
    const reply = await reset(here, TEST_PASSWORD, 'abc');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ erros: [{ campo: 'novaSenha' }] });
  });
});

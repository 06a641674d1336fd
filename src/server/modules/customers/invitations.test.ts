import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteMessages } from '../../../shared/schemas/customer.js';
import { customers } from '../../db/schema/customers.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let admin: string;
let tenantId: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Loja Teste <loja@teste.com.br>' });
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao', tradeName: 'Tintas Teste', dailyInviteLimit: 3 }))
    .id;
  admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (cliente: number, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/send-mail',
    headers: { cookie: admin },
    payload: { cliente, email, location: 'http://loja.exemplo.com.br/convite-cliente', type: 'convite' },
  });

/**
 * A company of its own allowing `limit` invitations a day, with its admin logged in, for the tests
 * that count invitations: what other tests send never reaches its limit.
 */
async function companyWithLimit(limit: number) {
  const tenant = await insertTenant(t.database.db, { tradeName: 'Tintas Teste', dailyInviteLimit: limit });
  const operator = await insertOperator(t.database.db, tenant.id, { role: 'admin' });
  const cookie = await loginCookie(t, operator.email, tenant.alias);
  const send = (
    cliente: number,
    email: string,
    type: string,
    location = 'http://loja.exemplo.com.br/convite-cliente',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/send-mail?apelido=${tenant.alias}`,
      headers: { cookie },
      payload: { cliente, email, location, type },
    });
  return { tenant, send };
}
const waitForMail = async (to: string) => {
  for (let i = 0; i < 100; i++) {
    const found = smtp.received.find((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
};
const linkIn = (text: string) => /https?:\/\/[^\s"<]+definir-senha\?token=[\w-]+&apelido=\w+/.exec(text)?.[0];
/** Opens a mailed link as the web page does: its token, under the company of its `apelido` (or `alias`). */
const setPasswordBy = (link: string | undefined, senha: string, alias?: string) => {
  const params = new URL(link ?? '').searchParams;
  return t.app.inject({
    method: 'POST',
    url: `/api/definir-senha?apelido=${alias ?? params.get('apelido') ?? ''}`,
    payload: { token: params.get('token'), senha, confirmacaoSenha: senha },
  });
};

describe('invitations', () => {
  it("mails a 'Convite' with a one-use link that sets the password, releases access and lets the customer log in", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, {
      activation: '0',
      passwordHash: null,
      email: null,
      name: 'Loja do Zé',
    });
    const reply = await invite(customer.id, 'ze@loja.com.br');
    expect(reply.json()).toEqual({ retorno: true, tipo: 'Convite' });
    const mail = await waitForMail('ze@loja.com.br');
    expect(mail.raw).toContain('Subject: Convite - Tintas Teste');
    expect(mail.text).toContain('Olá, Loja do Zé!');
    expect(mail.raw).toContain('loja@teste.com.br');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/localhost(:80)?\/definir-senha\?token=/);

    const set = await setPasswordBy(link, 'Nova@Senha1');
    expect(set.json()).toMatchObject({ retorno: true });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
    expect(row).toMatchObject({ activation: '1', email: 'ze@loja.com.br' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/ajax-login',
      payload: { email: 'ze@loja.com.br', usuario: 'ze@loja.com.br', senha: 'Nova@Senha1' },
    });
    expect(login.json()).toMatchObject({ retorno: true });

    const again = await setPasswordBy(link, 'Outra@Senha2');
    expect(again.json()).toEqual({ exception: 'Este link não vale mais. Peça um novo convite à empresa.' });
  });

  it("mails 'Cadastro' with the login to a customer who already has access", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'ja@tem.com.br' });
    expect((await invite(customer.id, 'ja@tem.com.br')).json()).toEqual({ retorno: true, tipo: 'Cadastro' });
    const mail = await waitForMail('ja@tem.com.br');
    expect(mail.raw).toContain('Subject: Cadastro - Tintas Teste');
    expect(mail.raw).toContain('ja@tem.com.br');
  });

  it('answers erro for an e-mail of another customer and for a bad address, and sends nothing', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, {
      activation: '0',
      passwordHash: null,
      email: null,
    });
    await insertCustomer(t.database.db, tenantId, { email: 'dono@outro.com.br' });
    expect((await invite(customer.id, 'dono@outro.com.br')).json()).toEqual({
      erro: 'O e-mail informado já está cadastrado para outro cliente.',
      motivo: 'email',
    });
    expect((await invite(customer.id, 'sem-arroba')).json()).toEqual({
      erro: 'Informe um e-mail válido.',
      motivo: 'email',
    });
  });

  it("stops at the company's daily limit with a message that mentions 'convites'", async () => {
    // The company allows three a day: the first three go out, the fourth is refused.
    const company = await companyWithLimit(3);
    const customer = await insertCustomer(t.database.db, company.tenant.id, {
      activation: '0',
      passwordHash: null,
      email: 'convidado@teste.com.br',
    });
    for (let sent = 0; sent < 3; sent++) {
      const reply = await company.send(customer.id, 'convidado@teste.com.br', 'convite');
      expect(reply.json()).toEqual({ retorno: true, tipo: 'Convite' });
    }
    const reply = await company.send(customer.id, 'convidado@teste.com.br', 'convite');
    expect(reply.json()).toEqual({
      erro: 'Limite diário de 3 convites atingido. Tente novamente amanhã.',
      motivo: 'limite',
    });
  });

  it("counts 'Cadastro' mails in the limit, to a released account or one with a password", async () => {
    const company = await companyWithLimit(2);
    const insert = (overrides: object) => insertCustomer(t.database.db, company.tenant.id, overrides);
    const released = await insert({ activation: '1', passwordHash: null, email: 'liberado@teste.com.br' });
    const withPassword = await insert({ activation: '0', email: 'com.senha@teste.com.br' });
    const fresh = await insert({ activation: '0', passwordHash: null, email: 'novo@teste.com.br' });
    for (const [customer, email] of [
      [released, 'liberado@teste.com.br'],
      [withPassword, 'com.senha@teste.com.br'],
    ] as const) {
      expect((await company.send(customer.id, email, 'convite')).json()).toEqual({ retorno: true, tipo: 'Cadastro' });
    }
    expect((await company.send(fresh.id, 'novo@teste.com.br', 'convite')).json().erro).toBe(inviteMessages.limit(2));
  });

  it('mails the registered address as written without rewriting it, and takes a blank one as none', async () => {
    const company = await companyWithLimit(2);
    const insert = (overrides: object) => insertCustomer(t.database.db, company.tenant.id, overrides);
    const kept = await insert({ email: 'Ana.Maria@Tem.com.br' });
    expect((await company.send(kept.id, '', 'convite')).json()).toEqual({ retorno: true, tipo: 'Cadastro' });
    await waitForMail('ana.maria@tem.com.br');
    const blank = await insert({ email: '  ', activation: '0', passwordHash: null });
    expect((await company.send(blank.id, 'Agora@Tem.com.br', 'convite')).json()).toEqual({
      retorno: true,
      tipo: 'Convite',
    });
    const emailOf = async (id: number) =>
      (
        await t.database.db
          .select({ email: customers.email })
          .from(customers)
          .where(and(eq(customers.tenantId, company.tenant.id), eq(customers.id, id)))
      )[0]?.email;
    expect(await emailOf(kept.id)).toBe('Ana.Maria@Tem.com.br');
    expect(await emailOf(blank.id)).toBe('agora@tem.com.br');
  });

  it('sends a password reset link and a data-change notice, outside the invitation limit', async () => {
    // The company's one invitation of the day is spent; these mails are not invitations.
    const company = await companyWithLimit(1);
    const invited = await insertCustomer(t.database.db, company.tenant.id, {
      activation: '0',
      passwordHash: null,
      email: 'convidado@teste.com.br',
    });
    expect((await company.send(invited.id, 'convidado@teste.com.br', 'convite')).json()).toEqual({
      retorno: true,
      tipo: 'Convite',
    });
    expect((await company.send(invited.id, 'convidado@teste.com.br', 'convite')).json().erro).toBe(
      inviteMessages.limit(1),
    );
    const customer = await insertCustomer(t.database.db, company.tenant.id, { email: 'cliente.antigo@teste.com.br' });
    const send = (type: string) =>
      company.send(customer.id, 'cliente.antigo@teste.com.br', type, 'http://loja.exemplo.com.br/');
    expect((await send('senha')).json()).toEqual({ retorno: true, tipo: 'Redefinição de senha' });
    const reset = await waitForMail('cliente.antigo@teste.com.br');
    expect(reset.raw).toContain('Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha');
    const set = await setPasswordBy(linkIn(reset.text), 'Reset@Senha1');
    expect(set.json()).toMatchObject({ retorno: true });

    smtp.received.length = 0;
    expect((await send('dados')).json()).toEqual({ retorno: true, tipo: 'Alteração de cadastro' });
    const notice = await waitForMail('cliente.antigo@teste.com.br');
    expect(notice.text).toContain('Os dados do seu cadastro em Tintas Teste foram alterados.');
    expect(linkIn(notice.text)).toBeUndefined();
  });

  it("ends the customer's sessions opened before the password is reset by link", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'sessao.antiga@teste.com.br' });
    const before = await loginCookie(t, 'sessao.antiga@teste.com.br');
    const details = () =>
      t.app.inject({
        method: 'POST',
        url: '/cliente/get-detalhes',
        headers: { cookie: before },
        payload: { codigo: customer.id },
      });
    expect((await details()).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/send-mail',
      headers: { cookie: admin },
      payload: { cliente: customer.id, email: 'sessao.antiga@teste.com.br', type: 'senha' },
    });
    const set = await setPasswordBy(linkIn((await waitForMail('sessao.antiga@teste.com.br')).text), 'Troca@Senha1');
    expect(set.json()).toMatchObject({ retorno: true });
    expect((await details()).statusCode).toBe(401);
  });

  it("refuses an e-mail other than the customer's registered one, changes nothing and sends nothing", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'registrado@cliente.com.br' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/send-mail',
      headers: { cookie: admin },
      payload: { cliente: customer.id, email: 'atacante@fora.com.br', type: 'senha' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      exception: 'O e-mail informado não é o do cadastro do cliente. Altere o cadastro antes de enviar.',
    });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
    expect(row?.email).toBe('registrado@cliente.com.br');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.some((m) => m.to.includes('atacante@fora.com.br'))).toBe(false);
  });

  it("builds the link from the server's address, never from the client's location", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'sem.desvio@cliente.com.br' });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/send-mail',
      headers: { cookie: admin },
      payload: {
        cliente: customer.id,
        email: 'sem.desvio@cliente.com.br',
        type: 'senha',
        location: 'https://atacante.example/roubar',
      },
    });
    expect(reply.json()).toMatchObject({ retorno: true });
    const mail = await waitForMail('sem.desvio@cliente.com.br');
    expect(mail.raw).not.toContain('atacante.example');
    expect(linkIn(mail.text)).toMatch(/^http:\/\/localhost(:80)?\/definir-senha\?token=/);
  });

  it("uses the company's host name for the link when it has one", async () => {
    const other = await insertTenant(t.database.db, { hostName: 'loja2.exemplo.com.br', dailyInviteLimit: 5 });
    const cookie = await loginCookie(
      t,
      (await insertOperator(t.database.db, other.id, { role: 'admin' })).email,
      other.alias,
    );
    const customer = await insertCustomer(t.database.db, other.id, { email: 'com.host@cliente.com.br' });
    await t.app.inject({
      method: 'POST',
      url: `/send-mail?apelido=${other.alias}`,
      headers: { cookie },
      payload: { cliente: customer.id, email: 'com.host@cliente.com.br', location: 'https://atacante.example/' },
    });
    const link = linkIn((await waitForMail('com.host@cliente.com.br')).text);
    expect(link).toMatch(/^http:\/\/loja2\.exemplo\.com\.br\/definir-senha\?token=/);
  });

  it('sets the password once when one link is used twice at the same time', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, {
      activation: '0',
      passwordHash: null,
      email: null,
    });
    await invite(customer.id, 'duas.abas@loja.com.br');
    const link = linkIn((await waitForMail('duas.abas@loja.com.br')).text);
    const use = (senha: string) => setPasswordBy(link, senha);
    const replies = await Promise.all([use('Primeira@Senha1'), use('Segunda@Senha2')]);
    expect(replies.map((r) => r.json()).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { exception: inviteMessages.linkInvalid },
      { retorno: true, msg: { tipo: 'success', mensagem: inviteMessages.passwordSet } },
    ]);
    const winner = replies[0]?.statusCode === 200 ? 'Primeira@Senha1' : 'Segunda@Senha2';
    const login = await t.app.inject({
      method: 'POST',
      url: '/ajax-login',
      payload: { email: 'duas.abas@loja.com.br', usuario: 'duas.abas@loja.com.br', senha: winner },
    });
    expect(login.json()).toMatchObject({ retorno: true });
  });

  it('refuses a link of one company opened under another, and keeps it good in its own', async () => {
    const other = await insertTenant(t.database.db);
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'outra.empresa@cliente.com.br' });
    await t.app.inject({
      method: 'POST',
      url: '/send-mail',
      headers: { cookie: admin },
      payload: { cliente: customer.id, email: 'outra.empresa@cliente.com.br', type: 'senha' },
    });
    const link = linkIn((await waitForMail('outra.empresa@cliente.com.br')).text);
    const crossed = await setPasswordBy(link, 'Cruzada@Senha1', other.alias);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ exception: inviteMessages.linkInvalid });
    expect((await setPasswordBy(link, 'Propria@Senha1')).json()).toMatchObject({ retorno: true });
  });

  it('refuses an expired or made-up token', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/definir-senha',
      payload: { token: 'x'.repeat(43), senha: 'Nova@Senha1', confirmacaoSenha: 'Nova@Senha1' },
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('outbox without SMTP', () => {
  it('keeps the mail for the admin to read', async () => {
    const plain = await createTestApp();
    try {
      const tenant = await insertTenant(plain.database.db, { alias: 'padrao' });
      const cookie = await loginCookie(
        plain,
        (await insertOperator(plain.database.db, tenant.id, { role: 'admin' })).email,
      );
      const customer = await insertCustomer(plain.database.db, tenant.id, {
        activation: '0',
        passwordHash: null,
        email: null,
      });
      await plain.app.inject({
        method: 'POST',
        url: '/send-mail',
        headers: { cookie },
        payload: { cliente: customer.id, email: 'guardado@teste.com.br' },
      });
      let outbox: { emails: Array<{ para: string[]; situacao: string }> } = { emails: [] };
      for (let i = 0; i < 50 && outbox.emails[0]?.situacao !== 'kept'; i++) {
        outbox = (await plain.app.inject({ method: 'GET', url: '/api/caixa-de-saida', headers: { cookie } })).json();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(outbox.emails[0]).toMatchObject({ para: ['guardado@teste.com.br'], situacao: 'kept' });
    } finally {
      await plain.close();
    }
  });
});

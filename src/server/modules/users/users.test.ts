import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '../../../shared/schemas/users.js';
import { messages } from '../../../shared/messages.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { auditLog, operators, sessions } from '../../db/schema/tenancy.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import {
  insertBusinessUnit,
  insertCustomer,
  insertOperator,
  insertRepresentative,
  insertTenant,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
let admin: { id: number; cookie: string };
let manager: string;
let seller: string;
let customer: string;
let representativeId: number;

type Ask = { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; cookie?: string };
const call = ({ method = 'POST', url, payload, cookie = admin.cookie }: Ask) =>
  t.app.inject({ method, url: `${url}?apelido=padrao`, headers: { cookie }, ...(payload ? { payload } : {}) });
const exception = (reply: { json: <T>() => T }) => reply.json<{ exception?: string }>().exception;
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/ajax-login?apelido=padrao', payload: { email, usuario: email, senha } });
const lastMailTo = async (email: string) => {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.tenantId, tenantId))
    .orderBy(desc(mailOutbox.id));
  return rows.find((row) => row.recipients.includes(email));
};
const linkToken = (html: string | undefined) => /token=([\w-]+)/.exec(html ?? '')?.[1] ?? '';
const auditOf = (entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
const newUser = (email: string, extra: object = {}) =>
  call({ url: '/api/usuarios', payload: { nome: 'Fulana de Tal', email, perfil: 'seller', ...extra } });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao', tradeName: 'Tintas Padrão' })).id;
  representativeId = (await insertRepresentative(db, tenantId, 'Rep Um')).id;
  const adminRow = await insertOperator(db, tenantId, { role: 'admin', name: 'Ana Admin' });
  admin = { id: adminRow.id, cookie: await loginCookie(t, adminRow.email) };
  manager = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'manager' })).email);
  seller = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'seller' })).email);
  customer = await loginCookie(
    t,
    (await insertCustomer(db, tenantId, { email: 'cliente@teste.com.br', activation: '1' })).email ?? '',
  );
});
afterAll(() => t.close());

describe('creating a user', () => {
  it('mails a one-use link; the user sets their password with it and logs in', async () => {
    const created = await newUser('nova.vendedora@teste.com.br', { representante: representativeId });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ mensagem: userMessages.created });
    const id = created.json<{ codigo: number }>().codigo;
    expect((await login('nova.vendedora@teste.com.br', TEST_PASSWORD)).statusCode).toBe(401);

    const token = linkToken((await lastMailTo('nova.vendedora@teste.com.br'))?.html);
    const set = (senha: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/definir-senha?apelido=padrao',
        payload: { token, senha, confirmacaoSenha: senha },
      });
    expect((await set('Outra@Senha123')).statusCode).toBe(200);
    expect((await login('nova.vendedora@teste.com.br', 'Outra@Senha123')).statusCode).toBe(200);
    // The link is spent.
    const again = await set('Mais@Uma123');
    expect(again.statusCode).toBe(400);
    expect(exception(again)).toBe(userMessages.linkInvalid);

    const view = await call({ method: 'GET', url: `/api/usuarios/${id}` });
    expect(view.json()).toMatchObject({ perfil: 'seller', representante: representativeId, ativo: true });
    expect(view.json<{ ultimoAcesso: string | null }>().ultimoAcesso).not.toBeNull();
    expect(view.body).not.toMatch(/argon2|senha|password/i);
    expect((await auditOf(id)).map((line) => [line.action, line.actorName])).toEqual([
      ['Criou', 'Ana Admin'],
      ['Criou a própria senha', 'Fulana de Tal'],
    ]);
  });

  it('refuses bad input in pt-BR and writes nothing', async () => {
    const before = (await t.database.db.select().from(operators).where(eq(operators.tenantId, tenantId))).length;
    const blank = await call({ url: '/api/usuarios', payload: { nome: '', email: 'x', perfil: 'chefe' } });
    expect(blank.statusCode).toBe(400);
    expect(
      blank
        .json<{ erros: Array<{ campo: string }> }>()
        .erros.map((e) => e.campo)
        .sort(),
    ).toEqual(['email', 'nome', 'perfil']);
    // Representative 1 of the neighbour company is no representative of ours.
    const foreign = await newUser('estranho@teste.com.br', { representante: representativeId + 50 });
    expect(exception(foreign)).toBe(userMessages.unknownRepresentative);
    expect(foreign.json()).toMatchObject({
      erros: [{ campo: 'representante', mensagem: userMessages.unknownRepresentative }],
    });
    const neighbourStore = await insertBusinessUnit(t.database.db, (await insertTenant(t.database.db)).id);
    const store = await newUser('estranho@teste.com.br', { loja: neighbourStore.id });
    expect(store.statusCode).toBe(400);
    expect(store.json()).toMatchObject({ erros: [{ campo: 'loja', mensagem: userMessages.unknownStore }] });
    for (const taken of ['cliente@teste.com.br', 'NOVA.VENDEDORA@teste.com.br']) {
      const reply = await newUser(taken);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ erros: [{ campo: 'email', mensagem: userMessages.emailTaken }] });
    }
    const after = (await t.database.db.select().from(operators).where(eq(operators.tenantId, tenantId))).length;
    expect(after).toBe(before);
  });

  it("keeps the company's store, and takes an e-mail once when two admins create it at once", async () => {
    const store = await insertBusinessUnit(t.database.db, tenantId, 'Loja Centro');
    const withStore = await newUser('da.loja@teste.com.br', { loja: store.id });
    expect(withStore.statusCode).toBe(200);
    const id = withStore.json<{ codigo: number }>().codigo;
    expect((await call({ method: 'GET', url: `/api/usuarios/${id}` })).json()).toEqual({
      codigo: id,
      nome: 'Fulana de Tal',
      email: 'da.loja@teste.com.br',
      perfil: 'seller',
      representante: null,
      loja: store.id,
      ativo: true,
      ultimoAcesso: null,
    });
    const both = await Promise.all([newUser('dupla@teste.com.br'), newUser('Dupla@teste.com.br')]);
    expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(both.map(exception)).toContain(userMessages.emailTaken);
  });

  it('is for admins only', async () => {
    for (const cookie of [manager, seller, customer])
      expect((await call({ url: '/api/usuarios', payload: {}, cookie })).statusCode).toBe(403);
    expect((await call({ url: '/api/usuarios', payload: {}, cookie: '' })).statusCode).toBe(401);
    expect(
      (await call({ method: 'PUT', url: `/api/usuarios/${admin.id}`, payload: {}, cookie: manager })).statusCode,
    ).toBe(403);
  });
});

describe('changing and disabling a user', () => {
  it('records before and after in the audit log, as the admin reads it', async () => {
    const id = (await newUser('troca.perfil@teste.com.br')).json<{ codigo: number }>().codigo;
    const edited = await call({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      payload: { nome: 'Fulana de Tal', email: 'troca.perfil@teste.com.br', perfil: 'manager' },
    });
    expect(edited.statusCode).toBe(200);
    const audit = await call({ url: '/api/auditoria/grid', payload: { action: 'select' } });
    const line = audit
      .json<{ resultSet: Array<Record<string, string>> }>()
      .resultSet.find((row) => Number(row.cficodaud) === id && row.cfiacaaud === 'Alterou');
    expect(line?.cfidifaud).toBe('Perfil: Vendedor → Gestor');
    expect(line?.cfiusuaud).toBe('Ana Admin');
    const other = await insertOperator(t.database.db, tenantId, { role: 'seller' });
    const clash = await call({
      method: 'PUT',
      url: `/api/usuarios/${id}`,
      payload: { nome: 'Fulana de Tal', email: other.email.toUpperCase(), perfil: 'manager' },
    });
    expect(clash.statusCode).toBe(409);
    expect(exception(clash)).toBe(userMessages.emailTaken);
  });

  it("ends a disabled user's sessions at once and refuses their login until re-enabled", async () => {
    const row = await insertOperator(t.database.db, tenantId, { role: 'seller' });
    const cookie = await loginCookie(t, row.email);
    expect((await call({ method: 'GET', url: '/api/painel', cookie })).statusCode).toBe(200);
    const off = await call({ url: `/api/usuarios/${row.id}/ativacao`, payload: { ativo: false } });
    expect(off.json()).toMatchObject({ mensagem: userMessages.disabled });
    const sessionsOf = () =>
      t.database.db.$count(
        sessions,
        and(eq(sessions.tenantId, tenantId), eq(sessions.subjectKind, 'operator'), eq(sessions.subjectId, row.id)),
      );
    expect(await sessionsOf()).toBe(0);
    expect((await call({ method: 'GET', url: '/api/painel', cookie })).statusCode).toBe(401);
    const refused = await login(row.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ mensagem: string }>().mensagem).toBe(messages.login.disabledUser);
    const on = await call({ url: `/api/usuarios/${row.id}/ativacao`, payload: { ativo: true } });
    expect(on.json()).toMatchObject({ mensagem: userMessages.enabled });
    // The old session ended for good: re-enabled, the user logs in again.
    expect((await call({ method: 'GET', url: '/api/painel', cookie })).statusCode).toBe(401);
    expect((await login(row.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(row.id)).map((line) => [line.action, line.actorName])).toEqual([
      ['Desativou', 'Ana Admin'],
      ['Reativou', 'Ana Admin'],
    ]);
  });

  it('never leaves the company without an active admin', async () => {
    const email = (await adminEmail()) ?? '';
    const renamed = await call({
      method: 'PUT',
      url: `/api/usuarios/${admin.id}`,
      payload: { nome: 'Ana Admin', email, perfil: 'admin' },
    });
    expect(renamed.statusCode).toBe(200);
    const self = await call({ url: `/api/usuarios/${admin.id}/ativacao`, payload: { ativo: false } });
    expect(self.statusCode).toBe(409);
    expect(exception(self)).toBe(userMessages.lastAdmin);
    const demote = await call({
      method: 'PUT',
      url: `/api/usuarios/${admin.id}`,
      payload: { nome: 'Ana Admin', email: (await adminEmail()) ?? '', perfil: 'manager' },
    });
    expect(exception(demote)).toBe(userMessages.lastAdmin);

    // With a second admin, two admins disabling each other at once: one of them stays.
    const other = await insertOperator(t.database.db, tenantId, { role: 'admin', name: 'Beto Admin' });
    const otherCookie = await loginCookie(t, other.email);
    const replies = await Promise.all([
      call({ url: `/api/usuarios/${other.id}/ativacao`, payload: { ativo: false } }),
      call({ url: `/api/usuarios/${admin.id}/ativacao`, payload: { ativo: false }, cookie: otherCookie }),
    ]);
    // The loser either waited for the lock (409) or was already disabled when its session was
    // read (401): both leave exactly one admin.
    const [won, lost] = replies.map((r) => r.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const admins = await t.database.db
      .select()
      .from(operators)
      .where(and(eq(operators.tenantId, tenantId), eq(operators.role, 'admin'), eq(operators.active, true)));
    expect(admins).toHaveLength(1);
    // Which one stayed depends on who got the lock first (PostgreSQL runs the two at once): the
    // other is re-enabled, and the tests below go on with Ana's session.
    const ana = admins[0]?.id === admin.id;
    await call({
      url: `/api/usuarios/${ana ? other.id : admin.id}/ativacao`,
      payload: { ativo: true },
      cookie: ana ? admin.cookie : otherCookie,
    });
    if (!ana) admin.cookie = await loginCookie(t, (await adminEmail()) ?? '');
  });
});

const adminEmail = async () =>
  (await t.database.db.select().from(operators).where(eq(operators.id, admin.id))).find(
    (row) => row.tenantId === tenantId,
  )?.email;

describe('a new password link sent by the admin', () => {
  it('is mailed and audited; the old password works until the user sets a new one with it, once', async () => {
    const row = await insertOperator(t.database.db, tenantId, { role: 'seller', name: 'Rui Vendedor' });
    expect((await call({ url: `/api/usuarios/${row.id}/senha` })).statusCode).toBe(200);
    const mail = await lastMailTo(row.email);
    expect(mail?.subject).toBe('Nova senha - Tintas Padrão');
    expect((await login(row.email, TEST_PASSWORD)).statusCode).toBe(200);
    const set = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/definir-senha?apelido=padrao',
        payload: { token: linkToken(mail?.html), senha: 'Nova@Senha123', confirmacaoSenha: 'Nova@Senha123' },
      });
    expect((await set()).statusCode).toBe(200);
    expect((await login(row.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(row.email, 'Nova@Senha123')).statusCode).toBe(200);
    expect(exception(await set())).toBe(userMessages.linkInvalid);
    expect((await auditOf(row.id)).map((line) => [line.action, line.actorName])).toEqual([
      ['Enviou link de senha', 'Ana Admin'],
      ['Criou a própria senha', 'Rui Vendedor'],
    ]);
  });

  it('works once, keeps the old password until used, and opens nothing for a disabled user', async () => {
    const row = await insertOperator(t.database.db, tenantId, { role: 'seller' });
    const sent = await call({ url: `/api/usuarios/${row.id}/senha` });
    expect(sent.json()).toMatchObject({ mensagem: userMessages.resetSent });
    expect((await login(row.email, TEST_PASSWORD)).statusCode).toBe(200);
    const token = linkToken((await lastMailTo(row.email))?.html);
    await call({ url: `/api/usuarios/${row.id}/ativacao`, payload: { ativo: false } });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/definir-senha?apelido=padrao',
      payload: { token, senha: 'Nova@Senha123', confirmacaoSenha: 'Nova@Senha123' },
    });
    expect(exception(refused)).toBe(userMessages.linkInvalid);
  });

  it("is found only in its own company: the neighbour's admin cannot reach our users", async () => {
    const neighbour = await loginCookie(t, NEIGHBOUR.accounts.admin, NEIGHBOUR.alias);
    const row = await insertOperator(t.database.db, tenantId, { role: 'seller', name: 'Somente Nosso' });
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/${row.id}?apelido=${NEIGHBOUR.alias}`,
      headers: { cookie: neighbour },
    });
    expect(reply.body).not.toContain('Somente Nosso');
  });
});

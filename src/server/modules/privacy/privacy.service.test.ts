import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import type { Database } from '../../db/client.js';
import { customerContacts, customerEmailChanges } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { dataRequests } from '../../db/schema/privacy.js';
import { auditLog, sessions } from '../../db/schema/tenancy.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import {
  insertContract,
  insertCustomer,
  insertInvoice,
  insertOperator,
  insertOrder,
  insertReceivable,
  insertTenant,
} from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { customerAuth, operatorAuth } from '../../test/auth-contexts.js';
import { MailService } from '../mail/index.js';
import { personalData } from './personal-data.js';
import { answerDataRequest, queueRequest } from './privacy.service.js';

let database: Database;
let db: Database['db'];
let tenant: Tenant;
let other: Tenant;
let admin: AuthContext;
let mail: MailService;
type Customer = Awaited<ReturnType<typeof insertCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  tenant = await insertTenant(db, { alias: 'titular', tradeName: 'Tintas Titular' });
  other = await insertTenant(db, { alias: 'titular-outra' });
  const operator = await insertOperator(db, tenant.id, { role: 'admin', name: 'Ada' });
  admin = operatorAuth(operator);
  mail = new MailService(db, undefined, 'balcao@teste');
});
afterAll(() => database.close());

/** Rows of one customer of each kind the export reads, two where their order matters. */
async function customerWithHistory(tenantId: number, name: string, document = '52998224725') {
  const at = (iso: string) => new Date(iso);
  const customer = await insertCustomer(db, tenantId, {
    personType: 'F',
    name,
    tradeName: 'Ateliê',
    document,
    rg: '12.345.678-9',
    stateRegistration: null,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@exemplo.com.br`,
    phone: '1932345678',
    cellphone: '19987654321',
    contactName: 'João',
    birthDate: '1980-05-17',
    sex: 'F',
    cep: '13015904',
    street: 'Rua Barão de Jaguara',
    number: '1481',
    complement: 'Sala 2',
    district: 'Centro',
    city: 'Campinas',
    state: 'SP',
    creditLimitCents: 150_050,
    contractAcceptedVersion: 2,
    createdAt: at('2025-02-03T13:00:00Z'),
    updatedAt: at('2026-01-04T14:00:00Z'),
  });
  const mine = { tenantId, customerId: customer.id };
  await db.insert(customerContacts).values([
    { ...mine, name: 'Bia', role: 'Financeiro', phone: '1130303030', email: 'bia@exemplo.com.br', position: 1 },
    { ...mine, name: 'Ana', role: 'Compras', phone: null, email: null, position: 0 },
  ]);
  const older = await insertOrder(db, tenantId, {
    customerId: customer.id,
    customerName: name,
    issuedOn: '2026-03-01',
    status: 'Venda',
    totalCents: 123_456,
    address: 'Rua Barão de Jaguara, 1481',
    phone: '1932345678',
  });
  const newer = await insertOrder(db, tenantId, { customerId: customer.id, issuedOn: '2026-04-01', totalCents: 999 });
  await insertInvoice(db, older, '000101');
  await insertInvoice(db, newer, '000102');
  await insertReceivable(db, tenantId, customer.id, { dueOn: '2026-05-10', valueCents: 61_728, paidOn: '2026-05-09' });
  await insertReceivable(db, tenantId, customer.id, { dueOn: '2026-06-10', valueCents: 61_728 });
  await db.insert(sessions).values([
    {
      tokenHash: `${tenantId}-${customer.id}-a`,
      tenantId,
      subjectKind: 'customer',
      subjectId: customer.id,
      createdAt: at('2026-11-01T10:00:00Z'),
      lastSeenAt: at('2026-11-02T10:00:00Z'),
      expiresAt: at('2026-12-01T10:00:00Z'),
    },
    {
      tokenHash: `${tenantId}-${customer.id}-op`,
      tenantId,
      subjectKind: 'operator',
      subjectId: customer.id,
      expiresAt: at('2026-12-01T10:00:00Z'),
    },
  ]);
  const operator = await insertOperator(db, tenantId);
  await db.insert(customerEmailChanges).values({
    ...mine,
    operatorId: operator.id,
    oldEmail: 'antigo@exemplo.com.br',
    newEmail: customer.email ?? '',
    createdAt: at('2026-02-01T09:00:00Z'),
  });
  await db.insert(dataRequests).values({
    ...mine,
    kind: 'alteracao',
    details: 'Trocar o endereço',
    status: 'recusada',
    note: 'Envie o comprovante',
    createdAt: at('2026-07-01T09:00:00Z'),
    handledAt: at('2026-07-02T09:00:00Z'),
  });
  return { customer, older, newer };
}

describe("the customer's personal data export", () => {
  it('carries every field under its pt-BR name, each list newest first, no one else’s', async () => {
    await insertContract(db, tenant.id, { version: 2, title: 'Termos de 2026' });
    await insertContract(db, tenant.id, { audience: 'operator', version: 2, title: 'Termos da equipe' });
    const { customer, older, newer } = await customerWithHistory(tenant.id, 'Maria Souza');
    await customerWithHistory(tenant.id, 'Outra Pessoa', '11144477735');
    await customerWithHistory(other.id, 'Maria Souza');
    const data = await personalData(db, { tenantId: tenant.id, customerId: customer.id });
    expect(data).toEqual({
      geradoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      cadastro: {
        codigo: customer.id,
        tipoPessoa: 'F',
        nome: 'Maria Souza',
        nomeFantasia: 'Ateliê',
        documento: '52998224725',
        rg: '12.345.678-9',
        inscricaoEstadual: null,
        email: 'maria.souza@exemplo.com.br',
        telefone: '1932345678',
        celular: '19987654321',
        contato: 'João',
        dataNascimento: '1980-05-17',
        sexo: 'F',
        endereco: {
          cep: '13015904',
          logradouro: 'Rua Barão de Jaguara',
          numero: '1481',
          complemento: 'Sala 2',
          bairro: 'Centro',
          cidade: 'Campinas',
          estado: 'SP',
        },
        limiteCredito: 1500.5,
        cadastradoEm: '2025-02-03T13:00:00.000Z',
        atualizadoEm: '2026-01-04T14:00:00.000Z',
      },
      contatos: [
        { name: 'Ana', role: 'Compras', phone: null, email: null },
        { name: 'Bia', role: 'Financeiro', phone: '1130303030', email: 'bia@exemplo.com.br' },
      ],
      termosAceitos: { versao: 2, titulo: 'Termos de 2026' },
      pedidos: [
        { pedido: newer.id, data: '2026-04-01', situacao: 'Venda', valor: 9.99, endereco: null, telefone: null },
        {
          pedido: older.id,
          data: '2026-03-01',
          situacao: 'Venda',
          valor: 1234.56,
          endereco: 'Rua Barão de Jaguara, 1481',
          telefone: '1932345678',
        },
      ],
      notasFiscais: [
        expect.objectContaining({ numero: '000102', data: '2026-04-01', valor: 9.99, pedido: newer.id }),
        expect.objectContaining({ numero: '000101', data: '2026-03-01', valor: 1234.56, pedido: older.id }),
      ],
      duplicatas: [
        { vencimento: '2026-06-10', valor: 617.28, situacao: 'Em Aberto', pagamento: null },
        { vencimento: '2026-05-10', valor: 617.28, situacao: 'Em Aberto', pagamento: '2026-05-09' },
      ],
      sessoes: [
        {
          inicio: '2026-11-01T10:00:00.000Z',
          ultimoUso: '2026-11-02T10:00:00.000Z',
          expira: '2026-12-01T10:00:00.000Z',
        },
      ],
      trocasDeEmail: [
        { de: 'antigo@exemplo.com.br', para: 'maria.souza@exemplo.com.br', em: '2026-02-01T09:00:00.000Z' },
      ],
      solicitacoes: [
        {
          protocolo: expect.any(Number),
          tipo: 'Alteração de dados',
          pedido: 'Trocar o endereço',
          situacao: 'Recusada',
          resposta: 'Envie o comprovante',
          em: '2026-07-01T09:00:00.000Z',
          respondidaEm: '2026-07-02T09:00:00.000Z',
        },
      ],
    });
    expect(data.notasFiscais[0]?.chave).toMatch(/^\d{44}$/);
  });

  it('names no terms when none were accepted, and the version alone when its text is gone', async () => {
    const none = await insertCustomer(db, tenant.id, { contractAcceptedVersion: null, creditLimitCents: null });
    const noneData = await personalData(db, { tenantId: tenant.id, customerId: none.id });
    expect([noneData.termosAceitos, noneData.cadastro.limiteCredito]).toEqual([null, null]);
    const gone = await insertCustomer(db, tenant.id, { contractAcceptedVersion: 9 });
    expect((await personalData(db, { tenantId: tenant.id, customerId: gone.id })).termosAceitos).toEqual({
      versao: 9,
      titulo: '',
    });
  });

  it('answers not found for a customer the company does not have', async () => {
    await expect(personalData(db, { tenantId: tenant.id, customerId: 999_999 })).rejects.toMatchObject({
      status: 404,
      message: messages.privacy.requestNotFound,
    });
  });
});

describe('requests and their answers', () => {
  const requestsOf = (c: Customer) =>
    db
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.tenantId, c.tenantId), eq(dataRequests.customerId, c.id)));

  it('keeps one pending request of each kind, with its details', async () => {
    const customer = await insertCustomer(db, tenant.id);
    const auth = customerAuth(customer);
    const erasure = await queueRequest(db, auth, { tipo: 'exclusao', detalhes: undefined });
    expect(erasure.mensagem).toBe(messages.privacy.erasureQueued);
    const change = await queueRequest(db, auth, { tipo: 'alteracao', detalhes: 'Novo endereço' });
    expect(change.mensagem).toBe(messages.privacy.changeQueued);
    await expect(queueRequest(db, auth, { tipo: 'alteracao', detalhes: 'De novo' })).rejects.toMatchObject({
      status: 409,
      message: messages.privacy.alreadyPending,
    });
    const rows = await requestsOf(customer);
    expect(rows.map((r) => [r.id, r.kind, r.details, r.status])).toEqual(
      expect.arrayContaining([
        [erasure.codigo, 'exclusao', '', 'pendente'],
        [change.codigo, 'alteracao', 'Novo endereço', 'pendente'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  const outboxTo = (address: string) =>
    db
      .select({ subject: mailOutbox.subject, html: mailOutbox.html, to: mailOutbox.recipients })
      .from(mailOutbox)
      .where(eq(mailOutbox.tenantId, tenant.id))
      .then((rows) => rows.filter((r) => r.to.includes(address)));
  const audited = (id: number) =>
    db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, actor: auditLog.actorName })
      .from(auditLog)
      .where(
        and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, 'Solicitação de titular'), eq(auditLog.entityId, id)),
      );

  it('audits a refusal with its note and mails it to the customer, escaped', async () => {
    const customer = await insertCustomer(db, tenant.id, { name: 'Lia <Loja>', email: 'lia@exemplo.com.br' });
    const { codigo } = await queueRequest(db, customerAuth(customer), { tipo: 'exclusao', detalhes: undefined });
    const answer = { situacao: 'recusada' as const, observacao: 'Há notas a guardar <5 anos>' };
    expect(await answerDataRequest({ db, mail }, admin, tenant, codigo, answer)).toEqual({
      mensagem: messages.privacy.handled,
    });
    expect(await audited(codigo)).toEqual([
      {
        action: 'Recusou',
        actor: 'Ada',
        before: { situacao: 'Pendente' },
        after: {
          situacao: 'Recusada',
          tipo: 'Exclusão de dados',
          cliente: 'Lia <Loja>',
          observacao: 'Há notas a guardar <5 anos>',
        },
      },
    ]);
    expect(await outboxTo('lia@exemplo.com.br')).toEqual([
      {
        subject: messages.privacy.answerSubject('Tintas Titular'),
        html:
          `<p>Olá, Lia &lt;Loja&gt;.</p><p>Sua solicitação nº ${codigo} (Exclusão de dados) foi recusada.</p>` +
          '<p>Há notas a guardar &lt;5 anos&gt;</p>',
        to: ['lia@exemplo.com.br'],
      },
    ]);
    expect((await requestsOf(customer))[0]).toMatchObject({ status: 'recusada', handledBy: admin.id });
  });

  it('answers a request without a note, and mails no one when the customer has no e-mail', async () => {
    const customer = await insertCustomer(db, tenant.id, { name: 'Rui', email: 'rui@exemplo.com.br' });
    const { codigo } = await queueRequest(db, customerAuth(customer), { tipo: 'alteracao', detalhes: 'CEP' });
    await answerDataRequest({ db, mail }, admin, tenant, codigo, { situacao: 'atendida', observacao: undefined });
    expect((await audited(codigo))[0]?.after).toEqual({
      situacao: 'Atendida',
      tipo: 'Alteração de dados',
      cliente: 'Rui',
    });
    expect((await outboxTo('rui@exemplo.com.br')).map((m) => m.html)).toEqual([
      `<p>Olá, Rui.</p><p>Sua solicitação nº ${codigo} (Alteração de dados) foi atendida.</p>`,
    ]);
    const silent = await insertCustomer(db, tenant.id, { name: 'Sem E-mail', email: null });
    const request = await queueRequest(db, customerAuth(silent), { tipo: 'exclusao', detalhes: undefined });
    const before = (await db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenant.id))).length;
    await answerDataRequest({ db, mail }, admin, tenant, request.codigo, { situacao: 'atendida', observacao: 'ok' });
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenant.id))).length).toBe(before);
  });

  it("answers not found for another company's request", async () => {
    const foreign = await insertCustomer(db, other.id);
    const { codigo } = await queueRequest(db, customerAuth(foreign), { tipo: 'exclusao', detalhes: undefined });
    const answer = answerDataRequest({ db, mail }, admin, tenant, codigo, { situacao: 'atendida', observacao: 'x' });
    await expect(answer).rejects.toMatchObject({ status: 404, message: messages.privacy.requestNotFound });
    expect((await requestsOf(foreign))[0]?.status).toBe('pendente');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { customers } from '../../db/schema/customers.js';
import { invoices } from '../../db/schema/finance.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { dataRequests } from '../../db/schema/privacy.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { accessWorld, markers, type AccessWorld, type Viewer } from '../../http/access.fixture.js';
import { pdfText } from '../../http/access-rows.js';

let w: AccessWorld;
beforeAll(async () => {
  w = await accessWorld();
});
afterAll(() => w.t.close());

type Call = { method?: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const call = (viewer: Viewer, { method = 'GET', url, payload }: Call) =>
  w.t.app.inject({
    method,
    url: `${url}?apelido=${viewer === 'neighbourAdmin' ? 'vizinha' : 'padrao'}`,
    headers: { cookie: w.cookies[viewer] ?? '' },
    ...(payload ? { payload } : {}),
  });
const exception = (reply: { json: <T>() => T }) => reply.json<{ exception?: string }>().exception;

const requestsOf = (customerId: number) =>
  w.t.database.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.tenantId, w.tenant.id), eq(dataRequests.customerId, customerId)));
const customerRow = async (customerId: number) =>
  (
    await w.t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, w.tenant.id), eq(customers.id, customerId)))
  )[0];

describe('the personal data export (LGPD art. 18)', () => {
  it("gives the customer everything kept about them as JSON, and nobody else's", async () => {
    const reply = await call('customerA', { url: '/api/minha-conta/dados.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="meus-dados.json"');
    const data = reply.json<Record<string, unknown> & { cadastro: { nome: string; email: string } }>();
    expect(data.cadastro).toMatchObject({ nome: markers.A[0], email: markers.A[1] });
    const [note] = await w.t.database.db
      .select({ key: invoices.accessKey })
      .from(invoices)
      .where(and(eq(invoices.tenantId, w.tenant.id), eq(invoices.customerId, w.ids.A.customer)));
    expect(reply.body).toContain(note?.key);
    expect(reply.body).toContain(`"pedido": ${w.ids.A.sale}`);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['contatos', 'termosAceitos', 'pedidos', 'notasFiscais', 'duplicatas', 'sessoes']),
    );
    expect(reply.body).not.toContain(markers.B[0]);
    expect(reply.body).not.toMatch(/argon2|password|senha/i);
  });

  it('prints the same as a readable PDF', async () => {
    const reply = await call('customerA', { url: '/api/minha-conta/dados.pdf' });
    expect(reply.statusCode).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain(messages.privacy.exportTitle);
    expect(text).toContain(markers.A[0]);
    expect(text).not.toContain(markers.B[0]);
  });

  it('is for customers only', async () => {
    expect((await call('admin', { url: '/api/minha-conta/dados.json' })).statusCode).toBe(403);
    expect((await call('anonymous', { url: '/api/minha-conta/dados.json' })).statusCode).toBe(401);
  });
});

describe('Meus dados: what the customer changes themselves', () => {
  it('saves the phones and the contact name with the customer form rules', async () => {
    const reply = await call('customerA', {
      method: 'PUT',
      url: '/api/minha-conta/dados',
      payload: { telefone: '(19) 3232-4545', celular: '(19) 98765-4321', contato: 'Ana', nome: 'Outro Nome' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ mensagem: messages.privacy.contactSaved });
    // The name is the company's record: a field not offered is ignored, not saved.
    expect(await customerRow(w.ids.A.customer)).toMatchObject({
      phone: '1932324545',
      cellphone: '19987654321',
      contactName: 'Ana',
      name: markers.A[0],
    });
  });

  it('refuses a bad phone in pt-BR and changes nothing', async () => {
    const before = await customerRow(w.ids.A.customer);
    const reply = await call('customerA', {
      method: 'PUT',
      url: '/api/minha-conta/dados',
      payload: { telefone: '123' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ erros: Array<{ campo: string }> }>().erros.map((e) => e.campo)).toContain('telefone');
    expect(exception(reply)).toMatch(/telefone/i);
    expect(await customerRow(w.ids.A.customer)).toEqual(before);
  });
});

describe('erasure and change requests', () => {
  it('queues one erasure request per customer at a time', async () => {
    const first = await call('customerB', {
      method: 'POST',
      url: '/api/minha-conta/solicitacoes',
      payload: { tipo: 'exclusao' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mensagem: messages.privacy.erasureQueued });
    const again = await call('customerB', {
      method: 'POST',
      url: '/api/minha-conta/solicitacoes',
      payload: { tipo: 'exclusao' },
    });
    expect(again.statusCode).toBe(409);
    expect(exception(again)).toBe(messages.privacy.alreadyPending);
    expect(await requestsOf(w.ids.B.customer)).toHaveLength(1);
  });

  it('needs a change request to say what to change, and then queues it', async () => {
    const empty = await call('customerA', {
      method: 'POST',
      url: '/api/minha-conta/solicitacoes',
      payload: { tipo: 'alteracao', detalhes: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(exception(empty)).toBe(messages.privacy.changeDetailsRequired);
    expect(await requestsOf(w.ids.A.customer)).toHaveLength(0);
    const asked = await call('customerA', {
      method: 'POST',
      url: '/api/minha-conta/solicitacoes',
      payload: { tipo: 'alteracao', detalhes: 'Mudamos de endereço: Rua Nova, 10' },
    });
    expect(asked.json()).toMatchObject({ mensagem: messages.privacy.changeQueued });
  });

  it('lists the requests to admins only, through the grid', async () => {
    const grid = (viewer: Viewer) =>
      call(viewer, { method: 'POST', url: '/api/solicitacoes-titulares/grid', payload: { action: 'select' } });
    const rows = (await grid('admin')).json<{ resultSet: Array<Record<string, unknown>> }>().resultSet;
    expect(rows.map((r) => r.cfinomcli).sort()).toEqual([markers.A[0], markers.B[0]]);
    expect(rows.find((r) => r.cfinomcli === markers.B[0])).toMatchObject({
      cfitipsol: 'exclusao',
      cfistasol: 'pendente',
    });
    for (const viewer of ['customerA', 'seller1', 'manager'] as const)
      expect((await grid(viewer)).statusCode).toBe(403);
    expect((await grid('neighbourAdmin')).json<{ resultSet: unknown[] }>().resultSet).toEqual([]);
    // The summary reaches a grid by its address: a manager still counts nothing there.
    const summary = await call('manager', {
      method: 'POST',
      url: '/api/grades/resumo',
      payload: { grade: '/api/solicitacoes-titulares/grid' },
    });
    expect(summary.json()).toMatchObject({ quantidade: 0 });
  });

  it('lets an admin answer once, with a note for a refusal, and mails the customer', async () => {
    const [request] = await requestsOf(w.ids.B.customer);
    const url = `/api/solicitacoes-titulares/${request?.id}`;
    const refuse = await call('admin', { method: 'POST', url, payload: { situacao: 'recusada' } });
    expect(refuse.statusCode).toBe(400);
    expect(exception(refuse)).toBe(messages.privacy.noteRequired);
    expect((await call('manager', { method: 'POST', url, payload: { situacao: 'atendida' } })).statusCode).toBe(403);
    expect((await call('neighbourAdmin', { method: 'POST', url, payload: { situacao: 'atendida' } })).statusCode).toBe(
      404,
    );
    expect((await requestsOf(w.ids.B.customer))[0]?.status).toBe('pendente');

    const done = await call('admin', {
      method: 'POST',
      url,
      payload: { situacao: 'atendida', observacao: 'Dados anonimizados.' },
    });
    expect(done.statusCode).toBe(200);
    expect((await requestsOf(w.ids.B.customer))[0]).toMatchObject({ status: 'atendida', note: 'Dados anonimizados.' });
    const mail = await w.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, w.tenant.id));
    expect(mail.some((m) => m.recipients.includes(markers.B[1] ?? '') && m.html.includes('Dados anonimizados.'))).toBe(
      true,
    );
    const twice = await call('admin', { method: 'POST', url, payload: { situacao: 'recusada', observacao: 'x' } });
    expect(twice.statusCode).toBe(409);
    expect(exception(twice)).toBe(messages.privacy.alreadyHandled);
    const audited = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.tenant.id), eq(auditLog.entity, 'Solicitação de titular')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'Atendeu',
      entityId: request?.id,
      after: { situacao: 'Atendida', observacao: 'Dados anonimizados.' },
    });
  });
});

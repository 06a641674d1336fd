import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { mailOutbox, mailSends } from '../../db/schema/infra.js';
import { AppError } from '../../http/errors.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { admitRelay, MailService, notTakenYet, outboxBacklog, type Sender } from './index.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let tenantId: number;
let otherTenantId: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  otherTenantId = (await insertTenant(t.database.db, { alias: 'outra' })).id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const FROM = 'Balcão <nao-responda@balcao.test>';
const db = () => t.database.db;
const mail = (subject: string, to = ['cliente@exemplo.com.br'], tenant = tenantId) => ({
  tenantId: tenant,
  to,
  subject,
  html: `<p>${subject}</p>`,
});
const rowOf = async (id: number, tenant = tenantId) =>
  (
    await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenant), eq(mailOutbox.id, id)))
  )[0]!;
/** Nothing left pending from an earlier test: each test sees only its own mail go out. */
const settleAll = () =>
  db().execute(
    sql`UPDATE mail_outbox SET status = 'kept' WHERE status = 'pending' AND tenant_id IN (${tenantId}, ${otherTenantId})`,
  );

describe('MailService', () => {
  it('sends through SMTP what it queued, attachments in base64, and marks it sent', async () => {
    await settleAll();
    const service = new MailService(db(), sink.url, FROM);
    const xml = Buffer.from('<nfeProc/>').toString('base64');
    const status = await service.deliver({
      ...mail('NF-e 123'),
      attachments: [{ filename: 'nfe-123.xml', content: xml, contentType: 'application/xml' }],
    });
    expect(status).toBe('sent');
    const received = sink.received.at(-1)!;
    expect(received.to).toEqual(['cliente@exemplo.com.br']);
    expect(received.from).toBe('nao-responda@balcao.test');
    expect(received.text).toContain('Subject: NF-e 123');
    expect(received.text).toContain('filename=nfe-123.xml');
    expect(received.raw).toContain(xml);
    const [row] = await service.latest(tenantId, 1);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    await settleAll();
    const service = new MailService(db(), undefined, FROM);
    const before = sink.received.length;
    expect(await service.deliver(mail('Sem servidor'))).toBe('kept');
    expect(sink.received.length).toBe(before);
    expect((await service.latest(tenantId, 1))[0]).toMatchObject({ status: 'kept', attempts: 0, sentAt: null });
  });

  it('retries a mail the server did not take, and gives up after the fifth attempt', async () => {
    await settleAll();
    const down = new MailService(db(), 'smtp://127.0.0.1:9', FROM);
    expect(await down.deliver(mail('Servidor fora'))).toBe('pending');
    const [first] = await down.latest(tenantId, 1);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null, sentAt: null });
    expect(first?.lastError).toMatch(/ECONNREFUSED/);
    for (const attempts of [2, 3, 4]) {
      await down.flush();
      expect(await rowOf(first!.id)).toMatchObject({ status: 'pending', attempts });
    }
    await down.flush();
    expect(await rowOf(first!.id)).toMatchObject({ status: 'failed', attempts: 5 });
    await down.flush();
    expect((await rowOf(first!.id)).attempts).toBe(5);
  });

  it('tells a mail the server has not taken (pending, or given up) from one it took or one kept here', () => {
    expect((['sent', 'kept', 'pending', 'failed'] as const).map(notTakenYet)).toEqual([false, false, true, true]);
  });

  it('sends each mail once when two senders (two instances) flush at once, and goes round for mail queued meanwhile', async () => {
    await settleAll();
    const one = new MailService(db(), sink.url, FROM);
    const two = new MailService(db(), sink.url, FROM);
    const before = sink.received.length;
    const subjects = ['Um', 'Dois', 'Cinco'];
    for (const subject of subjects) await one.queue(mail(`Lote ${subject}`));
    const running = one.flush();
    const again = one.flush();
    await one.queue(mail('Lote Quatro'));
    await Promise.all([running, again, two.flush(), one.flush()]);
    const sent = sink.received.slice(before).map((m) => /Subject: (Lote \S+)/.exec(m.text)?.[1]);
    expect(sent.sort()).toEqual(['Lote Cinco', 'Lote Dois', 'Lote Quatro', 'Lote Um']);
  });

  it('runs one flush at a time, and goes round again for mail queued while it ran', async () => {
    await settleAll();
    const service = new MailService(db(), sink.url, FROM);
    const before = sink.received.length;
    await service.queue(mail('Primeira volta'));
    const running = service.flush();
    // Queued while the run goes: sent by it, after the first, or by a second round it goes.
    await service.queue(mail('Segunda volta'));
    const again = service.flush();
    expect(again).toBe(running);
    await again;
    const sent = sink.received.slice(before).map((m) => /Subject: (\S+ volta)/.exec(m.text)?.[1]);
    expect(sent).toEqual(['Primeira volta', 'Segunda volta']);
  });

  it('leaves a mail another sender holds until its lease runs out', async () => {
    await settleAll();
    const service = new MailService(db(), sink.url, FROM);
    const id = await service.queue(mail('Preso'));
    await db().execute(sql`UPDATE mail_outbox SET claimed_until = now() + interval '1 minute' WHERE id = ${id}`);
    await service.flush();
    expect((await rowOf(id)).status).toBe('pending');
    await db().execute(sql`UPDATE mail_outbox SET claimed_until = now() - interval '1 second' WHERE id = ${id}`);
    await service.flush();
    expect((await rowOf(id)).status).toBe('sent');
  });

  it("lists a company's latest mail first, only its own, up to the limit", async () => {
    const service = new MailService(db(), undefined, FROM);
    await service.queue(mail('Da outra empresa', undefined, otherTenantId));
    const a = await service.queue(mail('Mais antigo'));
    const b = await service.queue(mail('Mais novo'));
    await db().execute(sql`UPDATE mail_outbox SET created_at = now() - interval '1 hour' WHERE id = ${a}`);
    const latest = await service.latest(tenantId, 2);
    expect(latest.map((m) => m.subject)).toEqual(['Mais novo', expect.any(String)]);
    expect(latest[0]?.id).toBe(b);
    expect((await service.latest(tenantId)).every((m) => m.tenantId === tenantId)).toBe(true);
    expect((await service.latest(otherTenantId)).map((m) => m.subject)).toEqual(['Da outra empresa']);
  });
});

describe('outboxBacklog', () => {
  it('counts mail still to send and mail given up on, every company together', async () => {
    await settleAll();
    const start = await outboxBacklog(db());
    const service = new MailService(db(), undefined, FROM);
    await service.queue(mail('A enviar 1'));
    await service.queue(mail('A enviar 2', undefined, otherTenantId));
    const failed = await service.queue(mail('Desistido'));
    await db().execute(sql`UPDATE mail_outbox SET status = 'failed' WHERE id = ${failed}`);
    expect(await outboxBacklog(db())).toEqual({ pending: start.pending + 2, failed: start.failed + 1 });
  });
});

describe('admitRelay', () => {
  const limits = { perDay: 5, otherAddressesPerDay: 2 };
  const own = new Set(['eu@cliente.com.br']);
  let next = 100;
  const sender = (): Sender => ({ kind: 'customer', id: next++ });
  const refusal = (work: Promise<void>) =>
    work.then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? { status: error.status, message: error.message } : error),
    );

  it('lets a sender mail their own address freely up to the daily total, then answers 429', async () => {
    const who = sender();
    for (let i = 0; i < 5; i++) await admitRelay(db(), tenantId, who, ['eu@cliente.com.br'], own, limits);
    expect(await refusal(admitRelay(db(), tenantId, who, ['eu@cliente.com.br'], own, limits))).toEqual({
      status: 429,
      message: messages.mailRelay.dailyLimit(5),
    });
  });

  it('counts every address of one send against the daily total', async () => {
    const who = sender();
    await admitRelay(db(), tenantId, who, ['eu@cliente.com.br', 'a@x.com.br'], own, limits);
    await admitRelay(db(), tenantId, who, ['eu@cliente.com.br', 'a@x.com.br', 'eu@cliente.com.br'], own, limits);
    expect(await refusal(admitRelay(db(), tenantId, who, ['eu@cliente.com.br'], own, limits))).toMatchObject({
      status: 429,
    });
  });

  it('allows a few other addresses a day, an address already mailed today not counted again, and refuses on para', async () => {
    const who = sender();
    await admitRelay(db(), tenantId, who, ['a@x.com.br'], own, limits);
    await admitRelay(db(), tenantId, who, ['a@x.com.br', 'b@x.com.br'], own, limits);
    const refused = admitRelay(db(), tenantId, who, ['c@x.com.br'], own, limits);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      message: messages.mailRelay.otherAddresses(2),
      fields: [{ campo: 'para', mensagem: messages.mailRelay.otherAddresses(2) }],
    });
    await admitRelay(db(), tenantId, who, ['b@x.com.br', 'eu@cliente.com.br'], own, limits);
  });

  it("never counts the sender's own address among the others", async () => {
    const who = sender();
    await admitRelay(db(), tenantId, who, ['eu@cliente.com.br', 'eu@cliente.com.br', 'a@x.com.br'], own, limits);
    await admitRelay(db(), tenantId, who, ['b@x.com.br'], own, limits);
  });

  it('lets a send to nobody through, recording nothing', async () => {
    await admitRelay(db(), tenantId, sender(), [], own, limits);
  });

  it("holds one sender's second send until the first is counted: two at once cannot both fit", async () => {
    const who = sender();
    const once = { perDay: 1, otherAddressesPerDay: 1 };
    const outcomes = await Promise.allSettled([
      admitRelay(db(), tenantId, who, ['a@x.com.br'], own, once),
      admitRelay(db(), tenantId, who, ['b@x.com.br'], own, once),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('records nothing for a refused send, and counts only the last day of the sender in its company', async () => {
    const who = sender();
    await admitRelay(db(), tenantId, who, ['a@x.com.br', 'b@x.com.br'], own, limits);
    await refusal(admitRelay(db(), tenantId, who, ['c@x.com.br'], own, limits));
    const recorded = await db()
      .select({ recipient: mailSends.recipient, foreign: mailSends.foreign })
      .from(mailSends)
      .where(and(eq(mailSends.tenantId, tenantId), eq(mailSends.senderId, who.id)));
    expect(recorded).toEqual([
      { recipient: 'a@x.com.br', foreign: true },
      { recipient: 'b@x.com.br', foreign: true },
    ]);
    // The same sender id in another company, or as an operator, has its own day.
    await admitRelay(db(), otherTenantId, who, ['c@x.com.br', 'd@x.com.br'], own, limits);
    await admitRelay(db(), tenantId, { kind: 'operator', id: who.id }, ['c@x.com.br', 'd@x.com.br'], own, limits);
    // A day later, yesterday's sends no longer count.
    await db().execute(
      sql`UPDATE mail_sends SET created_at = now() - interval '24 hours 1 minute' WHERE tenant_id = ${tenantId} AND sender_id = ${who.id}`,
    );
    await admitRelay(db(), tenantId, who, ['c@x.com.br', 'd@x.com.br'], own, limits);
  });
});

describe('GET /api/caixa-de-saida', () => {
  it("shows an admin the company's latest mail in the wire's names, and no one else", async () => {
    const admin = await insertOperator(db(), tenantId, { role: 'admin' });
    const seller = await insertOperator(db(), tenantId, { role: 'seller' });
    const id = await new MailService(db(), undefined, FROM).queue(mail('Na caixa de saída'));
    const outbox = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/caixa-de-saida?apelido=padrao', headers: { cookie } });
    const reply = await outbox(await loginCookie(t, admin.email));
    expect(reply.statusCode).toBe(200);
    const row = await rowOf(id);
    expect(reply.json().emails.find((e: { codigo: number }) => e.codigo === id)).toEqual({
      codigo: id,
      para: ['cliente@exemplo.com.br'],
      assunto: 'Na caixa de saída',
      html: '<p>Na caixa de saída</p>',
      situacao: 'pending',
      criadoEm: row.createdAt.toISOString(),
      enviadoEm: null,
      erro: null,
    });
    expect((await outbox(await loginCookie(t, seller.email))).statusCode).toBe(403);
    expect((await outbox('')).statusCode).toBe(401);
  });
});

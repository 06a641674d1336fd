import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, queryRows, type Database } from './db/client.js';
import { mailOutbox } from './db/schema/infra.js';
import { MailService } from './modules/mail/mail.service.js';
import { insertOperator, insertProduct, insertTenant, TEST_PASSWORD } from './test/factories.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { adminQuery, databaseUrlNamed } from './test/test-database.js';
import { sessionCookie } from './test/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server instances on one PostgreSQL, as behind a load balancer. Needs TEST_DATABASE_URL: a
 * PGlite data directory belongs to one process (its lock refuses a second), so on PGlite it is skipped.
 */
describe.skipIf(!serverUrl)('two instances on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const name = `balcao_test_${randomBytes(6).toString('hex')}`;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let databases: Database[];
  let apps: FastifyInstance[];
  let cookie: string;
  let product: number;
  let tenantId: number;

  beforeAll(async () => {
    if (!serverUrl) return;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = databaseUrlNamed(serverUrl, name);
    smtp = await startSmtpSink();
    // One after the other: the first applies the migrations, the second finds them applied.
    databases = [await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })];
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'padrao', SMTP_URL: smtp.url }),
      webDir: undefined,
    };
    apps = await Promise.all(databases.map((database) => buildApp(config, { database, loginDelayStepMs: 1 })));
    const db = databases[0]!.db;
    const tenant = await insertTenant(db, { alias: 'padrao' });
    tenantId = tenant.id;
    product = (await insertProduct(db, tenant.id, { stock: 1_000 })).id;
    const seller = await insertOperator(db, tenant.id, { role: 'admin' });
    // Logged in on the first instance; the session lives in the database, so the second knows it.
    const login = await apps[0]!.inject({
      method: 'POST',
      url: '/ajax-login?apelido=padrao',
      payload: { email: seller.email, usuario: seller.email, senha: TEST_PASSWORD },
    });
    cookie = sessionCookie(login);
  });
  afterAll(async () => {
    if (!serverUrl) return;
    await Promise.all((apps ?? []).map((app) => app.close()));
    await Promise.all((databases ?? []).map((database) => database.close()));
    await smtp?.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const newCart = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/carrinho/itens?apelido=padrao',
      headers: { cookie },
      payload: { codigo: product, quantidade: 2 },
    });

  it('a logout on one instance ends the session on the other, which had it in memory', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const [seller] = await queryRows<{ email: string }>(
      databases[0]!.db,
      sql`SELECT email FROM operators WHERE tenant_id = ${tenantId} LIMIT 1`,
    );
    const login = await first.inject({
      method: 'POST',
      url: '/ajax-login?apelido=padrao',
      payload: { email: seller!.email, usuario: seller!.email, senha: TEST_PASSWORD },
    });
    const other = sessionCookie(login);
    const panel = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/painel?apelido=padrao', headers: { cookie: other } });
    for (const app of [first, second, first, second]) expect((await panel(app)).statusCode).toBe(200);
    await second.inject({ method: 'POST', url: '/session-destroy?apelido=padrao', headers: { cookie: other } });
    expect((await panel(second)).statusCode).toBe(401);
    // The first hears the database's notice a moment later.
    await vi.waitFor(async () => expect((await panel(first)).statusCode).toBe(401), { timeout: 2_000 });
  });

  it('shares sessions and orders, and loses nothing when one instance stops', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const before = await Promise.all([0, 1, 2, 3, 4].flatMap(() => [newCart(first), newCart(second)]));
    expect(before.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    await first.close();
    const after = await Promise.all([0, 1, 2, 3, 4].map(() => newCart(second)));
    expect(after.map((reply) => reply.statusCode)).toEqual(Array(5).fill(200));
    const codes = [...before, ...after].map((reply) => reply.json().pedido.codigo as number);
    expect(new Set(codes).size).toBe(15);
    const [row] = await queryRows<{ count: string }>(
      databases[1]!.db,
      sql`SELECT count(*) AS count FROM orders WHERE tenant_id = ${tenantId}`,
    );
    expect(Number(row?.count)).toBe(15);
  });

  it('sends each queued mail exactly once when both instances flush the outbox at the same time', async () => {
    const senders = databases.map((database) => new MailService(database.db, smtp.url, 'Balcão <a@b.c>'));
    const subjects = Array.from({ length: 30 }, (_, i) => `Mensagem ${i + 1}`);
    for (const subject of subjects) {
      await senders[0]!.queue({ tenantId, to: ['cliente@teste.com.br'], subject, html: `<p>${subject}</p>` });
    }
    await Promise.all([senders[0]!.flush(), senders[1]!.flush(), senders[0]!.flush(), senders[1]!.flush()]);
    const sent = smtp.received.map((mail) => /Subject: (.+)/.exec(mail.raw)?.[1]?.trim());
    expect(sent.sort()).toEqual([...subjects].sort());
    const states = await databases[1]!.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(states.every((state) => state.status === 'sent')).toBe(true);
  });
});

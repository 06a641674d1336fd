import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OutboxBacklog } from '../mail/index.js';
import { registerMetrics } from './metrics.js';
import { serveMetrics } from './metrics-server.js';

// No app built in a beforeAll here: a mutant that breaks registerMetrics would fail that hook, and
// Stryker's Vitest runner reads the file's skipped tests as passed (docs/testing.md).

/** A bare app with the metrics and one route, whose outbox count answers `backlog()`. */
function appWithMetrics(backlog: () => Promise<OutboxBacklog>, errors: unknown[] = []) {
  const app = Fastify();
  const registry = registerMetrics(app, {
    connections: () => ({ total: 3, idle: 2, waiting: 0 }),
    outboxBacklog: backlog,
    onError: (error) => errors.push(error),
  });
  app.get('/x', () => 'ok');
  return { app, registry };
}

describe('registerMetrics', () => {
  it('names and explains each figure, with its labels', async () => {
    let backlog: OutboxBacklog = { pending: 2, failed: 1 };
    const { app, registry } = appWithMetrics(() => Promise.resolve(backlog));
    await app.inject({ method: 'GET', url: '/x' });
    const text = await registry.metrics();
    expect(text).toContain(
      '# HELP balcao_db_connections Conexões com o banco: total abertas, ociosas e chamadas esperando uma (PGlite tem uma só).',
    );
    expect(text).toContain('balcao_db_connections{state="total"} 3\nbalcao_db_connections{state="idle"} 2');
    expect(text).toContain(
      '# HELP balcao_mail_outbox_messages E-mails na caixa de saída ainda por enviar (pending) e desistidos (failed), todas as empresas.',
    );
    expect(text).toContain(
      'balcao_mail_outbox_messages{status="pending"} 2\nbalcao_mail_outbox_messages{status="failed"} 1',
    );
    expect(text).toContain(
      '# HELP http_request_duration_seconds Duração das requisições HTTP por rota, método e status.',
    );
    const bucket = (le: string) =>
      `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/x",status="200"}`;
    for (const le of ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10'])
      expect(text).toMatch(new RegExp(`${bucket(le).replace(/[{}+.]/g, '\\$&')} [01]\n`));
    expect(text).toContain(`${bucket('+Inf')} 1`);
    // A count that went away is not shown at its old value.
    backlog = { pending: 0 } as OutboxBacklog;
    expect(await registry.metrics()).not.toContain('balcao_mail_outbox_messages{status="failed"}');
    await app.close();
  });

  it('reports a failed outbox count to onError and still serves the other figures', async () => {
    const errors: unknown[] = [];
    const failure = new Error('banco fora do ar');
    const { app, registry } = appWithMetrics(() => Promise.reject(failure), errors);
    const text = await registry.metrics();
    expect(errors).toEqual([failure]);
    expect(text).not.toMatch(/balcao_mail_outbox_messages\{/);
    expect(text).toContain('balcao_db_connections{state="total"} 3');
    await app.close();
  });
});

describe('serveMetrics', () => {
  it('refuses to start on a port already taken', async () => {
    const { app, registry } = appWithMetrics(() => Promise.resolve({ pending: 0, failed: 0 }));
    const first = await serveMetrics(registry, 0, '127.0.0.1');
    try {
      await expect(serveMetrics(registry, first.port, '127.0.0.1')).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
      await app.close();
    }
  });
});

import { Gauge, Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { serveMetrics, type MetricsServer } from './metrics-server.js';

let t: TestApp;
let server: MetricsServer;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp({ METRICS_PORT: '0' });
  if (!t.app.metrics) throw new Error('metrics are on when METRICS_PORT is set');
  server = await serveMetrics(t.app.metrics, 0, '127.0.0.1');
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${server.port}${path}`);
const scrapeText = async () => {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

describe('/metrics on METRICS_PORT', () => {
  it('counts request durations by route template, method and status', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/cep/abc' });
    await t.app.inject({ method: 'GET', url: '/nada/por/aqui' });
    const text = await scrapeText();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/cep\/:cep",status="\d+"\} 1/);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="sem-rota",status="404"} 1');
    // In seconds: a probe answered in memory takes a few milliseconds, never whole seconds.
    const seconds = /http_request_duration_seconds_sum\{method="GET",route="\/healthz",status="200"\} (\S+)/.exec(text);
    expect(Number(seconds?.[1])).toBeGreaterThan(0);
    expect(Number(seconds?.[1])).toBeLessThan(1);
  });

  it('shows the mail outbox backlog, database connections and the event-loop lag', async () => {
    const mail = { tenantId, recipients: ['a@exemplo.com.br'], subject: 'Teste', html: '<p>x</p>' };
    await t.database.db
      .insert(mailOutbox)
      .values([mail, mail, { ...mail, status: 'failed' }, { ...mail, status: 'sent' }]);
    const text = await scrapeText();
    expect(text).toContain('balcao_mail_outbox_messages{status="pending"} 2');
    expect(text).toContain('balcao_mail_outbox_messages{status="failed"} 1');
    expect(text).toMatch(/balcao_db_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
  });

  it('is not served on the app itself, nor at another path or by another method on its port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape('/')).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('answers 500 when the figures cannot be gathered', async () => {
    const broken = new Registry();
    new Gauge({
      name: 'quebrada',
      help: 'Uma medida que falha ao ser lida.',
      registers: [broken],
      collect() {
        throw new Error('sem leitura');
      },
    });
    const brokenServer = await serveMetrics(broken, 0, '127.0.0.1');
    try {
      expect((await fetch(`http://127.0.0.1:${brokenServer.port}/metrics`)).status).toBe(500);
    } finally {
      await brokenServer.close();
    }
  });

  it('is off unless METRICS_PORT is set', async () => {
    const plain = await buildApp({ ...t.config, metricsPort: undefined }, { database: t.database });
    try {
      expect(plain.metrics).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionCounts } from '../../db/client.js';
import type { OutboxBacklog } from '../mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics; undefined when METRICS_PORT is not set. */
    metrics: Registry | undefined;
  }
}

/** Where the figures come from at each scrape. */
export type MetricSources = {
  connections: () => ConnectionCounts;
  outboxBacklog: () => Promise<OutboxBacklog>;
  onError: (error: unknown) => void;
};

/** From 5 ms (a cached read) to 10 s (a large export): where request times fall in practice. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A registry of this app's own (tests build many apps in one process, so nothing goes in the
 * global one): Node's default metrics (event-loop lag, memory, GC), request durations by route
 * template, database connections and the mail outbox. Call before registering routes, so the
 * timing hook covers them all.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  timeRequests(app, registry);
  new Gauge({
    name: 'balcao_db_connections',
    help: 'Conexões com o banco: total abertas, ociosas e chamadas esperando uma (PGlite tem uma só).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      for (const [state, value] of Object.entries(sources.connections())) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'balcao_mail_outbox_messages',
    help: 'E-mails na caixa de saída ainda por enviar (pending) e desistidos (failed), todas as empresas.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [status, value] of Object.entries(await sources.outboxBacklog())) this.set({ status }, value);
      } catch (error) {
        sources.onError(error);
      }
    },
  });
  return registry;
}

/** By the route's template (`/pedido/:id`), never the raw address, so the series stay few. */
function timeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP por rota, método e status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'sem-rota', status: reply.statusCode };
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import type { MutualTlsListener } from './http/mutual-tls-listener.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { ensureDemoData } from './db/demo-data/ensure-demo-data.js';
import { configuredStorage } from './modules/images/index.js';
import { serveMetrics } from './modules/operations/index.js';
import { listenForPixWebhooks } from './modules/payments/index.js';

/** Starts Balcão: database, migrations, demo data on first start, then listens until a signal. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedDemo) await ensureDemoData(database.db, (line) => console.log(line), configuredStorage(config));
  const app = await buildApp(config, { database });
  const stopMaintenance = scheduleMaintenance(database, (error) => app.log.error(error));
  const metrics =
    app.metrics && config.metricsPort !== undefined
      ? await serveMetrics(app.metrics, config.metricsPort, config.host)
      : undefined;
  // Opened after the app listens; a signal before that finds nothing to close.
  const doors: { pix?: MutualTlsListener } = {};
  const close = async (signal: string) => {
    app.log.info(`${signal}: encerrando depois das requisições em andamento (até ${config.shutdownGraceMs} ms)`);
    stopMaintenance();
    await doors.pix?.close(config.shutdownGraceMs);
    await drain(app, config.shutdownGraceMs);
    await metrics?.close();
    await database.close();
    process.exit(0);
  };
  // A second signal while draining ends the process at once (the default action).
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  doors.pix = await listenForPixWebhooks(app, config.payments.pixWebhook, config.host);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const engine = database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL';
  const { port } = app.server.address() as AddressInfo;
  const metricsAt = metrics ? `; métricas em http://localhost:${metrics.port}/metrics` : '';
  const pixAt = doors.pix ? `; webhooks Pix com mTLS na porta ${doors.pix.port}` : '';
  console.log(`Balcão pronto em ${seconds} s em http://localhost:${port} (${engine})${metricsAt}${pixAt}`);
}

/**
 * Stops taking connections and lets the requests in flight finish (new ones on a kept-alive
 * connection get 503); after `graceMs` the connections still open are cut, so a stalled client
 * cannot hold the shutdown for ever.
 */
async function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn(`requisições ainda em andamento após ${graceMs} ms: conexões encerradas`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o Balcão:', error);
  }
  process.exit(1);
});

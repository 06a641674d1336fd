import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { ensureDemoData } from './db/demo-data/ensure-demo-data.js';

/** Starts Balcão: database, migrations, demo data on first start, then listens until a signal. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.seedDemo) await ensureDemoData(database.db, (line) => console.log(line));
  const app = await buildApp(config, { database });
  const stopMaintenance = scheduleMaintenance(database, (error) => app.log.error(error));
  const close = async (signal: string) => {
    app.log.info(`${signal}: encerrando`);
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const engine = database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL';
  console.log(`Balcão pronto em ${seconds} s em http://localhost:${config.port} (${engine})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o Balcão:', error);
  }
  process.exit(1);
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { buildServerIfNeeded } from './build-server.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * The journeys' servers: one per Playwright worker (E2E_SERVERS), on PORT, PORT + 1, …, each on a
 * fresh PGlite with the demo data of its own, so two workers never see each other's changes (an
 * admin switching prices off in one journey while another buys). Built once here, before any of
 * them starts, so they never compile over each other. Stopping this process stops them all.
 */
const count = Number(process.env.E2E_SERVERS ?? 1);
const firstPort = Number(process.env.PORT ?? 3100);

if (!buildWebIfNeeded()) process.exit(1);
buildServerIfNeeded();

const servers = Array.from({ length: count }, (_, index) => {
  const dataDir = `.tmp/e2e-data-${index}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(firstPort + index), DATA_DIR: dataDir },
  });
  server.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`Servidor de testes ${index} parou (${signal ?? code}).`);
    stopAll(1);
  });
  return server;
});

let stopping = false;
/** @param {number} code */
function stopAll(code) {
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

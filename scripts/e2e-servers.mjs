import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerIfNeeded } from './build-server.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';

/**
 * The journeys' servers: one per Playwright worker (E2E_SERVERS), on PORT, PORT + 1, …, each on a
 * fresh PGlite with the demo data of its own, so two workers never see each other's changes (an
 * admin switching prices off in one journey while another buys). Built once here, before any of
 * them starts, so they never compile over each other; the demo data is loaded once too, and each
 * server starts on a copy of it (loading it took ~45 s of CPU per server, a copy takes a second).
 * Stopping this process stops them all.
 */
const count = Number(process.env.E2E_SERVERS ?? 1);
const firstPort = Number(process.env.PORT ?? 3100);

if (!buildWebIfNeeded()) process.exit(1);
const seeded = seedOnce(buildServerIfNeeded());

const servers = Array.from({ length: count }, (_, index) => {
  const dataDir = `.tmp/e2e-data-${index}`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(seeded, dataDir, { recursive: true });
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

/**
 * Loads the demo data into a fresh data directory with the compiled `npm run seed`.
 * @param {string} serverEntry the compiled server's main.js, beside which the seed command lies
 * @returns {string} the data directory
 */
function seedOnce(serverEntry) {
  const dataDir = '.tmp/e2e-data-seed';
  fs.rmSync(dataDir, { recursive: true, force: true });
  const seed = path.join(path.dirname(serverEntry), 'db/demo-data/seed-cli.js');
  const run = spawnSync(process.execPath, ['--enable-source-maps', seed], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (run.status !== 0) {
    console.error('Os dados de demonstração dos testes não carregaram.');
    process.exit(1);
  }
  return dataDir;
}

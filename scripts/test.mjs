import { spawnSync } from 'node:child_process';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

/**
 * `npm test`: every test. Unit and server integration tests (Vitest, in-memory PGlite), then the
 * browser journeys (Playwright on the system Chromium against the real server on PGlite).
 */
const browser = ensureChromium();
/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 */
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

// Not isolated: each test process loads the app once for many files (docs/testing.md, 'Rodar').
const unit = run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--no-isolate']);
const built = buildWebIfNeeded();
const e2e = built && run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { CHROME_PATH: browser });
if (!unit || !e2e) {
  console.error(`Falhas: ${[!unit && 'vitest', !e2e && 'playwright'].filter(Boolean).join(', ')}`);
  process.exit(1);
}

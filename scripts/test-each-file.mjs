import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs every server test file on its own, one after the other, so a file that only passes after
 * another one (shared rows, leftover state) is caught. Uses the Node that runs this script, and
 * the database the environment names (TEST_DATABASE_URL for PostgreSQL, else PGlite) and, with
 * TEST_REDIS_URL, the Redis the rate-limit tests of REDIS_URL run on (without it they are skipped).
 */
const root = path.resolve(import.meta.dirname, '..');
/** @param {string} dir @returns {string[]} */
const testFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [path.relative(root, full)] : [];
  });

const files = testFiles(path.join(root, 'src/server')).sort();
const failed = files.filter((file) => {
  console.log(`== ${file} (sozinho)`);
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', file], {
    cwd: root,
    stdio: 'inherit',
  });
  return run.status !== 0;
});
console.log(`${files.length - failed.length} passed, ${failed.length} failed`);
if (failed.length > 0) {
  console.error(`Arquivos que falham sozinhos: ${failed.join(', ')}`);
  process.exit(1);
}

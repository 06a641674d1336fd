import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What the built client depends on: a newer file here means the build is stale. */
const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package-lock.json'];

/**
 * Newest modification time of a file or of any file under a folder.
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/**
 * Builds the web client when it is missing or older than its sources.
 * @param {string} root
 * @returns {boolean} whether a usable build exists afterwards
 */
export function buildWebIfNeeded(root = process.cwd()) {
  const built = newestMtime(path.join(root, 'dist/web/index.html'));
  const sources = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  if (built > sources) return true;
  console.log('Gerando o cliente web (vite build)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return (
    spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }).status === 0
  );
}

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

/** The two builds: the browser's client, then the module the server renders the store's pages with. */
const BUILDS = [
  { output: 'dist/web/index.html', args: [] },
  { output: 'dist/ssr/render-page.js', args: ['--ssr', 'ssr/render-page.tsx'] },
];

/**
 * Builds the web client and the store's page renderer when missing or older than their sources.
 * @param {string} root
 * @returns {boolean} whether a usable build exists afterwards
 */
export function buildWebIfNeeded(root = process.cwd()) {
  const sources = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  const stale = BUILDS.filter(({ output }) => newestMtime(path.join(root, output)) <= sources);
  if (stale.length === 0) return true;
  console.log('Gerando o cliente web (vite build)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return stale.every(
    ({ args }) =>
      spawnSync(process.execPath, [vite, 'build', ...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
        .status === 0,
  );
}

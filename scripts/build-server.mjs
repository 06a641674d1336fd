import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const SOURCES = ['src/server', 'src/shared'];
const OUT = 'dist/server';
/** Written last: a build that stopped half-way is never taken for a finished one. */
const STAMP = 'built.txt';

/** Test files and test helpers stay out of the server that runs in production. */
const isRuntimeSource = (/** @type {string} */ file) =>
  file.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(file) && !file.includes(`${path.sep}test${path.sep}`);

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** @param {string[]} files */
const newest = (files) => files.reduce((max, file) => Math.max(max, fs.statSync(file).mtimeMs), 0);

/**
 * Compiles the server (and the shared code it imports) to JavaScript under dist/server, file by
 * file with esbuild, so `npm start` runs plain Node: no TypeScript transpiler in the running
 * process (it cost ~80 MB of memory and the first requests' time). Skipped when the build is newer
 * than every source. The SQL migrations are copied beside the compiled database client.
 * @param {string} root
 * @returns {string} the compiled entry point
 */
export function buildServerIfNeeded(root = process.cwd()) {
  const out = path.join(root, OUT);
  const entry = path.join(out, 'server', 'main.js');
  const sources = SOURCES.flatMap((dir) => filesUnder(path.join(root, dir)));
  const stamp = path.join(out, STAMP);
  if (fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs > newest(sources)) return entry;
  console.log('Compilando o servidor (esbuild)...');
  fs.rmSync(out, { recursive: true, force: true });
  buildSync({
    entryPoints: sources.filter(isRuntimeSource),
    outdir: out,
    outbase: path.join(root, 'src'),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(out, 'server/db/migrations'), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
  return entry;
}

import { spawnSync } from 'node:child_process';
import { parts } from '../stryker.config.mjs';

/**
 * `npm run mutate`: mutation testing of src/shared, then of the server modules (stryker.config.mjs).
 * `npm run mutate -- --mutate <file or glob>[,...]`: only those, each part with its own tests; the
 * part's exclusions (tests, fixtures, routes ...) are added, so a folder glob mutates no test file.
 * Any other argument goes to Stryker as is (`--incremental`, `--concurrency 1` ...).
 */
const args = process.argv.slice(2);
const at = args.findIndex((arg) => arg === '--mutate' || arg === '-m' || arg.startsWith('--mutate='));
/** @type {string[] | undefined} */
let asked;
if (at >= 0) {
  const flag = args.splice(at, 1)[0] ?? '';
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args.splice(at, 1)[0];
  if (!value) throw new Error('--mutate: falta o arquivo');
  asked = value.split(',');
}

/** @param {string} file @returns {keyof typeof parts} */
const partOf = (file) => (file.startsWith('src/shared/') ? 'shared' : 'server');

/** @param {keyof typeof parts} part @returns {string[]} */
function mutateArgs(part) {
  if (!asked) return [];
  const mine = asked.filter((file) => partOf(file) === part);
  if (mine.length === 0) return [];
  const exclusions = (parts[part].mutate ?? []).filter((pattern) => pattern.startsWith('!'));
  return ['--mutate', [...mine, ...exclusions].join(',')];
}

const chosen = /** @type {Array<keyof typeof parts>} */ (Object.keys(parts)).filter(
  (part) => !asked || mutateArgs(part).length > 0,
);
const failed = chosen.filter((part) => {
  console.log(`== Mutação: ${part}`);
  const run = spawnSync(
    process.execPath,
    ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs', ...mutateArgs(part), ...args],
    { stdio: 'inherit', env: { ...process.env, MUTATE_PART: part } },
  );
  return run.status !== 0;
});
if (failed.length > 0) {
  console.error(`Mutação falhou em: ${failed.join(', ')}`);
  process.exit(1);
}

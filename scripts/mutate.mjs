import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parts } from '../stryker.config.mjs';

/**
 * `npm run mutate`: mutation testing of src/shared, then of the server modules (stryker.config.mjs).
 * `npm run mutate -- --mutate <file or glob>[,...]`: only those, each part with its own tests; the
 * part's exclusions (tests, fixtures, routes ...) are added, so a folder glob mutates no test file.
 * `npm run mutate -- --modulo <name>`: src/server/modules/<name> against its own tests only;
 * `--testes <glob>[,...]` adds other modules' tests written for it (a store test of a pricing rule);
 * `--sem-testes <glob>[,...]` leaves some of its own out (a test on the demo data set that costs
 * 15 s a mutant and kills nothing the others do not: the score is then a floor of the full one);
 * with `--mutate <file>[,...]` too, only those files of the module, in a report and incremental file
 * of their own (server-<name>-<file>), so a large module is measured a file at a time; a list too long
 * for a file name is named by its first file, its count and a hash of the list (the same list, the
 * same name, so the incremental file is found again).
 * Any other argument goes to Stryker as is (`--incremental`, `--concurrency 1` ...).
 */
const args = process.argv.slice(2);

/** Takes `--flag value` or `--flag=value` out of the arguments. @param {string[]} names */
function takeOption(...names) {
  const at = args.findIndex((arg) => names.includes(arg) || names.some((name) => arg.startsWith(`${name}=`)));
  if (at < 0) return undefined;
  const flag = args.splice(at, 1)[0] ?? '';
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args.splice(at, 1)[0];
  if (!value) throw new Error(`${names[0]}: falta o valor`);
  return value;
}

const moduleName = takeOption('--modulo');
const extraTests = takeOption('--testes');
const skippedTests = takeOption('--sem-testes');
/** @type {string[] | undefined} */
let asked = takeOption('--mutate', '-m')?.split(',');
if (moduleName) {
  const folder = `src/server/modules/${moduleName}`;
  const files = asked?.map((file) => path.basename(file, '.ts')) ?? [];
  asked ??= [`${folder}/**/*.ts`];
  process.env.MUTATE_NAME = reportName(moduleName, files);
  process.env.MUTATE_TESTS = [`${folder}/**/*.test.ts`, ...(extraTests?.split(',') ?? [])].join(',');
  process.env.MUTATE_SKIPPED_TESTS = skippedTests ?? '';
}

/** @param {string} moduleName @param {string[]} files */
function reportName(moduleName, files) {
  const name = [moduleName, ...files].join('-');
  if (name.length <= 120) return name;
  const hash = createHash('sha256').update(files.join(',')).digest('hex').slice(0, 8);
  return `${moduleName}-${files[0]}-e-mais-${files.length - 1}-${hash}`;
}

/** @param {string} file @returns {keyof typeof parts} */
const partOf = (file) => (file.startsWith('src/shared/') ? 'shared' : moduleName ? 'module' : 'server');

/** @param {keyof typeof parts} part @returns {string[]} */
function mutateArgs(part) {
  if (!asked) return [];
  const mine = asked.filter((file) => partOf(file) === part);
  if (mine.length === 0) return [];
  const exclusions = (parts[part].mutate ?? []).filter((pattern) => pattern.startsWith('!'));
  return ['--mutate', [...mine, ...exclusions].join(',')];
}

const chosen = /** @type {Array<keyof typeof parts>} */ (['shared', 'server', 'module']).filter((part) =>
  asked ? mutateArgs(part).length > 0 : part !== 'module',
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

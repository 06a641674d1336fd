// @ts-check
/**
 * Mutation testing (StrykerJS). Parts, each with its own tests, report and incremental file:
 * - shared: src/shared, killed by its own unit tests only (vitest.shared.config.ts). They run in
 *   milliseconds; letting the server suite count too would make every static mutant (a table, a
 *   constant) reload and rerun the whole server suite, minutes each.
 * - server: the modules' services, repos and other logic, killed by the server tests.
 * - module: one server module killed by its own tests only (below; `npm run mutate -- --modulo <name>`).
 * `npm run mutate` runs shared and server (scripts/mutate.mjs); `npm run mutate -- --mutate <file>` the part of
 * that file. `npx stryker run` alone runs the part MUTATE_PART names (default: shared).
 */

/** @typedef {import('@stryker-mutator/api/core').PartialStrykerOptions} Options */

/** @type {Options} */
const common = {
  testRunner: 'vitest',
  // Mutants that do not compile are dropped before any test runs ('CompileError', not counted).
  checkers: ['typescript'],
  coverageAnalysis: 'perTest',
  // The machine that runs this is small and shared: one test runner and one type checker.
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  // Results of unchanged code and tests are reused from the committed incremental file of the part
  // (reports/stryker-incremental-<part>.json); `--force` tests every mutant again.
  incremental: true,
  // A file no test imports yet is reported as uncovered, not a failed run.
  allowEmpty: true,
  tempDirName: '.stryker-tmp',
  // Not copied into the sandbox: the journeys' and the app's databases (a server writing to one while
  // it is copied fails the run) and test output, none of which a unit or server test reads.
  ignorePatterns: ['/.tmp', '/data', '/test-results', '/playwright-report'],
};

/** @param {string} part @returns {Options} */
const outputs = (part) => ({
  htmlReporter: { fileName: `reports/mutation/${part}.html` },
  jsonReporter: { fileName: `reports/mutation/${part}.json` },
  incrementalFile: `reports/stryker-incremental-${part}.json`,
});

/** @type {Options} */
const shared = {
  ...common,
  ...outputs('shared'),
  tsconfigFile: 'tsconfig.shared.json',
  mutate: [
    'src/shared/**/*.ts',
    // The contract's area files are declarations (method, path, access, schemas), data with no
    // logic of their own that the contract test compares with the routes; endpoint.ts stays.
    '!src/shared/contract/!(endpoint).ts',
    // The catalogue of the spec's texts: data, where a mutant is a change of wording that no unit
    // test of shared code reads (the server tests compare the texts they answer).
    '!src/shared/messages.ts',
    '!src/**/*.test.ts',
    '!src/**/*.fixture.ts',
  ],
  // Not `testFiles`: with it, Stryker 9.6 activates static mutants only after the modules loaded,
  // so a mutated table or constant always survived. A vitest config limits the tests instead.
  vitest: { configFile: 'vitest.shared.config.ts', related: true },
};

/** @type {Options} */
const server = {
  ...common,
  ...outputs('server'),
  tsconfigFile: 'tsconfig.server.json',
  mutate: [
    'src/server/db/access-scope.ts',
    'src/server/modules/**/*.ts',
    // Routes are thin (the contract test checks them); faces only re-export.
    '!src/server/modules/**/*.routes.ts',
    '!src/server/modules/**/index.ts',
    '!src/**/*.test.ts',
    '!src/**/*.fixture.ts',
  ],
  vitest: { configFile: 'vitest.config.ts', related: true },
  // A static mutant (one that runs only while modules load or the test app is built: grid column
  // lists, labels) is tested by rerunning every related test file, the whole server suite, 5 to 8
  // minutes each. They are reported as 'Ignored'; the logic in functions is what is measured.
  ignoreStatic: true,
  // The first run of the whole server suite, one worker, with coverage per test.
  dryRunTimeoutMinutes: 30,
  // A busy machine: a slow mutant is not an endless loop.
  timeoutMS: 30_000,
};

/**
 * One server module against its own tests (MUTATE_TESTS, vitest.module.config.ts): a lower bound of
 * its score (a mutant only another module's tests kill counts as survived), measured in minutes, not
 * hours. Its report and incremental file carry MUTATE_NAME (the module's name).
 */
/** @type {Options} */
const serverModule = {
  ...server,
  ...outputs(`server-${process.env.MUTATE_NAME ?? 'modulo'}`),
  vitest: { configFile: 'vitest.module.config.ts', related: true },
  dryRunTimeoutMinutes: 5,
};

export const parts = { shared, server, module: serverModule };

const part = process.env.MUTATE_PART ?? 'shared';
if (!(part in parts)) throw new Error(`MUTATE_PART: shared, server or module, not ${part}`);
export default parts[/** @type {keyof typeof parts} */ (part)];

import { afterAll, expect } from 'vitest';

/**
 * A transaction is one connection, which runs one query at a time: `Promise.all` over queries on a
 * `tx` makes pg queue them and warn (pg@9 will refuse them). On PostgreSQL the warning fails the test
 * file it shows in (once per worker, as pg warns once). PGlite gives no such warning.
 */
const seen = Symbol.for('balcao.pg-concurrent-queries');
type Registry = { [seen]?: string[] };
const registry = globalThis as Registry;
if (!registry[seen]) {
  const warnings: string[] = [];
  registry[seen] = warnings;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query')) warnings.push(warning.message);
  });
}

afterAll(() => {
  const warnings = registry[seen]?.splice(0) ?? [];
  expect(warnings, 'duas consultas ao mesmo tempo numa transação (Promise.all sobre tx?)').toEqual([]);
});

import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: Vitest's default leaves one free, which on a 2-core machine (CI) halves the speed
    // (the suite on PGlite: 4.8 → 3.5 min). Stryker pins its own runners to one worker each.
    maxWorkers: availableParallelism(),
    // One migrated database that every server test file's database starts from.
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/one-query-at-a-time.ts'],
  },
});

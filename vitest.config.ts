import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated database that every server test file's database starts from.
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});

import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The tests of src/shared alone, for mutation testing (stryker.config.mjs): shared code is pinned
 * by its own unit tests, which run in milliseconds, not by the server suite that also imports it.
 * (Not mergeConfig: it would add this include to the base one instead of replacing it.)
 */
export default defineConfig({ ...base, test: { ...base.test, include: ['src/shared/**/*.test.ts'] } });

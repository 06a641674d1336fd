import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The server tests that MUTATE_TESTS names (globs, comma-separated), for mutation testing one module
 * against its own tests (stryker.config.mjs, part `module`): the whole server suite is 'related' to
 * every module through app.ts, and its first run with coverage alone takes 15 minutes here.
 */
const include = (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean);
if (include.length === 0) throw new Error('MUTATE_TESTS: os testes do módulo (globs separados por vírgula)');

export default defineConfig({ ...base, test: { ...base.test, include } });

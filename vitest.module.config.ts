import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The server tests that MUTATE_TESTS names (globs, comma-separated), for mutation testing one module
 * against its own tests (stryker.config.mjs, part `module`): the whole server suite is 'related' to
 * every module through app.ts, and its first run with coverage alone takes 15 minutes here.
 */
const globs = (name: string) => (process.env[name] ?? '').split(',').filter(Boolean);
const include = globs('MUTATE_TESTS');
if (include.length === 0) throw new Error('MUTATE_TESTS: os testes do módulo (globs separados por vírgula)');

/** MUTATE_SKIPPED_TESTS: the module's tests left out (`--sem-testes`, scripts/mutate.mjs). */
const exclude = globs('MUTATE_SKIPPED_TESTS');

export default defineConfig({
  ...base,
  test: { ...base.test, include, exclude: [...configDefaults.exclude, ...exclude] },
});

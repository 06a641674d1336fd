import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/contract/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const serverDir = path.resolve(import.meta.dirname, '..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

describe('the HTTP contract', () => {
  it('is served: every declared call is registered at its method and path', () => {
    const missing = allEndpoints().filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('declares each call once', () => {
    const keys = allEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('is the only way in: no route is registered by hand and no body is cast', () => {
    const helper = path.join(serverDir, 'http', 'route.ts');
    const offenders = sourceFiles(serverDir).filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const registers = file !== helper && /\bapp\.(get|post|put|delete|route)\(/.test(text);
      return registers || /request\.(body|params|query|auth) as\b|as EndpointInput/.test(text);
    });
    expect(offenders.map((file) => path.relative(serverDir, file))).toEqual([]);
  });
});

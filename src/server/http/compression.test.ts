import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { insertProduct, insertTenant } from '../test/factories.js';
import { createTestDatabase } from '../test/test-database.js';

/** A built client as Vite leaves it, with the copies the build plugin writes. */
function builtClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Balcão</title>${'<p>loja</p>'.repeat(200)}`);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-3c4d.js'), 'export{}');
  fs.writeFileSync(path.join(dir, 'assets', 'logo-5e6f.png'), Buffer.alloc(4096, 7));
  precompressDir(dir);
  return dir;
}

let app: FastifyInstance;
let database: Database;
let webDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = builtClient();
  const tenant = await insertTenant(database.db, { alias: 'padrao' });
  for (let i = 1; i <= 30; i++)
    await insertProduct(database.db, tenant.id, { ecommerceDescription: `Tinta Acrílica Fosca ${i} Galão 3,6 L` });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'padrao' }), webDir };
  app = await buildApp(config, { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, accept = '*/*') =>
  app.inject({ method: 'GET', url, headers: { accept, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('the build writes compressed copies', () => {
  it('writes .br and .gz of text files worth it, never of images or tiny files', () => {
    const assets = fs.readdirSync(path.join(webDir, 'assets')).sort();
    expect(assets).toEqual(['app-1a2b.js', 'app-1a2b.js.br', 'app-1a2b.js.gz', 'logo-5e6f.png', 'tiny-3c4d.js']);
    expect(fs.existsSync(path.join(webDir, 'index.html.br'))).toBe(true);
  });
});

describe('client files are sent compressed as built', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, plain otherwise', async () => {
    const original = fs.readFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), 'utf8');
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('sends the page of a deep link compressed too, never cached for long', async () => {
    const page = await get('/comercial/vendas', 'br', 'text/html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Balcão</title>');
  });
});

describe('who gets the page and who gets the JSON 404', () => {
  it('sends the page to a link preview or crawler asking for anything, or not saying', async () => {
    for (const accept of ['*/*', '']) {
      const page = await app.inject({ method: 'GET', url: '/contato', headers: accept ? { accept } : {} });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Balcão</title>');
    }
  });

  it("answers the client's own unknown calls with the JSON 404", async () => {
    const call = await get('/api/nada', undefined, 'application/json');
    expect(call.statusCode).toBe(404);
    expect(call.json()).toHaveProperty('exception');
  });
});

describe('replies are compressed above 1 KB', () => {
  it('compresses a long JSON reply for a client that accepts it, and leaves it plain for one that does not', async () => {
    const plain = await get('/api/loja/produtos');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/api/loja/produtos', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a short reply as it is', async () => {
    const reply = await get('/api/sessao', 'br');
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});

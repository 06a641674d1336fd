import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/ibge/ufs/:uf/municipios', () => {
  it("answers anyone with the state's cities, codes and names, cacheable for a day", async () => {
    const reply = await get('/api/ibge/ufs/SP/municipios');
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ uf: string; municipios: Array<{ codigo: number; nome: string }> }>();
    expect(body.uf).toBe('SP');
    expect(body.municipios).toHaveLength(645);
    expect(body.municipios).toContainEqual({ codigo: 3550308, nome: 'São Paulo' });
    expect(body.municipios[0]).toEqual({ codigo: 3500105, nome: 'Adamantina' });
    expect(reply.headers['cache-control']).toBe('public, max-age=86400');
    expect(reply.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 304 without the list when the browser already has this version', async () => {
    const first = await get('/api/ibge/ufs/DF/municipios');
    const again = await get('/api/ibge/ufs/DF/municipios', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(first.headers.etag).not.toBe((await get('/api/ibge/ufs/RJ/municipios')).headers.etag);
  });

  it('refuses a state that does not exist with a pt-BR message', async () => {
    const reply = await get('/api/ibge/ufs/XX/municipios');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ erros: [{ campo: 'uf' }] });
    expect(reply.json().exception).toMatch(/[a-zà-ú]/i);
  });
});

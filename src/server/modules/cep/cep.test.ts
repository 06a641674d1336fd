import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../test/factories.js';
import { MALFORMED_CEP, SILENT_CEP, startFakeViaCep, type FakeServer } from '../../test/fake-viacep.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PostalCodeServiceError } from './postal-code-provider.js';
import { ViaCepClient } from './viacep-client.js';

let fake: FakeServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeViaCep();
  t = await createTestApp({ VIACEP_URL: fake.url, CEP_TIMEOUT_MS: '300' });
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('ViaCepClient against a fake ViaCEP', () => {
  it('reads an address', async () => {
    const client = new ViaCepClient(fake.url, 1000);
    expect(await client.lookup('13015904')).toEqual({
      cep: '13015904',
      state: 'SP',
      city: 'Campinas',
      district: 'Centro',
      street: 'Rua Barão de Jaguara',
    });
  });

  it('reads {"erro": true} as not found', async () => {
    expect(await new ViaCepClient(fake.url, 1000).lookup('99999999')).toBeUndefined();
  });

  it('fails on a malformed reply and on a timeout', async () => {
    await expect(new ViaCepClient(fake.url, 1000).lookup(MALFORMED_CEP)).rejects.toBeInstanceOf(PostalCodeServiceError);
    await expect(new ViaCepClient(fake.url, 200).lookup(SILENT_CEP)).rejects.toBeInstanceOf(PostalCodeServiceError);
  });

  it('fails when nothing listens', async () => {
    await expect(new ViaCepClient('http://127.0.0.1:9/ws', 500).lookup('13015904')).rejects.toBeInstanceOf(
      PostalCodeServiceError,
    );
  });
});

describe('GET /api/cep/{cep}', () => {
  it('replies the spec fields for a masked or bare CEP, asking the service once', async () => {
    const before = fake.requests.filter((url) => url.includes('01310100')).length;
    for (const cep of ['01310-100', '01310100']) {
      const reply = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        cep: '01310100',
        uf: 'SP',
        localidade: 'São Paulo',
        bairro: 'Bela Vista',
        logradouro: 'Avenida Paulista',
      });
    }
    expect(fake.requests.filter((url) => url.includes('01310100')).length - before).toBe(1);
  });

  it.each([
    ['unknown', '99999999', 404],
    ['malformed reply', MALFORMED_CEP, 502],
    ['timeout', SILENT_CEP, 502],
    ['bad format', '1234', 400],
  ])('answers "Cep não encontrado" on %s', async (_case, cep, status) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ erro: true, msg: { tipo: 'warning', mensagem: 'Cep não encontrado' } });
  });
});

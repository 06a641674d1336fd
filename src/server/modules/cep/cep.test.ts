import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../../test/factories.js';
import { BRASILAPI_FAILING_CEP, startFakeBrasilApi } from '../../test/fake-brasilapi.js';
import type { FakeServer } from '../../test/fake-server.js';
import { MALFORMED_CEP, SILENT_CEP, startFakeViaCep } from '../../test/fake-viacep.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BrasilApiCepClient } from './brasilapi-client.js';
import { cepMessages } from '../../../shared/schemas/customer.js';
import { PostalCodeServiceError } from './postal-code-provider.js';
import { ViaCepClient } from './viacep-client.js';

let fake: FakeServer;
let second: FakeServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeViaCep();
  second = await startFakeBrasilApi();
  t = await createTestApp({ VIACEP_URL: fake.url, BRASILAPI_URL: second.url, CEP_TIMEOUT_MS: '300' });
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await second.close();
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
      cityCode: 3509502,
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

describe('BrasilApiCepClient against a fake BrasilAPI', () => {
  it('reads an address, a 404 as not found, and fails on a 500 or when nothing listens', async () => {
    const client = new BrasilApiCepClient(second.url, 1000);
    expect(await client.lookup(MALFORMED_CEP)).toEqual({
      cep: MALFORMED_CEP,
      state: 'MG',
      city: 'Belo Horizonte',
      district: 'Savassi',
      street: 'Rua Pernambuco',
    });
    expect(await client.lookup('99999999')).toBeUndefined();
    await expect(client.lookup(BRASILAPI_FAILING_CEP)).rejects.toBeInstanceOf(PostalCodeServiceError);
    await expect(new BrasilApiCepClient('http://127.0.0.1:9', 500).lookup('13015904')).rejects.toBeInstanceOf(
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

  it("names the city as the forms' IBGE list does: by the service's IBGE code, else by its name", async () => {
    const renamed = await t.app.inject({ method: 'GET', url: '/api/cep/06803000' });
    expect(renamed.json()).toMatchObject({ uf: 'SP', localidade: 'Embu das Artes' });
  });

  it.each([
    ['unknown', '99999999', 404],
    ['bad format', '1234', 400],
  ])('answers "Cep não encontrado" on %s', async (_case, cep, status) => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ erro: true, msg: { tipo: 'warning', mensagem: 'Cep não encontrado' } });
  });

  it('takes ViaCEP\'s "does not exist" as final: the second service is not asked', async () => {
    await t.app.inject({ method: 'GET', url: '/api/cep/99999998' });
    expect(second.requests.filter((url) => url.includes('99999998'))).toEqual([]);
  });

  it('asks BrasilAPI when ViaCEP fails, and answers its address', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `/api/cep/${MALFORMED_CEP}` });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      cep: MALFORMED_CEP,
      uf: 'MG',
      localidade: 'Belo Horizonte',
      bairro: 'Savassi',
      logradouro: 'Rua Pernambuco',
    });
  });

  it('says the lookup is unavailable, not that the CEP does not exist, when every service fails', async () => {
    expect(SILENT_CEP).toBe(BRASILAPI_FAILING_CEP);
    const reply = await t.app.inject({ method: 'GET', url: `/api/cep/${SILENT_CEP}` });
    expect(reply.statusCode).toBe(502);
    expect(reply.json()).toEqual({ msg: { tipo: 'warning', mensagem: cepMessages.unavailable } });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertTenant } from '../../test/factories.js';
import { BRASILAPI_FAILING_CEP, startFakeBrasilApi } from '../../test/fake-brasilapi.js';
import { serveScripted, type FakeServer, type ScriptedServer } from '../../test/fake-server.js';
import { MALFORMED_CEP, SILENT_CEP, startFakeViaCep } from '../../test/fake-viacep.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectDayAndHourLifetimes } from '../../test/lookup-lifetimes.js';
import { BrasilApiCepClient } from './brasilapi-client.js';
import { cepMessages } from '../../../shared/schemas/customer.js';
import { CachedPostalCodeProvider } from './cached-provider.js';
import { FallbackPostalCodeProvider } from './fallback-provider.js';
import { PostalCodeServiceError, type PostalAddress, type PostalCodeProvider } from './postal-code-provider.js';
import { ViaCepClient } from './viacep-client.js';

let fake: FakeServer;
let second: FakeServer;
let scripted: ScriptedServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeViaCep();
  second = await startFakeBrasilApi();
  scripted = await serveScripted();
  t = await createTestApp({ VIACEP_URL: fake.url, BRASILAPI_URL: second.url, CEP_TIMEOUT_MS: '300' });
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await second.close();
  await scripted.close();
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

describe('ViaCepClient on the rarer replies', () => {
  const client = () => new ViaCepClient(scripted.url, 1000);
  const viaCep = (fields: object) => ({ cep: '13015-904', uf: 'SP', localidade: 'Campinas', ...fields });

  it('asks for JSON at /{cep}/json/', async () => {
    scripted.answer(200, { erro: true });
    await client().lookup('13015904');
    expect(scripted.requests.at(-1)).toBe('/13015904/json/');
    expect(scripted.headers.at(-1)?.accept).toBe('application/json');
  });

  it('reads a 400, a 404 and the older {"erro": "true"} as not found', async () => {
    for (const [status, body] of [
      [400, '<h1>Bad Request</h1>'],
      [404, '<h1>Not Found</h1>'],
      [200, { erro: 'true' }],
    ] as const) {
      scripted.answer(status, body);
      expect(await client().lookup('13015904'), String(status)).toBeUndefined();
    }
  });

  it('reads an address without district or street, and an IBGE code only when it has 7 digits', async () => {
    scripted.answer(200, viaCep({ ibge: '' }));
    expect(await client().lookup('13015904')).toEqual({
      cep: '13015904',
      state: 'SP',
      city: 'Campinas',
      district: '',
      street: '',
    });
    for (const ibge of ['350950', 'x3509502', '35095021']) {
      scripted.answer(200, viaCep({ ibge }));
      expect(await client().lookup('13015904'), ibge).not.toHaveProperty('cityCode');
    }
  });

  it('says in the log what failed: the status, the format, the silence', async () => {
    scripted.answer(500, '<h1>Internal Server Error</h1>');
    await expect(client().lookup('13015904')).rejects.toThrow(/^ViaCEP respondeu 500$/);
    for (const body of ['<html>', { cep: '13015-904' }]) {
      scripted.answer(200, body);
      await expect(client().lookup('13015904')).rejects.toThrow(/^ViaCEP respondeu num formato inesperado$/);
    }
    await expect(new ViaCepClient('http://127.0.0.1:9/ws', 500).lookup('13015904')).rejects.toThrow(
      /^ViaCEP não respondeu: \S/,
    );
  });
});

describe('BrasilApiCepClient on the rarer replies', () => {
  const client = () => new BrasilApiCepClient(scripted.url, 1000);

  it('asks for JSON at the v2 address of the CEP', async () => {
    scripted.answer(404, {});
    await client().lookup('01310100');
    expect(scripted.requests.at(-1)).toBe('/api/cep/v2/01310100');
    expect(scripted.headers.at(-1)?.accept).toBe('application/json');
  });

  it('reads a city-wide CEP, whose district and street are null or absent, and a masked CEP bare', async () => {
    for (const blanks of [{ neighborhood: null, street: null }, {}]) {
      scripted.answer(200, { cep: '39400-001', state: 'MG', city: 'Montes Claros', ...blanks });
      expect(await client().lookup('39400001')).toEqual({
        cep: '39400001',
        state: 'MG',
        city: 'Montes Claros',
        district: '',
        street: '',
      });
    }
  });

  it('says in the log what failed: the status, the format, the silence', async () => {
    scripted.answer(502, { message: 'Bad Gateway' });
    await expect(client().lookup('01310100')).rejects.toThrow(/^BrasilAPI respondeu 502$/);
    for (const body of ['<html>', { cep: '01310100' }]) {
      scripted.answer(200, body);
      await expect(client().lookup('01310100')).rejects.toThrow(/^BrasilAPI respondeu num formato inesperado$/);
    }
    await expect(new BrasilApiCepClient('http://127.0.0.1:9', 500).lookup('01310100')).rejects.toThrow(
      /^BrasilAPI não respondeu: \S/,
    );
  });
});

describe('FallbackPostalCodeProvider', () => {
  const address: PostalAddress = { cep: '01310100', state: 'SP', city: 'São Paulo', district: '', street: '' };
  const failing = (message: string): PostalCodeProvider => ({
    lookup: () => Promise.reject(new PostalCodeServiceError(message)),
  });

  it('names every failure, in order, when no service answered', async () => {
    const both = new FallbackPostalCodeProvider([failing('ViaCEP respondeu 500'), failing('BrasilAPI respondeu 502')]);
    await expect(both.lookup('01310100')).rejects.toThrow(/^ViaCEP respondeu 500; BrasilAPI respondeu 502$/);
  });

  it('lets a fault that is not a service failure through, without asking the next service', async () => {
    const asked: string[] = [];
    const broken: PostalCodeProvider = { lookup: () => Promise.reject(new TypeError('bug')) };
    const next: PostalCodeProvider = { lookup: (cep) => (asked.push(cep), Promise.resolve(address)) };
    await expect(new FallbackPostalCodeProvider([broken, next]).lookup('01310100')).rejects.toThrow(TypeError);
    expect(asked).toEqual([]);
    expect(await new FallbackPostalCodeProvider([failing('x'), next]).lookup('01310100')).toBe(address);
  });
});

describe('CachedPostalCodeProvider', () => {
  afterEach(() => void vi.useRealTimers());

  it('remembers an address for a day and an unknown CEP for an hour', async () => {
    const asked: string[] = [];
    const viaCep = new ViaCepClient(fake.url, 1000);
    const cached = new CachedPostalCodeProvider({ lookup: (cep) => (asked.push(cep), viaCep.lookup(cep)) });
    const [found, unknown] = await expectDayAndHourLifetimes(
      (cep) => cached.lookup(cep),
      asked,
      '13015904',
      '99999999',
    );
    expect([found?.city, unknown]).toEqual(['Campinas', undefined]);
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

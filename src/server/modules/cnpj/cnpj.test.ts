import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import {
  FAILING_CNPJ,
  FOUND_CNPJ,
  MALFORMED_CNPJ,
  SILENT_CNPJ,
  SPARSE_CNPJ,
  startFakeBrasilApiCnpj,
} from '../../test/fake-brasilapi-cnpj.js';
import { serveScripted, type FakeServer, type ScriptedServer } from '../../test/fake-server.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { expectDayAndHourLifetimes } from '../../test/lookup-lifetimes.js';
import { BrasilApiCnpjClient } from './brasilapi-cnpj-client.js';
import { CachedCnpjProvider } from './cached-cnpj-provider.js';
import { CnpjServiceError, type CnpjProvider } from './cnpj-provider.js';

let fake: FakeServer;
let scripted: ScriptedServer;
let t: TestApp;
let seller: string;
let otherTenantSeller: string;
let customer: string;

beforeAll(async () => {
  fake = await startFakeBrasilApiCnpj();
  scripted = await serveScripted();
  t = await createTestApp({ CNPJ_LOOKUP_URL: fake.url, CNPJ_LOOKUP_TIMEOUT_MS: '300' });
  const db = t.database.db;
  const on = await insertTenant(db, { alias: 'padrao', cnpjLookup: true });
  const off = await insertTenant(db, { alias: 'sem-consulta' });
  seller = await loginCookie(t, (await insertOperator(db, on.id, { role: 'seller' })).email);
  otherTenantSeller = await loginCookie(
    t,
    (await insertOperator(db, off.id, { role: 'seller' })).email,
    'sem-consulta',
  );
  customer = await loginCookie(t, (await insertCustomer(db, on.id)).email ?? '');
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await scripted.close();
});

const lookup = (cnpj: string, cookie = seller, alias = 'padrao') =>
  t.app.inject({ method: 'GET', url: `/api/cnpj/${encodeURIComponent(cnpj)}?apelido=${alias}`, headers: { cookie } });
const asked = (cnpj: string) => fake.requests.filter((url) => url.endsWith(cnpj)).length;

describe('BrasilApiCnpjClient against a fake BrasilAPI', () => {
  it("reads a company: the street with its kind, the registry's upper case kept, phone and CEP bare", async () => {
    expect(await new BrasilApiCnpjClient(fake.url, 1000).lookup(FOUND_CNPJ)).toEqual({
      cnpj: FOUND_CNPJ,
      legalName: 'TINTAS HORIZONTE COMERCIO DE TINTAS LTDA',
      tradeName: 'TINTAS HORIZONTE',
      cep: '13015904',
      state: 'SP',
      city: 'CAMPINAS',
      district: 'CENTRO',
      street: 'RUA BARAO DE JAGUARA',
      number: '1481',
      complement: 'SALA 12',
      phone: '1932345678',
      email: 'compras@tintashorizonte.com.br',
    });
  });

  it('gives back the leading zero of a CEP sent as a number, and empty text for what is null', async () => {
    const company = await new BrasilApiCnpjClient(fake.url, 1000).lookup(SPARSE_CNPJ);
    expect(company).toMatchObject({ cep: '01310100', street: 'AVENIDA PAULISTA', tradeName: '', complement: '' });
    expect(company).toMatchObject({ phone: '', email: '' });
  });

  it('reads a 404 as not found', async () => {
    expect(await new BrasilApiCnpjClient(fake.url, 1000).lookup('45997418000153')).toBeUndefined();
  });

  it('fails on a 500, a body that is not its JSON, a timeout, and when nothing listens', async () => {
    const client = new BrasilApiCnpjClient(fake.url, 200);
    for (const cnpj of [FAILING_CNPJ, MALFORMED_CNPJ, SILENT_CNPJ])
      await expect(client.lookup(cnpj)).rejects.toBeInstanceOf(CnpjServiceError);
    await expect(new BrasilApiCnpjClient('http://127.0.0.1:9', 500).lookup(FOUND_CNPJ)).rejects.toBeInstanceOf(
      CnpjServiceError,
    );
  });
});

describe('BrasilApiCnpjClient on the rarer replies', () => {
  const client = () => new BrasilApiCnpjClient(scripted.url, 1000);

  it('asks for JSON at the v1 address of the CNPJ', async () => {
    scripted.answer(404, {});
    await client().lookup('AB1CD2EF000130');
    expect(scripted.requests.at(-1)).toBe('/api/cnpj/v1/AB1CD2EF000130');
    expect(scripted.headers.at(-1)?.accept).toBe('application/json');
  });

  it('reads a company with fields left out, padded or formatted: the CNPJ asked, trimmed text, bare phone', async () => {
    scripted.answer(200, {
      razao_social: '  COMERCIO DE TINTAS SE LTDA ',
      nome_fantasia: ' TINTAS SE ',
      cep: null,
      uf: 'SP',
      municipio: 'SAO PAULO',
      descricao_tipo_de_logradouro: null,
      logradouro: 'PRACA DA SE',
      numero: 'S/N',
      ddd_telefone_1: '(11) 3333-4444',
      email: 'Contato@TintasSe.com.br',
    });
    expect(await client().lookup(FOUND_CNPJ)).toEqual({
      cnpj: FOUND_CNPJ,
      legalName: 'COMERCIO DE TINTAS SE LTDA',
      tradeName: 'TINTAS SE',
      cep: '',
      state: 'SP',
      city: 'SAO PAULO',
      district: '',
      street: 'PRACA DA SE',
      number: 'S/N',
      complement: '',
      phone: '1133334444',
      email: 'contato@tintasse.com.br',
    });
  });

  it('gives no street for a kind of street without its name', async () => {
    scripted.answer(200, { razao_social: 'X LTDA', descricao_tipo_de_logradouro: 'RUA', logradouro: null });
    expect((await client().lookup(FOUND_CNPJ))?.street).toBe('');
  });

  it('reads a 400 (a CNPJ the registry calls invalid) as not found', async () => {
    scripted.answer(400, { message: 'CNPJ inválido.', type: 'bad_request', name: 'BadRequestError' });
    expect(await client().lookup(FOUND_CNPJ)).toBeUndefined();
  });

  it('says in the log what failed: the status, the format, the silence', async () => {
    scripted.answer(503, { message: 'Service Unavailable' });
    await expect(client().lookup(FOUND_CNPJ)).rejects.toThrow(/^BrasilAPI \(CNPJ\) respondeu 503$/);
    for (const body of ['<html>', { nome: 'sem razão social' }]) {
      scripted.answer(200, body);
      await expect(client().lookup(FOUND_CNPJ)).rejects.toThrow(
        /^BrasilAPI \(CNPJ\) respondeu num formato inesperado$/,
      );
    }
    await expect(new BrasilApiCnpjClient('http://127.0.0.1:9', 500).lookup(FOUND_CNPJ)).rejects.toThrow(
      /^BrasilAPI \(CNPJ\) não respondeu: \S/,
    );
  });
});

describe('CachedCnpjProvider', () => {
  afterEach(() => void vi.useRealTimers());

  it('remembers a company for a day and an unknown CNPJ for an hour', async () => {
    const asked: string[] = [];
    const inner: CnpjProvider = {
      lookup: async (cnpj) => {
        asked.push(cnpj);
        return cnpj === FOUND_CNPJ ? new BrasilApiCnpjClient(fake.url, 1000).lookup(cnpj) : undefined;
      },
    };
    const cached = new CachedCnpjProvider(inner);
    const [company, unknown] = await expectDayAndHourLifetimes(
      (cnpj) => cached.lookup(cnpj),
      asked,
      FOUND_CNPJ,
      SPARSE_CNPJ,
    );
    expect([company?.legalName, unknown]).toEqual(['TINTAS HORIZONTE COMERCIO DE TINTAS LTDA', undefined]);
  });
});

describe('GET /api/cnpj/{cnpj}', () => {
  it("replies the company in the customer form's field names, masked or bare, asking the service once", async () => {
    const before = asked(FOUND_CNPJ);
    for (const cnpj of ['19.100.001/0001-36', FOUND_CNPJ]) {
      const reply = await lookup(cnpj);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        cnpj: FOUND_CNPJ,
        nome: 'TINTAS HORIZONTE COMERCIO DE TINTAS LTDA',
        fantasia: 'TINTAS HORIZONTE',
        cep: '13015904',
        estado: 'SP',
        cidade: 'CAMPINAS',
        bairro: 'CENTRO',
        endereco: 'RUA BARAO DE JAGUARA',
        numero: '1481',
        complemento: 'SALA 12',
        telefone: '1932345678',
        email: 'compras@tintashorizonte.com.br',
        msg: { tipo: 'info', mensagem: messages.cnpjLookup.filled },
      });
    }
    expect(asked(FOUND_CNPJ) - before).toBe(1);
  });

  it.each([
    ['a CNPJ the registry does not have', '45997418000153', 404, messages.cnpjLookup.notFound],
    ['a CNPJ that cannot exist (the service is not asked)', '19100001000137', 400, messages.cnpjLookup.notFound],
    ['a failing service', FAILING_CNPJ, 502, messages.cnpjLookup.unavailable],
    ['a service that does not answer in time', SILENT_CNPJ, 502, messages.cnpjLookup.unavailable],
  ])('answers only a warning for %s, so the form goes on by hand', async (_case, cnpj, status, mensagem) => {
    const reply = await lookup(cnpj);
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toEqual({ msg: { tipo: 'warning', mensagem } });
  });

  it('does not remember a failure: the next try asks the service again', async () => {
    const before = asked(FAILING_CNPJ);
    await lookup(FAILING_CNPJ);
    await lookup(FAILING_CNPJ);
    expect(asked(FAILING_CNPJ) - before).toBe(2);
  });

  it('is off for a company that did not turn it on: the service is never asked', async () => {
    const before = asked(SPARSE_CNPJ);
    const reply = await lookup(SPARSE_CNPJ, otherTenantSeller, 'sem-consulta');
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ msg: { tipo: 'warning', mensagem: messages.cnpjLookup.disabled } });
    expect(asked(SPARSE_CNPJ) - before).toBe(0);
  });

  it('is for operators: a customer gets 403 and a visitor 401', async () => {
    expect((await lookup(FOUND_CNPJ, customer)).statusCode).toBe(403);
    expect((await lookup(FOUND_CNPJ, '')).statusCode).toBe(401);
  });
});

describe('GET /api/sessao', () => {
  it('tells the web client whether the company looks CNPJs up', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/sessao?apelido=padrao' });
    const off = await t.app.inject({ method: 'GET', url: '/api/sessao?apelido=sem-consulta' });
    expect(on.json().empresa.consultaCnpj).toBe(true);
    expect(off.json().empresa.consultaCnpj).toBe(false);
  });
});

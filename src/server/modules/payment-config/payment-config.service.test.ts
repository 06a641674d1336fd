import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConfigMessages as m } from '../../../shared/schemas/payment-config.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { GOOD_CIELO } from '../../test/fake-payments.js';
import { serveScripted, type ScriptedServer } from '../../test/fake-server.js';
import { createTestApp, loginCookie, TEST_SETTINGS_KEY, type TestApp } from '../../test/test-app.js';
import { CieloClient } from './cielo-client.js';
import { MoipClient } from './moip-client.js';
import { GatewayError, type Environment, type PaymentGateway } from './payment-gateway.js';
import { moipWebhooks, testConnection, type PaymentConfigDeps } from './payment-config.service.js';

let t: TestApp;
let scripted: ScriptedServer;
let tenantId: number;
let admin: string;
beforeAll(async () => {
  scripted = await serveScripted();
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'servico' })).id;
  admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email, 'servico');
});
afterAll(async () => {
  await t.close();
  await scripted.close();
});

const DOWN = 'http://127.0.0.1:9';
const save = async (nome: string, valor: object) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/configuracoes-ecommerce/salvar?apelido=servico',
    headers: { cookie: admin },
    payload: { ativacao: 1, valor, nome, descricao: nome },
  });
  expect(reply.statusCode, reply.body).toBe(200);
};
/** A gateway that records the environment it was asked in and answers `outcome`. */
function gateway(outcome: () => Promise<void> = () => Promise.resolve()) {
  const asked: Environment[] = [];
  const stub: PaymentGateway = { check: (_credentials, environment) => (asked.push(environment), outcome()) };
  return { stub, asked };
}
function depsWith(cielo: PaymentGateway, settingsKey = Buffer.from(TEST_SETTINGS_KEY, 'base64')): PaymentConfigDeps {
  const unused = gateway().stub;
  const moip = { ...unused, webhooks: () => Promise.resolve([]) };
  return { db: t.database.db, settingsKey, gateways: { cielo, pagseguro: unused, moip, pix: unused } };
}
const logged: unknown[] = [];
const log = { warn: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
const warning = (mensagem: string) => ({ ok: false, msg: { tipo: 'warning', mensagem } });

describe('testConnection', () => {
  it('asks nothing before credentials are saved, nor with every field blank', async () => {
    const { stub, asked } = gateway();
    expect(await testConnection(depsWith(stub), tenantId, 'cielo', log)).toEqual(warning(m.missing('Cielo')));
    await save('cie', { merchantId: '', merchantKey: '' });
    expect(await testConnection(depsWith(stub), tenantId, 'cielo', log)).toEqual(warning(m.missing('Cielo')));
    expect(asked).toEqual([]);
  });

  it('asks in the saved environment, the sandbox unless production is chosen', async () => {
    const { stub, asked } = gateway();
    for (const ambiente of ['producao', 'sandbox', '']) {
      await save('cie', { ...GOOD_CIELO, ambiente });
      expect(await testConnection(depsWith(stub), tenantId, 'cielo', log)).toEqual({
        ok: true,
        msg: { tipo: 'success', mensagem: m.ok('Cielo') },
      });
    }
    expect(asked).toEqual(['producao', 'sandbox', 'sandbox']);
  });

  it('turns each way a provider fails into its message, and logs the reason', async () => {
    await save('cie', { ...GOOD_CIELO });
    const failing = (kind: GatewayError['kind']) =>
      gateway(() => Promise.reject(new GatewayError(kind, `motivo ${kind}`))).stub;
    logged.length = 0;
    expect(await testConnection(depsWith(failing('refused')), tenantId, 'cielo', log)).toEqual(
      warning(m.refused('pela Cielo')),
    );
    expect(await testConnection(depsWith(failing('certificate')), tenantId, 'cielo', log)).toEqual(
      warning(m.certificate('Cielo')),
    );
    expect(await testConnection(depsWith(failing('unavailable')), tenantId, 'cielo', log)).toEqual(
      warning(m.unavailable('Cielo')),
    );
    expect(logged[0]).toEqual([{ provider: 'cielo', reason: 'motivo refused' }, 'payment provider check failed']);
  });

  it('says the credentials no longer open under another key, and lets a fault that is no provider failure through', async () => {
    await save('cie', { ...GOOD_CIELO });
    const { stub } = gateway();
    expect(await testConnection(depsWith(stub, Buffer.alloc(32, 9)), tenantId, 'cielo', log)).toEqual(
      warning(m.locked),
    );
    const bug = new TypeError('defeito');
    const broken = gateway(() => Promise.reject(bug)).stub;
    await expect(testConnection(depsWith(broken), tenantId, 'cielo', log)).rejects.toBe(bug);
  });
});

describe('moipWebhooks', () => {
  it('answers no list and the reason when nothing is saved', async () => {
    expect(await moipWebhooks(depsWith(gateway().stub), tenantId, log)).toEqual({
      ...warning(m.missing('Moip')),
      webhooks: [],
    });
  });
});

describe('the provider clients on the rarer replies', () => {
  const urls = () => ({ sandbox: scripted.url, producao: DOWN });

  it("Cielo: queries a sale nobody placed, with the merchant's headers, in the environment asked", async () => {
    scripted.answer(404, []);
    await new CieloClient(urls(), 500).check(GOOD_CIELO, 'sandbox');
    expect(scripted.requests.at(-1)).toMatch(/^\/1\/sales\?merchantOrderId=balcao-teste-\d{13}$/);
    expect(scripted.headers.at(-1)).toMatchObject({
      accept: 'application/json',
      merchantid: GOOD_CIELO.merchantId,
      merchantkey: GOOD_CIELO.merchantKey,
    });
    await new CieloClient(urls(), 500).check({}, 'sandbox');
    expect(scripted.headers.at(-1)).toMatchObject({ merchantid: '', merchantkey: '' });
    await expect(new CieloClient(urls(), 500).check(GOOD_CIELO, 'producao')).rejects.toThrow(
      /^Cielo não respondeu: \S/,
    );
  });

  it('Cielo: a sale found is fine too; a 403 is refused, a 500 unavailable, each named in the reason', async () => {
    scripted.answer(200, []);
    await expect(new CieloClient(urls(), 500).check(GOOD_CIELO, 'sandbox')).resolves.toBeUndefined();
    scripted.answer(403, {});
    await expect(new CieloClient(urls(), 500).check(GOOD_CIELO, 'sandbox')).rejects.toMatchObject({
      kind: 'refused',
      message: 'Cielo recusou as credenciais (403)',
    });
    scripted.answer(500, {});
    await expect(new CieloClient(urls(), 500).check(GOOD_CIELO, 'sandbox')).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Cielo respondeu 500',
    });
  });

  it('Moip: reads the preferences with Basic token:chave, events absent read as none', async () => {
    scripted.answer(200, [{ id: 'NPR-1', target: 'https://loja.test/moip', token: 'segredo' }]);
    const client = new MoipClient(urls(), 500);
    expect(await client.webhooks({ token: 'TOK', chave: 'CHV' }, 'sandbox')).toEqual([
      { id: 'NPR-1', target: 'https://loja.test/moip', events: [] },
    ]);
    expect(scripted.requests.at(-1)).toBe('/v2/preferences/notifications');
    expect(scripted.headers.at(-1)).toMatchObject({
      accept: 'application/json',
      authorization: `Basic ${Buffer.from('TOK:CHV').toString('base64')}`,
    });
    await client.webhooks({}, 'sandbox');
    expect(scripted.headers.at(-1)?.authorization).toBe(`Basic ${Buffer.from(':').toString('base64')}`);
  });

  it('Moip: a 401 is refused, a 500 and a body of another format are unavailable, each named in the reason', async () => {
    const client = new MoipClient(urls(), 500);
    scripted.answer(401, { error: 'Token or Key are invalids' });
    await expect(client.check({}, 'sandbox')).rejects.toMatchObject({
      kind: 'refused',
      message: 'Moip recusou as credenciais (401)',
    });
    scripted.answer(500, {});
    await expect(client.check({}, 'sandbox')).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Moip respondeu 500',
    });
    for (const body of ['<html>', { id: 'NPR-1' }]) {
      scripted.answer(200, body);
      await expect(client.check({}, 'sandbox')).rejects.toMatchObject({
        kind: 'unavailable',
        message: 'Moip respondeu num formato inesperado',
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationPlaces,
  notificationUnavailable,
  paymentConfigMessages as m,
} from '../../../shared/schemas/payment-config.js';
import { settingMessages } from '../../../shared/schemas/store-settings.js';
import { ecommerceSettings, ecommerceSettingVersions } from '../../db/schema/store.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import {
  fakePaymentsEnv,
  GOOD_CIELO,
  GOOD_MOIP,
  GOOD_PAGSEGURO,
  MOIP_PREFERENCES,
  startFakePayments,
} from '../../test/fake-payments.js';
import type { FakeServer } from '../../test/fake-server.js';
import { createTestApp, loginCookie, TEST_SETTINGS_KEY, type TestApp } from '../../test/test-app.js';
import { PagSeguroOrdersClient } from '../payments/index.js';
import { webhookSecret } from '../payments/webhook-secret.js';
import { CredentialsLockedError, readPaymentSetting, readPaymentSettings } from '../store-config/index.js';
import { CieloClient } from './cielo-client.js';
import { MoipClient } from './moip-client.js';
import { GatewayError } from './payment-gateway.js';

let fake: FakeServer;
let t: TestApp;
let tenantId: number;
let admin: string;
let manager: string;
let seller: string;
let customer: string;

const DOWN = 'http://127.0.0.1:9';
const everywhere = (url: string) => ({ sandbox: url, producao: url });
const SECRETS = [GOOD_CIELO.merchantKey, GOOD_PAGSEGURO.token, GOOD_MOIP.token, GOOD_MOIP.chave, 'WRONG-KEY-0001'];

beforeAll(async () => {
  fake = await startFakePayments();
  t = await createTestApp({ ...fakePaymentsEnv(fake.url), PAYMENT_TIMEOUT_MS: '500' });
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  admin = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'admin' })).email);
  manager = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'manager' })).email);
  seller = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'seller' })).email);
  customer = await loginCookie(t, (await insertCustomer(db, tenantId)).email ?? '');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const save = (app: TestApp, nome: string, valor: object, cookie = admin) =>
  app.app.inject({
    method: 'POST',
    url: '/configuracoes-ecommerce/salvar?apelido=padrao',
    headers: { cookie },
    payload: { ativacao: 1, valor, nome, descricao: nome },
  });
const testar = (provedor: string, cookie = admin, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/configuracao-pagamento/${provedor}/testar?apelido=padrao`,
    headers: { cookie },
  });
const webhooks = (cookie = admin) =>
  t.app.inject({ url: '/api/configuracao-pagamento/moip/webhooks?apelido=padrao', headers: { cookie } });
/** Everything the database holds of the company's settings and their versions, as text. */
const storedText = async () => {
  const db = t.database.db;
  const rows = await db.select({ v: ecommerceSettings.value }).from(ecommerceSettings);
  const versions = await db.select({ v: ecommerceSettingVersions.value }).from(ecommerceSettingVersions);
  return JSON.stringify([...rows, ...versions]);
};

describe('the provider clients against a fake provider on 127.0.0.1', () => {
  const clients = [
    ['Cielo', GOOD_CIELO, { ...GOOD_CIELO, merchantKey: 'x' }],
    ['PagSeguro', GOOD_PAGSEGURO, { ...GOOD_PAGSEGURO, token: 'x' }],
    ['Moip', GOOD_MOIP, { ...GOOD_MOIP, chave: 'x' }],
  ] as const;
  const make = (name: string, url: string) =>
    name === 'Cielo'
      ? new CieloClient(everywhere(url), 500)
      : name === 'PagSeguro'
        ? new PagSeguroOrdersClient(everywhere(url), 500)
        : new MoipClient(everywhere(url), 500);

  it.each(clients)(
    '%s: accepts good credentials, reads a 401 as refused, and no answer as unavailable',
    async (name, good, bad) => {
      await expect(make(name, fake.url).check(good, 'sandbox')).resolves.toBeUndefined();
      await expect(make(name, fake.url).check(bad, 'producao')).rejects.toMatchObject({ kind: 'refused' });
      const down = make(name, DOWN).check(good, 'sandbox');
      await expect(down).rejects.toBeInstanceOf(GatewayError);
      await expect(down).rejects.toMatchObject({ kind: 'unavailable' });
    },
  );

  it("Moip: lists the account's notification preferences", async () => {
    expect(await new MoipClient(everywhere(fake.url), 500).webhooks(GOOD_MOIP, 'sandbox')).toEqual(
      MOIP_PREFERENCES.map((p) => ({ id: p.id, target: p.target, events: p.events })),
    );
  });
});

describe('credentials at rest', () => {
  it('are sealed in the row and in its versions, open for the server, and never in a reply', async () => {
    const saved = await save(t, 'moi', { ...GOOD_MOIP, ambiente: 'sandbox' });
    expect(saved.statusCode).toBe(200);
    await save(t, 'cie', { merchantId: GOOD_CIELO.merchantId, merchantKey: GOOD_CIELO.merchantKey });
    await save(t, 'pgs', { ...GOOD_PAGSEGURO });
    const text = await storedText();
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain('enc:v1:');
    expect(text).toContain(GOOD_CIELO.merchantId);

    const key = Buffer.from(TEST_SETTINGS_KEY, 'base64');
    expect(await readPaymentSetting(t.database.db, key, tenantId, 'moi')).toEqual({
      ...GOOD_MOIP,
      ambiente: 'sandbox',
    });
    await expect(readPaymentSetting(t.database.db, Buffer.alloc(32, 1), tenantId, 'moi')).rejects.toBeInstanceOf(
      CredentialsLockedError,
    );
    await expect(readPaymentSetting(t.database.db, undefined, tenantId, 'moi')).rejects.toBeInstanceOf(
      CredentialsLockedError,
    );
    // Read together (the checkout's choice of card provider): each opens, or is left out as if never saved.
    const together = await readPaymentSettings(t.database.db, key, tenantId, ['cie', 'moi', 'pix']);
    expect([...together.keys()].sort()).toEqual(['cie', 'moi']);
    expect(together.get('moi')).toEqual({ ...GOOD_MOIP, ambiente: 'sandbox' });
    expect((await readPaymentSettings(t.database.db, Buffer.alloc(32, 1), tenantId, ['cie', 'moi'])).size).toBe(0);

    const replies = await Promise.all([
      t.app.inject({ url: '/api/configuracoes-ecommerce?apelido=padrao', headers: { cookie: admin } }),
      t.app.inject({ url: '/api/configuracoes-ecommerce/moi/versoes?apelido=padrao', headers: { cookie: admin } }),
      t.app.inject({ url: '/api/loja/configuracao?apelido=padrao' }),
      testar('moip'),
      webhooks(),
    ]);
    for (const reply of replies) for (const secret of SECRETS) expect(reply.body).not.toContain(secret);
  });

  it('keeps a sealed credential when the field is left blank, and re-seals nothing', async () => {
    await save(t, 'cie', { merchantId: GOOD_CIELO.merchantId, merchantKey: GOOD_CIELO.merchantKey });
    await save(t, 'cie', { merchantId: GOOD_CIELO.merchantId, merchantKey: '' });
    expect((await testar('cielo')).json()).toMatchObject({ ok: true });
  });

  it('without SETTINGS_KEY, refuses to store a credential (in pt-BR) and still saves the other keys', async () => {
    const keyless = await createTestApp({ ...fakePaymentsEnv(fake.url), SETTINGS_KEY: '' });
    try {
      const id = (await insertTenant(keyless.database.db, { alias: 'padrao' })).id;
      const cookie = await loginCookie(
        keyless,
        (await insertOperator(keyless.database.db, id, { role: 'admin' })).email,
      );
      const refused = await save(keyless, 'moi', { ...GOOD_MOIP }, cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ exception: settingMessages.noSettingsKey });
      expect((await save(keyless, 'crh', { fundo: '#112233' }, cookie)).statusCode).toBe(200);
      expect((await testar('moip', cookie, keyless)).json()).toMatchObject({
        ok: false,
        msg: { mensagem: m.missing('Moip') },
      });
    } finally {
      await keyless.close();
    }
  });
});

describe('POST /api/configuracao-pagamento/:provedor/testar', () => {
  it.each([
    ['cielo', 'cie', { merchantId: GOOD_CIELO.merchantId, merchantKey: GOOD_CIELO.merchantKey }, 'Cielo'],
    ['pagseguro', 'pgs', { ...GOOD_PAGSEGURO }, 'PagSeguro'],
    ['moip', 'moi', { ...GOOD_MOIP }, 'Moip'],
  ])('%s: ok with the saved credentials', async (provedor, nome, valor, name) => {
    await save(t, nome, valor);
    const reply = await testar(provedor);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ok: true, msg: { tipo: 'success', mensagem: m.ok(name) } });
  });

  it.each([
    ['cielo', 'cie', { merchantKey: 'WRONG-KEY-0001' }, 'pela Cielo'],
    ['pagseguro', 'pgs', { token: 'WRONG-KEY-0001' }, 'pelo PagSeguro'],
    ['moip', 'moi', { chave: 'WRONG-KEY-0001' }, 'pela Moip'],
  ])("%s: the provider's 401 is 'Credenciais recusadas'", async (provedor, nome, changed, by) => {
    const good = { cie: GOOD_CIELO, pgs: GOOD_PAGSEGURO, moi: GOOD_MOIP }[nome];
    await save(t, nome, { ...good, ...changed });
    expect((await testar(provedor)).json()).toEqual({ ok: false, msg: { tipo: 'warning', mensagem: m.refused(by) } });
    await save(t, nome, { ...good });
  });

  it("says 'Serviço indisponível' when the provider does not answer", async () => {
    const away = await createTestApp({ ...fakePaymentsEnv(DOWN), PAYMENT_TIMEOUT_MS: '500' });
    try {
      const id = (await insertTenant(away.database.db, { alias: 'padrao' })).id;
      const cookie = await loginCookie(away, (await insertOperator(away.database.db, id, { role: 'admin' })).email);
      await save(away, 'cie', { ...GOOD_CIELO }, cookie);
      expect((await testar('cielo', cookie, away)).json()).toEqual({
        ok: false,
        msg: { tipo: 'warning', mensagem: m.unavailable('Cielo') },
      });
    } finally {
      await away.close();
    }
  });

  it('refuses an unknown provider, and everyone but an admin', async () => {
    expect((await testar('paypal')).statusCode).toBe(400);
    for (const cookie of [manager, seller, customer]) expect((await testar('cielo', cookie)).statusCode).toBe(403);
    expect((await testar('cielo', '')).statusCode).toBe(401);
    for (const cookie of [manager, seller, customer]) expect((await webhooks(cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/configuracao-pagamento/moip/webhooks', () => {
  it("lists Moip's webhooks with the saved credentials, without the preferences' own tokens", async () => {
    await save(t, 'moi', { ...GOOD_MOIP });
    const reply = await webhooks();
    expect(reply.json()).toEqual({
      ok: true,
      webhooks: MOIP_PREFERENCES.map((p) => ({ id: p.id, destino: p.target, eventos: p.events })),
    });
    for (const p of MOIP_PREFERENCES) expect(reply.body).not.toContain(p.token);
  });

  it('answers an empty list and the reason when Moip refuses the credentials', async () => {
    await save(t, 'moi', { chave: 'WRONG-KEY-0001' });
    expect((await webhooks()).json()).toEqual({
      ok: false,
      webhooks: [],
      msg: { tipo: 'warning', mensagem: m.refused('pela Moip') },
    });
    await save(t, 'moi', { ...GOOD_MOIP });
  });
});

describe('GET /api/configuracao-pagamento/notificacoes', () => {
  const addresses = (cookie = admin, app = t) =>
    app.app.inject({
      method: 'GET',
      url: '/api/configuracao-pagamento/notificacoes?apelido=padrao',
      headers: { cookie },
    });

  it("gives an admin each provider's notification address with the company's secret, and no one else", async () => {
    const reply = await addresses();
    expect(reply.statusCode).toBe(200);
    const secret = (provider: 'cielo' | 'pagseguro' | 'pix') =>
      webhookSecret(t.config.settingsKey, provider, tenantId) ?? 'none';
    expect(reply.json()).toEqual({
      enderecos: [
        {
          provedor: 'cielo',
          url: `http://localhost:80/api/pagamentos/cielo/webhook/${secret('cielo')}`,
          onde: notificationPlaces.cielo,
        },
        {
          provedor: 'pagseguro',
          url: `http://localhost:80/api/pagamentos/pagseguro/webhook/${secret('pagseguro')}`,
          onde: notificationPlaces.pagseguro,
        },
        {
          provedor: 'pix',
          url: `http://localhost:80/api/pagamentos/pix/webhook/${secret('pix')}`,
          onde: notificationPlaces.pix,
        },
      ],
    });
    for (const cookie of [manager, seller, customer]) expect((await addresses(cookie)).statusCode).toBe(403);
    expect((await addresses('')).statusCode).toBe(401);
  });

  it('says what the server lacks when it has no SETTINGS_KEY to make the secret', async () => {
    const bare = await createTestApp({ ...fakePaymentsEnv(fake.url), SETTINGS_KEY: '' });
    try {
      const id = (await insertTenant(bare.database.db, { alias: 'padrao' })).id;
      const cookie = await loginCookie(bare, (await insertOperator(bare.database.db, id, { role: 'admin' })).email);
      const reply = (await addresses(cookie, bare)).json();
      expect(reply.enderecos.map((a: { url: string | null; onde: string }) => [a.url, a.onde])).toEqual(
        Array.from({ length: 3 }, () => [null, notificationUnavailable]),
      );
    } finally {
      await bare.close();
    }
  });
});

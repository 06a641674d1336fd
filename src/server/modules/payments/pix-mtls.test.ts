import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentConfigMessages as m } from '../../../shared/schemas/payment-config.js';
import { settingMessages } from '../../../shared/schemas/store-settings.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { GOOD_PIX } from '../../test/fake-pix.js';
import { startFakePayments } from '../../test/fake-payments.js';
import { PIX_MTLS, startFakePixOverTls } from '../../test/fake-pix-tls.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { readPaymentSetting } from '../store-config/index.js';
import { PixClient } from './pix-client.js';

/**
 * The Pix PSP asks for a client certificate (mTLS, as the BCB API has PSPs do): the fake PSP over
 * HTTPS on 127.0.0.1 refuses any connection without one signed by its (throwaway) CA.
 */
let psp: Awaited<ReturnType<typeof startFakePixOverTls>>;
let t: TestApp;
let tenantId: number;
let admin: string;

beforeAll(async () => {
  psp = await startFakePixOverTls();
  t = await createTestApp({ PAYMENT_TIMEOUT_MS: '2000' });
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
  admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
});
afterAll(async () => {
  await t.close();
  await psp.close();
});

const pixSetting = (extra: object = {}) => ({
  url: `${psp.url}/pix/v2`,
  urlToken: `${psp.url}/pix/oauth/token`,
  clientId: GOOD_PIX.clientId,
  clientSecret: GOOD_PIX.clientSecret,
  chave: GOOD_PIX.chave,
  ca: PIX_MTLS.ca,
  ...extra,
});
const save = (valor: object, removerSegredos?: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/configuracoes-ecommerce/salvar?apelido=padrao',
    headers: { cookie: admin },
    payload: { ativacao: 1, valor, nome: 'pix', descricao: 'Pix (API Pix do PSP)', removerSegredos },
  });
const storedSecrets = async () =>
  (await t.app.inject({ url: '/api/configuracoes-ecommerce?apelido=padrao', headers: { cookie: admin } }))
    .json<{ configuracoes: Array<{ nome: string; segredosDefinidos: string[] }> }>()
    .configuracoes.find((setting) => setting.nome === 'pix')?.segredosDefinidos;
const testar = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/configuracao-pagamento/pix/testar?apelido=padrao',
    headers: { cookie: admin },
  });

describe('Pix with a client certificate (mTLS)', () => {
  it("fails 'testar conexão' with a clear message without the certificate, and works with it", async () => {
    expect((await save(pixSetting())).statusCode).toBe(200);
    expect((await testar()).json()).toMatchObject({ ok: false, msg: { mensagem: m.certificate('Pix') } });

    const withCertificate = pixSetting({ certificado: PIX_MTLS.clientCert, chavePrivada: PIX_MTLS.clientKey });
    expect((await save(withCertificate)).statusCode).toBe(200);
    expect((await testar()).json()).toMatchObject({ ok: true, msg: { mensagem: m.ok('Pix') } });

    const mismatched = await save({ ...withCertificate, chavePrivada: PIX_MTLS.otherKey });
    expect(mismatched.statusCode).toBe(200);
    expect((await testar()).json()).toMatchObject({ ok: false, msg: { mensagem: m.certificate('Pix') } });
  });

  it('keeps the certificate and key sealed and never sends them back; a blank field keeps the saved one', async () => {
    await save(pixSetting({ certificado: PIX_MTLS.clientCert, chavePrivada: PIX_MTLS.clientKey }));
    const [row] = await t.database.db
      .select()
      .from(ecommerceSettings)
      .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, 'pix')));
    const stored = JSON.stringify(row?.value);
    expect(stored).not.toContain('PRIVATE KEY');
    expect(stored).not.toContain(PIX_MTLS.clientCert.split('\n')[1]);

    const listed = await t.app.inject({
      url: '/api/configuracoes-ecommerce?apelido=padrao',
      headers: { cookie: admin },
    });
    expect(listed.body).not.toContain('PRIVATE KEY');
    // The PSP's CA is public and shown; the company's own certificate is not.
    expect(listed.body).not.toContain(PIX_MTLS.clientCert.split('\n')[1]);
    const pix = listed.json().configuracoes.find((s: { nome: string }) => s.nome === 'pix');
    expect(pix.segredosDefinidos).toEqual(expect.arrayContaining(['certificado', 'chavePrivada']));

    expect((await save(pixSetting({ certificado: '', chavePrivada: '' }))).statusCode).toBe(200);
    expect((await testar()).json()).toMatchObject({ ok: true });
    const notPem = await save(pixSetting({ certificado: 'não é um certificado' }));
    expect(notPem.statusCode).toBe(400);
    expect(notPem.body).toContain(settingMessages.pem);
  });

  it('erases a saved certificate and key when asked, and keeps the other credentials', async () => {
    await save(pixSetting({ certificado: PIX_MTLS.clientCert, chavePrivada: PIX_MTLS.clientKey }));
    expect(await storedSecrets()).toEqual(expect.arrayContaining(['certificado', 'chavePrivada', 'clientSecret']));
    // Only a secret field of this key can be erased: anything else is refused and nothing changes.
    const refused = await save(pixSetting({ clientSecret: '' }), ['url']);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(settingMessages.notSecret);
    expect(await storedSecrets()).toContain('certificado');

    expect((await save(pixSetting({ clientSecret: '' }), ['certificado', 'chavePrivada'])).statusCode).toBe(200);
    expect(await storedSecrets()).toEqual(['clientSecret']);
    // The PSP still asks for a certificate: without it 'testar conexão' says so; the token secret was kept.
    expect((await testar()).json()).toMatchObject({ ok: false, msg: { mensagem: m.certificate('Pix') } });

    // Restoring a version saved with the certificate brings it back; one saved without it, erases it.
    const versions = await t.app.inject({
      url: '/api/configuracoes-ecommerce/pix/versoes?apelido=padrao',
      headers: { cookie: admin },
    });
    const [withoutIt, , withIt] = versions.json<{ versoes: Array<{ codigo: number }> }>().versoes;
    const restore = (codigo?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/configuracoes-ecommerce/pix/versoes/${codigo}/restaurar?apelido=padrao`,
        headers: { cookie: admin },
      });
    expect((await restore(withIt?.codigo)).statusCode).toBe(200);
    expect(await storedSecrets()).toEqual(expect.arrayContaining(['certificado', 'chavePrivada']));
    expect((await restore(withoutIt?.codigo)).statusCode).toBe(200);
    expect(await storedSecrets()).toEqual(['clientSecret']);
  });

  it('uses the certificate for the API calls too: a charge is created and read back', async () => {
    await save(pixSetting({ certificado: PIX_MTLS.clientCert, chavePrivada: PIX_MTLS.clientKey }));
    const credentials = (await readPaymentSetting(t.database.db, t.config.settingsKey, tenantId, 'pix')) ?? {};
    const client = new PixClient(2_000);
    const reference = 'MTLS0000000000000000000000000001';
    const created = await client.createCharge(credentials, {
      reference,
      amountCents: 27_600,
      payer: { name: 'Ana Cliente', document: '52998224725' },
      description: 'Pedido 1',
    });
    expect(created.copyPaste).toMatch(/^000201/);
    expect((await client.readCharge(credentials, reference))?.state).toBe(created.state);
    expect(psp.state.cobs.get(reference)?.valor.original).toBe('276.00');

    const withoutCertificate = { ...credentials, certificado: '', chavePrivada: '' };
    await expect(new PixClient(2_000).readCharge(withoutCertificate, reference)).rejects.toMatchObject({
      kind: 'certificate',
    });
  });

  it('sends a plain request to a plain-http PSP address (a local test double): mTLS is part of TLS', async () => {
    const plain = await startFakePayments();
    try {
      const credentials = {
        ...pixSetting({ certificado: PIX_MTLS.clientCert, chavePrivada: PIX_MTLS.clientKey }),
        url: `${plain.url}/pix/v2`,
        urlToken: `${plain.url}/pix/oauth/token`,
      };
      const reference = 'MTLS0000000000000000000000000002';
      const created = await new PixClient(2_000).createCharge(credentials, {
        reference,
        amountCents: 1_000,
        payer: { name: 'Ana Cliente', document: '52998224725' },
        description: 'Pedido 2',
      });
      expect(created.copyPaste).toMatch(/^000201/);
    } finally {
      await plain.close();
    }
  });
});

import fs from 'node:fs';
import https from 'node:https';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentStates } from '../../../shared/schemas/payments.js';
import { payments } from '../../db/schema/payments.js';
import type { MutualTlsListener } from '../../http/mutual-tls-listener.js';
import { PIX_MTLS } from '../../test/fake-pix-tls.js';
import { payPix } from '../../test/fake-pix.js';
import type { FakeServer } from '../../test/fake-server.js';
import { startPaymentsApp } from '../../test/payments-app.js';
import type { TestApp } from '../../test/test-app.js';
import { buyTwoPaints, openShop } from '../store/store.fixture.js';
import { certificatesOf, chainsTo } from './client-chain.js';
import { pixFixture } from './pix.fixture.js';
import { listenForPixWebhooks } from './pix-webhook-listener.js';
import { PixPayments } from './pix.service.js';

/**
 * The PSP's webhook over mTLS (PIX_WEBHOOK_TLS_*): a company that saved its PSP's authority
 * ('caWebhook') is paid only by a caller presenting a client certificate that authority issued.
 * Test PEMs: fixtures/pix-mtls (the test CA, its client certificate, a stranger's self-signed one).
 */
const fixture = (name: string) => new URL(`../../test/fixtures/pix-mtls/${name}`, import.meta.url).pathname;
const stranger = {
  cert: fs.readFileSync(fixture('stranger.pem'), 'utf8'),
  key: fs.readFileSync(fixture('stranger.key'), 'utf8'),
};

let fake: FakeServer;
let t: TestApp;
let door: MutualTlsListener;
let pix: ReturnType<typeof pixFixture>;

beforeAll(async () => {
  ({ fake, t } = await startPaymentsApp([]));
  pix = pixFixture(t, fake);
  const tls = { port: 0, certFile: fixture('server.pem'), keyFile: fixture('server.key') };
  door = (await listenForPixWebhooks(t.app, { tls, url: undefined }, '127.0.0.1')) as MutualTlsListener;
});
afterAll(async () => {
  await door.close();
  await t.close();
  await fake.close();
});

type Caller = { cert?: string; key?: string };

/** A POST to the mTLS door, as a PSP presenting `caller`'s certificate (or none). */
function postOverTls(path: string, body: object, caller: Caller): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: door.port,
        path,
        method: 'POST',
        ca: PIX_MTLS.ca,
        ...caller,
        headers: { 'content-type': 'application/json' },
      },
      (reply) => {
        let text = '';
        reply.on('data', (chunk: Buffer) => (text += chunk.toString()));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

const psp: Caller = { cert: PIX_MTLS.clientCert, key: PIX_MTLS.clientKey };

/** A shop whose PSP's authority is the test CA, and Ana's order waiting for its Pix. */
async function waitingOrder(authority = PIX_MTLS.ca) {
  const shop = await openShop(t, {}, { fpg: { formas: ['D', 'X'] } });
  await pix.saveSetting(shop.tenant, '30', authority ? { caWebhook: authority } : {});
  const { pedido } = await buyTwoPaints(shop, 'X');
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, pedido)));
  const paid = await payPix(fake.url, payment?.providerRef ?? '', { notificar: false });
  const path = `${pix.webhookPath(shop.tenant.id)}?apelido=${shop.tenant.alias}`;
  const stateNow = async () =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, payment?.id ?? 0))
    )[0]?.state;
  return { shop, path, notice: { pix: [paid.pix] }, stateNow };
}

describe('Pix webhooks over mTLS', () => {
  it("settles a payment posted by a caller holding the PSP authority's certificate", async () => {
    const order = await waitingOrder();
    const reply = await postOverTls(order.path, order.notice, psp);
    expect(reply.status).toBe(200);
    expect(await order.stateNow()).toBe(paymentStates.paid);
  });

  it('refuses, changing nothing, a caller with no certificate, a stranger, or one made for servers', async () => {
    const order = await waitingOrder();
    const serverOnly = { cert: fs.readFileSync(fixture('server.pem'), 'utf8'), key: PIX_MTLS.otherKey };
    for (const caller of [{}, stranger, serverOnly]) {
      const reply = await postOverTls(order.path, order.notice, caller);
      expect(reply.status).toBe(401);
    }
    expect(await order.stateNow()).toBe(paymentStates.awaiting);
  });

  it('refuses the same post on the main port (no certificate there) once the company asks for mTLS', async () => {
    const order = await waitingOrder();
    const reply = await t.app.inject({ method: 'POST', url: order.path, payload: order.notice });
    expect(reply.statusCode).toBe(401);
    expect(await order.stateNow()).toBe(paymentStates.awaiting);
  });

  it('keeps taking the address secret alone from a company that saved no authority', async () => {
    const order = await waitingOrder('');
    const reply = await t.app.inject({ method: 'POST', url: order.path, payload: order.notice });
    expect(reply.statusCode).toBe(200);
    expect(await order.stateNow()).toBe(paymentStates.paid);
  });

  it('registers the mTLS origin (PIX_WEBHOOK_URL) at the PSP instead of the store address', async () => {
    const shop = await openShop(t, {}, { fpg: { formas: ['D', 'X'] } });
    await pix.saveSetting(shop.tenant);
    const { pedido } = await buyTwoPaints(shop, 'X');
    const where = and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, pedido));
    await t.database.db.update(payments).set({ copyPaste: null }).where(where);
    const service = new PixPayments({ ...pix.deps(), webhookOrigin: 'https://pix.loja.test:8443' });
    expect(await service.issue(shop.tenant.id, pedido, 'http://localhost')).toBe(true);
    const [payment] = await t.database.db.select().from(payments).where(where);
    const paid = await payPix(fake.url, payment?.providerRef ?? '', { notificar: false });
    expect(paid.alvo).toBe(`https://pix.loja.test:8443${pix.webhookPath(shop.tenant.id).replace(/\/pix$/, '')}`);
  });

  it('lets only the webhooks through the mTLS door', async () => {
    const reply = await postOverTls('/api/sessao', {}, psp);
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body).exception).toBeTruthy();
  });
});

describe('chainsTo', () => {
  const [ca] = certificatesOf(PIX_MTLS.ca);
  const [client] = certificatesOf(PIX_MTLS.clientCert);
  const [alien] = certificatesOf(stranger.cert);
  it('follows a certificate to a trusted authority, and no further than its validity', () => {
    if (!ca || !client || !alien) throw new Error('fixtures');
    expect(chainsTo([client], [ca])).toBe(true);
    expect(chainsTo([client, ca], [ca])).toBe(true);
    expect(chainsTo([alien], [ca])).toBe(false);
    expect(chainsTo([client], [alien])).toBe(false);
    expect(chainsTo([], [ca])).toBe(false);
    expect(chainsTo([client], [ca], new Date('2200-01-01'))).toBe(false);
    // A client's own certificate is no authority: one it signed does not lead to the CA.
    const [forged] = certificatesOf(fs.readFileSync(fixture('forged.pem'), 'utf8'));
    if (!forged) throw new Error('fixtures');
    expect(forged.verify(client.publicKey)).toBe(true);
    expect(chainsTo([forged, client], [ca])).toBe(false);
  });
  it('reads only the certificates of a bundle', () => {
    expect(certificatesOf(`${PIX_MTLS.ca}\n${stranger.cert}`)).toHaveLength(2);
    expect(certificatesOf('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toHaveLength(0);
  });
});

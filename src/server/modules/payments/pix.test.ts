import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { payPix, pixSettingFor, readCob, setPixDelay } from '../../test/fake-pix.js';
import type { FakeServer } from '../../test/fake-server.js';
import { startPaymentsApp } from '../../test/payments-app.js';
import type { TestApp } from '../../test/test-app.js';
import { buyTwoPaints, openShop } from '../store/store.fixture.js';
import { PixClient } from './pix-client.js';
import { pixFixture } from './pix.fixture.js';

/**
 * Pix through the BCB API v2 against a fake PSP on 127.0.0.1 (fake-pix.ts): Ana buys 2 paints
 * (2 × R$ 120,00 + freight R$ 36,00 = R$ 276,00) and pays by Pix.
 */
let fake: FakeServer;
let t: TestApp;
let pix: ReturnType<typeof pixFixture>;
const lines: string[] = [];

beforeAll(async () => {
  ({ fake, t } = await startPaymentsApp(lines));
  pix = pixFixture(t, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A shop that takes Pix, its PSP set up through the configuration editor by an admin. */
async function pixShop(configure = true): Promise<Shop> {
  const shop = await openShop(t, {}, { fpg: { formas: ['D', 'O', 'P', 'X'] } });
  aliasForHost ||= shop.tenant.alias;
  if (configure) await savePixSetting(shop);
  return shop;
}
const savePixSetting = (shop: Shop, expiracao = '30') => pix.saveSetting(shop.tenant, expiracao);

const buyByPix = (shop: Shop) => buyTwoPaints(shop, 'X');

const paymentOf = async (shop: Shop, pedido: number) =>
  (
    await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.orderId, pedido)))
  )[0];
const orderOf = async (shop: Shop, pedido: number) =>
  (
    await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, pedido)))
  )[0];
/** The subjects of the mails this company's customers were sent about the order, oldest first. */
const mailsAbout = async (shop: Shop, pedido: number) =>
  (
    await t.database.db
      .select({ subject: mailOutbox.subject, to: mailOutbox.recipients })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, shop.tenant.id), like(mailOutbox.subject, `%Pedido nº ${pedido} -%`)))
      .orderBy(mailOutbox.id)
  ).map((row) => row.subject);
const eventCount = async (shop: Shop) =>
  (await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.tenantId, shop.tenant.id))).length;
const stockOf = async (shop: Shop) =>
  (
    await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.paint)))
  )[0]?.stock;
const status = (shop: Shop, pedido: number, who: 'ana' | 'beto' | 'seller' = 'ana') =>
  shop.send('GET', `/api/pagamentos/pedido/${pedido}`, who);
const pixService = () => pix.service();
const webhookUrl = (shop: Shop) => pix.webhookPath(shop.tenant.id);
const postWebhook = (path: string, notices: object[], alias = aliasForHost) => pix.postWebhook(path, notices, alias);
let aliasForHost = '';
const payAndNotify = (txid: string, valor?: string) => pix.payAndNotify(txid, aliasForHost, valor);

describe('Pix is offered only when it can charge', () => {
  it('is left out of the checkout and refused until the PSP is set up', async () => {
    const shop = await pixShop(false);
    const info = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    expect(info.formasPagamento.map((f: { codigo: string }) => f.codigo)).not.toContain('X');
    const { placed } = await buyByPix(shop);
    expect(placed.status).toBe(400);
    expect(placed.body.exception).toBe(storeMessages.paymentNotEnabled);
    await savePixSetting(shop);
    const after = (await shop.send('GET', '/api/loja/checkout', 'ana')).body;
    expect(after.formasPagamento).toContainEqual({ codigo: 'X', nome: 'Pix' });
  });
});

describe('paying by Pix', () => {
  it('creates the charge at the PSP with the order total; the webhook pays the order once', async () => {
    const shop = await pixShop();
    const { pedido, placed } = await buyByPix(shop);
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({ cfistaped: 'Venda', pagamento: paymentStates.awaiting });
    const waiting = (await status(shop, pedido)).body;
    expect(waiting).toMatchObject({ situacao: paymentStates.awaiting, valor: 276, forma: 'X', motivo: null });
    expect(waiting.copiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*5406276\.00.*6304[0-9A-F]{4}$/);
    expect(Date.parse(waiting.expiraEm) - Date.now()).toBeGreaterThan(29 * 60_000);
    const payment = await paymentOf(shop, pedido);
    // The PSP was told where to post: its webhook answers 200 and the order is paid.
    const { paid, reply } = await payAndNotify(payment?.providerRef ?? '');
    expect(reply.statusCode).toBe(200);
    expect((await status(shop, pedido)).body).toMatchObject({
      situacao: paymentStates.paid,
      copiaECola: expect.any(String),
    });
    expect((await orderOf(shop, pedido))?.paymentStatus).toBe(paymentStates.paid);
    // The order's page (mail body, print and PDF) says it is paid.
    const page = await t.app.inject({
      url: shop.url(`/email-pedido/${pedido}`),
      headers: { cookie: await shop.cookie('ana') },
    });
    expect(page.body).toContain(`Situação do pagamento: ${paymentStates.paid}`);
    expect(await eventCount(shop)).toBe(1);
    // The same notification again changes nothing.
    const paidAt = (await paymentOf(shop, pedido))?.paidAt;
    const again = await postWebhook(webhookUrl(shop), [paid.pix]);
    expect(again.statusCode).toBe(200);
    expect(await eventCount(shop)).toBe(1);
    expect((await paymentOf(shop, pedido))?.paidAt).toEqual(paidAt);
    // Ana is told once that her payment arrived.
    expect(await mailsAbout(shop, pedido)).toEqual([
      `Pagamento confirmado - Pedido nº ${pedido} - ${shop.tenant.tradeName}`,
    ]);
    // Another customer of the same company does not see it; the seller does.
    expect((await status(shop, pedido, 'beto')).status).toBe(404);
    expect((await status(shop, pedido, 'seller')).body.situacao).toBe(paymentStates.paid);
  });

  it('does not pay an order when the amount differs, and says why', async () => {
    const shop = await pixShop();
    const { pedido } = await buyByPix(shop);
    await status(shop, pedido);
    const payment = await paymentOf(shop, pedido);
    await payAndNotify(payment?.providerRef ?? '', '27.60');
    const reply = (await status(shop, pedido)).body;
    expect(reply.situacao).toBe(paymentStates.awaiting);
    expect(reply.motivo).toBe(m.amountMismatch('R$ 27,60', 'R$ 276,00'));
    expect((await orderOf(shop, pedido))?.paymentStatus).toBe(paymentStates.awaiting);
  });

  it('refuses a webhook with a bad secret, and ignores (and logs) a txid of another company', async () => {
    const shop = await pixShop();
    const neighbour = await pixShop();
    const { pedido } = await buyByPix(neighbour);
    const theirs = await paymentOf(neighbour, pedido);
    const notice = {
      endToEndId: 'E00000000202611251234abcdefghijk',
      txid: theirs?.providerRef,
      valor: '276.00',
      horario: '2026-11-25T18:00:00Z',
    };
    const forged = webhookUrl(shop).replace(/\.[^/]+\/pix$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pix');
    const bad = await postWebhook(forged, [notice]);
    expect(bad.statusCode).toBe(401);
    expect(bad.json().exception).toBe(m.badSignature);
    lines.length = 0;
    const elsewhere = await postWebhook(webhookUrl(shop), [notice]);
    expect(elsewhere.statusCode).toBe(200);
    expect((await paymentOf(neighbour, pedido))?.state).toBe(paymentStates.awaiting);
    expect(await eventCount(neighbour)).toBe(0);
    expect(lines.join('')).toContain(`"txid":"${theirs?.providerRef}"`);
    expect(lines.join('')).toContain('"outcome":"unknown"');
  });

  it('keeps the order when the PSP times out, and creates the same charge on the next read', async () => {
    const shop = await pixShop();
    await setPixDelay(fake.url, 1_500);
    const { pedido, placed } = await buyByPix(shop).finally(() => setPixDelay(fake.url, 0));
    expect(placed.status).toBe(200);
    expect(placed.body.msg).toEqual({ tipo: 'warning', mensagem: m.pixUnavailable });
    const kept = await paymentOf(shop, pedido);
    expect(kept).toMatchObject({ state: paymentStates.awaiting, copyPaste: null, amountCents: 27_600 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const retried = (await status(shop, pedido)).body;
    // The BR Code carries the txid's first 25 characters.
    expect(retried.copiaECola).toContain(kept?.providerRef.slice(0, 25));
    expect((await paymentOf(shop, pedido))?.providerRef).toBe(kept?.providerRef);
  });

  it('settles from the PSP on a status read when the webhook never came (the poll fallback)', async () => {
    const shop = await pixShop();
    const { pedido } = await buyByPix(shop);
    const payment = await paymentOf(shop, pedido);
    await payPix(fake.url, payment?.providerRef ?? '', { notificar: false });
    expect((await status(shop, pedido)).body.situacao).toBe(paymentStates.awaiting);
    await t.database.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, payment?.id ?? 0)));
    expect((await status(shop, pedido)).body.situacao).toBe(paymentStates.paid);
  });

  it('expires an unpaid Pix: the order is cancelled and its stock comes back, once', async () => {
    const shop = await pixShop();
    const { pedido } = await buyByPix(shop);
    expect(await stockOf(shop)).toBe(6);
    const payment = await paymentOf(shop, pedido);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, shop.tenant.id), eq(payments.id, payment?.id ?? 0)));
    expect(await pixService().sweep()).toBeGreaterThanOrEqual(1);
    expect(await pixService().sweep()).toBe(0);
    expect(await stockOf(shop)).toBe(8);
    expect(await orderOf(shop, pedido)).toMatchObject({
      status: 'Cancelado',
      paymentStatus: paymentStates.expired,
      cancelReason: m.expiredReason,
    });
    expect((await status(shop, pedido)).body).toMatchObject({
      situacao: paymentStates.expired,
      motivo: m.expiredReason,
    });
    // A Pix paid after that is kept for the seller to give back, and pays nothing.
    await payAndNotify(payment?.providerRef ?? '');
    expect((await paymentOf(shop, pedido))?.state).toBe(paymentStates.expired);
    expect(await stockOf(shop)).toBe(8);
    expect(await mailsAbout(shop, pedido)).toEqual([
      `Pagamento não recebido - Pedido nº ${pedido} - ${shop.tenant.tradeName}`,
    ]);
  });
});

describe('the Pix client against the fake PSP', () => {
  it('names the payer by CPF or CNPJ, and sends no devedor for a payer without either (the API refuses an empty cpf)', async () => {
    const client = new PixClient(500);
    const credentials = pixSettingFor(fake.url);
    const devedorFor = async (reference: string, document: string) => {
      await client.createCharge(credentials, {
        reference,
        amountCents: 1_000,
        payer: { name: 'Ana Cliente', document },
        description: 'Pedido 1',
      });
      return (await readCob(fake.url, reference)).devedor;
    };
    expect(await devedorFor('DEVEDOR000000000000000000001', '529.982.247-25')).toEqual({
      cpf: '52998224725',
      nome: 'Ana Cliente',
    });
    expect(await devedorFor('DEVEDOR000000000000000000002', '12.345.678/0001-95')).toEqual({
      cnpj: '12345678000195',
      nome: 'Ana Cliente',
    });
    expect(await devedorFor('DEVEDOR000000000000000000003', '')).toBeUndefined();
    expect(await devedorFor('DEVEDOR000000000000000000004', '1234')).toBeUndefined();
  });

  it('gives money back with the BCB devolução call, and reports refused client credentials', async () => {
    const client = new PixClient(500);
    const credentials = pixSettingFor(fake.url);
    await client.refund(credentials, 'E12345678202611251800abcdefghijk', 'D1pedido42', 27_600);
    expect(fake.requests).toContain('/pix/v2/pix/E12345678202611251800abcdefghijk/devolucao/D1pedido42');
    await expect(client.readCharge({ ...credentials, clientSecret: 'errado' }, 'x'.repeat(32))).rejects.toMatchObject({
      kind: 'refused',
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentStates } from '../../../shared/schemas/payments.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { readCob } from '../../test/fake-pix.js';
import { paymentsSuite } from '../../test/payments-app.js';
import { openShop } from '../store/store.fixture.js';
import { findOrderPayment } from './payments.repo.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { loginCookie } from '../../test/test-app.js';
import { writeStoreSettings } from '../../test/store-settings.js';
import { cardWorld } from './card.fixture.js';
import { pixFixture } from './pix.fixture.js';
import { PixPayments } from './pix.service.js';

/**
 * The edges of Pix the main test does not look at: the charge as the PSP receives it, the webhook's
 * address registered once, a charge that needs no issuing, and what each notification logs.
 */
const suite = paymentsSuite();
let shop: Awaited<ReturnType<typeof openShop>>;
let pix: ReturnType<typeof pixFixture>;

beforeAll(async () => {
  pix = pixFixture(suite.t, suite.fake);
  shop = await openShop(suite.t, {}, { fpg: { formas: ['D', 'O', 'P', 'X'] } });
  await pix.saveSetting(shop.tenant);
});

const db = () => suite.t.database.db;
const pixOrder = () => pix.order(shop);
const callsTo = (part: string) => suite.fake.requests.filter((path) => path.includes(part)).length;
const logged = (msg: string) => suite.lines.map((line) => JSON.parse(line)).filter((line) => line.msg === msg);

describe('the charge at the PSP', () => {
  it('has a txid of 32 letters and digits and names the order; the webhook address is given once', async () => {
    const hooksBefore = callsTo('/v2/webhook/');
    const first = await pixOrder();
    const second = await pixOrder();
    expect(callsTo('/v2/webhook/') - hooksBefore).toBe(1);
    for (const { pedido, charge } of [first, second]) {
      expect(charge.providerRef).toMatch(/^[A-Za-z0-9]{32}$/);
      expect((await readCob(suite.fake.url, charge.providerRef)).solicitacaoPagador).toBe(`Pedido ${pedido}`);
    }
  });

  it('is not asked for again when it was issued, or when it is no longer waiting', async () => {
    const { pedido, charge } = await pixOrder();
    const service = pix.service();
    const reads = () => callsTo(`/v2/cob/${charge.providerRef}`);
    const before = reads();
    expect(await service.issue(shop.tenant.id, pedido, undefined)).toBe(true);
    await db()
      .update(payments)
      .set({ copyPaste: null, state: paymentStates.expired })
      .where(eq(payments.id, charge.id));
    expect(await service.issue(shop.tenant.id, pedido, undefined)).toBe(true);
    expect(reads()).toBe(before);
    expect((await findOrderPayment(db(), shop.tenant.id, pedido))?.copyPaste).toBeNull();
  });

  it('is registered on the public address without a trailing slash', () => {
    const service = pix.service();
    const secret = service.webhookSecret(shop.tenant.id);
    expect(secret).toBeTruthy();
    expect(service.webhookUrl(shop.tenant.id, 'https://loja.exemplo.com.br//')).toBe(
      `https://loja.exemplo.com.br/api/pagamentos/pix/webhook/${secret}`,
    );
    expect(service.webhookUrl(shop.tenant.id, undefined)).toBeUndefined();
  });
});

describe("the company's Pix credentials", () => {
  const complete = { url: 'https://psp.test/v2', clientId: 'id', clientSecret: 'segredo', chave: 'loja@pix.test' };
  const companyWith = async (value: Record<string, string>) => {
    const { id } = await insertTenant(db());
    await writeStoreSettings(db(), id, { key: 'pix', value });
    return id;
  };

  it('are given only when the address, the client id and secret and the key are all filled in', async () => {
    const service = pix.service();
    expect(await service.credentials(await companyWith(complete))).toMatchObject(complete);
    for (const name of Object.keys(complete)) {
      const blank = await companyWith({ ...complete, [name]: '  ' });
      expect(await service.credentials(blank), name).toBeUndefined();
    }
  });

  it('are not given when they were sealed with another key than the server has', async () => {
    expect(await pix.service().credentials(shop.tenant.id)).toBeDefined();
    const otherKey = new PixPayments({ ...pix.deps(), settingsKey: Buffer.alloc(32, 9) });
    expect(await otherKey.credentials(shop.tenant.id)).toBeUndefined();
  });
});

describe('the status read', () => {
  it('answers no boleto fields for a Pix, and asks the PSP nothing once the Pix is paid', async () => {
    const { pedido, charge } = await pixOrder();
    const read = () => shop.send('GET', `/api/pagamentos/pedido/${pedido}`, 'ana');
    expect((await read()).body).toMatchObject({
      copiaECola: expect.stringMatching(/^000201/),
      linhaDigitavel: null,
      vencimento: null,
      urlBoleto: null,
    });
    await db()
      .update(payments)
      .set({ state: paymentStates.paid, updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, charge.id));
    const asked = callsTo(`/v2/cob/${charge.providerRef}`);
    expect((await read()).body.situacao).toBe(paymentStates.paid);
    expect(callsTo(`/v2/cob/${charge.providerRef}`)).toBe(asked);
  });
});

describe('a cancellation', () => {
  it('leaves the payment status of an order without any charge as it was', async () => {
    const { pedido } = await pix.buy(shop, 'D');
    expect(await findOrderPayment(db(), shop.tenant.id, pedido)).toBeUndefined();
    const orderNow = async () =>
      (
        await db()
          .select({ status: orders.status, paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, pedido)))
      )[0];
    // The shop's own boleto, to be received: no charge at a provider to close.
    expect((await orderNow())?.paymentStatus).toBe('A receber');
    const admin = await insertOperator(db(), shop.tenant.id, { role: 'admin' });
    const cancel = cardWorld(() => suite.t).cancel;
    const cancelled = await cancel(shop, await loginCookie(suite.t, admin.email, shop.tenant.alias), pedido);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await orderNow()).toEqual({ status: 'Cancelado', paymentStatus: 'A receber' });
  });
});

describe('what a notification logs', () => {
  it('logs a payment and its repeat as info, another amount and an unknown txid as a warning', async () => {
    const { charge } = await pixOrder();
    const notice = (endToEndId: string, valor: string, txid = charge.providerRef) => ({
      endToEndId,
      txid,
      valor,
      horario: '2026-12-02T10:00:00Z',
    });
    const path = pix.webhookPath(shop.tenant.id);
    suite.lines.length = 0;
    const reply = await pix.postWebhook(
      path,
      [
        notice('E-menos', '1.00'),
        notice('E-certo', '276.00'),
        notice('E-certo', '276.00'),
        notice('E-nada', '276.00', 'X'.repeat(32)),
      ],
      shop.tenant.alias,
    );
    expect(reply.json()).toEqual({ ok: true });
    expect(logged('pix webhook').map((line) => [line.outcome, line.level])).toEqual([
      ['amount_mismatch', 40],
      ['paid', 30],
      ['duplicate', 30],
      ['unknown', 40],
    ]);
    const forged = path.replace(/\.[^/]+\/pix$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pix');
    expect((await pix.postWebhook(forged, [notice('E-x', '1.00')], shop.tenant.alias)).statusCode).toBe(401);
    expect(logged('pix webhook with a bad secret refused').map((line) => line.level)).toEqual([40]);
  });
});

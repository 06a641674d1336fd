import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { AppError } from '../../http/errors.js';
import { insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import type { CardPayments } from './card.service.js';
import { CardWebhooks } from './card-webhooks.js';
import type { MoipPaymentsClient } from './moip-payments-client.js';
import type { PagSeguroOrdersClient } from './pagseguro-orders-client.js';
import type { ChargeView } from './payment-provider.js';
import { eventsOf, findOrderPayment, insertPayment, type PaymentRow } from './payments.repo.js';
import { webhookSecret } from './webhook-secret.js';

/**
 * Cielo's notifications followed against a provider played by the test: each charge's state there
 * (`views`, by the provider's id) meets the row's state here, and each meeting has its outcome and
 * the level it is logged at. The rows are a company's own, written directly.
 */
const key = Buffer.alloc(32, 7);
const logged: Array<{ level: string; msg: string; outcome?: string }> = [];
const logAt =
  (level: string) =>
  (first: object | string, msg?: string): void => {
    logged.push(typeof first === 'string' ? { level, msg: first } : { level, msg: msg ?? '', ...first });
  };
const log = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') } as unknown as FastifyBaseLogger;

const views = new Map<string, ChargeView | 'down'>();
/** Whether the company has the provider's credentials; Moip's notification tokens; PagBank's signature check. */
let connected = true;
let moipTokens: string[] | 'down' = [];
let signedByPagBank = false;
const cards = {
  credentials: () => Promise.resolve(connected ? { merchantId: 'loja' } : undefined),
  adapter: () => ({
    verifyWebhook: (expected: string, presented: string) => expected === presented,
    readPayment: (_credentials: unknown, id: string) => {
      const view = views.get(id);
      return view === 'down' ? Promise.reject(new GatewayError('unavailable', 'Cielo fora')) : Promise.resolve(view);
    },
  }),
} as unknown as CardPayments;

let database: Database;
let tenantId: number;
let webhooks: CardWebhooks;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: tenantId } = await insertTenant(database.db));
  const deps = {
    db: database.db,
    mail: new MailService(database.db, undefined, 'Balcão <loja@balcao.test>'),
    settingsKey: key,
    pagseguro: { signed: () => signedByPagBank } as unknown as PagSeguroOrdersClient,
    moip: {
      notificationTokens: () =>
        moipTokens === 'down'
          ? Promise.reject(new GatewayError('unavailable', 'Moip fora'))
          : Promise.resolve(moipTokens),
    } as unknown as MoipPaymentsClient,
    log,
  };
  webhooks = new CardWebhooks(deps, cards);
});
afterAll(() => database.close());

let refs = 0;
/** A placed order with a card charge in `state`, and the provider's id of that charge. */
async function charge(state: PaymentState, provider = 'cielo'): Promise<{ row: PaymentRow; paymentId: string }> {
  const order = await insertOrder(database.db, tenantId, { paymentStatus: state });
  const row = await insertPayment(database.db, {
    tenantId,
    orderId: order.id,
    provider,
    method: 'O',
    providerRef: `REF${++refs}`,
    amountCents: 27_600,
    state,
    payerName: 'Ana',
    payerDocument: '52998224725',
  });
  return { row, paymentId: `PAY${refs}` };
}

const secret = () => webhookSecret(key, 'cielo', tenantId) ?? '';
/** Cielo notifies `paymentId`; the outcomes and levels logged for it. */
async function notify(paymentId: string) {
  logged.length = 0;
  await webhooks.cielo(secret(), { PaymentId: paymentId, ChangeType: 1 });
  return logged.filter((line) => line.msg === 'card webhook').map((line) => [line.outcome, line.level]);
}
const seen = (row: PaymentRow, paymentId: string, state: PaymentState) =>
  views.set(paymentId, { state, reference: row.providerRef, settlements: [] });
const orderStatusOf = async (row: PaymentRow) =>
  (
    await database.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, row.orderId)))
  )[0]?.paymentStatus;

describe("a placed order's card charge refunded at the provider", () => {
  it("is marked 'Estornado' with its order, once", async () => {
    const { row, paymentId } = await charge(paymentStates.paid);
    seen(row, paymentId, paymentStates.refunded);
    expect(await notify(paymentId)).toEqual([['refunded', 'info']]);
    expect(await findOrderPayment(database.db, tenantId, row.orderId)).toMatchObject({
      state: paymentStates.refunded,
      reason: m.refundedReason,
    });
    expect(await orderStatusOf(row)).toBe(paymentStates.refunded);
    expect((await eventsOf(database.db, tenantId, row.id)).map((e) => e.kind)).toEqual(['refunded']);
    expect(await notify(paymentId)).toEqual([['duplicate', 'info']]);
    expect(await eventsOf(database.db, tenantId, row.id)).toHaveLength(1);
  });

  it('changes nothing while the charge here is not paid', async () => {
    const { row, paymentId } = await charge(paymentStates.refused);
    seen(row, paymentId, paymentStates.refunded);
    expect(await notify(paymentId)).toEqual([['pending', 'info']]);
    expect(await findOrderPayment(database.db, tenantId, row.orderId)).toMatchObject({ state: paymentStates.refused });
    expect(await eventsOf(database.db, tenantId, row.id)).toEqual([]);
  });
});

describe('a charge paid at the provider', () => {
  it('is logged as an error when it was closed here: someone must give the money back', async () => {
    for (const state of [paymentStates.refused, paymentStates.expired, paymentStates.refunded]) {
      const { row, paymentId } = await charge(state);
      seen(row, paymentId, paymentStates.paid);
      expect(await notify(paymentId), state).toEqual([['paid after closed', 'error']]);
      expect((await findOrderPayment(database.db, tenantId, row.orderId))?.state).toBe(state);
    }
  });

  it('leaves an attempt still waiting untouched (the checkout may be reading that reply)', async () => {
    const { row, paymentId } = await charge(paymentStates.awaiting);
    seen(row, paymentId, paymentStates.paid);
    expect(await notify(paymentId)).toEqual([['paid, no order yet', 'info']]);
    const after = await findOrderPayment(database.db, tenantId, row.orderId);
    expect(after).toEqual(row);
  });

  it('changes nothing for an attempt the provider has not paid (refused or still open there)', async () => {
    const refused = await charge(paymentStates.awaiting);
    seen(refused.row, refused.paymentId, paymentStates.refused);
    expect(await notify(refused.paymentId)).toEqual([['pending', 'info']]);
    const open = await charge(paymentStates.awaiting);
    seen(open.row, open.paymentId, paymentStates.awaiting);
    expect(await notify(open.paymentId)).toEqual([['duplicate', 'info']]);
    for (const { row } of [refused, open])
      expect(await findOrderPayment(database.db, tenantId, row.orderId)).toEqual(row);
  });

  it('is a repeat when paid here too', async () => {
    const { row, paymentId } = await charge(paymentStates.paid);
    seen(row, paymentId, paymentStates.paid);
    expect(await notify(paymentId)).toEqual([['duplicate', 'info']]);
  });
});

describe('a notification that cannot be followed', () => {
  it('is logged as a warning when the provider knows no charge of ours by that id', async () => {
    expect(await notify('PAY-NONE')).toEqual([['unknown', 'warn']]);
    const { row, paymentId } = await charge(paymentStates.awaiting);
    views.set(paymentId, { state: paymentStates.paid, reference: `${row.providerRef}-OUTRO`, settlements: [] });
    expect(await notify(paymentId)).toEqual([['unknown', 'warn']]);
  });

  it('is answered 503 when the provider does not answer, so it notifies again', async () => {
    views.set('PAY-DOWN', 'down');
    logged.length = 0;
    const call = webhooks.cielo(secret(), { PaymentId: 'PAY-DOWN', ChangeType: 1 });
    await expect(call).rejects.toMatchObject({ status: 503, message: m.cardUnavailable });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'card webhook not read back', paymentId: 'PAY-DOWN' }),
    );
  });

  it('is refused (401) with a secret of another company or none of ours', async () => {
    logged.length = 0;
    const other = webhookSecret(key, 'cielo', tenantId + 1) ?? '';
    for (const bad of [`${tenantId}.x`, other.replace(/^\d+/, String(tenantId)), 'nada']) {
      const call = webhooks.cielo(bad, { PaymentId: 'PAY1', ChangeType: 1 });
      await expect(call).rejects.toBeInstanceOf(AppError);
      await expect(call).rejects.toMatchObject({ status: 401, message: m.badSignature });
    }
    expect(logged.map((line) => [line.level, line.msg])).toEqual(
      Array.from({ length: 3 }, () => ['warn', 'cielo webhook with a bad secret refused']),
    );
  });
});

describe('Moip and PagBank notifications', () => {
  const moipSecret = () => webhookSecret(key, 'moip', tenantId) ?? '';
  const pagSecret = () => webhookSecret(key, 'pagseguro', tenantId) ?? '';
  const moipBody = (id?: string) => ({ event: 'PAYMENT.REFUNDED', resource: id ? { payment: { id } } : {} });
  const lines = () => logged.map(({ level, msg, outcome }) => [level, msg, ...(outcome ? [outcome] : [])]);
  beforeEach(() => {
    logged.length = 0;
    connected = true;
    moipTokens = [];
    signedByPagBank = false;
  });

  it("follows Moip's notification signed with any of the account's preference tokens", async () => {
    const { row, paymentId } = await charge(paymentStates.paid, 'moip');
    seen(row, paymentId, paymentStates.refunded);
    moipTokens = ['token-antigo', 'token-atual'];
    expect(await webhooks.moip(moipSecret(), 'token-atual', moipBody(paymentId) as never)).toEqual({ ok: true });
    expect(lines()).toEqual([['info', 'card webhook', 'refunded']]);
    expect((await findOrderPayment(database.db, tenantId, row.orderId))?.state).toBe(paymentStates.refunded);
    // A notification about no payment (an order's event) is taken and follows nothing.
    logged.length = 0;
    expect(await webhooks.moip(moipSecret(), 'token-atual', moipBody() as never)).toEqual({ ok: true });
    expect(logged).toEqual([]);
  });

  it("refuses Moip's notification with another token, or for a company without Moip (401)", async () => {
    moipTokens = ['token-atual'];
    for (const [isConnected, authorization] of [
      [true, 'token-forjado'],
      [true, ''],
      [false, 'token-atual'],
    ] as const) {
      connected = isConnected;
      const call = webhooks.moip(moipSecret(), authorization, moipBody('PAY1'));
      await expect(call).rejects.toMatchObject({ status: 401, message: m.badSignature });
    }
    expect(logged).toEqual(
      Array.from({ length: 3 }, () => ({
        level: 'warn',
        msg: 'moip webhook with a bad authorization token refused',
        tenantId,
      })),
    );
  });

  it('answers 503 when Moip does not say which tokens are its own, so it notifies again', async () => {
    moipTokens = 'down';
    const call = webhooks.moip(moipSecret(), 'token-atual', moipBody('PAY1'));
    await expect(call).rejects.toMatchObject({ status: 503, message: m.cardUnavailable });
    expect(logged).toEqual([
      { level: 'warn', msg: 'moip notification preferences not read', tenantId, reason: 'Moip fora' },
    ]);
  });

  it("follows each charge of PagBank's signed notification; an unsigned one is refused (401)", async () => {
    const first = await charge(paymentStates.paid, 'pagseguro');
    const second = await charge(paymentStates.paid, 'pagseguro');
    for (const { row, paymentId } of [first, second]) seen(row, paymentId, paymentStates.refunded);
    const notice = {
      body: { charges: [{ id: first.paymentId }, { id: second.paymentId }] },
      raw: '{}',
      signature: 'assinatura',
    };
    await expect(webhooks.pagseguro(pagSecret(), notice as never)).rejects.toMatchObject({ status: 401 });
    expect(lines()).toEqual([['warn', 'pagseguro webhook with a bad authenticity token refused']]);
    expect(logged[0]).toMatchObject({ tenantId });
    signedByPagBank = true;
    connected = false;
    await expect(webhooks.pagseguro(pagSecret(), notice as never)).rejects.toMatchObject({ status: 401 });
    logged.length = 0;
    connected = true;
    expect(await webhooks.pagseguro(pagSecret(), notice as never)).toEqual({ ok: true });
    expect(lines()).toEqual([
      ['info', 'card webhook', 'refunded'],
      ['info', 'card webhook', 'refunded'],
    ]);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages as m, paymentStates, type PaymentState } from '../../../shared/schemas/payments.js';
import { orders } from '../../db/schema/orders.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { paymentsSuite } from '../../test/payments-app.js';
import type { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import { openShop } from '../store/store.fixture.js';
import { recheckCharge, type ChargeReader } from './charge-recheck.js';
import type { ChargeView } from './payment-provider.js';
import { findOrderPayment, type PaymentRow } from './payments.repo.js';
import { pixFixture } from './pix.fixture.js';

/**
 * recheckCharge on its own: a waiting Pix of a real order, and a provider played by the test (what
 * it answers, whether it answers), so each branch of "ask the provider, then apply" is seen.
 */
const suite = paymentsSuite();
let shop: Awaited<ReturnType<typeof openShop>>;
let psp: ReturnType<typeof pixFixture>;
let flushes = 0;
let queued = 0;
const AMOUNT = 27_600;

beforeAll(async () => {
  shop = await openShop(suite.t, {}, { fpg: { formas: ['D', 'O', 'P', 'X'] } });
  psp = pixFixture(suite.t, suite.fake);
  await psp.saveSetting(shop.tenant);
});
beforeEach(() => {
  flushes = 0;
  queued = 0;
});

const db = () => suite.t.database.db;
/** A mail service that counts: the mails are the outcome's, the flush is recheck's own. */
const mail = {
  queue: () => {
    queued++;
    return Promise.resolve();
  },
  flush: () => {
    flushes++;
    return Promise.resolve();
  },
} as unknown as MailService;
const deps = () => ({ db: db(), mail, log: suite.t.app.log });

/** A new Pix order, its charge read back a minute old (past the recheck interval) unless told. */
async function waitingCharge(change: Partial<typeof payments.$inferInsert> = {}): Promise<PaymentRow> {
  const { charge: row } = await psp.order(shop);
  await db()
    .update(payments)
    .set({ updatedAt: new Date(Date.now() - 60_000), ...change })
    .where(eq(payments.id, row.id));
  return (await findOrderPayment(db(), shop.tenant.id, row.orderId)) as PaymentRow;
}
const current = async (p: PaymentRow) => (await findOrderPayment(db(), p.tenantId, p.orderId)) as PaymentRow;
const orderOf = async (p: PaymentRow) =>
  (
    await db()
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, p.tenantId), eq(orders.id, p.orderId)))
  )[0];
const eventsOf = async (p: PaymentRow) =>
  (await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id)).orderBy(paymentEvents.id)).map(
    (e) => e.kind,
  );

type Answer = ChargeView | Error | undefined;
/** A provider with credentials (unless `credentials` is false) that answers `answer`, counting reads. */
function provider(answer: Answer, credentials = true) {
  const asked = { reads: 0 };
  const reader: ChargeReader = {
    credentials: () => Promise.resolve(credentials ? { chave: 'x' } : undefined),
    read: () => {
      asked.reads++;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { reader, asked };
}
const view = (settlements: ChargeView['settlements'], state: PaymentState = paymentStates.awaiting): ChargeView => ({
  state,
  settlements,
});
const pix = (eventId: string, amountCents = AMOUNT) => ({ eventId, amountCents, at: '2026-12-02T10:00:00Z' });

describe('when the provider is asked', () => {
  it('asks again only after 10 s on a status read, at once when forced or when the charge is due', async () => {
    const fresh = await waitingCharge({ updatedAt: new Date() });
    const { reader, asked } = provider(view([]));
    expect(await recheckCharge(deps(), reader, fresh)).toBe(false);
    expect(asked.reads).toBe(0);
    expect(await recheckCharge(deps(), reader, fresh, true)).toBe(false);
    expect(asked.reads).toBe(1);
    const due = await waitingCharge({ updatedAt: new Date(), expiresAt: new Date(Date.now() - 1_000) });
    expect(await recheckCharge(deps(), reader, due)).toBe(true);
    expect(asked.reads).toBe(2);
    expect((await current(due)).state).toBe(paymentStates.expired);
  });

  it('changes nothing but the time of the try when there are no credentials or the provider fails', async () => {
    for (const [answer, credentials] of [
      [view([pix('E1')]), false],
      [new GatewayError('unavailable', 'sem resposta'), true],
    ] as const) {
      const charge = await waitingCharge({ expiresAt: new Date(Date.now() - 1_000) });
      const { reader } = provider(answer, credentials);
      expect(await recheckCharge(deps(), reader, charge)).toBe(false);
      const after = await current(charge);
      expect(after.state).toBe(paymentStates.awaiting);
      expect(after.updatedAt.getTime()).toBeGreaterThan(charge.updatedAt.getTime());
      expect(await eventsOf(charge)).toEqual([]);
    }
    const logged = suite.lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'status not read');
    expect(logged).toMatchObject({ level: 40, provider: 'pix', reason: 'sem resposta' });
  });

  it('lets any other error through', async () => {
    const charge = await waitingCharge();
    await expect(recheckCharge(deps(), provider(new Error('defeito')).reader, charge)).rejects.toThrow('defeito');
  });
});

describe('what an answer changes', () => {
  it('pays the order with the first settlement of the right amount, after keeping one that differs', async () => {
    const charge = await waitingCharge();
    const { reader } = provider(view([pix('E-menos', 100), pix('E-certo'), pix('E-depois')], paymentStates.paid));
    expect(await recheckCharge(deps(), reader, charge)).toBe(true);
    expect(await current(charge)).toMatchObject({ state: paymentStates.paid, endToEndId: 'E-certo' });
    expect(await eventsOf(charge)).toEqual(['amount_mismatch', 'paid']);
    expect((await orderOf(charge))?.paymentStatus).toBe(paymentStates.paid);
    expect(flushes).toBe(1);
  });

  it('keeps a wrong amount as the reason, unpaid and not changed, when the charge is not due', async () => {
    const charge = await waitingCharge();
    expect(await recheckCharge(deps(), provider(view([pix('E-menos-2', 100)])).reader, charge)).toBe(false);
    expect(await current(charge)).toMatchObject({
      state: paymentStates.awaiting,
      reason: m.amountMismatch('R$ 1,00', 'R$ 276,00'),
    });
    expect(flushes).toBe(0);
  });

  it('does not expire a due charge the provider says is paid (its settlement not listed yet)', async () => {
    const charge = await waitingCharge({ expiresAt: new Date(Date.now() - 1_000) });
    expect(await recheckCharge(deps(), provider(view([], paymentStates.paid)).reader, charge)).toBe(false);
    expect((await current(charge)).state).toBe(paymentStates.awaiting);
    expect((await orderOf(charge))?.status).not.toBe('Cancelado');
  });

  it('expires a due charge the provider has not seen paid, cancelling the order and telling the customer', async () => {
    const charge = await waitingCharge({ expiresAt: new Date(Date.now() - 1_000) });
    expect(await recheckCharge(deps(), provider(undefined).reader, charge)).toBe(true);
    expect(await current(charge)).toMatchObject({ state: paymentStates.expired, reason: m.expiredReason });
    expect(await orderOf(charge)).toMatchObject({ status: 'Cancelado', paymentStatus: paymentStates.expired });
    const [event] = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, charge.id));
    expect(event).toMatchObject({
      kind: 'expired',
      eventId: `expirado:${charge.providerRef}`,
      amountCents: AMOUNT,
      detail: { expiresAt: charge.expiresAt?.toISOString() },
    });
    expect([queued, flushes]).toEqual([1, 1]);
  });

  it('leaves alone a charge that changed while the provider was asked (a webhook paid it)', async () => {
    const charge = await waitingCharge({ expiresAt: new Date(Date.now() - 1_000) });
    await db().update(payments).set({ state: paymentStates.paid }).where(eq(payments.id, charge.id));
    expect(await recheckCharge(deps(), provider(view([pix('E-outro')])).reader, charge)).toBe(false);
    expect((await current(charge)).state).toBe(paymentStates.paid);
    expect(await eventsOf(charge)).toEqual([]);
    expect((await orderOf(charge))?.status).not.toBe('Cancelado');
  });
});

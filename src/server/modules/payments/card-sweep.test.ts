import { and, eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages as m, paymentStates } from '../../../shared/schemas/payments.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { MailService } from '../mail/index.js';
import { GatewayError } from '../payment-config/index.js';
import { CardSweep } from './card-sweep.js';
import { CardPayments } from './card.service.js';
import type { ChargeView } from './payment-provider.js';
import { eventsOf, findOrderPayment, insertPayment, type NewPayment, type PaymentRow } from './payments.repo.js';

/**
 * The sweep of lost card attempts on its own: rows written directly, a provider played by the test
 * (what it answers for each id, whether its void goes through), and each outcome with its log level.
 * The closing of an attempt is CardPayments' own (card.test.ts); here it is the real one.
 */
const logged: Array<{ level: string; msg: string; outcome?: string; paymentId?: number }> = [];
const logAt =
  (level: string) =>
  (first: object, msg: string): void => {
    logged.push({ level, msg, ...first });
  };
const log = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') } as unknown as FastifyBaseLogger;

/** What the provider answers for an id (a PaymentId or an order reference); 'down': it does not answer. */
const answers = new Map<string, ChargeView | 'down'>();
const asked: string[] = [];
const refunds: Array<[string, string, number]> = [];
/** The void at the provider: through, refused, or a step run while the call is under way. */
let voidCall: () => Promise<void> = () => Promise.resolve();
let connected = true;
const answer = (id: string) => {
  asked.push(id);
  const view = answers.get(id);
  return view === 'down' ? Promise.reject(new GatewayError('unavailable', 'operadora fora')) : Promise.resolve(view);
};
const adapter = {
  readPayment: (_c: unknown, id: string) => answer(id),
  readCharge: (_c: unknown, id: string) => answer(id),
  refund: async (_c: unknown, paymentId: string, ref: string, amountCents: number) => {
    await voidCall();
    refunds.push([paymentId, ref, amountCents]);
  },
};

let database: Database;
let tenantId: number;
let mail: MailService;
let sweep: CardSweep;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ id: tenantId } = await insertTenant(database.db, { alias: 'varredura', email: 'financeiro@varredura.test' }));
  mail = new MailService(database.db, undefined, 'Balcão <loja@balcao.test>');
  const deps = { db: database.db, log, mail };
  const cards = new CardPayments({ ...deps } as never);
  vi.spyOn(cards, 'credentials').mockImplementation(() =>
    Promise.resolve(connected ? { merchantId: 'loja' } : undefined),
  );
  vi.spyOn(cards, 'adapter').mockReturnValue(adapter as never);
  sweep = new CardSweep(deps, cards);
});
afterAll(() => database.close());
beforeEach(async () => {
  // Each test sweeps only its own attempts: those of earlier tests are closed first.
  await database.db
    .update(payments)
    .set({ state: paymentStates.refused })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.state, paymentStates.awaiting)));
  logged.length = 0;
  asked.length = 0;
  refunds.length = 0;
  answers.clear();
  voidCall = () => Promise.resolve();
  connected = true;
});

const MINUTE = 60_000;
let refs = 0;
/** A card attempt still waiting, last touched `minutesAgo` ago. */
async function attempt(minutesAgo: number, overrides: Partial<NewPayment> = {}): Promise<PaymentRow> {
  const order = await insertOrder(database.db, tenantId, { status: 'Pendente' });
  const row = await insertPayment(database.db, {
    tenantId,
    orderId: order.id,
    provider: 'cielo',
    method: 'O',
    providerRef: `CARTAO${++refs}`,
    amountCents: 27_600,
    state: paymentStates.awaiting,
    payerName: 'Ana',
    payerDocument: '52998224725',
    ...overrides,
  });
  await database.db
    .update(payments)
    .set({ updatedAt: new Date(Date.now() - minutesAgo * MINUTE) })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, row.id)));
  return row;
}
const rowOf = async (row: PaymentRow) => findOrderPayment(database.db, tenantId, row.orderId);
const outcomes = () => logged.filter((l) => l.msg === 'card sweep').map((l) => [l.paymentId, l.outcome, l.level]);
const paidView = (providerId: string, voidable = true): ChargeView => ({
  state: paymentStates.paid,
  providerId,
  voidable,
  cardMask: '401200******1112',
  settlements: [],
});
const storeNotices = async () =>
  (
    await database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.tenantId, tenantId))
      .orderBy(mailOutbox.id)
  ).map((row) => row.subject);

describe('which attempts a pass takes', () => {
  it('takes those untouched for 15 minutes, the oldest first, up to the limit', async () => {
    const fresh = await attempt(14);
    const older = await attempt(40);
    const old = await attempt(20);
    const oldest = await attempt(60);
    await attempt(30, { method: 'X', provider: 'cielo' });
    expect(await sweep.run(new Date(), 2)).toBe(2);
    expect(outcomes()).toEqual([
      [oldest.id, 'closed', 'info'],
      [older.id, 'closed', 'info'],
    ]);
    logged.length = 0;
    expect(await sweep.run()).toBe(1);
    expect(outcomes()).toEqual([[old.id, 'closed', 'info']]);
    expect((await rowOf(fresh))?.state).toBe(paymentStates.awaiting);
  });

  it('leaves an attempt of a company without credentials as it is, touched so the next pass moves on', async () => {
    connected = false;
    const row = await attempt(20);
    expect(await sweep.run()).toBe(0);
    expect(outcomes()).toEqual([[row.id, 'no credentials', 'info']]);
    const after = await rowOf(row);
    expect(after?.state).toBe(paymentStates.awaiting);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect(asked).toEqual([]);
  });
});

describe('an attempt asked at its provider', () => {
  it('is asked by its PaymentId when known, else by PagBank’s order id, else by our reference', async () => {
    const byPayment = await attempt(50, { endToEndId: 'PAY-1', providerOrder: 'ORDE_1' });
    const byOrder = await attempt(40, { provider: 'pagseguro', providerOrder: 'ORDE_2' });
    const byRef = await attempt(30);
    await sweep.run();
    expect(asked).toEqual(['PAY-1', 'ORDE_2', byRef.providerRef]);
    for (const row of [byPayment, byOrder, byRef]) expect((await rowOf(row))?.state).toBe(paymentStates.refused);
  });

  it('is closed without asking when PagBank never got its order (no card was sent)', async () => {
    const row = await attempt(20, { provider: 'pagseguro' });
    expect(await sweep.run()).toBe(1);
    expect(asked).toEqual([]);
    expect(await rowOf(row)).toMatchObject({ state: paymentStates.refused, reason: m.cardUnavailable });
    expect((await eventsOf(database.db, tenantId, row.id)).map((e) => e.kind)).toEqual(['not_received']);
  });

  it('stays waiting when the provider does not answer or has not finished it, and is asked again', async () => {
    const down = await attempt(30);
    const pending = await attempt(20);
    answers.set(down.providerRef, 'down');
    answers.set(pending.providerRef, { state: paymentStates.awaiting, settlements: [] });
    expect(await sweep.run()).toBe(0);
    expect(outcomes()).toEqual([
      [down.id, 'no answer', 'warn'],
      [pending.id, 'still pending', 'info'],
    ]);
    for (const row of [down, pending]) expect((await rowOf(row))?.state).toBe(paymentStates.awaiting);
  });

  it("is marked 'Estornado' when the provider voided it already, without a void of ours", async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, { state: paymentStates.refunded, settlements: [] });
    expect(await sweep.run()).toBe(0);
    expect(outcomes()).toEqual([[row.id, 'already voided', 'info']]);
    expect((await rowOf(row))?.state).toBe(paymentStates.refunded);
    expect(refunds).toEqual([]);
  });

  it('is closed with the reason the provider gives for a refusal', async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, { state: paymentStates.refused, reason: 'Cartão expirado', settlements: [] });
    expect(await sweep.run()).toBe(1);
    expect(await rowOf(row)).toMatchObject({ state: paymentStates.refused, reason: 'Cartão expirado' });
  });
});

describe('money held at the provider for no order', () => {
  it('is voided once, recorded with the sale and card, and the store is told', async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, paidView('PAY-HELD'));
    const flush = vi.spyOn(mail, 'flush');
    expect(await sweep.run()).toBe(1);
    expect(outcomes()).toEqual([[row.id, 'voided', 'info']]);
    expect(refunds).toEqual([['PAY-HELD', row.providerRef, 27_600]]);
    expect(await rowOf(row)).toMatchObject({
      state: paymentStates.refunded,
      endToEndId: 'PAY-HELD',
      cardMask: '401200******1112',
      voidingUntil: null,
    });
    expect((await eventsOf(database.db, tenantId, row.id)).map((e) => [e.kind, e.detail])).toEqual([
      ['voided_unplaced', { refundOf: 'PAY-HELD' }],
    ]);
    expect(await storeNotices()).toContain('Venda no cartão cancelada sem pedido: R$ 276,00 de CONSUMIDOR');
    expect(flush).toHaveBeenCalled();
    flush.mockRestore();
  });

  it('names the card the attempt knew, in the row and to the store, when the provider does not mask it again', async () => {
    const row = await attempt(20, { cardMask: '555566******8884' });
    answers.set(row.providerRef, { ...paidView('PAY-NOMASK'), cardMask: undefined });
    expect(await sweep.run()).toBe(1);
    expect(await rowOf(row)).toMatchObject({ state: paymentStates.refunded, cardMask: '555566******8884' });
    const [notice] = await database.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, tenantId), like(mailOutbox.html, '%PAY-NOMASK%')));
    expect(notice?.html).toContain('555566******8884');
  });

  it('is not voided when the provider says it cannot be (captured long ago, say): the attempt is closed', async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, paidView('PAY-LOCKED', false));
    expect(await sweep.run()).toBe(1);
    expect(refunds).toEqual([]);
    expect((await rowOf(row))?.state).toBe(paymentStates.refused);
  });

  it('keeps its lease when the void fails: no checkout places an order on it before the next pass', async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, paidView('PAY-STUCK'));
    voidCall = () => Promise.reject(new GatewayError('unavailable', 'operadora fora'));
    expect(await sweep.run()).toBe(0);
    expect(outcomes()).toEqual([[row.id, 'void failed', 'warn']]);
    const after = await rowOf(row);
    expect(after?.state).toBe(paymentStates.awaiting);
    expect(after?.voidingUntil?.getTime()).toBeGreaterThan(Date.now() + MINUTE);
  });

  it('placed meanwhile as an order: the order says ‘Estornado’ and the store is told to settle it', async () => {
    const row = await attempt(20);
    answers.set(row.providerRef, paidView('PAY-RACE'));
    // The checkout places the order on the same sale while the void is under way (its lease had ended).
    voidCall = async () => {
      await database.db
        .update(payments)
        .set({ state: paymentStates.paid, voidingUntil: null })
        .where(and(eq(payments.tenantId, tenantId), eq(payments.id, row.id)));
    };
    expect(await sweep.run()).toBe(0);
    expect(outcomes()).toEqual([[row.id, 'voided after its lease', 'warn']]);
    expect((await rowOf(row))?.state).toBe(paymentStates.refunded);
    const [order] = await database.db
      .select({ paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, row.orderId)));
    expect(order?.paymentStatus).toBe(paymentStates.refunded);
    expect((await eventsOf(database.db, tenantId, row.id)).map((e) => [e.kind, e.eventId])).toEqual([
      ['voided_after_placed', `estorno-pedido:${row.providerRef}`],
    ]);
    expect(await storeNotices()).toContain(
      `Pedido nº ${row.orderId} com a venda no cartão estornada: confira antes de entregar`,
    );
  });
});

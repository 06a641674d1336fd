import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentStates } from '../../../shared/schemas/payments.js';
import { queryRows, type Database, type Db } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';
import { insertOrder, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import {
  appendEvent,
  claimRegistration,
  eventsOf,
  findPaidCharge,
  holdsRegistration,
  insertPayment,
  isBeingVoided,
  leaseForVoid,
  lockPaymentSkipping,
  lockWaitingCharges,
  openCharges,
  releaseRegistration,
  type NewPayment,
  type PaymentRow,
} from './payments.repo.js';

/**
 * The charges' SQL on its own, on two companies whose orders carry the same kinds of charges: the
 * leases by the database's clock (their length in seconds), the claims as tokens, the events kept once,
 * and — on PostgreSQL, where two transactions really run at once — which reads lock and which skip.
 */
let database: Database;
let tenantId: number;
let otherTenantId: number;
let orderId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = (await insertTenant(db(), { alias: 'cobrancas' })).id;
  otherTenantId = (await insertTenant(db(), { alias: 'vizinha-cobrancas' })).id;
});
afterAll(() => database.close());
beforeEach(async () => {
  orderId = (await insertOrder(db(), tenantId)).id;
});

const db = (): Db => database.db;
let refs = 0;
const charge = (overrides: Partial<NewPayment> = {}) =>
  insertPayment(db(), {
    tenantId,
    orderId,
    provider: 'cielo',
    method: 'D',
    providerRef: `ref-${++refs}`,
    amountCents: 10_000,
    state: paymentStates.awaiting,
    payerName: 'Ana',
    payerDocument: '12345678909',
    ...overrides,
  });
/** The database's clock, in ms since the epoch. */
const dbNow = async () => {
  const [row] = await queryRows<{ now: string }>(db(), sql`SELECT (extract(epoch FROM now()) * 1000)::text AS now`);
  return Number(row?.now);
};
const read = async (row: PaymentRow) =>
  (
    await db()
      .select()
      .from(payments)
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, row.id)))
  )[0];

describe('a void lease', () => {
  it('lasts the milliseconds asked, by the database clock, and is read as held until then', async () => {
    const row = await charge({ method: 'O' });
    expect(await isBeingVoided(db(), tenantId, row.id)).toBe(false);
    const before = await dbNow();
    await leaseForVoid(db(), tenantId, row.id, 30_000);
    const until = (await read(row))?.voidingUntil?.getTime() ?? 0;
    expect(until - before).toBeGreaterThanOrEqual(30_000 - 1_000);
    expect(until - before).toBeLessThanOrEqual(30_000 + 5_000);
    expect(await isBeingVoided(db(), tenantId, row.id)).toBe(true);
    // The same charge id read for the other company: not there, so not voided.
    expect(await isBeingVoided(db(), otherTenantId, row.id)).toBe(false);
  });

  it('keeps a charge being voided out of the open charges until the lease has passed', async () => {
    const voiding = await charge({ method: 'O' });
    const lapsed = await charge({ method: 'O' });
    const free = await charge({ method: 'O' });
    await charge({ method: 'O', provider: 'pagseguro' });
    await charge({ method: 'O', state: paymentStates.refused });
    await leaseForVoid(db(), tenantId, voiding.id, 60_000);
    await db()
      .update(payments)
      .set({ voidingUntil: new Date(Date.now() - 60_000) })
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, lapsed.id)));
    const open = await openCharges(db(), tenantId, orderId, 'cielo');
    expect(open.map((row) => row.id)).toEqual([lapsed.id, free.id]);
  });
});

describe('a registration claim', () => {
  it('lasts the milliseconds asked and is its own token: held by it, by no other date', async () => {
    const row = await charge();
    const before = await dbNow();
    const lease = await claimRegistration(db(), tenantId, row.id, 120_000);
    expect(lease).toBeInstanceOf(Date);
    const until = lease?.getTime() ?? 0;
    expect(until - before).toBeGreaterThanOrEqual(120_000 - 1_000);
    expect(until - before).toBeLessThanOrEqual(120_000 + 5_000);
    expect((await read(row))?.registeringUntil).toEqual(lease);
    expect(await holdsRegistration(db(), tenantId, row.id, lease as Date)).toBe(true);
    expect(await holdsRegistration(db(), tenantId, row.id, new Date(until + 1))).toBe(false);
    expect(await holdsRegistration(db(), otherTenantId, row.id, lease as Date)).toBe(false);
  });

  it('is given once until released by its own token or lapsed', async () => {
    const row = await charge();
    const lease = (await claimRegistration(db(), tenantId, row.id, 120_000)) as Date;
    expect(await claimRegistration(db(), tenantId, row.id, 120_000)).toBeUndefined();
    // Another token (a claim that lapsed and was taken again) releases nothing.
    await releaseRegistration(db(), tenantId, row.id, new Date(lease.getTime() - 1));
    expect(await claimRegistration(db(), tenantId, row.id, 120_000)).toBeUndefined();
    await releaseRegistration(db(), tenantId, row.id, lease);
    expect((await read(row))?.registeringUntil).toBeNull();
    const again = (await claimRegistration(db(), tenantId, row.id, 120_000)) as Date;
    expect(again).toBeInstanceOf(Date);
    await db()
      .update(payments)
      .set({ registeringUntil: new Date(Date.now() - 1_000) })
      .where(and(eq(payments.tenantId, tenantId), eq(payments.id, row.id)));
    expect(await claimRegistration(db(), tenantId, row.id, 120_000)).toBeInstanceOf(Date);
  });

  it('is never given for a boleto already registered, settled, or of another company', async () => {
    const registered = await charge({ copyPaste: '34191.79001 01043.510047 91020.150008 1 10010000010000' });
    const paid = await charge({ state: paymentStates.paid });
    expect(await claimRegistration(db(), tenantId, registered.id, 120_000)).toBeUndefined();
    expect(await claimRegistration(db(), tenantId, paid.id, 120_000)).toBeUndefined();
    const waiting = await charge();
    expect(await claimRegistration(db(), otherTenantId, waiting.id, 120_000)).toBeUndefined();
    expect((await read(waiting))?.registeringUntil).toBeNull();
  });
});

describe('provider events', () => {
  it('are kept once per company, provider and event id, and read back in order', async () => {
    const row = await charge();
    const event = (eventId: string, provider = 'cielo', tenant = tenantId) => ({
      tenantId: tenant,
      paymentId: row.id,
      provider,
      eventId,
      kind: 'paid',
      detail: { eventId },
    });
    expect(await appendEvent(db(), event('e-1'))).toBe(true);
    expect(await appendEvent(db(), event('e-1'))).toBe(false);
    expect(await appendEvent(db(), event('e-1', 'pix'))).toBe(true);
    expect(await appendEvent(db(), event('e-2'))).toBe(true);
    const kept = await eventsOf(db(), tenantId, row.id);
    expect(kept.map((e) => [e.provider, e.eventId])).toEqual([
      ['cielo', 'e-1'],
      ['pix', 'e-1'],
      ['cielo', 'e-2'],
    ]);
    expect(await eventsOf(db(), otherTenantId, row.id)).toEqual([]);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.tenantId, otherTenantId))).toEqual([]);
  });
});

describe("an order's waiting charges", () => {
  it('are its Pix and boleto charges still waiting, not a card attempt nor a settled one', async () => {
    const pix = await charge({ provider: 'pix', method: 'X' });
    const boleto = await charge();
    await charge({ method: 'O' });
    await charge({ provider: 'pix', method: 'X', state: paymentStates.paid });
    const waiting = await db().transaction((tx) => lockWaitingCharges(tx, tenantId, orderId));
    expect(waiting.map((row) => row.id).sort((a, b) => a - b)).toEqual([pix.id, boleto.id]);
    expect(await db().transaction((tx) => lockWaitingCharges(tx, otherTenantId, orderId))).toEqual([]);
  });
});

/** Two transactions at once, each on its own connection: PGlite runs one at a time, so PostgreSQL only. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('locks, on PostgreSQL', () => {
  /** Whether another transaction can lock the charge right now (NOWAIT: a held lock is an error at once). */
  const lockableElsewhere = (id: number) =>
    db()
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM payments WHERE tenant_id = ${tenantId} AND id = ${id} FOR UPDATE NOWAIT`);
      })
      .then(
        () => true,
        () => false,
      );
  /** Runs `hold` in a transaction and, while it is open, `meanwhile`. */
  const whileHeld = <T>(hold: (tx: Db) => Promise<unknown>, meanwhile: () => Promise<T>) =>
    db().transaction(async (tx) => {
      await hold(tx);
      return meanwhile();
    });

  it("reads the paid charge without locking it, unless asked to lock it for the caller's transaction", async () => {
    const paid = await charge({ state: paymentStates.paid });
    const plain = await whileHeld(
      (tx) => findPaidCharge(tx, tenantId, orderId),
      () => lockableElsewhere(paid.id),
    );
    expect(plain).toBe(true);
    const locked = await whileHeld(
      (tx) => findPaidCharge(tx, tenantId, orderId, true),
      () => lockableElsewhere(paid.id),
    );
    expect(locked).toBe(false);
  });

  it('skips a charge another transaction holds, instead of waiting for it', async () => {
    const row = await charge();
    const seen = await whileHeld(
      (tx) => tx.execute(sql`SELECT id FROM payments WHERE tenant_id = ${tenantId} AND id = ${row.id} FOR UPDATE`),
      () =>
        db().transaction(async (tx) => {
          // A lock wait would fail after a second rather than hang the test.
          await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
          return lockPaymentSkipping(tx, tenantId, row.id);
        }),
    );
    expect(seen).toBeUndefined();
    expect((await db().transaction((tx) => lockPaymentSkipping(tx, tenantId, row.id)))?.id).toBe(row.id);
  });
});

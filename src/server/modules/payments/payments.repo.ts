import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { paymentStates } from '../../../shared/schemas/payments.js';
import type { Db } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/payments.js';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPayment(tx: Db, row: NewPayment): Promise<PaymentRow> {
  const [saved] = await tx.insert(payments).values(row).returning();
  if (!saved) throw new Error('payment not saved');
  return saved;
}

/** The order's latest charge (a retried checkout keeps one row per charge). */
export async function findOrderPayment(db: Db, tenantId: number, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/**
 * The order's charges at one provider still waiting for an answer (card attempts whose reply was
 * lost), but for one the sweep is voiding right now: a retry then makes a new charge.
 */
export async function openCharges(db: Db, tenantId: number, orderId: number, provider: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        eq(payments.state, paymentStates.awaiting),
        or(isNull(payments.voidingUntil), lt(payments.voidingUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(payments.id));
}

/** The order's paid charge (what a cancellation gives back), optionally locked for the caller's transaction. */
export async function findPaidCharge(db: Db, tenantId: number, orderId: number, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.orderId, orderId), eq(payments.state, paymentStates.paid)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A charge by the provider's reference, locked for the caller's transaction. */
export async function lockPaymentByRef(tx: Db, tenantId: number, provider: string, ref: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.provider, provider), eq(payments.providerRef, ref)))
    .for('update');
  return row;
}

export async function updatePayment(tx: Db, tenantId: number, id: number, set: Partial<PaymentRow>): Promise<void> {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
}

/** Leases a card charge to the sweep for its void, until the database's clock passes `ms` from now. */
export async function leaseForVoid(tx: Db, tenantId: number, id: number, ms: number): Promise<void> {
  await tx
    .update(payments)
    .set({ voidingUntil: sql`now() + make_interval(secs => ${ms / 1000}::float8)`, updatedAt: new Date() })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
}

/**
 * Claims a waiting, unregistered boleto for its registration at the provider, until the database's
 * clock passes `ms` from now (one statement: two reads, or two servers, cannot both get it). The
 * lease's end, in whole milliseconds, is the claim's token; undefined: another holds it, or it is done.
 */
export async function claimRegistration(db: Db, tenantId: number, id: number, ms: number): Promise<Date | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      registeringUntil: sql`date_trunc('milliseconds', now() + make_interval(secs => ${ms / 1000}::float8))`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.id, id),
        eq(payments.state, paymentStates.awaiting),
        isNull(payments.copyPaste),
        or(isNull(payments.registeringUntil), lt(payments.registeringUntil, sql`now()`)),
      ),
    )
    .returning({ until: payments.registeringUntil });
  return row?.until ?? undefined;
}

/** The registration's claim given up (the provider did not answer): the next read may try again. */
export async function releaseRegistration(db: Db, tenantId: number, id: number, lease: Date): Promise<void> {
  await db
    .update(payments)
    .set({ registeringUntil: null })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id), eq(payments.registeringUntil, lease)));
}

/** Whether this claim (`lease`) on a charge still holds now, by the database's clock; lock the row first. */
export async function holdsRegistration(tx: Db, tenantId: number, id: number, lease: Date): Promise<boolean> {
  const [row] = await tx
    .select({ holds: sql<boolean>`${payments.registeringUntil} > now()` })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id), eq(payments.registeringUntil, lease)));
  return row?.holds ?? false;
}

/** Whether the sweep holds this charge's lease now (by the database's clock, as it was written). */
export async function isBeingVoided(tx: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ voiding: sql<boolean>`coalesce(${payments.voidingUntil} > now(), false)` })
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
  return row?.voiding ?? false;
}

// Stryker disable next-line ObjectLiteral: equivalent; the event index is the table's only unique key but its own id
const sameEvent = { target: [paymentEvents.tenantId, paymentEvents.provider, paymentEvents.eventId] };

/**
 * Appends what a provider told us; false when this event id was already kept (a repeated webhook),
 * so the caller changes nothing.
 */
export async function appendEvent(tx: Db, event: typeof paymentEvents.$inferInsert): Promise<boolean> {
  const added = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing(sameEvent)
    .returning({ id: paymentEvents.id });
  return added.length > 0;
}

export async function eventsOf(db: Db, tenantId: number, paymentId: number) {
  return db
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.tenantId, tenantId), eq(paymentEvents.paymentId, paymentId)))
    .orderBy(asc(paymentEvents.id));
}

/**
 * Charges of one method (X Pix, D boleto) of every tenant still waiting after their expiry: a sweep's
 * work list, the least recently asked first (one the sweep could not settle is touched and goes to
 * the back, so a few stuck charges never hold the others up).
 */
export async function overdueCharges(db: Db, method: string, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.state, paymentStates.awaiting), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** Locks one charge by id, skipping it when another server is already on it. */
export async function lockPaymentSkipping(tx: Db, tenantId: number, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Attempts at these providers still waiting and untouched since `before`, of every tenant: a card
 * charge whose reply was lost and that no retry came back for (the sweep's work list).
 */
export async function staleAttempts(db: Db, providers: string[], before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.provider, providers),
        eq(payments.method, 'O'),
        eq(payments.state, paymentStates.awaiting),
        lt(payments.updatedAt, before),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/** The order's Pix and boleto charges still waiting, locked: a cancelled order takes no payment after. */
export async function lockWaitingCharges(tx: Db, tenantId: number, orderId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.orderId, orderId),
        inArray(payments.method, ['X', 'D']),
        eq(payments.state, paymentStates.awaiting),
      ),
    )
    .for('update');
}

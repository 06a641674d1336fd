import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import type { Db } from '../../db/client.js';
import { reachableBy } from '../../db/access-scope.js';
import { discountApprovals, orders } from '../../db/schema/orders.js';
import { operators } from '../../db/schema/tenancy.js';
import { tenants } from '../../db/schema/tenants.js';

export type ApprovalRow = typeof discountApprovals.$inferSelect;
export type ApprovalRequest = Pick<
  ApprovalRow,
  'orderId' | 'requestedBy' | 'discountHundredths' | 'limitHundredths' | 'totalCents'
>;

/** The operator's cap (hundredths of a percent) and role; undefined when not the tenant's. */
export async function findOperatorCap(db: Db, tenantId: number, operatorId: number) {
  const [row] = await db
    .select({ id: operators.id, name: operators.name, role: operators.role, cap: operators.maxDiscountHundredths })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, operatorId)));
  return row;
}

export async function updateOperatorCap(db: Db, tenantId: number, operatorId: number, cap: number | null) {
  await db
    .update(operators)
    .set({ maxDiscountHundredths: cap })
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, operatorId)));
}

/** The order's latest request, with who decided it. */
export async function latestApproval(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select({ approval: discountApprovals, decidedByName: operators.name })
    .from(discountApprovals)
    .leftJoin(
      operators,
      and(eq(operators.tenantId, discountApprovals.tenantId), eq(operators.id, discountApprovals.decidedBy)),
    )
    .where(and(eq(discountApprovals.tenantId, tenantId), eq(discountApprovals.orderId, orderId)))
    .orderBy(desc(discountApprovals.id))
    .limit(1);
  return row;
}

/** Whether the viewer may see the order (the access policy), as for any order of theirs. */
export async function orderReachable(db: Db, viewer: Viewer, tenantId: number, orderId: number): Promise<boolean> {
  const [row] = await db
    // Stryker disable next-line ObjectLiteral: equivalent; any column proves the row is there.
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.id, orderId),
        reachableBy(viewer, { customer: sql`${orders.customerId}`, representative: sql`${orders.representativeId}` }),
      ),
    );
  return row !== undefined;
}

/**
 * Files the request, or brings the order's pending one up to date (one pending per order: the
 * partial unique index), so asking again never queues the same order twice.
 */
export async function upsertPending(db: Db, tenantId: number, request: ApprovalRequest): Promise<void> {
  const now = new Date();
  await db
    .insert(discountApprovals)
    .values({ tenantId, ...request, requestedAt: now })
    .onConflictDoUpdate({
      target: [discountApprovals.tenantId, discountApprovals.orderId],
      targetWhere: sql`status = 'pending'`,
      set: {
        requestedBy: request.requestedBy,
        discountHundredths: request.discountHundredths,
        limitHundredths: request.limitHundredths,
        totalCents: request.totalCents,
        requestedAt: now,
      },
    });
}

/**
 * Decides a pending request; only one decision wins (the row must still be pending), so two managers
 * at once cannot both decide it. Undefined when it was not pending (or not the tenant's).
 */
export async function decidePending(
  db: Db,
  tenantId: number,
  id: number,
  decision: { status: 'approved' | 'refused'; decidedBy: number; reason: string | null },
) {
  const [row] = await db
    .update(discountApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(discountApprovals.tenantId, tenantId),
        eq(discountApprovals.id, id),
        eq(discountApprovals.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findApproval(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(discountApprovals)
    .where(and(eq(discountApprovals.tenantId, tenantId), eq(discountApprovals.id, id)));
  return row;
}

/** The order's pending request, if any: what the managers were last told about it. */
export async function findPendingOf(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select({ discountHundredths: discountApprovals.discountHundredths })
    .from(discountApprovals)
    .where(
      and(
        eq(discountApprovals.tenantId, tenantId),
        eq(discountApprovals.orderId, orderId),
        eq(discountApprovals.status, 'pending'),
      ),
    );
  return row;
}

/** Who decides requests: the active managers and admins with an e-mail, but never the requester. */
export async function findDeciders(db: Db, tenantId: number, requesterId: number) {
  return db
    .select({ email: operators.email })
    .from(operators)
    .where(
      and(
        eq(operators.tenantId, tenantId),
        eq(operators.active, true),
        inArray(operators.role, ['manager', 'admin']),
        ne(operators.id, requesterId),
        sql`trim(${operators.email}) <> ''`,
      ),
    );
}

/** The company's trade name, for the subject of its mails. */
export async function findCompanyName(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ name: tenants.tradeName }).from(tenants).where(eq(tenants.id, tenantId));
  // Stryker disable next-line StringLiteral: equivalent; the company asking is there.
  return row?.name ?? '';
}

/** The requester's e-mail and name, to tell them the decision. */
export async function findRequester(db: Db, tenantId: number, operatorId: number) {
  const [row] = await db
    .select({ name: operators.name, email: operators.email })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, operatorId)));
  return row;
}

/** Decisions on the operator's requests not yet shown to them; marked shown in the same statement. */
export async function takeUnseenDecisions(db: Db, tenantId: number, operatorId: number) {
  return db
    .update(discountApprovals)
    .set({ sellerNotified: true })
    .where(
      and(
        eq(discountApprovals.tenantId, tenantId),
        eq(discountApprovals.requestedBy, operatorId),
        eq(discountApprovals.sellerNotified, false),
        sql`${discountApprovals.status} <> 'pending'`,
      ),
    )
    .returning();
}

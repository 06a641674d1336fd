import { sql } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import { reachableBy } from '../../db/access-scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { isOpenBudget, isSale } from '../../db/order-status-sql.js';
import { isLate } from '../../db/receivable-sql.js';

/** The figures count only what the viewer may reach (the access policy). */
export type DashboardScope = { tenantId: number; viewer: Viewer };

const ownOrders = (scope: DashboardScope) =>
  reachableBy(scope.viewer, { customer: sql`customer_id`, representative: sql`representative_id` });

export async function monthSales(db: Db, scope: DashboardScope, monthStart: string) {
  const [row] = await queryRows<{ count: string; total: string | null }>(
    db,
    sql`SELECT count(*) AS count, sum(total_cents) AS total FROM orders
        WHERE tenant_id = ${scope.tenantId} AND ${isSale(sql`status`)} AND issued_on >= ${monthStart}
          AND ${ownOrders(scope)}`,
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

export async function pendingBudgets(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM orders
        WHERE tenant_id = ${scope.tenantId} AND ${isOpenBudget(sql`status`)}
          AND ${ownOrders(scope)}`,
  );
  return Number(row?.count ?? 0);
}

export async function customerCount(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM customers
        WHERE tenant_id = ${scope.tenantId}
          AND ${reachableBy(scope.viewer, { customer: sql`id`, representative: sql`representative_id` })}`,
  );
  return Number(row?.count ?? 0);
}

export async function overdueReceivables(db: Db, scope: DashboardScope, graceDays: number) {
  const [row] = await queryRows<{ count: string; total: string | null }>(
    db,
    sql`SELECT count(*) AS count, sum(r.value_cents) AS total FROM receivables r
        JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
        WHERE r.tenant_id = ${scope.tenantId}
          AND ${isLate({ paidOn: sql`r.paid_on`, dueOn: sql`r.due_on`, graceDays: sql`${graceDays}::int` })}
          AND ${reachableBy(scope.viewer, { customer: sql`r.customer_id`, representative: sql`c.representative_id` })}`,
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

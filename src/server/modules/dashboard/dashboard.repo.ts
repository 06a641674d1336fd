import { sql } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { reachableBy } from '../../db/access-scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { isOpenBudget, isSale } from '../../db/order-status-sql.js';
import { isLate } from '../../db/receivable-sql.js';

/** The figures count only what the viewer may reach (the access policy). */
export type DashboardScope = { tenantId: number; viewer: Viewer };

/** Days from `from` (included) to `to` (excluded), 'YYYY-MM-DD'. */
export type DayRange = { from: string; to: string };

const ownOrders = (scope: DashboardScope, alias = sql`orders`) =>
  reachableBy(scope.viewer, { customer: sql`${alias}.customer_id`, representative: sql`${alias}.representative_id` });

/**
 * Sales of the viewer's reach in a range of days. Every query here bounds `issued_on` after
 * `tenant_id` and the status (or the representative), so it runs on orders_status_idx or
 * orders_representative_idx and reads only the range's orders.
 */
const salesIn = (scope: DashboardScope, range: DayRange, alias = sql`orders`) =>
  sql`${alias}.tenant_id = ${scope.tenantId} AND ${isSale(sql`${alias}.status`)}
      AND ${alias}.issued_on >= ${range.from} AND ${alias}.issued_on < ${range.to} AND ${ownOrders(scope, alias)}`;

/**
 * Sales of the viewer's reach in a range of days, from the BI summaries (migration 0025: one row per
 * day × store × representative × payment method × walk-in × status), which the caller brings up to
 * date first (bi's `catchUp`): a year of a large company is a few thousand rows instead of every order.
 */
const summarisedSalesIn = (scope: DashboardScope, range: DayRange) =>
  sql`tenant_id = ${scope.tenantId} AND ${isSale(sql`status`)} AND day >= ${range.from} AND day < ${range.to}
      AND ${reachableBy(scope.viewer, { customer: sql`NULL`, representative: sql`representative_id` })}`;

/** Sales per month ('YYYY-MM') in the range, count and value; months without sales are absent. */
export async function salesPerMonth(db: Db, scope: DashboardScope, range: DayRange) {
  const rows = await queryRows<{ month: string; count: string; total: string }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM') AS month, sum(orders) AS count, sum(value_cents) AS total FROM bi_order_days
        WHERE ${summarisedSalesIn(scope, range)} GROUP BY 1`,
  );
  return new Map(rows.map((row) => [row.month, { count: Number(row.count), totalCents: Number(row.total) }]));
}

/** A month's sales, whole and up to a day (`soFarTo`, excluded), in one pass over that month. */
export async function monthSalesSoFar(db: Db, scope: DashboardScope, month: DayRange, soFarTo: string) {
  const [row] = await queryRows<{ count: string | null; total: string | null; whole: string | null }>(
    db,
    sql`SELECT sum(orders) FILTER (WHERE day < ${soFarTo}) AS count,
          sum(value_cents) FILTER (WHERE day < ${soFarTo}) AS total, sum(value_cents) AS whole
        FROM bi_order_days WHERE ${summarisedSalesIn(scope, month)}`,
  );
  return {
    soFar: { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) },
    wholeCents: Number(row?.whole ?? 0),
  };
}

/**
 * Open budgets of the viewer's reach, from the monthly BI summaries (migration 0048), brought up to
 * date by the caller: a count over a few thousand month rows instead of every open budget.
 */
export async function pendingBudgets(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string | null }>(
    db,
    sql`SELECT sum(orders) AS count FROM bi_order_months
        WHERE tenant_id = ${scope.tenantId} AND ${isOpenBudget(sql`status`)}
          AND ${reachableBy(scope.viewer, { customer: sql`NULL`, representative: sql`representative_id` })}`,
  );
  return Number(row?.count ?? 0);
}

/** The oldest open budgets: the ones waiting longest for a follow-up. */
export async function oldestOpenBudgets(db: Db, scope: DashboardScope, limit: number) {
  const rows = await queryRows<{
    id: number;
    customer: string;
    issued_on: string;
    total: number;
    status: string;
  }>(
    db,
    sql`SELECT id, coalesce(nullif(trade_name, ''), customer_name) AS customer, issued_on::text AS issued_on,
          total_cents AS total, status
        FROM orders
        WHERE tenant_id = ${scope.tenantId} AND ${isOpenBudget(sql`status`)} AND ${ownOrders(scope)}
        ORDER BY issued_on, issued_at, id
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    customer: row.customer,
    issuedOn: row.issued_on,
    totalCents: Number(row.total),
    status: row.status,
  }));
}

/** The customers who bought most in the range (consumer sales, with no customer, are left out). */
export async function topCustomers(db: Db, scope: DashboardScope, range: DayRange, limit: number) {
  const rows = await queryRows<{ id: number; name: string; count: string; total: string }>(
    db,
    sql`SELECT best.customer_id AS id, c.name, best.count, best.total
        FROM (
          SELECT customer_id, count(*) AS count, sum(total_cents) AS total FROM orders
          WHERE ${salesIn(scope, range)} AND customer_id IS NOT NULL
          GROUP BY customer_id ORDER BY total DESC, customer_id LIMIT ${limit}
        ) best
        JOIN customers c ON c.tenant_id = ${scope.tenantId} AND c.id = best.customer_id
        ORDER BY best.total DESC, best.customer_id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    count: Number(row.count),
    totalCents: Number(row.total),
  }));
}

/**
 * The products sold most in the range by their lines' value (quantity × price − the line's
 * discount, as the cart sums it; the order's own discount is not spread over its lines).
 */
export async function topProducts(db: Db, scope: DashboardScope, range: DayRange, limit: number) {
  const rows = await queryRows<{
    id: number;
    description: string;
    packaging: string | null;
    quantity: string;
    total: string;
  }>(
    db,
    sql`SELECT i.product_id AS id, max(i.description) AS description, max(i.packaging) AS packaging,
          sum(i.quantity) AS quantity,
          sum(greatest(0, i.quantity::bigint * i.unit_price_cents - i.discount_cents)) AS total
        FROM orders o
        JOIN order_items i ON i.tenant_id = o.tenant_id AND i.order_id = o.id
        WHERE ${salesIn(scope, range, sql`o`)}
        GROUP BY i.product_id ORDER BY total DESC, i.product_id LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    // The name the sale was made under, as the order's documents print it.
    name: displayName({ site: row.description, packaging: row.packaging }),
    quantity: Number(row.quantity),
    totalCents: Number(row.total),
  }));
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

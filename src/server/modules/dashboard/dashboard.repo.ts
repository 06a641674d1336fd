import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import { reachableBy } from '../../db/access-scope.js';
import { queryRows, type Db } from '../../db/client.js';
import { isOpenBudget, isSale } from '../../db/order-status-sql.js';
import { isLate } from '../../db/receivable-sql.js';

/** The figures count only what the viewer may reach (the access policy). */
export type DashboardScope = { tenantId: number; viewer: Viewer };

/** Days from `from` (included) to `to` (excluded), 'YYYY-MM-DD'. */
export type DayRange = { from: string; to: string };

/**
 * What the viewer reaches, by the row's representative: the panel is the operators' (customers are
 * refused before it), and a customer that reached it anyway would match nothing.
 */
const operatorReach = (scope: DashboardScope, representative: SQL) =>
  // Stryker disable next-line StringLiteral: equivalent; no customer reaches the panel, so this column is never read
  reachableBy(scope.viewer, { customer: sql`NULL`, representative });

/**
 * Sales of the viewer's reach in a range of days, from the BI summaries (migration 0025: one row per
 * day × store × representative × payment method × walk-in × status), which the caller brings up to
 * date first (bi's `catchUp`): a year of a large company is a few thousand rows instead of every order.
 */
const summarisedSalesIn = (scope: DashboardScope, range: DayRange) =>
  sql`tenant_id = ${scope.tenantId} AND ${isSale(sql`status`)} AND day >= ${range.from} AND day < ${range.to}
      AND ${operatorReach(scope, sql`representative_id`)}`;

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
          AND ${operatorReach(scope, sql`representative_id`)}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The oldest open budgets: the ones waiting longest for a follow-up, along orders_open_budgets_idx
 * (migration 0050), which holds only open budgets in this order. The order names the table's date:
 * bare, `issued_on` would be the select list's text of it, which no index holds.
 */
export const oldestOpenBudgetsQuery = (scope: DashboardScope, limit: number) =>
  sql`SELECT o.id, coalesce(nullif(o.trade_name, ''), o.customer_name) AS customer,
        o.issued_on::text AS issued_on, o.total_cents AS total, o.status
      FROM orders o
      WHERE o.tenant_id = ${scope.tenantId} AND ${isOpenBudget(sql`o.status`)} AND ${operatorReach(scope, sql`o.representative_id`)}
      ORDER BY o.issued_on, o.issued_at, o.id
      LIMIT ${limit}`;

export async function oldestOpenBudgets(db: Db, scope: DashboardScope, limit: number) {
  const rows = await queryRows<{
    id: number;
    customer: string;
    issued_on: string;
    total: number;
    status: string;
  }>(db, oldestOpenBudgetsQuery(scope, limit));
  return rows.map((row) => ({
    id: Number(row.id),
    customer: row.customer,
    issuedOn: row.issued_on,
    totalCents: Number(row.total),
    status: row.status,
  }));
}

export async function customerCount(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM customers
        WHERE tenant_id = ${scope.tenantId}
          AND ${operatorReach(scope, sql`representative_id`)}`,
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
          AND ${operatorReach(scope, sql`c.representative_id`)}`,
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

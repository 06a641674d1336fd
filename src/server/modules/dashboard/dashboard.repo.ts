import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

export type DashboardScope = { tenantId: number; representativeId: number | null };

/** A seller linked to a representative sees that representative's figures; others see everything. */
const byRepresentative = (scope: DashboardScope, column: SQL) =>
  scope.representativeId === null ? sql`TRUE` : sql`${column} = ${scope.representativeId}`;

export async function monthSales(db: Db, scope: DashboardScope, monthStart: string) {
  const [row] = await queryRows<{ count: string; total: string | null }>(
    db,
    sql`SELECT count(*) AS count, sum(total_cents) AS total FROM orders
        WHERE tenant_id = ${scope.tenantId} AND status = 'Venda' AND issued_on >= ${monthStart}
          AND ${byRepresentative(scope, sql`representative_id`)}`,
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

export async function pendingBudgets(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM orders
        WHERE tenant_id = ${scope.tenantId} AND status IN ('Pendente', 'Orçamento', 'Orcamento')
          AND ${byRepresentative(scope, sql`representative_id`)}`,
  );
  return Number(row?.count ?? 0);
}

export async function customerCount(db: Db, scope: DashboardScope) {
  const [row] = await queryRows<{ count: string }>(
    db,
    sql`SELECT count(*) AS count FROM customers
        WHERE tenant_id = ${scope.tenantId} AND ${byRepresentative(scope, sql`representative_id`)}`,
  );
  return Number(row?.count ?? 0);
}

export async function overdueReceivables(db: Db, scope: DashboardScope, overdueBefore: string) {
  const [row] = await queryRows<{ count: string; total: string | null }>(
    db,
    sql`SELECT count(*) AS count, sum(r.value_cents) AS total FROM receivables r
        JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
        WHERE r.tenant_id = ${scope.tenantId} AND r.paid_on IS NULL AND r.due_on < ${overdueBefore}
          AND ${byRepresentative(scope, sql`c.representative_id`)}`,
  );
  return { count: Number(row?.count ?? 0), totalCents: Number(row?.total ?? 0) };
}

import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** A goal's target: a representative or a store (business unit). */
export type GoalTarget = { kind: 'representative' | 'store'; id: number };
export type GoalRow = { id: number; name: string; valueCents: number | null };

const columnOf = (kind: GoalTarget['kind']) =>
  kind === 'representative' ? sql`representative_id` : sql`business_unit_id`;

/** Every representative and store of the company with its goal for the month (null where none). */
export async function goalsOfMonth(db: Db, tenantId: number, month: string) {
  const representatives = await queryRows<{ id: number; name: string; value: number | null }>(
    db,
    sql`SELECT r.id, r.name, g.value_cents AS value FROM representatives r
        LEFT JOIN sales_goals g ON g.tenant_id = r.tenant_id AND g.month = ${month} AND g.representative_id = r.id
        WHERE r.tenant_id = ${tenantId} AND (r.active OR g.id IS NOT NULL)
        ORDER BY r.name, r.id`,
  );
  const stores = await queryRows<{ id: number; name: string; value: number | null }>(
    db,
    sql`SELECT b.id, b.trade_name AS name, g.value_cents AS value FROM business_units b
        LEFT JOIN sales_goals g ON g.tenant_id = b.tenant_id AND g.month = ${month} AND g.business_unit_id = b.id
        WHERE b.tenant_id = ${tenantId}
        ORDER BY b.trade_name, b.id`,
  );
  const rows = (list: typeof stores): GoalRow[] =>
    list.map((row) => ({
      id: Number(row.id),
      name: row.name,
      valueCents: row.value === null ? null : Number(row.value),
    }));
  return { representatives: rows(representatives), stores: rows(stores) };
}

/** Which of these ids are the company's (representatives or stores). */
export async function existingTargets(db: Db, tenantId: number, kind: GoalTarget['kind'], ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const table = kind === 'representative' ? sql`representatives` : sql`business_units`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${table} WHERE tenant_id = ${tenantId}
        AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** Sets a target's goal for the month (one row per month and target: the partial unique indexes). */
export async function upsertGoal(
  db: Db,
  tenantId: number,
  month: string,
  target: GoalTarget,
  valueCents: number,
  operatorId: number,
) {
  const column = columnOf(target.kind);
  await db.execute(
    sql`INSERT INTO sales_goals (tenant_id, month, ${column}, value_cents, updated_by)
        VALUES (${tenantId}, ${month}, ${target.id}, ${valueCents}, ${operatorId})
        ON CONFLICT (tenant_id, month, ${column}) WHERE ${column} IS NOT NULL
        DO UPDATE SET value_cents = excluded.value_cents, updated_by = excluded.updated_by, updated_at = now()`,
  );
}

export async function deleteGoal(db: Db, tenantId: number, month: string, target: GoalTarget) {
  await db.execute(
    sql`DELETE FROM sales_goals WHERE tenant_id = ${tenantId} AND month = ${month} AND ${columnOf(target.kind)} = ${target.id}`,
  );
}

/** The month's goal sums: of the stores and of the representatives, each with how many are set. */
export async function goalTotals(db: Db, tenantId: number, month: string) {
  const [row] = await queryRows<{ stores: string | null; store_count: string; reps: string | null; rep_count: string }>(
    db,
    sql`SELECT sum(value_cents) FILTER (WHERE business_unit_id IS NOT NULL) AS stores,
          count(*) FILTER (WHERE business_unit_id IS NOT NULL) AS store_count,
          sum(value_cents) FILTER (WHERE representative_id IS NOT NULL) AS reps,
          count(*) FILTER (WHERE representative_id IS NOT NULL) AS rep_count
        FROM sales_goals WHERE tenant_id = ${tenantId} AND month = ${month}`,
  );
  return {
    storeCents: Number(row?.stores ?? 0),
    storeCount: Number(row?.store_count ?? 0),
    representativeCents: Number(row?.reps ?? 0),
    representativeCount: Number(row?.rep_count ?? 0),
  };
}

export async function representativeGoal(db: Db, tenantId: number, month: string, representativeId: number) {
  const [row] = await queryRows<{ value: number }>(
    db,
    sql`SELECT value_cents AS value FROM sales_goals
        WHERE tenant_id = ${tenantId} AND month = ${month} AND representative_id = ${representativeId}`,
  );
  return row ? Number(row.value) : null;
}

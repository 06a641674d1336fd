import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shippingRules } from '../../db/schema/store.js';

export type ShippingRuleRow = typeof shippingRules.$inferSelect;
export type ShippingRuleValues = Omit<typeof shippingRules.$inferInsert, 'tenantId' | 'id'>;

export async function findRules(db: Db, tenantId: number, onlyActive: boolean): Promise<ShippingRuleRow[]> {
  return db
    .select()
    .from(shippingRules)
    .where(and(eq(shippingRules.tenantId, tenantId), onlyActive ? eq(shippingRules.active, true) : undefined))
    .orderBy(asc(shippingRules.service), asc(shippingRules.state), asc(shippingRules.id));
}

export async function insertRule(db: Db, tenantId: number, values: ShippingRuleValues): Promise<number> {
  const [row] = await db
    .insert(shippingRules)
    .values({ ...values, tenantId })
    .returning({ id: shippingRules.id });
  if (!row) throw new Error('rule not inserted');
  return row.id;
}

/** Updates or deletes one rule of the company; false when there is no such rule. */
export async function updateRule(db: Db, tenantId: number, id: number, values: ShippingRuleValues): Promise<boolean> {
  const rows = await db
    .update(shippingRules)
    .set(values)
    .where(and(eq(shippingRules.tenantId, tenantId), eq(shippingRules.id, id)))
    .returning({ id: shippingRules.id });
  return rows.length > 0;
}

export async function deleteRule(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shippingRules)
    .where(and(eq(shippingRules.tenantId, tenantId), eq(shippingRules.id, id)))
    .returning({ id: shippingRules.id });
  return rows.length > 0;
}

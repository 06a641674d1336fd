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

export async function insertRule(db: Db, tenantId: number, values: ShippingRuleValues): Promise<ShippingRuleRow> {
  const [row] = await db
    .insert(shippingRules)
    .values({ ...values, tenantId })
    .returning();
  // Stryker disable next-line StringLiteral: equivalent; INSERT ... RETURNING always returns the row
  if (!row) throw new Error('rule not inserted');
  return row;
}

/** One rule of the company, locked until the transaction ends (its change is audited with it). */
export async function findRuleForUpdate(db: Db, tenantId: number, id: number): Promise<ShippingRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingRules)
    .where(and(eq(shippingRules.tenantId, tenantId), eq(shippingRules.id, id)))
    .for('update');
  return row;
}

export async function updateRule(
  db: Db,
  tenantId: number,
  id: number,
  values: ShippingRuleValues,
): Promise<ShippingRuleRow> {
  const [row] = await db
    .update(shippingRules)
    .set(values)
    .where(and(eq(shippingRules.tenantId, tenantId), eq(shippingRules.id, id)))
    .returning();
  // Stryker disable next-line StringLiteral: equivalent; the caller locked this company's rule first
  if (!row) throw new Error('rule not updated');
  return row;
}

export async function deleteRule(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(shippingRules).where(and(eq(shippingRules.tenantId, tenantId), eq(shippingRules.id, id)));
}

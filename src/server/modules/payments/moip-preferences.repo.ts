import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { moipNotificationPreferences as preferences } from '../../db/schema/payments.js';

export type MoipPreferenceRow = typeof preferences.$inferSelect;

/** The company's preferences its settings still point at (not retired). */
export function livePreferences(db: Db, tenantId: number): Promise<MoipPreferenceRow[]> {
  return db
    .select()
    .from(preferences)
    .where(and(eq(preferences.tenantId, tenantId), isNull(preferences.retiredAt)));
}

/** A preference made (or found) at Moip; one kept already (another server got there first) is left as it is. */
export async function keepPreference(db: Db, row: typeof preferences.$inferInsert): Promise<void> {
  await db.insert(preferences).values(row).onConflictDoNothing();
}

export async function markChecked(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(preferences)
    .set({ checkedAt: new Date() })
    .where(and(eq(preferences.tenantId, tenantId), eq(preferences.id, id)));
}

/** These preferences wait to be deleted at Moip from now on. */
export async function retirePreferences(db: Db, tenantId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(preferences)
    .set({ retiredAt: new Date() })
    .where(and(eq(preferences.tenantId, tenantId), inArray(preferences.id, ids), isNull(preferences.retiredAt)));
}

/**
 * Retired preferences whose time came (of one company, or of all), claimed for `leaseMs` in one
 * statement (SKIP LOCKED), so two servers never delete the same one at once; a crash leaves a lease that ends.
 */
export async function claimRetired(
  db: Db,
  tenantId: number | undefined,
  leaseMs: number,
  limit: number,
): Promise<MoipPreferenceRow[]> {
  const ofTenant = tenantId === undefined ? sql`` : sql`AND tenant_id = ${tenantId}`;
  return db
    .update(preferences)
    .set({ retryAt: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      sql`(${preferences.tenantId}, ${preferences.id}) IN (
        SELECT tenant_id, id FROM moip_notification_preferences
        WHERE retired_at IS NOT NULL AND (retry_at IS NULL OR retry_at <= now()) ${ofTenant}
        ORDER BY retry_at NULLS FIRST LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
    )
    .returning();
}

export async function dropPreference(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(preferences).where(and(eq(preferences.tenantId, tenantId), eq(preferences.id, id)));
}

/** A delete Moip did not confirm: tried again after `retryMs`, the reason kept for whoever looks. */
export async function deleteFailed(db: Db, row: MoipPreferenceRow, reason: string, retryMs: number): Promise<void> {
  await db
    .update(preferences)
    .set({
      deleteTries: row.deleteTries + 1,
      lastError: reason,
      retryAt: sql`now() + ${retryMs} * interval '1 millisecond'`,
    })
    .where(and(eq(preferences.tenantId, row.tenantId), eq(preferences.id, row.id)));
}

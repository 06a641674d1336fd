import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ecommerceSettings, ecommerceSettingVersions } from '../../db/schema/store.js';

export type SettingRow = typeof ecommerceSettings.$inferSelect;
export type VersionRow = typeof ecommerceSettingVersions.$inferSelect;

export async function allSettings(db: Db, tenantId: number): Promise<SettingRow[]> {
  return db.select().from(ecommerceSettings).where(eq(ecommerceSettings.tenantId, tenantId));
}

export async function findSetting(db: Db, tenantId: number, key: string): Promise<SettingRow | undefined> {
  const [row] = await db
    .select()
    .from(ecommerceSettings)
    .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, key)));
  return row;
}

/** Writes the key's row, new or not: one row per key and company. */
export async function upsertSetting(db: Db, row: typeof ecommerceSettings.$inferInsert): Promise<void> {
  await db
    .insert(ecommerceSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [ecommerceSettings.tenantId, ecommerceSettings.key],
      set: { value: row.value, active: row.active, description: row.description, version: row.version },
    });
}

export async function insertVersion(db: Db, row: typeof ecommerceSettingVersions.$inferInsert): Promise<void> {
  await db.insert(ecommerceSettingVersions).values(row);
}

/** The key's latest saves, newest first. */
export async function versionsOf(db: Db, tenantId: number, key: string, limit = 30): Promise<VersionRow[]> {
  return db
    .select()
    .from(ecommerceSettingVersions)
    .where(and(eq(ecommerceSettingVersions.tenantId, tenantId), eq(ecommerceSettingVersions.key, key)))
    .orderBy(desc(ecommerceSettingVersions.id))
    .limit(limit);
}

export async function findVersion(db: Db, tenantId: number, key: string, id: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(ecommerceSettingVersions)
    .where(
      and(
        eq(ecommerceSettingVersions.tenantId, tenantId),
        eq(ecommerceSettingVersions.key, key),
        eq(ecommerceSettingVersions.id, id),
      ),
    );
  return row;
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { settingsCacheOf, type StoredSetting } from './settings-cache.js';

const columns = { key: ecommerceSettings.key, value: ecommerceSettings.value, active: ecommerceSettings.active };

/** The active rows of these keys. */
export async function findActiveSettings(db: Db, tenantId: number, keys: readonly string[]) {
  return (await findSettings(db, tenantId, keys)).filter((row) => row.active);
}

/**
 * Rows of these keys whether active or not: a switch saved off differs from one never saved. Read
 * from the process's cache when the call is not inside a transaction (settings-cache.ts); the rows
 * are then frozen.
 */
export async function findSettings(
  db: Db,
  tenantId: number,
  keys: readonly string[],
): Promise<readonly StoredSetting[]> {
  const cache = settingsCacheOf(db);
  if (!cache)
    return db
      .select(columns)
      .from(ecommerceSettings)
      .where(and(eq(ecommerceSettings.tenantId, tenantId), inArray(ecommerceSettings.key, [...keys])));
  const kept =
    cache.get(tenantId) ??
    cache.store(
      cache.mark(),
      tenantId,
      await db.select(columns).from(ecommerceSettings).where(eq(ecommerceSettings.tenantId, tenantId)),
    );
  return kept.filter((row) => keys.includes(row.key));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { settingsCacheOf, type SettingsCache, type StoredSetting } from './settings-cache.js';

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
  const kept = cache.get(tenantId) ?? (await loadOnce(db, cache, tenantId));
  return kept.filter((row) => keys.includes(row.key));
}

type Load = { mark: number; rows: Promise<readonly StoredSetting[]> };
const loading = new WeakMap<SettingsCache, Map<number, Load>>();

/**
 * A company's rows read once for every caller that missed the cache meanwhile: the storefront's
 * first call asks for its settings and its switches at once, and a crowd arriving on a cold process
 * would each read the same rows. A caller after a forget (a save, a notice) does not join a read
 * that began before it: that read may not see the change.
 */
function loadOnce(db: Db, cache: SettingsCache, tenantId: number): Promise<readonly StoredSetting[]> {
  let byTenant = loading.get(cache);
  if (!byTenant) loading.set(cache, (byTenant = new Map<number, Load>()));
  const mark = cache.mark();
  const running = byTenant.get(tenantId);
  if (running?.mark === mark) return running.rows;
  const load: Load = {
    mark,
    rows: db
      .select(columns)
      .from(ecommerceSettings)
      .where(eq(ecommerceSettings.tenantId, tenantId))
      .then((rows) => cache.store(mark, tenantId, rows))
      .finally(() => {
        if (byTenant.get(tenantId) === load) byTenant.delete(tenantId);
      }),
  };
  byTenant.set(tenantId, load);
  return load.rows;
}

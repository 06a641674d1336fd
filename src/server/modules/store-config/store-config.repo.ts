import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ecommerceSettings } from '../../db/schema/store.js';

export async function findActiveSettings(db: Db, tenantId: number, keys: readonly string[]) {
  return db
    .select({ key: ecommerceSettings.key, value: ecommerceSettings.value })
    .from(ecommerceSettings)
    .where(
      and(
        eq(ecommerceSettings.tenantId, tenantId),
        eq(ecommerceSettings.active, true),
        inArray(ecommerceSettings.key, [...keys]),
      ),
    );
}

/** Rows of these keys whether active or not: a switch saved off differs from one never saved. */
export async function findSettings(db: Db, tenantId: number, keys: readonly string[]) {
  return db
    .select({ key: ecommerceSettings.key, value: ecommerceSettings.value, active: ecommerceSettings.active })
    .from(ecommerceSettings)
    .where(and(eq(ecommerceSettings.tenantId, tenantId), inArray(ecommerceSettings.key, [...keys])));
}

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

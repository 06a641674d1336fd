import type { Db } from '../db/client.js';
import { ecommerceSettings } from '../db/schema/store.js';
import { forgetStoreSettings } from '../modules/store-config/index.js';

export type SettingWrite = { key: string; value: object; active?: boolean; description?: string };

/**
 * Writes a company's store settings in SQL, as a test's starting point, and has this process's
 * servers forget what they kept of them, as the editor does after its commit: on PostgreSQL the
 * database's notice reaches them a moment later, after the test's next call may have been served.
 */
export async function writeStoreSettings(db: Db, tenantId: number, ...rows: SettingWrite[]): Promise<void> {
  await db.insert(ecommerceSettings).values(
    rows.map(({ key, value, active = true, description = key }) => ({
      tenantId,
      key,
      value,
      active,
      description,
      version: 1,
    })),
  );
  forgetStoreSettings(db, tenantId);
}

/** The shop's tinting switch (`tnt`) saved on or off, as the admin's editor saves it. */
export const writeTinting = (db: Db, tenantId: number, on: boolean) =>
  writeStoreSettings(db, tenantId, {
    key: 'tnt',
    value: { ativacao: on ? '1' : '0' },
    active: on,
    description: 'tingimento',
  });

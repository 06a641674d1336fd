import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { businessUnits } from '../../db/schema/tenancy.js';
import { tenants } from '../../db/schema/tenants.js';
import type { Tenant } from '../../http/tenant.js';

export async function findTenantByAlias(db: Db, alias: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.alias, alias)).limit(1);
  return rows[0];
}

export async function findTenantByHost(db: Db, hostName: string): Promise<Tenant | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.hostName, hostName)).limit(1);
  return rows[0];
}

/** Whether a store (business unit) is the tenant's. */
export async function storeExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const found = await db.$count(businessUnits, and(eq(businessUnits.tenantId, tenantId), eq(businessUnits.id, id)));
  return found > 0;
}

import type { Db } from '../../db/client.js';
import { findTenantByAlias } from './tenants.repo.js';

/** Whether a company with this alias exists (the demo data and the benchmarks load theirs once). */
export async function tenantExists(db: Db, alias: string): Promise<boolean> {
  return (await findTenantByAlias(db, alias)) !== undefined;
}

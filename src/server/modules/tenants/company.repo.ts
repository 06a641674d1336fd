import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/tenants.js';
import type { Tenant } from '../../http/tenant.js';

export type CompanyFields = Pick<
  Tenant,
  | 'legalName'
  | 'tradeName'
  | 'cnpj'
  | 'stateRegistration'
  | 'cep'
  | 'street'
  | 'streetNumber'
  | 'complement'
  | 'district'
  | 'city'
  | 'state'
  | 'phone'
  | 'email'
  | 'allowPrices'
  | 'allowCart'
  | 'systemMode'
  | 'overdueGraceDays'
  | 'budgetValidityDays'
  | 'dailyInviteLimit'
>;

export async function findCompany(db: Db, id: number): Promise<Tenant | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function updateCompany(db: Db, id: number, fields: CompanyFields): Promise<Tenant> {
  const [row] = await db.update(tenants).set(fields).where(eq(tenants.id, id)).returning();
  if (!row) throw new Error('company not updated');
  return row;
}

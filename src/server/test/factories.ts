import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema/customers.js';
import { tenants } from '../db/schema/tenants.js';
import { contracts, operators } from '../db/schema/tenancy.js';

let sequence = 0;
const next = () => ++sequence;

/** One hash for every factory account: argon2 is slow on purpose, tests need not be. */
export const TEST_PASSWORD = 'Senha@Teste1';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hash(TEST_PASSWORD));

export async function insertTenant(db: Db, overrides: Partial<typeof tenants.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(tenants)
    .values({ alias: `empresa${n}`, legalName: `Empresa ${n} Ltda`, tradeName: `Empresa ${n}`, ...overrides })
    .returning();
  if (!row) throw new Error('tenant not inserted');
  return row;
}

export async function insertOperator(db: Db, tenantId: number, overrides: Partial<typeof operators.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(operators)
    .values({ tenantId, name: `Operador ${n}`, email: `operador${n}@teste.com.br`, passwordHash: await testHash(), role: 'seller', ...overrides })
    .returning();
  if (!row) throw new Error('operator not inserted');
  return row;
}

export async function insertCustomer(db: Db, tenantId: number, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(customers)
    .values({
      tenantId,
      personType: 'J',
      name: `Cliente ${n} Ltda`,
      email: `cliente${n}@teste.com.br`,
      passwordHash: await testHash(),
      activation: '1',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  return row;
}

export async function insertContract(db: Db, tenantId: number, overrides: Partial<typeof contracts.$inferInsert> = {}) {
  const [row] = await db
    .insert(contracts)
    .values({ tenantId, audience: 'customer', version: 1, title: 'Termos de uso', content: '<p>Condições</p>', ...overrides })
    .returning();
  if (!row) throw new Error('contract not inserted');
  return row;
}

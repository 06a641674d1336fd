import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema/customers.js';
import { tenants } from '../db/schema/tenants.js';
import { contracts, operators, representatives } from '../db/schema/tenancy.js';
import { orders } from '../db/schema/orders.js';
import { receivables } from '../db/schema/finance.js';
import { manufacturers, productGroups, products } from '../db/schema/catalog.js';

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
    .values({
      tenantId,
      name: `Operador ${n}`,
      email: `operador${n}@teste.com.br`,
      passwordHash: await testHash(),
      role: 'seller',
      ...overrides,
    })
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
    .values({
      tenantId,
      audience: 'customer',
      version: 1,
      title: 'Termos de uso',
      content: '<p>Condições</p>',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('contract not inserted');
  return row;
}

export async function insertRepresentative(db: Db, tenantId: number, name = 'Representante') {
  const [row] = await db.insert(representatives).values({ tenantId, name }).returning();
  if (!row) throw new Error('representative not inserted');
  return row;
}

export async function insertOrder(db: Db, tenantId: number, overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [row] = await db
    .insert(orders)
    .values({
      tenantId,
      customerName: 'CONSUMIDOR',
      issuedOn: '2026-01-15',
      issuedAt: '10:00:00',
      status: 'Venda',
      totalCents: 10_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

export async function insertReceivable(
  db: Db,
  tenantId: number,
  customerId: number,
  overrides: Partial<typeof receivables.$inferInsert> = {},
) {
  const [row] = await db
    .insert(receivables)
    .values({
      tenantId,
      customerId,
      dueOn: '2026-01-15',
      valueCents: 10_000,
      dailyInterestCents: 10,
      status: 'Em Aberto',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('receivable not inserted');
  return row;
}

/** A product (with its own manufacturer and group) priced in centavos. */
export async function insertProduct(db: Db, tenantId: number, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const [maker] = await db
    .insert(manufacturers)
    .values({ tenantId, name: `Fabricante ${n}` })
    .returning();
  const [group] = await db
    .insert(productGroups)
    .values({ tenantId, description: `Grupo ${n}` })
    .returning();
  if (!maker || !group) throw new Error('catalog not inserted');
  const [row] = await db
    .insert(products)
    .values({
      tenantId,
      manufacturerId: maker.id,
      groupId: group.id,
      siteDescription: `Produto ${n}`,
      packaging: 'Galão 3,6L',
      stock: 10,
      priceCents: 10_000,
      listPriceCents: 12_000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

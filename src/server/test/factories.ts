import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client.js';
import { customers } from '../db/schema/customers.js';
import { tenants } from '../db/schema/tenants.js';
import { businessUnits, contracts, operators, representatives } from '../db/schema/tenancy.js';
import { deliveries, orderItems, orders } from '../db/schema/orders.js';
import { invoices, receivables } from '../db/schema/finance.js';
import { keyOf, nfeProcXml, type NfeNote } from '../modules/fiscal/index.js';
import { manufacturers, productGroups, products } from '../db/schema/catalog.js';
import { tintColors, tintLines, tintMachines, tintTypes, tintUnits } from '../db/schema/tinting.js';

let sequence = 0;
const next = () => ++sequence;

/** One hash for every factory account: argon2 is slow on purpose, tests need not be. */
export const TEST_PASSWORD = 'Senha@Teste1';
let passwordHash: Promise<string> | undefined;
export const testPasswordHash = () => (passwordHash ??= hash(TEST_PASSWORD));

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
      passwordHash: await testPasswordHash(),
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
      passwordHash: await testPasswordHash(),
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

export async function insertBusinessUnit(db: Db, tenantId: number, tradeName = 'Loja') {
  const [row] = await db
    .insert(businessUnits)
    .values({ tenantId, tradeName, legalName: `${tradeName} Ltda` })
    .returning();
  if (!row) throw new Error('business unit not inserted');
  return row;
}

/** A line of an order, at the product's price unless told otherwise. */
export async function insertOrderItem(
  db: Db,
  order: { tenantId: number; id: number },
  product: { id: number; priceCents: number; listPriceCents: number; siteDescription: string },
  overrides: Partial<typeof orderItems.$inferInsert> = {},
) {
  const [row] = await db
    .insert(orderItems)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      productId: product.id,
      quantity: 1,
      unitPriceCents: product.priceCents,
      listPriceCents: product.listPriceCents,
      description: product.siteDescription,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order item not inserted');
  return row;
}

/** The NF-e of a sale. */
export async function insertInvoice(db: Db, order: typeof orders.$inferSelect, number: string) {
  const note = testNote(order, Number(number.replace(/\D/g, '')) || order.id);
  const [row] = await db
    .insert(invoices)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      customerId: order.customerId ?? 0,
      number,
      accessKey: keyOf(note),
      issuedOn: order.issuedOn,
      valueCents: order.totalCents,
      xml: nfeProcXml(note),
    })
    .returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
}

/** The NF-e of a test order: one line of its total, to its customer (by the name on the order). */
export function testNote(order: typeof orders.$inferSelect, number: number): NfeNote {
  const address = {
    street: 'Rua de Teste',
    number: '100',
    district: 'Centro',
    cityCode: '3509502',
    city: 'Campinas',
    state: 'SP',
    cep: '13015904',
  };
  return {
    series: 1,
    number,
    randomCode: order.id,
    issuedAt: `${order.issuedOn}T10:00:00-03:00`,
    emitter: { document: '11222333000181', name: 'Empresa Emitente de Teste', address, stateRegistration: '123456789' },
    recipient: { document: '52998224725', name: order.customerName, address },
    items: [{ code: '1', description: 'Tinta de teste', unit: 'UN', quantity: 1, unitCents: order.totalCents }],
    totalCents: order.totalCents,
    paymentCode: '15',
    protocol: '135260000000001',
    authorisedAt: `${order.issuedOn}T10:01:00-03:00`,
  };
}

/** The delivery of an order, to its customer. */
export async function insertDelivery(db: Db, order: typeof orders.$inferSelect, tradeName: string) {
  const [row] = await db
    .insert(deliveries)
    .values({
      tenantId: order.tenantId,
      orderId: order.id,
      customerId: order.customerId,
      tradeName,
      deliveredOn: order.issuedOn,
      valueCents: order.totalCents,
    })
    .returning();
  if (!row) throw new Error('delivery not inserted');
  return row;
}

/** A tinting colour (with its machine, type, unit and line) ready to be chosen for a tint base. */
export async function insertColour(db: Db, tenantId: number, code: string, description: string) {
  const [machine] = await db
    .insert(tintMachines)
    .values({ tenantId, converter: '1', code: 'M1', description: 'Máquina 1' })
    .returning();
  const [type] = await db.insert(tintTypes).values({ tenantId, description: 'Acrílica' }).returning();
  const [unit] = await db.insert(tintUnits).values({ tenantId, description: '3,6L' }).returning();
  const [line] = await db.insert(tintLines).values({ tenantId, description: 'Fosco' }).returning();
  if (!machine || !type || !unit || !line) throw new Error('tinting rows not inserted');
  await db.insert(tintColors).values({
    tenantId,
    code,
    description,
    machineId: machine.id,
    typeId: type.id,
    unitId: unit.id,
    lineId: line.id,
    rgb: 'A7C7E7',
    priceCents: 500,
  });
}

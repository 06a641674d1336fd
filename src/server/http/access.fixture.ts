import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/infra.js';
import { discountApprovals } from '../db/schema/orders.js';
import { shippingRules } from '../db/schema/store.js';
import {
  insertBusinessUnit,
  insertColour,
  insertCustomer,
  insertDelivery,
  insertInvoice,
  insertOperator,
  insertOrder,
  insertOrderItem,
  insertProduct,
  insertReceivable,
  insertRepresentative,
  insertTenant,
} from '../test/factories.js';
import { NEIGHBOUR } from '../test/neighbour-tenant.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';
import { companyDay } from '../test/calendar.js';

/**
 * The world of the access table (access-table.test.ts): company 'padrao' with two representatives;
 * customers Alfa and Gama are the first's, Beta the second's. Each customer has a sale (with its
 * item, NF-e, receivable and delivery) and a cancelled order; Alfa and Beta also an open shop cart.
 * Every name of a record carries its customer's marker, so a reply shows whose rows it holds; the
 * catalogue and lists of the company carry 'Padrão'. The neighbour company (test database) holds
 * the same ids with its own data.
 */

export const customersOf = ['A', 'B', 'C'] as const;
export type Owner = (typeof customersOf)[number];

/** What shows a customer's record in a reply: its name or its e-mail. */
export const markers: Record<Owner, string[]> = {
  A: ['Cliente Alfa', 'alfa@padrao.com.br'],
  B: ['Cliente Beta', 'beta@padrao.com.br'],
  C: ['Cliente Gama', 'gama@padrao.com.br'],
};
const words: Record<Owner, string> = { A: 'Alfa', B: 'Beta', C: 'Gama' };
/** The reason each customer's order was cancelled with. */
export const cancelReasons: Record<Owner, string> = { A: 'Motivo Alfa', B: 'Motivo Beta', C: 'Motivo Gama' };

/** Sale totals and overdue receivables: powers of two, so any sum names exactly who was counted. */
export const saleCents: Record<Owner, number> = { A: 11_111, B: 22_222, C: 44_444 };
export const receivableCents: Record<Owner, number> = { A: 1_001, B: 2_002, C: 4_004 };
export const SHIPPING = { service: 'Entrega Padrão', baseCents: 1_000, percent: 10 };
export const CEP = '13015-904';
/** The company's CNPJ as its record keeps it (no mask): the boleto's beneficiary and Pix key. */
export const COMPANY_CNPJ = '11222333000181';

export type Viewer =
  'anonymous' | 'customerA' | 'customerB' | 'seller1' | 'seller2' | 'manager' | 'admin' | 'outsider' | 'neighbourAdmin';

/** Record labels ('A.sale', 'B.cart' ...) by id, per kind of record. */
export type Labels = Record<
  'customer' | 'order' | 'invoice' | 'receivable' | 'delivery' | 'product',
  Map<number, string>
>;

/** `env` sets the app's configuration, as in `createTestApp` (an SMTP server for the mail tests). */
export async function accessWorld(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp(env);
  const db = t.database.db;
  const tenant = await insertTenant(db, {
    alias: 'padrao',
    tradeName: 'Tintas Padrão',
    legalName: 'Tintas Padrão Ltda',
    cnpj: COMPANY_CNPJ,
  });
  const unit = await insertBusinessUnit(db, tenant.id, 'Loja Padrão');
  const rep1 = await insertRepresentative(db, tenant.id, 'Representante Um Padrão');
  const rep2 = await insertRepresentative(db, tenant.id, 'Representante Dois Padrão');
  // seller1 first: its id is the neighbour's admin's, so an account lookup without tenant would make it an admin.
  const staff = {
    seller1: await insertOperator(db, tenant.id, { name: 'Vendedor Um Padrão', representativeId: rep1.id }),
    seller2: await insertOperator(db, tenant.id, { name: 'Vendedor Dois Padrão', representativeId: rep2.id }),
    manager: await insertOperator(db, tenant.id, { name: 'Gestor Padrão', role: 'manager' }),
    admin: await insertOperator(db, tenant.id, { name: 'Administrador Padrão', role: 'admin' }),
  };
  const labels: Labels = {
    customer: new Map(),
    order: new Map(),
    invoice: new Map(),
    receivable: new Map(),
    delivery: new Map(),
    product: new Map(),
  };
  const ids = {} as Record<Owner, { customer: number; sale: number; cancelled: number; cart?: number }>;
  for (const owner of customersOf) {
    ids[owner] = await insertOwner(db, tenant.id, owner, owner === 'B' ? rep2.id : rep1.id, unit.id, labels);
  }
  await insertCompanyLists(db, tenant.id);
  const approvals = await insertApprovals(db, tenant.id, ids, {
    A: staff.seller1.id,
    B: staff.seller2.id,
    C: staff.seller1.id,
  });
  const neighbourAdmin = await loginCookie(t, NEIGHBOUR.accounts.admin, NEIGHBOUR.alias);
  const cookies: Record<Viewer, string | undefined> = {
    anonymous: undefined,
    customerA: await loginCookie(t, markers.A[1] ?? ''),
    customerB: await loginCookie(t, markers.B[1] ?? ''),
    seller1: await loginCookie(t, staff.seller1.email),
    seller2: await loginCookie(t, staff.seller2.email),
    manager: await loginCookie(t, staff.manager.email),
    admin: await loginCookie(t, staff.admin.email),
    outsider: neighbourAdmin,
    neighbourAdmin,
  };
  return { t, tenant, ids, labels, approvals, cookies, products: [...labels.product.keys()] };
}
export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;

/**
 * A discount approval on each sale, asked by the seller of its representative and approved (not yet
 * told to the seller): the managers' queue, the order's request and the seller's notices read these.
 */
async function insertApprovals(
  db: Db,
  tenantId: number,
  ids: Record<Owner, { sale: number }>,
  sellers: Record<Owner, number>,
): Promise<Map<number, string>> {
  const byId = new Map<number, string>();
  for (const owner of customersOf) {
    const [row] = await db
      .insert(discountApprovals)
      .values({
        tenantId,
        orderId: ids[owner].sale,
        requestedBy: sellers[owner],
        discountHundredths: 1500,
        limitHundredths: 1000,
        totalCents: saleCents[owner],
        status: 'approved',
      })
      .returning();
    if (row) byId.set(row.id, `${owner}.sale`);
  }
  return byId;
}

/** A customer with their product, sale (item, NF-e, overdue receivable, delivery), cancelled order and cart. */
async function insertOwner(
  db: Db,
  tenantId: number,
  owner: Owner,
  representativeId: number,
  unitId: number,
  labels: Labels,
) {
  const name = markers[owner][0] ?? '';
  const customer = await insertCustomer(db, tenantId, {
    name,
    email: markers[owner][1] ?? '',
    representativeId,
    businessUnitId: unitId,
    cep: '13015904',
    state: 'SP',
    city: 'Campinas',
  });
  const product = await insertProduct(db, tenantId, {
    siteDescription: `Tinta Padrão ${customersOf.indexOf(owner) + 1}`,
    priceCents: saleCents[owner],
    listPriceCents: saleCents[owner],
    weightKg: '0',
  });
  const order = (status: 'Venda' | 'Cancelado' | 'Orçamento', extra: object = {}) =>
    insertOrder(db, tenantId, {
      customerId: customer.id,
      customerName: name,
      representativeId,
      businessUnitId: unitId,
      issuedOn: companyDay(),
      status,
      totalCents: saleCents[owner],
      ...extra,
    });
  const sale = await order('Venda', { invoiceStatus: 'F' });
  const cancelled = await order('Cancelado', { cancelReason: cancelReasons[owner] });
  const cart = owner === 'C' ? undefined : await order('Orçamento', { origin: 'S' });
  for (const o of [sale, cancelled, cart]) if (o) await insertOrderItem(db, o, product);
  const invoice = await insertInvoice(db, sale, `NF-${words[owner]}`);
  const receivable = await insertReceivable(db, tenantId, customer.id, {
    orderId: sale.id,
    dueOn: companyDay(-60),
    valueCents: receivableCents[owner],
  });
  const delivery = await insertDelivery(db, sale, name);
  labels.customer.set(customer.id, owner);
  labels.order.set(sale.id, `${owner}.sale`).set(cancelled.id, `${owner}.cancelled`);
  if (cart) labels.order.set(cart.id, `${owner}.cart`);
  labels.invoice.set(invoice.id, `${owner}.invoice`);
  labels.receivable.set(receivable.id, `${owner}.receivable`);
  labels.delivery.set(delivery.id, `${owner}.delivery`);
  labels.product.set(product.id, 'padrao');
  return { customer: customer.id, sale: sale.id, cancelled: cancelled.id, ...(cart ? { cart: cart.id } : {}) };
}

/** The company-wide rows: a shipping rule, a colour and a kept mail, each named 'Padrão'. */
async function insertCompanyLists(db: Db, tenantId: number) {
  await db.insert(shippingRules).values({
    tenantId,
    service: SHIPPING.service,
    state: 'SP',
    days: 3,
    basePriceCents: SHIPPING.baseCents,
    orderPercent: String(SHIPPING.percent),
  });
  await insertColour(db, tenantId, 'AZ01', 'Azul Padrão');
  await db.insert(mailOutbox).values({
    tenantId,
    recipients: ['alguem@padrao.com.br'],
    subject: 'Aviso Padrão',
    html: '<p>Padrão</p>',
    status: 'kept',
  });
}

import { sql } from 'drizzle-orm';
import type { Faker } from '@faker-js/faker';
import {
  invoiceStatuses,
  orderStatus,
  temporaryStatuses,
  type InvoiceStatus,
  type OrderStatus,
  type PaymentMethod,
} from '../../../shared/domain/order-status.js';
import { orderTotals } from '../../../shared/domain/order-totals.js';
import { addDays } from '../../../shared/domain/budget-validity.js';
import { companyDate } from '../../../shared/br/dates.js';
import type { Db } from '../client.js';
import { invoices, receivables } from '../schema/finance.js';
import { deliveries, orderItems, orders } from '../schema/orders.js';
import { daysAgo, insertChunks, reserveIds } from './insert-helpers.js';
import type { CatalogProduct, TintColor } from './seed-catalog.js';
import { demoNotes } from './seed-nfe.js';
import type { People } from './seed-people.js';

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;

const statusWeights: Array<{ weight: number; value: OrderStatus }> = [
  { weight: 72, value: orderStatus.sale },
  { weight: 10, value: orderStatus.savedBudget },
  { weight: 4, value: orderStatus.sellerDraft },
  { weight: 2, value: orderStatus.shopDraft },
  { weight: 5, value: orderStatus.reservation },
  { weight: 5, value: orderStatus.cancelled },
  { weight: 2, value: orderStatus.returned },
];

export type OrderSeedInput = {
  tenantId: number;
  people: People;
  customerNames: Map<number, { name: string; tradeName: string | null; phone: string | null; address: string }>;
  products: CatalogProduct[];
  colors: TintColor[];
  today: Date;
  count: number;
  days: number;
};

/** Orders and budgets over the last `days`, with items, NF-e, receivables and deliveries. */
export async function seedOrders(db: Db, faker: Faker, input: OrderSeedInput): Promise<void> {
  const ids = await reserveIds(db, orders, input.count);
  const orderRows: OrderRow[] = [];
  const itemRows: ItemRow[] = [];
  for (const id of ids) {
    const items = buildItems(faker, input, id);
    orderRows.push(buildOrder(faker, input, id, items));
    itemRows.push(...items);
  }
  orderRows.sort((a, b) => String(a.issuedOn).localeCompare(String(b.issuedOn)));
  await insertChunks(db, orders, orderRows);
  // Fresh statistics, and so fresh plans for the foreign-key checks of the lines below: a plan the
  // connection cached while the table held another company's few orders would scan it whole per line.
  await db.execute(sql`ANALYZE orders`);
  await insertChunks(db, orderItems, itemRows);
  await seedInvoicing(db, faker, input, orderRows, itemRows);
}

function buildOrder(faker: Faker, input: OrderSeedInput, id: number, items: ItemRow[]): OrderRow {
  const { people, tenantId } = input;
  const customerIndex = faker.datatype.boolean(0.01)
    ? 0
    : faker.number.int({ min: 0, max: people.customerIds.length - 1 });
  const customerId = people.customerIds[customerIndex] ?? 0;
  const customer = input.customerNames.get(customerId);
  const status = faker.helpers.weightedArrayElement(statusWeights);
  const age = temporaryStatuses.includes(status)
    ? faker.number.int({ min: 0, max: 20 })
    : faker.number.int({ min: 0, max: input.days });
  const discountCents = faker.datatype.boolean(0.15) ? faker.number.int({ min: 1, max: 30 }) * 100 : 0;
  const percentageIndex = faker.datatype.boolean(0.2) ? faker.helpers.arrayElement([1, 2, 2.5, 3, 5]) : 0;
  const totals = orderTotals(
    items.map((item) => ({
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      discountCents: item.discountCents ?? 0,
    })),
    discountCents,
    percentageIndex,
  );
  const paymentMethod = faker.helpers.arrayElement<PaymentMethod>(['D', 'D', 'D', 'P', 'O', 'I', 'C']);
  return {
    tenantId,
    id,
    customerId,
    customerName: customer?.name ?? 'CONSUMIDOR',
    tradeName: customer?.tradeName ?? null,
    // The company's calendar day of that moment, as the product dates an order (after 21:00 in
    // Brasília the UTC day is already tomorrow).
    issuedOn: companyDate(daysAgo(input.today, age)),
    // Last touched when issued, so a budget from months ago is not taken for a live cart.
    createdAt: daysAgo(input.today, age),
    updatedAt: daysAgo(input.today, age),
    issuedAt: `${String(faker.number.int({ min: 8, max: 18 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}:00`,
    totalCents: totals.totalCents,
    discountCents,
    percentageIndex: percentageIndex.toFixed(2),
    status,
    paymentMethod,
    instalments: paymentMethod === 'D' || paymentMethod === 'O' ? faker.number.int({ min: 1, max: 3 }) : 1,
    businessUnitId: faker.helpers.arrayElement(people.unitIds),
    representativeId: people.customerReps[customerIndex] ?? null,
    phone: customer?.phone ?? null,
    address: customer?.address ?? null,
    notes: faker.datatype.boolean(0.15)
      ? faker.helpers.arrayElement([
          'Entregar pela manhã.',
          'Cliente retira na loja.',
          'Confirmar cor antes de tingir.',
          'Obra no endereço de entrega.',
        ])
      : null,
    orderType: status === orderStatus.sale ? 'V' : 'O',
    origin: faker.datatype.boolean(0.25) ? 'S' : 'N',
    priceList: '1',
    direction: status === orderStatus.savedBudget ? 'ped' : null,
    invoiceStatus: status === orderStatus.sale ? invoiceStatusFor(faker, age) : null,
    cancelReason:
      status === orderStatus.cancelled && faker.datatype.boolean(0.8)
        ? faker.helpers.arrayElement([
            'Cliente desistiu da compra.',
            'Produto sem estoque no prazo.',
            'Pedido duplicado.',
          ])
        : null,
  };
}

function invoiceStatusFor(faker: Faker, age: number): InvoiceStatus {
  if (age > 5) return 'F';
  return faker.helpers.arrayElement(Object.keys(invoiceStatuses) as InvoiceStatus[]);
}

function buildItems(faker: Faker, input: OrderSeedInput, orderId: number): ItemRow[] {
  const count = faker.number.int({ min: 1, max: 7 });
  return faker.helpers.arrayElements(input.products, count).map((product, position) => {
    const color = product.tintBase ? faker.helpers.arrayElement(input.colors) : undefined;
    return {
      tenantId: input.tenantId,
      orderId,
      productId: product.id,
      position,
      quantity: faker.number.int({ min: 1, max: 12 }),
      unitPriceCents: product.priceCents,
      listPriceCents: product.listPriceCents,
      discountCents: 0,
      description: product.description,
      packaging: product.packaging,
      tinted: color ? 1 : 0,
      colorCode: color?.code ?? null,
      colorRgb: color?.rgb ?? null,
      colorDescription: color?.description ?? null,
    };
  });
}

/** NF-e and receivables for invoiced sales; deliveries for the recent ones. */
async function seedInvoicing(
  db: Db,
  faker: Faker,
  input: OrderSeedInput,
  orderRows: OrderRow[],
  itemRows: ItemRow[],
): Promise<void> {
  const invoiced = orderRows.filter(
    (order) => order.status === orderStatus.sale && order.invoiceStatus === 'F' && order.customerId,
  );
  const invoiceIds = await reserveIds(db, invoices, invoiced.length);
  const notes = await demoNotes(db, faker, input.tenantId, invoiced, itemRows);
  const invoiceRows = invoiced.map((order, index) => ({
    tenantId: input.tenantId,
    id: invoiceIds[index],
    orderId: order.id ?? 0,
    customerId: order.customerId ?? 0,
    issuedOn: String(order.issuedOn),
    valueCents: order.totalCents ?? 0,
    number: notes[index]?.number ?? '',
    accessKey: notes[index]?.accessKey ?? '',
    xml: notes[index]?.xml ?? null,
  }));
  // Each row carries its XML (a few kB): smaller statements.
  await insertChunks(db, invoices, invoiceRows, 200);
  const receivableRows = invoiceRows.flatMap((invoice, index) =>
    buildReceivables(faker, input, invoice, invoiced[index]?.instalments ?? 1),
  );
  await insertChunks(db, receivables, receivableRows);
  const recentCutoff = companyDate(daysAgo(input.today, 60));
  const deliveryRows = invoiced
    .filter((order) => String(order.issuedOn) >= recentCutoff)
    .map((order) => ({
      tenantId: input.tenantId,
      orderId: order.id ?? 0,
      customerId: order.customerId,
      tradeName: order.tradeName ?? order.customerName,
      deliveredOn: addDays(String(order.issuedOn), faker.number.int({ min: 1, max: 5 })),
      businessUnitId: order.businessUnitId,
      valueCents: order.totalCents ?? 0,
      discountCents: order.discountCents ?? 0,
      status: faker.helpers.arrayElement(['Entregue', 'Entregue', 'Em rota', 'Pendente']),
    }));
  await insertChunks(db, deliveries, deliveryRows);
}

function buildReceivables(
  faker: Faker,
  input: OrderSeedInput,
  invoice: { id?: number; orderId: number; customerId: number; issuedOn: string; valueCents: number },
  instalments: number,
) {
  const today = companyDate(input.today);
  const share = Math.floor(invoice.valueCents / instalments);
  return Array.from({ length: instalments }, (_, index) => {
    const dueOn = addDays(invoice.issuedOn, 30 * (index + 1));
    const value = index === instalments - 1 ? invoice.valueCents - share * (instalments - 1) : share;
    const past = dueOn < today;
    const paid = past && faker.datatype.boolean(0.93);
    return {
      tenantId: input.tenantId,
      customerId: invoice.customerId,
      orderId: invoice.orderId,
      invoiceId: invoice.id ?? null,
      instalment: index + 1,
      dueOn,
      valueCents: value,
      dailyInterestCents: Math.max(1, Math.round(value * 0.00033)),
      status: paid ? 'Recebido' : past ? faker.helpers.arrayElement(['Vencido', 'Vencido', 'Protestado']) : 'Em Aberto',
      bankNumber: `${faker.string.numeric(11)}-${faker.string.numeric(1)}`,
      paidOn: paid ? dueOn : null,
    };
  });
}

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses } from '../../../shared/domain/order-status.js';
import { products } from './catalog.js';
import { createdAt, tenantColumns, tenantPrimaryKey, updatedAt } from './columns.js';
import { customers } from './customers.js';
import { businessUnits, operators, representatives } from './tenancy.js';

/** Orders and budgets share one table: the status tells which (see shared/domain order status). */
export const orders = pgTable(
  'orders',
  {
    ...tenantColumns(),
    /** Null while a budget belongs to no customer yet (the 'CONSUMIDOR' cart). */
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull(),
    tradeName: text('trade_name'),
    issuedOn: date('issued_on').notNull(),
    issuedAt: time('issued_at').notNull(),
    totalCents: integer('total_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Percentage applied to the items' sum, e.g. 2.50 = 2,5 %. */
    percentageIndex: numeric('percentage_index', { precision: 5, scale: 2 }).notNull().default('0'),
    /** Only the statuses of the transition table (shared/domain), enforced by a CHECK constraint. */
    status: text('status', { enum: orderStatuses }).notNull(),
    /** D Boleto, C Cheque, O Cartão de crédito, P Prazo, I Dinheiro, X Pix. */
    paymentMethod: text('payment_method'),
    instalments: integer('instalments').notNull().default(1),
    /** cpg: the payment condition agreed, e.g. '28/56/84' (days after the invoice). */
    paymentCondition: text('payment_condition'),
    /** The delivery date promised to the customer. */
    deliveryDate: date('delivery_date'),
    /** The customer's own purchase order number, printed on the documents. */
    customerOrderNumber: text('customer_order_number'),
    /** The day the budget's prices were set (null: the issue date); a renewal moves it to today. */
    pricedOn: date('priced_on'),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    operatorId: integer('operator_id'),
    phone: text('phone'),
    address: text('address'),
    notes: text('notes'),
    /** cfitpnped: the order type code of the ERP ('V' sale, 'O' budget). */
    orderType: text('order_type'),
    /** cfinnfped: the invoice number once invoiced. */
    invoiceNumber: text('invoice_number'),
    /** cfilisped: the price list used. */
    priceList: text('price_list'),
    /** cfioriped: 'S' when the order came from the online store. */
    origin: text('origin'),
    /** The last direcionamento applied ('ped', 'tpe', ...). */
    direction: text('direction'),
    /** F Faturado, E Faturando, A A faturar. */
    invoiceStatus: text('invoice_status'),
    cancelReason: text('cancel_reason'),
    /** Who cancelled the order and when: the audit of the cancellation, with its reason. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    shippingService: text('shipping_service'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** 'Juros do parcelamento': the buyer's interest a card charged on top of goods and shipping (PagBank). */
    instalmentInterestCents: integer('instalment_interest_cents').notNull().default(0),
    /** The CEP the order goes to (store orders). */
    deliveryCep: text('delivery_cep'),
    /** Store orders: 'Aguardando pagamento' (card, until a provider confirms) or 'A receber'. */
    paymentStatus: text('payment_status'),
    /** Bumped by every change, so two sellers editing one budget cannot overwrite each other. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('orders_status_check', sql.raw(`status IN (${orderStatuses.map((s) => `'${s}'`).join(', ')})`)),
    index('orders_issued_idx').on(t.tenantId, t.issuedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_customer_idx').on(t.tenantId, t.customerId, t.issuedOn.desc().nullsFirst()),
    index('orders_status_idx').on(t.tenantId, t.status, t.issuedOn.desc().nullsFirst()),
    index('orders_representative_idx').on(t.tenantId, t.representativeId, t.issuedOn.desc().nullsFirst()),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({
      columns: [t.tenantId, t.businessUnitId],
      foreignColumns: [businessUnits.tenantId, businessUnits.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.representativeId],
      foreignColumns: [representatives.tenantId, representatives.id],
    }),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }),
    foreignKey({ columns: [t.tenantId, t.cancelledBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** cfidsclis: the price-list discount percentage. */
    listDiscount: numeric('list_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The display name and packaging at the time of sale. */
    description: text('description').notNull(),
    packaging: text('packaging'),
    note: text('note'),
    /** cfimaqite 'S' / tipo '1': a tinted item, with its colour below. */
    tinted: integer('tinted').notNull().default(0),
    colorCode: text('color_code'),
    colorRgb: text('color_rgb'),
    colorDescription: text('color_description'),
    colorUnit: text('color_unit'),
    colorLine: text('color_line'),
    colorType: text('color_type'),
    /** How much of the line came back in returns; never more than `quantity` (CHECK). */
    returnedQuantity: integer('returned_quantity').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('order_items_returned_quantity_check', sql`returned_quantity >= 0 AND returned_quantity <= quantity`),
    index('order_items_order_idx').on(t.tenantId, t.orderId),
    index('order_items_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
  ],
);

/** A return ('Devolucao') of some lines of a sale: who took it, when, why and its value. */
export const orderReturns = pgTable(
  'order_returns',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    reason: text('reason').notNull(),
    valueCents: integer('value_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('order_returns_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

/** The quantity of each line a return took back. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    ...tenantColumns(),
    returnId: integer('return_id').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('order_return_lines_quantity_check', sql`quantity > 0`),
    index('order_return_lines_return_idx').on(t.tenantId, t.returnId),
    foreignKey({
      columns: [t.tenantId, t.returnId],
      foreignColumns: [orderReturns.tenantId, orderReturns.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.orderItemId], foreignColumns: [orderItems.tenantId, orderItems.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Deliveries (suffix pet on the wire). */
export const deliveries = pgTable(
  'deliveries',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id'),
    tradeName: text('trade_name'),
    deliveredOn: date('delivered_on').notNull(),
    businessUnitId: integer('business_unit_id'),
    valueCents: integer('value_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    status: text('status').notNull().default('Pendente'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('deliveries_order_idx').on(t.tenantId, t.orderId),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

/**
 * A request to give more discount than the seller's cap (migration 0023): the order waits
 * ('Aguardando aprovação') until a manager approves or refuses it with a reason. An approval covers
 * any discount up to the one approved; the order's own status keeps the spec's values.
 */
export const discountApprovals = pgTable(
  'discount_approvals',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order's discount when asked and the seller's cap then, in hundredths of a percent. */
    discountHundredths: integer('discount_hundredths').notNull(),
    limitHundredths: integer('limit_hundredths').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    /** Whether the seller has seen the decision (the toast on their next load). */
    sellerNotified: boolean('seller_notified').notNull().default(false),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('discount_approvals_status_check', sql`status IN ('pending', 'approved', 'refused')`),
    index('discount_approvals_order_idx').on(t.tenantId, t.orderId, t.id),
    uniqueIndex('discount_approvals_pending_uq')
      .on(t.tenantId, t.orderId)
      .where(sql`status = 'pending'`),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.requestedBy], foreignColumns: [operators.tenantId, operators.id] }),
    foreignKey({ columns: [t.tenantId, t.decidedBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The BI summaries (migrations 0025, 0048, 0049 and 0052, docs/bi.md 'Resumos'): written only by the
 * SQL function bi_summarize; triggers on orders, order_items and products mark (tenant, day) in
 * bi_dirty_days. Each grain has a table per day, one per month (`month`: its first day) and one per
 * year (`year`: 1 January) with the same key and figures, the month's and year's rows the days' summed.
 */
const figures = () => ({
  valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  centiliters: bigint('centiliters', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
});
const id = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
const reach = () => ({
  businessUnitId: integer('business_unit_id'),
  representativeId: integer('representative_id'),
  walkIn: boolean('walk_in').notNull(),
});

/** Orders × status × store × representative × payment method × walk-in. */
const orderKey = () => ({ status: text('status').notNull(), ...reach(), paymentMethod: text('payment_method') });
/** Sold items × product (its group and manufacturer) × store × representative × walk-in. */
const itemKey = () => ({
  productId: integer('product_id').notNull(),
  groupId: integer('group_id').notNull(),
  manufacturerId: integer('manufacturer_id').notNull(),
  ...reach(),
});
const itemOrders = () => ({
  groupOrders: integer('group_orders').notNull(),
  manufacturerOrders: integer('manufacturer_orders').notNull(),
});
/** Sales × customer (its id and the order's name for it) × store × representative × walk-in. */
const customerKey = () => ({
  customerId: integer('customer_id'),
  customerName: text('customer_name').notNull(),
  ...reach(),
});

const tenantId = () => integer('tenant_id').notNull();

export const biOrderDays = pgTable(
  'bi_order_days',
  { tenantId: tenantId(), day: date('day').notNull(), ...orderKey(), ...figures(), id: id() },
  (t) => [primaryKey({ name: 'bi_order_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

export const biItemDays = pgTable(
  'bi_item_days',
  { tenantId: tenantId(), day: date('day').notNull(), ...itemKey(), ...figures(), ...itemOrders(), id: id() },
  (t) => [primaryKey({ name: 'bi_item_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

export const biCustomerDays = pgTable(
  'bi_customer_days',
  { tenantId: tenantId(), day: date('day').notNull(), ...customerKey(), ...figures(), id: id() },
  (t) => [primaryKey({ name: 'bi_customer_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

/**
 * A grain's table per month or per year (`period`: its first day, in the column `month` or `year`),
 * with its unique key, where the sums land: a NULL store, representative or customer is one value.
 */
type Period = 'month' | 'year';
const periodTables = (period: Period) => {
  const table = `${period}s`;
  const start = () => ({ tenantId: tenantId(), period: date(period).notNull() });
  return {
    orders: pgTable(`bi_order_${table}`, { ...start(), ...orderKey(), ...figures(), id: id() }, (t) => [
      primaryKey({ name: `bi_order_${table}_pk`, columns: [t.tenantId, t.period, t.id] }),
      unique(`bi_order_${table}_key`)
        .on(t.tenantId, t.period, t.status, t.businessUnitId, t.representativeId, t.paymentMethod, t.walkIn)
        .nullsNotDistinct(),
    ]),
    items: pgTable(`bi_item_${table}`, { ...start(), ...itemKey(), ...figures(), ...itemOrders(), id: id() }, (t) => [
      primaryKey({ name: `bi_item_${table}_pk`, columns: [t.tenantId, t.period, t.id] }),
      unique(`bi_item_${table}_key`)
        .on(
          t.tenantId,
          t.period,
          t.productId,
          t.groupId,
          t.manufacturerId,
          t.businessUnitId,
          t.representativeId,
          t.walkIn,
        )
        .nullsNotDistinct(),
    ]),
    customers: pgTable(`bi_customer_${table}`, { ...start(), ...customerKey(), ...figures(), id: id() }, (t) => [
      primaryKey({ name: `bi_customer_${table}_pk`, columns: [t.tenantId, t.period, t.id] }),
      unique(`bi_customer_${table}_key`)
        .on(t.tenantId, t.period, t.customerId, t.customerName, t.businessUnitId, t.representativeId, t.walkIn)
        .nullsNotDistinct(),
    ]),
  };
};

const months = periodTables('month');
export const biOrderMonths = months.orders;
export const biItemMonths = months.items;
export const biCustomerMonths = months.customers;

const years = periodTables('year');
export const biOrderYears = years.orders;
export const biItemYears = years.items;
export const biCustomerYears = years.customers;

/** Days whose summaries are out of date. */
export const biDirtyDays = pgTable(
  'bi_dirty_days',
  { tenantId: integer('tenant_id').notNull(), day: date('day').notNull() },
  (t) => [primaryKey({ name: 'bi_dirty_days_pk', columns: [t.tenantId, t.day] })],
);

/** Bumped by each catch-up that rewrote summaries: the key of the dashboards' reply cache. */
export const biSummaryVersions = pgTable('bi_summary_versions', {
  tenantId: integer('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The windows (migration 0053, docs/bi.md 'Janelas'): per tenant and standard period (the option
 * 0-10), the days its sums hold (`first_day` to `last_day`: the period's days but today), and the
 * sums of those days per customer and per product without walk-in sales. Kept by bi-windows.ts.
 */
export const biWindows = pgTable(
  'bi_windows',
  {
    tenantId: tenantId(),
    period: smallint('period').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [primaryKey({ name: 'bi_windows_pk', columns: [t.tenantId, t.period] })],
);

export const biCustomerWindows = pgTable(
  'bi_customer_windows',
  {
    tenantId: tenantId(),
    period: smallint('period').notNull(),
    customerId: integer('customer_id').notNull(),
    ...figures(),
  },
  (t) => [
    primaryKey({ name: 'bi_customer_windows_pk', columns: [t.tenantId, t.period, t.customerId] }),
    index('bi_customer_windows_value_idx').on(t.tenantId, t.period, t.valueCents.desc()),
    index('bi_customer_windows_quantity_idx').on(t.tenantId, t.period, t.quantity.desc()),
    index('bi_customer_windows_centiliters_idx').on(t.tenantId, t.period, t.centiliters.desc()),
    index('bi_customer_windows_empty_idx')
      .on(t.tenantId)
      .where(sql`orders = 0`),
  ],
);

export const biItemWindows = pgTable(
  'bi_item_windows',
  {
    tenantId: tenantId(),
    period: smallint('period').notNull(),
    productId: integer('product_id').notNull(),
    groupId: integer('group_id').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    ...figures(),
    ...itemOrders(),
  },
  (t) => [
    primaryKey({
      name: 'bi_item_windows_pk',
      columns: [t.tenantId, t.period, t.productId, t.groupId, t.manufacturerId],
    }),
    index('bi_item_windows_empty_idx')
      .on(t.tenantId)
      .where(sql`orders = 0`),
  ],
);

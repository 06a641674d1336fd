import { bigint, boolean, date, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

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

/** The unique key the monthly sums land on: a NULL store, representative or customer is one value. */
export const biOrderMonths = pgTable(
  'bi_order_months',
  { tenantId: tenantId(), month: date('month').notNull(), ...orderKey(), ...figures(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_order_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_order_months_key')
      .on(t.tenantId, t.month, t.status, t.businessUnitId, t.representativeId, t.paymentMethod, t.walkIn)
      .nullsNotDistinct(),
  ],
);

export const biItemMonths = pgTable(
  'bi_item_months',
  { tenantId: tenantId(), month: date('month').notNull(), ...itemKey(), ...figures(), ...itemOrders(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_item_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_item_months_key')
      .on(t.tenantId, t.month, t.productId, t.groupId, t.manufacturerId, t.businessUnitId, t.representativeId, t.walkIn)
      .nullsNotDistinct(),
  ],
);

export const biCustomerMonths = pgTable(
  'bi_customer_months',
  { tenantId: tenantId(), month: date('month').notNull(), ...customerKey(), ...figures(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_customer_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_customer_months_key')
      .on(t.tenantId, t.month, t.customerId, t.customerName, t.businessUnitId, t.representativeId, t.walkIn)
      .nullsNotDistinct(),
  ],
);

export const biOrderYears = pgTable(
  'bi_order_years',
  { tenantId: tenantId(), year: date('year').notNull(), ...orderKey(), ...figures(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_order_years_pk', columns: [t.tenantId, t.year, t.id] }),
    unique('bi_order_years_key')
      .on(t.tenantId, t.year, t.status, t.businessUnitId, t.representativeId, t.paymentMethod, t.walkIn)
      .nullsNotDistinct(),
  ],
);

export const biItemYears = pgTable(
  'bi_item_years',
  { tenantId: tenantId(), year: date('year').notNull(), ...itemKey(), ...figures(), ...itemOrders(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_item_years_pk', columns: [t.tenantId, t.year, t.id] }),
    unique('bi_item_years_key')
      .on(t.tenantId, t.year, t.productId, t.groupId, t.manufacturerId, t.businessUnitId, t.representativeId, t.walkIn)
      .nullsNotDistinct(),
  ],
);

export const biCustomerYears = pgTable(
  'bi_customer_years',
  { tenantId: tenantId(), year: date('year').notNull(), ...customerKey(), ...figures(), id: id() },
  (t) => [
    primaryKey({ name: 'bi_customer_years_pk', columns: [t.tenantId, t.year, t.id] }),
    unique('bi_customer_years_key')
      .on(t.tenantId, t.year, t.customerId, t.customerName, t.businessUnitId, t.representativeId, t.walkIn)
      .nullsNotDistinct(),
  ],
);

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

import { bigint, boolean, date, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

/**
 * The BI summaries (migrations 0025, 0048 and 0049, docs/bi.md 'Resumos'): written only by the SQL function
 * bi_summarize; triggers on orders, order_items and products mark (tenant, day) in bi_dirty_days.
 * The monthly tables hold the same rows summed per month (`month`: its first day).
 */
const figures = {
  valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
  quantity: bigint('quantity', { mode: 'number' }).notNull(),
  centiliters: bigint('centiliters', { mode: 'number' }).notNull(),
  orders: integer('orders').notNull(),
};

/** Orders per day × status × store × representative × payment method × walk-in. */
export const biOrderDays = pgTable(
  'bi_order_days',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day').notNull(),
    status: text('status').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    paymentMethod: text('payment_method'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ name: 'bi_order_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

/** Sold items per day × product (its group and manufacturer) × store × representative × walk-in. */
export const biItemDays = pgTable(
  'bi_item_days',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    groupId: integer('group_id').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    groupOrders: integer('group_orders').notNull(),
    manufacturerOrders: integer('manufacturer_orders').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ name: 'bi_item_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

/** `bi_order_days` summed per month. */
export const biOrderMonths = pgTable(
  'bi_order_months',
  {
    tenantId: integer('tenant_id').notNull(),
    month: date('month').notNull(),
    status: text('status').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    paymentMethod: text('payment_method'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ name: 'bi_order_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_order_months_key')
      .on(t.tenantId, t.month, t.status, t.businessUnitId, t.representativeId, t.paymentMethod, t.walkIn)
      .nullsNotDistinct(),
  ],
);

/** `bi_item_days` summed per month. */
export const biItemMonths = pgTable(
  'bi_item_months',
  {
    tenantId: integer('tenant_id').notNull(),
    month: date('month').notNull(),
    productId: integer('product_id').notNull(),
    groupId: integer('group_id').notNull(),
    manufacturerId: integer('manufacturer_id').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    groupOrders: integer('group_orders').notNull(),
    manufacturerOrders: integer('manufacturer_orders').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ name: 'bi_item_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_item_months_key')
      .on(t.tenantId, t.month, t.productId, t.groupId, t.manufacturerId, t.businessUnitId, t.representativeId, t.walkIn)
      .nullsNotDistinct(),
  ],
);

/** Sales per day × customer (its id and the order's name for it) × store × representative × walk-in. */
export const biCustomerDays = pgTable(
  'bi_customer_days',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day').notNull(),
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [primaryKey({ name: 'bi_customer_days_pk', columns: [t.tenantId, t.day, t.id] })],
);

/** `bi_customer_days` summed per month. */
export const biCustomerMonths = pgTable(
  'bi_customer_months',
  {
    tenantId: integer('tenant_id').notNull(),
    month: date('month').notNull(),
    customerId: integer('customer_id'),
    customerName: text('customer_name').notNull(),
    businessUnitId: integer('business_unit_id'),
    representativeId: integer('representative_id'),
    walkIn: boolean('walk_in').notNull(),
    ...figures,
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ name: 'bi_customer_months_pk', columns: [t.tenantId, t.month, t.id] }),
    unique('bi_customer_months_key')
      .on(t.tenantId, t.month, t.customerId, t.customerName, t.businessUnitId, t.representativeId, t.walkIn)
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

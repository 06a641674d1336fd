import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns.js';
import { products } from './catalog.js';
import { customers } from './customers.js';
import { operators } from './tenancy.js';

/**
 * Price tables (docs/pricing.md): the default one, one per customer, per state (UF) or per payment
 * condition, each valid between two dates. `adjustment` is in hundredths of a percent (+2 % = 200):
 * over the product's price for the products a base table does not list; a condition table's applies
 * over every price.
 */
export const priceTables = pgTable(
  'price_tables',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['default', 'customer', 'uf', 'condition'] }).notNull(),
    customerId: integer('customer_id'),
    uf: text('uf'),
    paymentCondition: text('payment_condition'),
    adjustment: integer('adjustment').notNull().default(0),
    validFrom: date('valid_from'),
    validUntil: date('valid_until'),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    check(
      'price_tables_target_check',
      sql`(${t.kind} = 'customer') = (${t.customerId} IS NOT NULL) AND (${t.kind} = 'uf') = (${t.uf} IS NOT NULL)
          AND (${t.kind} = 'condition') = (${t.paymentCondition} IS NOT NULL)`,
    ),
    check('price_tables_adjustment_check', sql`${t.adjustment} BETWEEN -9999 AND 99999`),
    check(
      'price_tables_validity_check',
      sql`${t.validFrom} IS NULL OR ${t.validUntil} IS NULL OR ${t.validFrom} <= ${t.validUntil}`,
    ),
    index('price_tables_lookup_idx').on(t.tenantId, t.kind),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.updatedBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

/** A table's price for one product, in centavos. */
export const priceTableItems = pgTable(
  'price_table_items',
  {
    tenantId: integer('tenant_id').notNull(),
    tableId: integer('table_id').notNull(),
    productId: integer('product_id').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tableId, t.productId] }),
    check('price_table_items_price_check', sql`${t.priceCents} > 0`),
    // The pricing query reads the items of a few products across the tables that apply.
    index('price_table_items_product_idx').on(t.tenantId, t.productId),
    foreignKey({ columns: [t.tenantId, t.tableId], foreignColumns: [priceTables.tenantId, priceTables.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.productId], foreignColumns: [products.tenantId, products.id] }),
  ],
);

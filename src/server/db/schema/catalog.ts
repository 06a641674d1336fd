import { boolean, foreignKey, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';

export const manufacturers = pgTable(
  'manufacturers',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [tenantPrimaryKey(t)],
);

export const productGroups = pgTable(
  'product_groups',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
  },
  (t) => [tenantPrimaryKey(t)],
);

export const products = pgTable(
  'products',
  {
    ...tenantColumns(),
    manufacturerId: integer('manufacturer_id').notNull(),
    groupId: integer('group_id').notNull(),
    /** cfidesite: the description every product has. */
    siteDescription: text('site_description').notNull(),
    /** cfideclis: the price-list description. */
    listDescription: text('list_description'),
    /** cfidecite: the e-commerce name, first choice for the display name. */
    ecommerceDescription: text('ecommerce_description'),
    /** cfiembite / cfiemblis: packaging, e.g. 'Galão 3,6L'. */
    packaging: text('packaging'),
    listPackaging: text('list_packaging'),
    stock: integer('stock').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    listPriceCents: integer('list_price_cents').notNull(),
    sellWithoutStock: boolean('sell_without_stock').notNull().default(false),
    /** Multiple mode: sold in steps of 10 (spec section 5). */
    multipleMode: boolean('multiple_mode').notNull().default(false),
    /** Up to four image paths (the spec's cfidirima, joined by '||' on the wire). */
    imagePaths: text('image_paths').array().notNull().default([]),
    specificationHtml: text('specification_html'),
    quickDescriptionHtml: text('quick_description_html'),
    /** descricaoEcommerce: the store page's rich description (the name above stays plain text). */
    ecommerceHtml: text('ecommerce_html'),
    volumeLiters: numeric('volume_liters', { precision: 10, scale: 3 }),
    weightKg: numeric('weight_kg', { precision: 10, scale: 3 }),
    /** A tint base: sold through the tinting flow with a colour. */
    tintBase: boolean('tint_base').notNull().default(false),
    /** Which base a tint base is ('A', 'B', 'C'...): its per-base formulas; null, the formulas of every base. */
    tintBaseKey: text('tint_base_key'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('products_manufacturer_idx').on(t.tenantId, t.manufacturerId),
    index('products_group_idx').on(t.tenantId, t.groupId),
    foreignKey({
      columns: [t.tenantId, t.manufacturerId],
      foreignColumns: [manufacturers.tenantId, manufacturers.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [productGroups.tenantId, productGroups.id],
    }),
  ],
);

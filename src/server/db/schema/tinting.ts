import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantColumns, tenantPrimaryKey } from './columns.js';
import { orderItems } from './orders.js';
import { tenants } from './tenants.js';

/** A tinting machine: cficnvmaq (converter), cficodmaq (code), cfifdemaq, cfisofmaq (software). */
export const tintMachines = pgTable(
  'tint_machines',
  {
    ...tenantColumns(),
    converter: text('converter').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    software: text('software'),
  },
  (t) => [tenantPrimaryKey(t)],
);

/** cfidestip: the kind of paint (acrílica, esmalte ...). */
export const tintTypes = pgTable(
  'tint_types',
  { ...tenantColumns(), description: text('description').notNull() },
  (t) => [tenantPrimaryKey(t)],
);

/** cfiunicor: the unit a colour is sold in (Galão 3,6L, Lata 18L ...), with its volume for formula scaling. */
export const tintUnits = pgTable(
  'tint_units',
  { ...tenantColumns(), description: text('description').notNull(), volumeMl: integer('volume_ml') },
  (t) => [tenantPrimaryKey(t), check('tint_units_volume_check', sql`${t.volumeMl} IS NULL OR ${t.volumeMl} > 0`)],
);

/** cfideslin: a colour line (collection); one line per tenant is the default. */
export const tintLines = pgTable(
  'tint_lines',
  {
    ...tenantColumns(),
    description: text('description').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [tenantPrimaryKey(t)],
);

export const tintColors = pgTable(
  'tint_colors',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    machineId: integer('machine_id').notNull(),
    typeId: integer('type_id').notNull(),
    unitId: integer('unit_id').notNull(),
    lineId: integer('line_id').notNull(),
    /** Hex colour without '#', e.g. 'F2E6C9'. */
    rgb: text('rgb').notNull(),
    /** The colour chart's group (Brancos, Azuis ...), see colourFamilies in src/shared/domain/tinting.ts. */
    family: text('family').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    sellWithoutStock: boolean('sell_without_stock').notNull().default(true),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('tint_colors_code_idx').on(t.tenantId, t.code),
    foreignKey({ columns: [t.tenantId, t.machineId], foreignColumns: [tintMachines.tenantId, tintMachines.id] }),
    foreignKey({ columns: [t.tenantId, t.typeId], foreignColumns: [tintTypes.tenantId, tintTypes.id] }),
    foreignKey({ columns: [t.tenantId, t.unitId], foreignColumns: [tintUnits.tenantId, tintUnits.id] }),
    foreignKey({ columns: [t.tenantId, t.lineId], foreignColumns: [tintLines.tenantId, tintLines.id] }),
  ],
);

/** A colourant loaded in a machine: its price per litre and the stock in the machine's canister, in µL (doses are µL). */
export const tintColorants = pgTable(
  'tint_colorants',
  {
    ...tenantColumns(),
    machineId: integer('machine_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    pricePerLitreCents: integer('price_per_litre_cents').notNull(),
    stockUl: integer('stock_ul').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('tint_colorants_code_idx').on(t.tenantId, t.machineId, t.code),
    foreignKey({ columns: [t.tenantId, t.machineId], foreignColumns: [tintMachines.tenantId, tintMachines.id] }),
    check('tint_colorants_price_check', sql`${t.pricePerLitreCents} >= 0`),
  ],
);

/** One dose of a colour's formula, in µL, for the colour's own can size (scaled by volume to the others). */
export const tintFormulaDoses = pgTable(
  'tint_formula_doses',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').notNull(),
    /** The base this dose is for ('A', 'B'...); '' for every base without a formula of its own. */
    base: text('base').notNull().default(''),
    colorantId: integer('colorant_id').notNull(),
    amountUl: integer('amount_ul').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.colorId, t.base, t.colorantId] }),
    index('tint_formula_doses_colorant_idx').on(t.tenantId, t.colorantId),
    foreignKey({ columns: [t.tenantId, t.colorId], foreignColumns: [tintColors.tenantId, tintColors.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.colorantId], foreignColumns: [tintColorants.tenantId, tintColorants.id] }),
    check('tint_formula_doses_amount_check', sql`${t.amountUl} > 0`),
  ],
);

/** What a placed tinted line took from the machine, per can: what a cancel or a return gives back. */
export const orderItemTintDoses = pgTable(
  'order_item_tint_doses',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull(),
    colorantId: integer('colorant_id').notNull(),
    amountUl: integer('amount_ul').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderItemId, t.colorantId] }),
    index('order_item_tint_doses_colorant_idx').on(t.tenantId, t.colorantId),
    foreignKey({
      name: 'order_item_tint_doses_item_fk',
      columns: [t.tenantId, t.orderItemId],
      foreignColumns: [orderItems.tenantId, orderItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_item_tint_doses_colorant_fk',
      columns: [t.tenantId, t.colorantId],
      foreignColumns: [tintColorants.tenantId, tintColorants.id],
    }),
    check('order_item_tint_doses_amount_check', sql`${t.amountUl} > 0`),
  ],
);

import { boolean, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns.js';

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

/** cfiunicor: the unit a colour is sold in (Galão 3,6L, Lata 18L ...). */
export const tintUnits = pgTable(
  'tint_units',
  { ...tenantColumns(), description: text('description').notNull() },
  (t) => [tenantPrimaryKey(t)],
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

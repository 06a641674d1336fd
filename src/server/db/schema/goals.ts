import { sql } from 'drizzle-orm';
import { check, date, foreignKey, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns.js';
import { businessUnits, operators, representatives } from './tenancy.js';

/**
 * Monthly sales goals (the panel's 'vs meta'): one row per month and target, the target being either
 * a representative or a store (business unit), never both. `month` is the month's first day.
 */
export const salesGoals = pgTable(
  'sales_goals',
  {
    ...tenantColumns(),
    month: date('month').notNull(),
    representativeId: integer('representative_id'),
    businessUnitId: integer('business_unit_id'),
    valueCents: integer('value_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    check('sales_goals_target_check', sql`(${t.representativeId} IS NULL) <> (${t.businessUnitId} IS NULL)`),
    check('sales_goals_value_check', sql`${t.valueCents} >= 0`),
    check('sales_goals_month_check', sql`EXTRACT(DAY FROM ${t.month}) = 1`),
    // Partial: each kind of target is unique per month, and ON CONFLICT can name either index.
    uniqueIndex('sales_goals_representative_uq')
      .on(t.tenantId, t.month, t.representativeId)
      .where(sql`${t.representativeId} IS NOT NULL`),
    uniqueIndex('sales_goals_business_unit_uq')
      .on(t.tenantId, t.month, t.businessUnitId)
      .where(sql`${t.businessUnitId} IS NOT NULL`),
    foreignKey({
      columns: [t.tenantId, t.representativeId],
      foreignColumns: [representatives.tenantId, representatives.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.businessUnitId],
      foreignColumns: [businessUnits.tenantId, businessUnits.id],
    }),
    foreignKey({ columns: [t.tenantId, t.updatedBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

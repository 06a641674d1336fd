import { integer, primaryKey, timestamp, type PgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/**
 * Every business table starts with these two columns and is keyed by both, so every lookup names its
 * tenant and the data can later be sharded by tenant.
 */
export const tenantColumns = () => ({
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  id: integer('id').generatedByDefaultAsIdentity(),
});

export const tenantPrimaryKey = (t: { tenantId: PgColumn; id: PgColumn }) =>
  primaryKey({ columns: [t.tenantId, t.id] });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

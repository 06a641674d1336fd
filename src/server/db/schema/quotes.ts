import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';
import { orders } from './orders.js';
import { operators } from './tenancy.js';

/**
 * A budget's public link (migration 0029): one live link per budget, only the SHA-256 of its token
 * kept. Re-issuing replaces the hash; `revokedAt` and `acceptedAt` end it.
 */
export const publicQuotes = pgTable(
  'public_quotes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    issuedBy: integer('issued_by').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    uniqueIndex('public_quotes_token_uq').on(t.tenantId, t.tokenHash),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.issuedBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

/** 'Pedir alterações' from the public page: the customer's note to the seller. */
export const quoteChangeRequests = pgTable(
  'quote_change_requests',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('quote_change_requests_order_idx').on(t.tenantId, t.orderId, t.id),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }).onDelete('cascade'),
  ],
);

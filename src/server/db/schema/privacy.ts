import { foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { dataRequestKinds, dataRequestStatuses } from '../../../shared/schemas/privacy.js';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';
import { customers } from './customers.js';
import { operators } from './tenancy.js';

/**
 * A customer's requests about their personal data (LGPD art. 18): erasure, or a change of a field
 * they may not edit. Kept after it is answered: it is the record that the request was honoured.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    kind: text('kind', { enum: dataRequestKinds }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: dataRequestStatuses }).notNull().default('pendente'),
    /** The admin's answer to the customer (required for a refusal). */
    note: text('note'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('data_requests_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
    foreignKey({ columns: [t.tenantId, t.handledBy], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

import { date, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns.js';
import { customers } from './customers.js';
import { orders } from './orders.js';

/** Issued NF-e. */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantColumns(),
    orderId: integer('order_id').notNull(),
    customerId: integer('customer_id').notNull(),
    number: text('number').notNull(),
    /** The 44-digit access key (chave de acesso). */
    accessKey: text('access_key').notNull(),
    issuedOn: date('issued_on').notNull(),
    valueCents: integer('value_cents').notNull(),
    xml: text('xml'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('invoices_issued_idx').on(t.tenantId, t.issuedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_customer_idx').on(t.tenantId, t.customerId, t.issuedOn.desc().nullsFirst()),
    foreignKey({ columns: [t.tenantId, t.orderId], foreignColumns: [orders.tenantId, orders.id] }),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
  ],
);

/** Receivables (duplicatas), each with its boleto data. */
export const receivables = pgTable(
  'receivables',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    orderId: integer('order_id'),
    invoiceId: integer('invoice_id'),
    instalment: integer('instalment').notNull().default(1),
    dueOn: date('due_on').notNull(),
    valueCents: integer('value_cents').notNull(),
    dailyInterestCents: integer('daily_interest_cents').notNull().default(0),
    /** 'Em Aberto', 'Recebido' ... as the ERP writes it; overdue is computed from dueOn. */
    status: text('status').notNull(),
    bankNumber: text('bank_number'),
    paidOn: date('paid_on'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('receivables_due_idx').on(t.tenantId, t.dueOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('receivables_customer_idx').on(t.tenantId, t.customerId, t.dueOn.desc().nullsFirst()),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }),
  ],
);

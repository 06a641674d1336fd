import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';
import { mailSituations } from '../../../shared/schemas/mail.js';

/** Mail goes here first, in the same transaction as the change that caused it; a worker sends it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...tenantColumns(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: mailSituations }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [tenantPrimaryKey(t), index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Every uploaded file, so the tenant's storage use can be measured against its quota. */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...tenantColumns(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t)],
);

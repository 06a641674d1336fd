import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';
import { mailSituations } from '../../../shared/schemas/mail.js';

/** A file attached to a mail; `content` is base64 so the row stays plain JSON. */
/** A file sent with a mail (base64); one with `cid` is shown inside the mail (`<img src="cid:...">`). */
export type MailAttachment = { filename: string; contentType: string; content: string; cid?: string };

/** Mail goes here first, in the same transaction as the change that caused it; a worker sends it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...tenantColumns(),
    recipients: text('recipients').array().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (base64), e.g. an NF-e's XML and DANFE. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: mailSituations }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A sender (any server instance) holds the message until then; past it, another may take it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [tenantPrimaryKey(t), index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Every uploaded file, so the tenant's storage use can be measured against its quota. */
export const storedFiles = pgTable(
  'stored_files',
  {
    ...tenantColumns(),
    /** The kind: 'produtos', 'fabricantes' or 'paginas' (docs/images.md). */
    folder: text('folder').notNull(),
    /** The storage key under the tenant (`produtos/3f…-400.webp`), never a name the client sent. */
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Groups the sizes written from one upload; deleting the image deletes them all. */
    imageKey: text('image_key'),
    /** 'thumb' (80×80), 'card' (400 px), 'zoom' (1200 px) or 'original'. */
    variant: text('variant'),
    /** The caller's logical name (`fabricante-12`, `logo`), searched by the image library. */
    label: text('label'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('stored_files_name_idx').on(t.tenantId, t.name),
    index('stored_files_image_idx').on(t.tenantId, t.imageKey),
  ],
);

/**
 * Request counters of the rate limits, shared by every app server: one row per key and fixed window.
 * `tenant_id` 0 is a request outside any company (the web client's files); it has no foreign key so.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    tenantId: integer('tenant_id').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] }), index('rate_limits_window_idx').on(t.windowEndsAt)],
);

/**
 * Each address a user mailed a document to, so a customer's daily mail and the addresses that are
 * not theirs (`foreign`) can be counted.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    ...tenantColumns(),
    senderKind: text('sender_kind', { enum: ['operator', 'customer'] }).notNull(),
    senderId: integer('sender_id').notNull(),
    recipient: text('recipient').notNull(),
    foreign: boolean('foreign').notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), index('mail_sends_sender_idx').on(t.tenantId, t.senderKind, t.senderId, t.createdAt)],
);

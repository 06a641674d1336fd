import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantPrimaryKey } from './columns.js';
import { tenants } from './tenants.js';

/** E-commerce configuration: one row per 3-letter key of the spec (cie, crh, men, sli, vmc ...). */
export const ecommerceSettings = pgTable(
  'ecommerce_settings',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull(),
    /** The spec's versao: the timestamp (ms) of the last save. */
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** Every save of a configuration key (who, when, what), so the admin can restore an earlier one. */
export const ecommerceSettingVersions = pgTable(
  'ecommerce_setting_versions',
  {
    ...tenantColumns(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    active: boolean('active').notNull(),
    description: text('description').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by'),
    savedByName: text('saved_by_name').notNull(),
  },
  (t) => [tenantPrimaryKey(t), index('ecommerce_setting_versions_key_idx').on(t.tenantId, t.key, t.id.desc())],
);

/** Our carrier-independent shipping table: a rule applies by state and/or CEP range. */
export const shippingRules = pgTable(
  'shipping_rules',
  {
    ...tenantColumns(),
    service: text('service').notNull(),
    state: text('state'),
    cepFrom: text('cep_from'),
    cepTo: text('cep_to'),
    days: integer('days').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    pricePerKgCents: integer('price_per_kg_cents').notNull().default(0),
    orderPercent: numeric('order_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    freeAboveCents: integer('free_above_cents'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [tenantPrimaryKey(t)],
);

/** The store's newsletter sign-ups ('new'): one per e-mail (lower-case) in a company, with the consent accepted. */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    consentText: text('consent_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('newsletter_signups_email_idx').on(t.tenantId, t.email)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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
import { tenants } from './tenants.js';

export const businessUnits = pgTable(
  'business_units',
  {
    ...tenantColumns(),
    tradeName: text('trade_name').notNull(),
    legalName: text('legal_name').notNull(),
    cnpj: text('cnpj'),
    city: text('city'),
    state: text('state'),
  },
  (t) => [tenantPrimaryKey(t)],
);

export const representatives = pgTable(
  'representatives',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [tenantPrimaryKey(t)],
);

/** Back-office users. Their access level is anything but 'C'. */
export const operators = pgTable(
  'operators',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'seller'] }).notNull(),
    representativeId: integer('representative_id'),
    businessUnitId: integer('business_unit_id'),
    active: boolean('active').notNull().default(true),
    contractAcceptedVersion: integer('contract_accepted_version'),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The most a seller may discount without a manager, in hundredths of a percent; null = no cap. */
    maxDiscountHundredths: integer('max_discount_hundredths'),
  },
  (t) => [
    tenantPrimaryKey(t),
    check(
      'operators_max_discount_check',
      sql`max_discount_hundredths IS NULL OR (max_discount_hundredths >= 0 AND max_discount_hundredths <= 10000)`,
    ),
    uniqueIndex('operators_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    foreignKey({
      columns: [t.tenantId, t.representativeId],
      foreignColumns: [representatives.tenantId, representatives.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.businessUnitId],
      foreignColumns: [businessUnits.tenantId, businessUnits.id],
    }),
  ],
);

/** Terms a user must accept at login; the newest active version per audience is the one in force. */
export const contracts = pgTable(
  'contracts',
  {
    ...tenantColumns(),
    /** 'customer' and 'operator': accepted at login; 'registration': ticked on the store's sign-up form. */
    audience: text('audience', { enum: ['customer', 'operator', 'registration'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('contracts_version_uq').on(t.tenantId, t.audience, t.version)],
);

/**
 * Server-side sessions: the cookie holds a random token, this table only its SHA-256. Keyed by the
 * company too, so a session is found only with the company it was opened in.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind', { enum: ['operator', 'customer'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('sessions_subject_idx').on(t.tenantId, t.subjectKind, t.subjectId),
  ],
);

/**
 * Failed logins per account and address pair, per address and per account, to slow down and then
 * refuse guessing. `locks` counts the locks in a row (each one lasts twice as long as the last);
 * `last_success_at` marks a pair whose address once logged in to the account (a known address).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    locks: integer('locks').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** One-use links that lift the login locks of an account (mailed when it gets locked); only the SHA-256 is kept. */
export const loginUnlockTokens = pgTable(
  'login_unlock_tokens',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The account's login (its e-mail, lower case). */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('login_unlock_tokens_email_idx').on(t.tenantId, t.email, t.createdAt),
  ],
);

/**
 * One-use links that let a back-office user set their password: the first one ('invite', when the
 * admin creates the user) or a new one ('reset', sent by the admin). Only the SHA-256 is kept.
 */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    tenantId: integer('tenant_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    operatorId: integer('operator_id').notNull(),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Who changed what in the company's administration, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    ...tenantColumns(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [tenantPrimaryKey(t), index('audit_log_at_idx').on(t.tenantId, t.at.desc(), t.id.desc())],
);

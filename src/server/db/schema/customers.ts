import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tenantColumns, tenantPrimaryKey, updatedAt } from './columns.js';
import { businessUnits, operators, representatives } from './tenancy.js';

export const customers = pgTable(
  'customers',
  {
    ...tenantColumns(),
    personType: text('person_type', { enum: ['F', 'J'] }).notNull(),
    /** CPF (F) or CNPJ (J), bare: digits, or digits and letters for the alphanumeric CNPJ. */
    document: text('document'),
    rg: text('rg'),
    stateRegistration: text('state_registration'),
    /** Nome for individuals, razão social for companies. */
    name: text('name').notNull(),
    tradeName: text('trade_name'),
    email: text('email'),
    phone: text('phone'),
    cellphone: text('cellphone'),
    contactName: text('contact_name'),
    cep: text('cep'),
    state: text('state'),
    city: text('city'),
    /** IBGE's 7-digit code of the city (migration 0012); null on records saved before it. */
    cityCode: integer('city_code'),
    district: text('district'),
    street: text('street'),
    number: text('number'),
    /** Apartment, block, room: printed after the number wherever the address is. */
    complement: text('complement'),
    countryCode: text('country_code').notNull().default('1058'),
    birthDate: date('birth_date'),
    sex: text('sex', { enum: ['M', 'F'] }),
    /** 'N' = credit released; anything else = blocked. */
    credit: text('credit').notNull().default('N'),
    creditRestriction: text('credit_restriction'),
    creditLimitCents: integer('credit_limit_cents'),
    passwordHash: text('password_hash'),
    /** '1' = access activated, '0' or null = not yet. */
    activation: text('activation'),
    observation: text('observation'),
    representativeId: integer('representative_id'),
    businessUnitId: integer('business_unit_id'),
    contractAcceptedVersion: integer('contract_accepted_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('customers_document_uq').on(t.tenantId, t.document),
    uniqueIndex('customers_email_uq').on(t.tenantId, sql`lower(${t.email})`),
    index('customers_name_idx').on(t.tenantId, t.name),
    index('customers_representative_idx').on(t.tenantId, t.representativeId),
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

/** The contacts collection of the customer details (contato1..contato4 are its first four names). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    name: text('name').notNull(),
    role: text('role'),
    phone: text('phone'),
    email: text('email'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_contacts_customer_idx').on(t.tenantId, t.customerId),
    foreignKey({
      columns: [t.tenantId, t.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One-use links sent by mail (an invitation to set a password); only the token's SHA-256 is kept,
 * keyed by the company the link belongs to.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    tokenHash: text('token_hash').notNull(),
    tenantId: integer('tenant_id').notNull(),
    customerId: integer('customer_id').notNull(),
    purpose: text('purpose', { enum: ['invite', 'registered', 'reset'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    index('access_tokens_tenant_day_idx').on(t.tenantId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Who changed a customer's e-mail (their login), when, from what to what: the audit of that action. */
export const customerEmailChanges = pgTable(
  'customer_email_changes',
  {
    ...tenantColumns(),
    customerId: integer('customer_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    oldEmail: text('old_email'),
    newEmail: text('new_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_email_changes_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    foreignKey({ columns: [t.tenantId, t.customerId], foreignColumns: [customers.tenantId, customers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.operatorId], foreignColumns: [operators.tenantId, operators.id] }),
  ],
);

import { boolean, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A company using Balcão. `apelido` is the alias the spec's calls may pass as a query parameter. */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  alias: text('apelido').notNull().unique(),
  legalName: text('legal_name').notNull(),
  tradeName: text('trade_name').notNull(),
  cnpj: text('cnpj'),
  /** The company's own data ('Dados da empresa'), printed on its documents. */
  stateRegistration: text('state_registration'),
  cep: text('cep'),
  street: text('street'),
  streetNumber: text('street_number'),
  complement: text('complement'),
  district: text('district'),
  city: text('city'),
  state: text('state'),
  phone: text('phone'),
  email: text('email'),
  /** A host name served for this tenant (e.g. loja.tintasexemplo.com.br); optional. */
  hostName: text('host_name').unique(),
  storageQuotaMb: integer('storage_quota_mb').notNull().default(500),
  /** The company's own limit on its image space, below the plan's quota; absent: the plan's. */
  storageLimitMb: numeric('storage_limit_mb', { precision: 12, scale: 2 }),
  /** PERMITIR_PRECOS and PERMITIR_CARRINHO of the spec. */
  allowPrices: boolean('allow_prices').notNull().default(true),
  allowCart: boolean('allow_cart').notNull().default(true),
  /** 'online' normal store; 'offline' sends to /login; 'budget' goes straight to checkout. */
  systemMode: text('system_mode').notNull().default('online'),
  overdueGraceDays: integer('overdue_grace_days').notNull().default(3),
  dailyInviteLimit: integer('daily_invite_limit').notNull().default(50),
  /** The customer form asks the CNPJ service (CNPJ_LOOKUP_URL) for a company's name and address. */
  cnpjLookup: boolean('cnpj_lookup').notNull().default(false),
  /** How many days a budget's prices hold; after that it is 'Vencido' until renewed. */
  budgetValidityDays: integer('budget_validity_days').notNull().default(10),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

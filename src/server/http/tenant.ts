import type { tenants } from '../db/schema/tenants.js';

/** The company a request belongs to (from `apelido`, the host name or the default). */
export type Tenant = typeof tenants.$inferSelect;

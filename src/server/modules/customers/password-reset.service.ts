import type { Limit } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateCounter } from '../../http/rate-counter.js';
import type { Tenant } from '../../http/tenant.js';
import type { MailService } from '../mail/index.js';
import { findHolders, findCustomer } from './customers.repo.js';
import { queueAccessMail } from './invitations.service.js';

export type PasswordResetDeps = { db: Db; mail: MailService; rateCounter: RateCounter };

/** Reset mails one address may get an hour, however many addresses ask (per address is the route's limit). */
export const RESETS_PER_ADDRESS: Limit = { max: 3, windowMs: 3_600_000 };

/**
 * 'Esqueci minha senha': a customer with released access gets a one-use link to set a new password
 * at `origin`. An unknown e-mail, a customer not yet released and an operator (whose password an
 * admin resets) get nothing, and the caller is never told which: the route answers before this runs.
 */
export async function sendPasswordReset(
  deps: PasswordResetDeps,
  tenant: Tenant,
  email: string,
  origin: string,
): Promise<void> {
  const budget = await deps.rateCounter.take(tenant.id, `reset:${email}`, RESETS_PER_ADDRESS);
  if (!budget.allowed) return;
  // Found by e-mail only (lower case on both sides), so the holder is the address's owner.
  const [holder] = await findHolders(deps.db, tenant.id, 0, { email });
  const customer = holder && (await findCustomer(deps.db, tenant.id, holder.id));
  if (!customer?.email || customer.activation !== '1') return;
  const to = { ...customer, email: customer.email };
  await deps.db.transaction((tx) => queueAccessMail(tx, deps.mail, tenant, to, 'reset', origin));
  await deps.mail.flush();
}

import type { Limit } from '../../config.js';
import { messages } from '../../../shared/messages.js';
import type { ContactRequest } from '../../../shared/schemas/account.js';
import type { Db } from '../../db/client.js';
import { AppError, unavailable } from '../../http/errors.js';
import type { RateCounter } from '../../http/rate-counter.js';
import type { MailService } from '../mail/index.js';
import { readContactAddress } from '../store-config/index.js';
import { contactMail } from './contact-mail.js';

export type ContactDeps = { db: Db; mail: MailService; rateCounter: RateCounter };

/**
 * Beyond the route's mail limit (per address, shared with other mail calls): a public form that
 * mails the company must not let one visitor, or many, flood its inbox.
 */
export const CONTACTS_PER_ADDRESS: Limit = { max: 5, windowMs: 3_600_000 };
export const CONTACTS_PER_COMPANY: Limit = { max: 100, windowMs: 3_600_000 };

/** Delivers the contact form to the company's contact address through the outbox. */
export async function sendContact(deps: ContactDeps, tenantId: number, address: string, input: ContactRequest) {
  const to = await readContactAddress(deps.db, tenantId);
  if (!to) throw unavailable(messages.contact.unavailable);
  for (const [key, limit] of [
    [`contato:${address}`, CONTACTS_PER_ADDRESS],
    ['contato', CONTACTS_PER_COMPANY],
  ] as const) {
    const budget = await deps.rateCounter.take(tenantId, key, limit);
    if (!budget.allowed) throw new AppError(429, messages.rateLimit.tooMany(budget.retryAfterMs));
  }
  await deps.mail.queue({ tenantId, to: [to], ...contactMail(input) });
  await deps.mail.flush();
}

import { newsletterMessages, type NewsletterSignup } from '../../../shared/schemas/newsletter.js';
import type { Db } from '../../db/client.js';
import { unavailable } from '../../http/errors.js';
import { insertSignup } from './newsletter.repo.js';
import { findActiveSettings } from './store-config.repo.js';

/**
 * The footer's sign-up: only while the store offers it ('new' active). Signing up twice answers the
 * same, so the reply does not tell a visitor whether an address is already on the list.
 */
export async function signUp(db: Db, tenantId: number, input: NewsletterSignup) {
  const [open] = await findActiveSettings(db, tenantId, ['new']);
  if (!open) throw unavailable(newsletterMessages.unavailable);
  await insertSignup(db, tenantId, input.email, newsletterMessages.consent);
  return { retorno: true as const, msg: { tipo: 'success' as const, mensagem: newsletterMessages.subscribed } };
}

import { hash } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { emailField } from '../../../shared/schemas/fields.js';
import {
  INVITE_VALID_HOURS,
  inviteMessages,
  inviteTitles,
  type AccessMailPurpose,
  type sendMailRefusals,
} from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import { endSessionsOf, forgetAccountSessions } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import type { Tenant } from '../../http/tenant.js';
import { findClash, updateCustomer, type CustomerRow } from './customers.repo.js';
import { visibleCustomer } from './customers.service.js';
import { findUsableToken, insertAccessToken, invitesSentToday, setPasswordWithToken } from './invitations.repo.js';
import { accessMail } from './invite-mail.js';

type SendMailRefusal = (typeof sendMailRefusals)[number];
export type InviteOutcome = { erro: string; motivo: SendMailRefusal } | { retorno: true; tipo: string };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function purposeOf(type: 'convite' | 'senha' | 'dados', customer: CustomerRow): AccessMailPurpose {
  if (type === 'senha') return 'reset';
  if (type === 'dados') return 'data';
  return customer.activation === '1' || customer.passwordHash ? 'registered' : 'invite';
}

/**
 * Mails a customer about their access: an invitation ('Convite') or their access data ('Cadastro')
 * with a one-use link to set the password, within the company's daily limit of invitations; a
 * password reset link; or a notice that their data changed. It goes only to the registered e-mail
 * (a customer without one gets the address given here recorded); `origin` is the server's public
 * address the link points to.
 */
export async function sendInvitation(
  db: Db,
  mail: MailService,
  auth: AuthContext,
  tenant: Tenant,
  input: { cliente: number; email: string; type: 'convite' | 'senha' | 'dados' },
  origin: string,
): Promise<InviteOutcome> {
  const customer = await visibleCustomer(db, auth, input.cliente);
  const registered = customer.email?.trim() || undefined;
  // The request's schema has trimmed the address already.
  const requested = input.email || registered || '';
  // The mail goes to the registered address: naming another one is refused, never written over it.
  if (registered && requested.toLowerCase() !== registered.toLowerCase()) {
    throw badRequest(inviteMessages.notRegisteredEmail);
  }
  const email = emailField.safeParse(registered ?? requested);
  if (!email.success) return { erro: inviteMessages.badEmail, motivo: 'email' };
  if (!registered && (await findClash(db, tenant.id, customer.id, { email: email.data })).email)
    return { erro: inviteMessages.emailTaken, motivo: 'email' };
  const purpose = purposeOf(input.type, customer);
  const counted = purpose === 'invite' || purpose === 'registered';
  if (counted && (await invitesSentToday(db, tenant.id)) >= tenant.dailyInviteLimit)
    return { erro: inviteMessages.limit(tenant.dailyInviteLimit), motivo: 'limite' };
  await db.transaction(async (tx) => {
    // A customer without an e-mail gets the one this mail goes to.
    if (!registered) await updateCustomer(tx, tenant.id, customer.id, { email: email.data });
    await queueAccessMail(tx, mail, tenant, { ...customer, email: email.data }, purpose, origin);
  });
  void mail.flush().catch(() => undefined);
  return { retorno: true, tipo: inviteTitles[purpose] };
}

/**
 * Queues an access mail to the customer's `email` (run it in the caller's transaction): for every
 * purpose but a data change, with a new one-use link to set the password, pointing at `origin`.
 */
export async function queueAccessMail(
  db: Db,
  mail: MailService,
  tenant: Pick<Tenant, 'id' | 'alias' | 'tradeName'>,
  customer: Pick<CustomerRow, 'id' | 'name' | 'tradeName'> & { email: string },
  purpose: AccessMailPurpose,
  origin: string,
): Promise<void> {
  let link: string | undefined;
  if (purpose !== 'data') {
    const token = randomBytes(32).toString('base64url');
    link = `${origin}/definir-senha?token=${token}&apelido=${encodeURIComponent(tenant.alias)}`;
    const expiresAt = new Date(Date.now() + INVITE_VALID_HOURS * 3_600_000);
    const row = { tokenHash: tokenHash(token), tenantId: tenant.id, customerId: customer.id, purpose, expiresAt };
    await insertAccessToken(db, row);
  }
  const name = customer.tradeName ?? customer.name;
  const content = accessMail({ purpose, company: tenant.tradeName, name, email: customer.email, link });
  await mail.queue({ tenantId: tenant.id, to: [customer.email], subject: content.subject, html: content.html }, db);
}

/**
 * The link's second half: a valid, unused, unexpired token of this company sets the password,
 * releases access and ends the customer's other sessions.
 */
export async function setPasswordFromLink(db: Db, tenantId: number, token: string, password: string): Promise<void> {
  const row = await findUsableToken(db, tenantId, tokenHash(token));
  if (!row) throw badRequest(inviteMessages.linkInvalid);
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    // Two uses of one link at once: the second finds it spent and is refused like an old link.
    if (!(await setPasswordWithToken(tx, row, passwordHash))) throw badRequest(inviteMessages.linkInvalid);
    // Whoever held a session (or knew the old password) is out once the password changes.
    await endSessionsOf(tx, row.tenantId, 'customer', row.customerId);
  });
  forgetAccountSessions(db, row.tenantId, 'customer', row.customerId);
}

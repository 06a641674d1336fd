import { hash } from '@node-rs/argon2';
import { createHash, randomBytes } from 'node:crypto';
import { emailField } from '../../../shared/schemas/fields.js';
import { INVITE_VALID_HOURS, inviteMessages, inviteTitles } from '../../../shared/schemas/customer.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { AuthContext } from '../auth/session.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { Tenant } from '../tenants/tenants.repo.js';
import { findClash, updateCustomer } from './customers.repo.js';
import { visibleCustomer } from './customers.service.js';
import { findUsableToken, insertAccessToken, invitesSentToday, setPasswordWithToken } from './invitations.repo.js';
import { inviteMail } from './invite-mail.js';

export type InviteOutcome = { erro: string } | { retorno: true; tipo: string };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a customer a one-use link to set their password: 'Convite' when they have no access yet,
 * 'Cadastro' (with their login) when they already have one. Respects the company's daily limit.
 */
export async function sendInvitation(
  db: Db,
  mail: MailService,
  auth: AuthContext,
  tenant: Tenant,
  input: { cliente: number; email: string },
  origin: string,
): Promise<InviteOutcome> {
  const customer = await visibleCustomer(db, auth, input.cliente);
  const email = emailField.safeParse(input.email);
  if (!email.success) return { erro: inviteMessages.badEmail };
  if ((await findClash(db, tenant.id, customer.id, '', email.data)).email) return { erro: inviteMessages.emailTaken };
  if ((await invitesSentToday(db, tenant.id)) >= tenant.dailyInviteLimit)
    return { erro: inviteMessages.limit(tenant.dailyInviteLimit) };
  const purpose = customer.activation === '1' || customer.passwordHash ? 'registered' : 'invite';
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/definir-senha?token=${token}&apelido=${encodeURIComponent(tenant.alias)}`;
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (customer.email !== email.data) await updateCustomer(txDb, tenant.id, customer.id, { email: email.data });
    await insertAccessToken(txDb, {
      tokenHash: tokenHash(token),
      tenantId: tenant.id,
      customerId: customer.id,
      purpose,
      expiresAt: new Date(Date.now() + INVITE_VALID_HOURS * 3_600_000),
    });
    const content = inviteMail({
      purpose,
      company: tenant.tradeName,
      name: customer.tradeName ?? customer.name,
      email: email.data,
      link,
    });
    await mail.queue({ tenantId: tenant.id, to: [email.data], subject: content.subject, html: content.html }, txDb);
  });
  void mail.flush().catch(() => undefined);
  return { retorno: true, tipo: inviteTitles[purpose] };
}

/** The link's second half: a valid, unused, unexpired token sets the password and releases access. */
export async function setPasswordFromLink(db: Db, token: string, password: string): Promise<void> {
  const row = await findUsableToken(db, tokenHash(token));
  if (!row) throw badRequest(inviteMessages.linkInvalid);
  try {
    await setPasswordWithToken(db, row, await hash(password));
  } catch {
    throw badRequest(inviteMessages.linkInvalid);
  }
}

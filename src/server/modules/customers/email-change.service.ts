import { messages } from '../../../shared/messages.js';
import { registrationMessages } from '../../../shared/schemas/customer.js';
import { isUniqueViolation, type Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import { endSessionsOf, forgetAccountSessions } from '../auth/index.js';
import type { MailService } from '../mail/index.js';
import { findClash } from './customers.repo.js';
import { visibleCustomer } from './customers.service.js';
import { emailChangedMail } from './email-change-mail.js';
import { recordEmailChange } from './email-change.repo.js';

const duplicate = () =>
  conflict(registrationMessages.duplicateEmail, [{ campo: 'email', mensagem: registrationMessages.duplicateEmail }]);

/**
 * Changes a customer's e-mail, which is their login: only managers and admins, and never through
 * the customer form, because whoever sets it can have the password link sent there. The change is
 * recorded (who, when, old, new), the customer's sessions end, links mailed to the old address stop
 * working, and both addresses are told.
 */
export async function changeCustomerEmail(
  db: Db,
  mail: MailService,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  newEmail: string,
): Promise<void> {
  if (auth.role !== 'manager' && auth.role !== 'admin') throw forbidden(messages.access.forbidden);
  const customer = await visibleCustomer(db, auth, id);
  const oldEmail = customer.email?.trim() || null;
  if (oldEmail?.toLowerCase() === newEmail) throw badRequest(messages.customerEmail.same);
  // Answered before the write; the unique index on the e-mail decides in the end (the catch below),
  // with the same answer, so mutating this look away changes nothing a caller sees.
  // Stryker disable next-line ConditionalExpression,ObjectLiteral: equivalent; the unique index refuses the update instead
  if ((await findClash(db, tenant.id, id, { email: newEmail })).email) throw duplicate();
  const at = new Date();
  const notice = emailChangedMail({
    company: tenant.tradeName,
    name: customer.tradeName ?? customer.name,
    oldEmail: oldEmail ?? '',
    newEmail,
    by: auth.name,
    at,
  });
  try {
    await db.transaction(async (tx) => {
      await recordEmailChange(tx, { tenantId: tenant.id, customerId: id, operatorId: auth.id, oldEmail, newEmail }, at);
      await endSessionsOf(tx, tenant.id, 'customer', id);
      const to = oldEmail ? [oldEmail, newEmail] : [newEmail];
      await mail.queue({ tenantId: tenant.id, to, ...notice }, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  forgetAccountSessions(db, tenant.id, 'customer', id);
  void mail.flush().catch(() => undefined);
}

import { hash, verify } from '@node-rs/argon2';
import { isCustomer } from '../../../shared/domain/access.js';
import { resetCodes, type ResetPasswordRequest } from '../../../shared/schemas/account.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import type { MailService } from '../mail/index.js';
import { deleteOtherSessionsOf, findAccountById, updatePasswordHash, type Account } from './auth.repo.js';
import { forgetAccountSessions } from './session-cache.js';
import { passwordChangedMail } from './password-mail.js';

export type PasswordDeps = { db: Db; mail: MailService };

const kindOf = (auth: AuthContext): Account['kind'] => (isCustomer(auth) ? 'customer' : 'operator');

/** The caller's account when `current` is its password; undefined otherwise. */
async function accountWithPassword(db: Db, auth: AuthContext, current: string): Promise<Account | undefined> {
  const account = await findAccountById(db, auth.tenantId, kindOf(auth), auth.id);
  if (!account?.passwordHash) return undefined;
  return (await verify(account.passwordHash, current)) ? account : undefined;
}

/**
 * Writes the new password, ends the caller's other sessions (whoever held one, or knew the old
 * password, is out; this page stays logged in) and queues a notice to the account's address, all
 * in one transaction; the notice leaves after the commit.
 */
async function replacePassword(deps: PasswordDeps, auth: AuthContext, tenant: Tenant, account: Account, next: string) {
  const passwordHash = await hash(next);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, auth.tenantId, account.kind, account.id, passwordHash);
    await deleteOtherSessionsOf(tx, auth.tenantId, account.kind, account.id, auth.tokenHash);
    if (account.email) {
      const mail = passwordChangedMail(tenant.tradeName, account.name, new Date());
      await deps.mail.queue({ tenantId: auth.tenantId, to: [account.email], ...mail }, tx);
    }
  });
  forgetAccountSessions(deps.db, auth.tenantId, account.kind, account.id);
  await deps.mail.flush();
}

/** POST /senha/alterar: false when `current` is not the caller's password (nothing changes). */
export async function changeOwnPassword(
  deps: PasswordDeps,
  auth: AuthContext,
  tenant: Tenant,
  current: string,
  next: string,
): Promise<boolean> {
  const account = await accountWithPassword(deps.db, auth, current);
  if (!account) return false;
  await replacePassword(deps, auth, tenant, account, next);
  return true;
}

/** POST /get-reset-pass: code 1 (current password invalid), 2 (the new ones differ) or 3 (changed). */
export async function resetOwnPassword(
  deps: PasswordDeps,
  auth: AuthContext,
  tenant: Tenant,
  input: ResetPasswordRequest,
): Promise<1 | 2 | 3> {
  const account = await accountWithPassword(deps.db, auth, input.senhaAtual);
  if (!account) return resetCodes.currentInvalid;
  if (input.novaSenha !== input.confirmacaoSenha) return resetCodes.mismatch;
  await replacePassword(deps, auth, tenant, account, input.novaSenha);
  return resetCodes.changed;
}

import { createHash, randomBytes } from 'node:crypto';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Tenant } from '../../http/tenant.js';
import type { MailService } from '../mail/index.js';
import { findAccountByEmail, type Account } from './auth.repo.js';
import { insertUnlockToken, spendUnlockToken, unlockTokensSince } from './login-attempts.repo.js';
import type { LoginThrottle } from './login-throttle.js';
import { unlockMail } from './unlock-mail.js';

export const UNLOCK_LINK_VALID_MINUTES = 60;
/** At most one unlock mail an hour per account, however many addresses get locked out of it. */
const MAIL_EVERY_MS = 3_600_000;

export type MailingTenant = Pick<Tenant, 'id' | 'alias' | 'tradeName'>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Lifting login locks: by a mailed one-use link the user opens, or by an admin. */
export class AccountUnlock {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Mails the account a link that lifts its locks (not when one went out within the hour). */
  async offerLink(tenant: MailingTenant, account: Account, origin: string, now = new Date()): Promise<void> {
    const email = account.email.toLowerCase();
    if ((await unlockTokensSince(this.db, tenant.id, email, new Date(now.getTime() - MAIL_EVERY_MS))) > 0) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${origin}/desbloquear-acesso?token=${token}&apelido=${encodeURIComponent(tenant.alias)}`;
    const content = unlockMail({
      company: tenant.tradeName,
      name: account.name,
      link,
      validMinutes: UNLOCK_LINK_VALID_MINUTES,
    });
    await this.db.transaction(async (tx) => {
      await insertUnlockToken(tx, {
        tenantId: tenant.id,
        tokenHash: hashOf(token),
        email,
        createdAt: now,
        expiresAt: new Date(now.getTime() + UNLOCK_LINK_VALID_MINUTES * 60_000),
      });
      await this.mail.queue({ tenantId: tenant.id, to: [account.email], ...content }, tx);
    });
    void this.mail.flush().catch(() => undefined);
  }

  /** The link was opened at `address`: the account's locks are lifted and that address becomes a known one. */
  async redeem(tenantId: number, token: string, address: string): Promise<void> {
    const email = await spendUnlockToken(this.db, tenantId, hashOf(token), new Date());
    if (!email) throw badRequest(messages.unlock.linkInvalid);
    await this.throttle.unlock(tenantId, email, address);
  }

  /** An admin lifts the locks of the account with this login, from every address. */
  async byAdmin(tenantId: number, login: string): Promise<void> {
    const email = login.trim().toLowerCase();
    if (!(await findAccountByEmail(this.db, tenantId, email))) throw notFound(messages.unlock.accountNotFound);
    await this.throttle.unlock(tenantId, email);
  }
}

import { hash, verify } from '@node-rs/argon2';
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '../../../shared/messages.js';
import type { Contract, LoginRequest, SessionUser } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/client.js';
import { sanitizePageHtml } from '../documents/index.js';
import {
  findAccountByEmail,
  findContractInForce,
  recordContractAcceptance,
  recordOperatorLogin,
  type Account,
} from './auth.repo.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashToken, toAuthContext, toSessionUser, type SessionService } from './session.service.js';
import type { AccountUnlock, MailingTenant } from './unlock.service.js';

/** Where a login comes from: the client's address, and the server's public address for mailed links. */
export type LoginClient = { address: string; origin: string };

export type LoginOutcome =
  | { kind: 'ok'; token: string; user: SessionUser }
  | { kind: 'contract'; contract: Contract }
  | { kind: 'refused'; status: number; message: string };

type Authenticated = { kind: 'account'; account: Account } | Extract<LoginOutcome, { kind: 'refused' }>;

const refused = (status: number, message: string) => ({ kind: 'refused', status, message }) as const;

/** Hashed once so that a login for an unknown e-mail costs as much time as one for a known e-mail. */
let dummyHash: Promise<string> | undefined;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly unlocks: AccountUnlock,
  ) {}

  async login(tenant: MailingTenant, input: LoginRequest, client: LoginClient): Promise<LoginOutcome> {
    const tenantId = tenant.id;
    const result = await this.authenticate(tenant, input, client);
    if (result.kind === 'refused') return result;
    const contract = await this.pendingContract(tenantId, result.account);
    if (contract) return { kind: 'contract', contract: servedContract(contract) };
    const token = await this.sessions.create(tenantId, result.account);
    if (result.account.kind === 'operator') await recordOperatorLogin(this.db, tenantId, result.account.id, new Date());
    return { kind: 'ok', token, user: toSessionUser(toAuthContext(tenantId, result.account, hashToken(token))) };
  }

  /** Records that the user accepted the contract in force; the client then logs in again. */
  async acceptContract(
    tenant: MailingTenant,
    input: LoginRequest,
    client: LoginClient,
  ): Promise<LoginOutcome | { kind: 'accepted' }> {
    const result = await this.authenticate(tenant, input, client);
    if (result.kind === 'refused') return result;
    const contract = await this.pendingContract(tenant.id, result.account);
    if (contract) await recordContractAcceptance(this.db, tenant.id, result.account, contract.version);
    return { kind: 'accepted' };
  }

  /**
   * The terms ticked on the store's sign-up form: the registration terms (tuc) when the company has
   * them, else the login terms, which the new customer then need not accept again at first login.
   */
  async registrationTerms(tenantId: number): Promise<{ contract: Contract; loginVersion?: number } | null> {
    const registration = await findContractInForce(this.db, tenantId, 'registration');
    if (registration) return { contract: servedContract(registration) };
    const login = await findContractInForce(this.db, tenantId, 'customer');
    return login ? { contract: servedContract(login), loginVersion: login.version } : null;
  }

  private async authenticate(tenant: MailingTenant, input: LoginRequest, client: LoginClient): Promise<Authenticated> {
    const email = input.email.toLowerCase();
    if (!email || !input.usuario || !input.senha) return refused(400, messages.login.allFieldsRequired);
    const attempt = await this.throttle.begin(tenant.id, email, client.address);
    if (attempt.kind === 'locked') return refused(429, messages.login.tooManyAttempts(attempt.minutes));

    const account = await findAccountByEmail(this.db, tenant.id, email);
    const passwordOk = await verify(account?.passwordHash ?? (await getDummyHash()), input.senha);
    // For Balcão the user name (usuario) is the account's e-mail address.
    if (!account || !passwordOk || input.usuario.toLowerCase() !== email) {
      // The account is locked from now on: its owner gets a link to lift the lock.
      if (attempt.locksOnFailure && account?.active) await this.unlocks.offerLink(tenant, account, client.origin);
      await sleep(this.throttle.failureDelayMs(attempt));
      return refused(401, messages.login.invalidCredentials);
    }
    await this.throttle.succeeded(attempt);
    if (!account.active)
      return refused(403, account.kind === 'operator' ? messages.login.disabledUser : messages.login.inactiveAccount);
    return { kind: 'account', account };
  }

  private async pendingContract(tenantId: number, account: Account) {
    const contract = await findContractInForce(this.db, tenantId, account.kind);
    return contract && (account.contractAcceptedVersion ?? 0) < contract.version ? contract : undefined;
  }
}

/** The web shows the contract as HTML: it leaves here sanitised, whatever was stored. */
function servedContract(contract: { title: string; content: string }): Contract {
  return { titulo: contract.title, conteudo: sanitizePageHtml(contract.content) };
}

function getDummyHash(): Promise<string> {
  dummyHash ??= hash('balcao-dummy-password');
  return dummyHash;
}

import { createHash, randomBytes } from 'node:crypto';
import { accessLevelOf, isCustomer } from '../../../shared/domain/access.js';
import type { SessionUser } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import {
  deleteSession,
  deleteSessionsOf,
  insertSession,
  sessionLookup,
  touchSession,
  type Account,
  type SessionWithAccount,
} from './auth.repo.js';
import type { SessionCache } from './session-cache.js';

export type SessionPolicy = { idleMinutes: number; maxHours: number };

/** last_seen_at is written at most this often, so reading pages does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionService {
  private readonly lookup: (tenantId: number, tokenHash: string) => Promise<SessionWithAccount | undefined>;

  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    /** Sessions kept in memory while the database's notices reach the process (session-cache.ts). */
    private readonly cache?: SessionCache,
  ) {
    this.lookup = sessionLookup(db);
  }

  /** A new 256-bit token; only its hash is stored. */
  async create(tenantId: number, account: Account, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertSession(this.db, {
      tokenHash: hashToken(token),
      tenantId,
      subjectKind: account.kind,
      subjectId: account.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.maxHours * 3_600_000),
    });
    return token;
  }

  /** The caller behind a token, or undefined when it is unknown, idle too long, past its limit or disabled. */
  async resolve(tenantId: number, token: string, now = new Date()): Promise<AuthContext | undefined> {
    const tokenHash = hashToken(token);
    const cached = this.cache?.get(tenantId, tokenHash);
    // A kept copy that looks too old is read again: another server may have seen the session since.
    const found = cached && this.isCurrent(cached.session, now) ? cached : await this.read(tenantId, tokenHash);
    if (!found) return undefined;
    const { session, account } = found;
    if (!this.isCurrent(session, now)) {
      await this.destroyHash(tenantId, tokenHash);
      return undefined;
    }
    if (!account?.active) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(this.db, tenantId, tokenHash, now);
      this.cache?.touched(tenantId, tokenHash, now);
    }
    return toAuthContext(tenantId, account, tokenHash);
  }

  /** Ends the session of this token in this company only (the same cookie may reach another company). */
  async destroy(tenantId: number, token: string): Promise<void> {
    await this.destroyHash(tenantId, hashToken(token));
  }

  private async destroyHash(tenantId: number, tokenHash: string): Promise<void> {
    await deleteSession(this.db, tenantId, tokenHash);
    this.cache?.forgetSession(tenantId, tokenHash);
  }

  private async read(tenantId: number, tokenHash: string): Promise<SessionWithAccount | undefined> {
    const mark = this.cache?.mark();
    const found = await this.lookup(tenantId, tokenHash);
    if (found && mark !== undefined) this.cache?.store(mark, tenantId, tokenHash, withoutSecrets(found));
    return found;
  }

  /** Neither idle past the limit nor past its absolute end. */
  private isCurrent(session: SessionWithAccount['session'], now: Date): boolean {
    const idleLimit = session.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000;
    return now.getTime() <= idleLimit && now <= session.expiresAt;
  }
}

/**
 * Ends every session of a person, e.g. when their password is changed or reset, so whoever held an
 * old session (or the old password) is out. Pass the transaction that writes the password.
 */
export async function endSessionsOf(db: Db, tenantId: number, kind: 'operator' | 'customer', id: number) {
  await deleteSessionsOf(db, tenantId, kind, id);
}

/** What the cache keeps of a lookup: the password hash stays in the database. */
const withoutSecrets = ({ session, account }: SessionWithAccount): SessionWithAccount => ({
  session,
  account: account && { ...account, passwordHash: null },
});

export function toAuthContext(tenantId: number, account: Account, tokenHash: string): AuthContext {
  return {
    tenantId,
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    level: accessLevelOf(account.role),
    representativeId: account.representativeId,
    tokenHash,
  };
}

export function toSessionUser(
  auth: Pick<AuthContext, 'id' | 'name' | 'email' | 'role' | 'level' | 'representativeId'>,
): SessionUser {
  return {
    codigo: auth.id,
    nome: auth.name,
    email: auth.email,
    nivel: auth.level,
    typeLogin: isCustomer(auth) ? 'cliente' : 'operador',
    perfil: auth.role,
    isCsgestor: auth.role === 'manager',
    representante: auth.representativeId,
  };
}

import type { Db } from '../../db/client.js';
import { cachesByDatabase, NoticedCache } from '../../db/noticed-cache.js';
import type { SessionWithAccount } from './auth.repo.js';

/** What a session lets through (auth.repo's lookup): the cache keeps these, never a password hash. */
export type CachedSession = SessionWithAccount;

/** The channel the database's triggers announce ended sessions and changed accounts on (migration 0043). */
export const SESSION_NOTICES_CHANNEL = 'balcao_sessoes';

const DEFAULT_CAPACITY = 20_000;
/**
 * An entry is read again after this long even when no notice came: it bounds what a change made
 * without the triggers (a restore, a hand edit with triggers off) or another server's touch can hide.
 */
const DEFAULT_MAX_AGE_MS = 60_000;

const keyOf = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

/**
 * The sessions this process has looked up, so a call with a session cookie costs no database round
 * trip. It is only used while the database's notices reach the process (`setLive(true)`): every
 * ended session and every change to what a session carries of its account is announced by a
 * trigger, and the entry is forgotten. While the notices do not reach it (the listening connection
 * is down) it keeps nothing, and every call reads the database as before.
 */
export class SessionCache {
  private readonly kept: NoticedCache<string, CachedSession>;

  constructor(capacity = DEFAULT_CAPACITY, maxAgeMs = DEFAULT_MAX_AGE_MS) {
    this.kept = new NoticedCache(capacity, maxAgeMs);
  }

  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  /** A notice from the database (the trigger's payload: 's:…', 'o:…', 'c:…' or '*'). */
  heard(notice: string): void {
    const [kind, tenant, subject] = notice.split(':');
    const tenantId = Number(tenant);
    if (kind === 's' && subject) this.forgetSession(tenantId, subject);
    else if ((kind === 'o' || kind === 'c') && subject)
      this.forgetAccount(tenantId, kind === 'o' ? 'operator' : 'customer', Number(subject));
    else this.forgetAll();
  }

  /** Taken before a lookup and handed back to `store`. */
  mark(): number {
    return this.kept.mark();
  }

  get(tenantId: number, tokenHash: string, now = Date.now()): CachedSession | undefined {
    return this.kept.get(keyOf(tenantId, tokenHash), now);
  }

  /** Keeps a lookup's result, unless something was forgotten since its mark (it may be stale). */
  store(mark: number, tenantId: number, tokenHash: string, value: CachedSession, now = Date.now()): void {
    this.kept.store(mark, keyOf(tenantId, tokenHash), value, now);
  }

  /** The session was used again: its last use moves on without it being read again. */
  touched(tenantId: number, tokenHash: string, at: Date): void {
    this.kept.update(keyOf(tenantId, tokenHash), (value) => ({
      ...value,
      session: { ...value.session, lastSeenAt: at },
    }));
  }

  forgetSession(tenantId: number, tokenHash: string): void {
    this.kept.forget(keyOf(tenantId, tokenHash));
  }

  forgetAccount(tenantId: number, kind: 'operator' | 'customer', id: number): void {
    this.kept.forgetWhere(
      ({ session }) => session.tenantId === tenantId && session.subjectKind === kind && session.subjectId === id,
    );
  }

  forgetAll(): void {
    this.kept.forgetAll();
  }

  get size(): number {
    return this.kept.size;
  }
}

/** The caches of the app servers built on one database (tests build several on one). */
const sessionCaches = cachesByDatabase<SessionCache>();

export const registerSessionCache = sessionCaches.register;

/**
 * Forgets a person's sessions in this process at once, after the transaction that changed their
 * account committed. Other processes hear the trigger's notice a moment later; this process must
 * not serve its next call from what it kept (the notice reaches it asynchronously on PostgreSQL).
 */
export function forgetAccountSessions(db: Db, tenantId: number, kind: 'operator' | 'customer', id: number): void {
  for (const cache of sessionCaches.on(db)) cache.forgetAccount(tenantId, kind, id);
}

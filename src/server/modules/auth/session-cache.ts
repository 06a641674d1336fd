import type { Db } from '../../db/client.js';
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

type Entry = { value: CachedSession; storedAt: number };

const keyOf = (tenantId: number, tokenHash: string) => `${tenantId}:${tokenHash}`;

/**
 * The sessions this process has looked up, so a call with a session cookie costs no database round
 * trip. It is only used while the database's notices reach the process (`setLive(true)`): every
 * ended session and every change to what a session carries of its account is announced by a
 * trigger, and the entry is forgotten. While the notices do not reach it (the listening connection
 * is down) it keeps nothing, and every call reads the database as before.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  /**
   * Bumped by every forget: a lookup that started before one must not store what it read. Only
   * compared for equality, so counting down would do the same (Stryker's UpdateOperator mutants on
   * it are equivalent, and disabled below).
   */
  private generation = 0;

  constructor(
    private readonly capacity = DEFAULT_CAPACITY,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
  ) {}

  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
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
    return this.generation;
  }

  get(tenantId: number, tokenHash: string, now = Date.now()): CachedSession | undefined {
    if (!this.live) return undefined;
    const key = keyOf(tenantId, tokenHash);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt <= this.maxAgeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a lookup's result, unless something was forgotten since its mark (it may be stale). */
  store(mark: number, tenantId: number, tokenHash: string, value: CachedSession, now = Date.now()): void {
    if (!this.live || mark !== this.generation) return;
    const key = keyOf(tenantId, tokenHash);
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      // The oldest stored goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  /** The session was used again: its last use moves on without it being read again. */
  touched(tenantId: number, tokenHash: string, at: Date): void {
    const entry = this.entries.get(keyOf(tenantId, tokenHash));
    if (entry) entry.value = { ...entry.value, session: { ...entry.value.session, lastSeenAt: at } };
  }

  forgetSession(tenantId: number, tokenHash: string): void {
    // Stryker disable next-line UpdateOperator: equivalent (see `generation`)
    this.generation++;
    this.entries.delete(keyOf(tenantId, tokenHash));
  }

  forgetAccount(tenantId: number, kind: 'operator' | 'customer', id: number): void {
    // Stryker disable next-line UpdateOperator: equivalent (see `generation`)
    this.generation++;
    for (const [key, { value }] of this.entries) {
      if (value.session.tenantId === tenantId && value.session.subjectKind === kind && value.session.subjectId === id)
        this.entries.delete(key);
    }
  }

  forgetAll(): void {
    // Stryker disable next-line UpdateOperator: equivalent (see `generation`)
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The caches of the app servers built on one database (tests build several on one). */
const cachesByDatabase = new WeakMap<Db, Set<SessionCache>>();

export function registerSessionCache(db: Db, cache: SessionCache): () => void {
  const caches = cachesByDatabase.get(db) ?? new Set<SessionCache>();
  cachesByDatabase.set(db, caches);
  caches.add(cache);
  return () => caches.delete(cache);
}

/**
 * Forgets a person's sessions in this process at once, after the transaction that changed their
 * account committed. Other processes hear the trigger's notice a moment later; this process must
 * not serve its next call from what it kept (the notice reaches it asynchronously on PostgreSQL).
 */
export function forgetAccountSessions(db: Db, tenantId: number, kind: 'operator' | 'customer', id: number): void {
  for (const cache of cachesByDatabase.get(db) ?? []) cache.forgetAccount(tenantId, kind, id);
}

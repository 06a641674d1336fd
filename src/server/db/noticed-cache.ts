import type { Db } from './client.js';

/**
 * What a process keeps of the database in memory while the database's notices reach it (LISTEN/
 * NOTIFY, db/notices.ts): the sessions (auth/session-cache.ts) and the store settings
 * (store-config/settings-cache.ts) build on it. While notices do not reach it (`setLive(false)`) it
 * keeps nothing, so every read goes to the database. An entry is read again after `maxAgeMs` even
 * without a notice; at `capacity` the oldest stored goes first.
 */
export class NoticedCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number }>();
  private live = false;
  /**
   * Bumped by every forget: a read that started before one must not store what it read. Only
   * compared for equality, so counting down would do the same (Stryker's UpdateOperator mutants on
   * it are equivalent, and disabled below).
   */
  private generation = 0;

  constructor(
    private readonly capacity: number,
    private readonly maxAgeMs: number,
  ) {}

  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }

  /** Taken before a read and handed back to `store`. */
  mark(): number {
    return this.generation;
  }

  get(key: K, now = Date.now()): V | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt <= this.maxAgeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a read's value, unless something was forgotten since its mark (it may be stale). */
  store(mark: number, key: K, value: V, now = Date.now()): void {
    if (!this.live || mark !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      // The oldest stored goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: now });
  }

  /** Changes a kept value in place (a session used again), without reading it again. */
  update(key: K, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  forget(key: K): void {
    // Stryker disable next-line UpdateOperator: equivalent (see `generation`)
    this.generation++;
    this.entries.delete(key);
  }

  forgetWhere(matches: (value: V) => boolean): void {
    // Stryker disable next-line UpdateOperator: equivalent (see `generation`)
    this.generation++;
    for (const [key, { value }] of this.entries) if (matches(value)) this.entries.delete(key);
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

/**
 * The caches of one kind on each database, so that the process that changed something forgets it
 * at once in every app server built on that database (tests build several on one). A transaction
 * is not the database it was opened on: reads through one find no cache.
 */
export function cachesByDatabase<C>() {
  const byDatabase = new WeakMap<Db, Set<C>>();
  return {
    register: (db: Db, cache: C): (() => void) => {
      const caches = byDatabase.get(db) ?? new Set<C>();
      byDatabase.set(db, caches);
      caches.add(cache);
      return () => caches.delete(cache);
    },
    on: (db: Db): ReadonlySet<C> => byDatabase.get(db) ?? new Set<C>(),
  };
}

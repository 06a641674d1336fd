import type { Db } from '../../db/client.js';

/** A store setting as the storefront, the cart and the checkout read it. */
export type StoredSetting = { key: string; value: unknown; active: boolean };

/** The channel the database's trigger names a company on when one of its settings changed (migration 0045). */
export const SETTINGS_NOTICES_CHANNEL = 'balcao_configuracao';

const DEFAULT_CAPACITY = 2_000;
/** Read again after this long even without a notice: bounds what a change made with the trigger off can hide. */
const DEFAULT_MAX_AGE_MS = 60_000;

type Entry = { rows: readonly StoredSetting[]; storedAt: number };

/**
 * Each company's store settings (the ecommerce_settings rows), kept in memory so that a cart, a
 * checkout or a store page does not read them again on every call: a checkout asked for them four
 * times. Kept only while the database's notices reach the process (`setLive(true)`); a company is
 * forgotten when its trigger notice arrives, and in this process as soon as the editor's save
 * commits. The rows are frozen: a caller that changed one would change every later reader's.
 */
export class SettingsCache {
  private readonly entries = new Map<number, Entry>();
  private live = false;
  /** Bumped by every forget, so a read that started before one does not store what it read. */
  private generation = 0;

  constructor(
    private readonly capacity = DEFAULT_CAPACITY,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
  ) {}

  setLive(live: boolean): void {
    this.live = live;
    this.forgetAll();
  }

  /** A notice from the database: the company's id, or '*' for all. */
  heard(notice: string): void {
    const tenantId = Number(notice);
    if (notice !== '' && Number.isInteger(tenantId)) this.forget(tenantId);
    else this.forgetAll();
  }

  /** Taken before a read and handed back to `store`. */
  mark(): number {
    return this.generation;
  }

  get(tenantId: number, now = Date.now()): readonly StoredSetting[] | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(tenantId);
    if (!entry) return undefined;
    if (now - entry.storedAt <= this.maxAgeMs) return entry.rows;
    this.entries.delete(tenantId);
    return undefined;
  }

  /** Keeps a read's rows, unless something was forgotten since its mark; gives them frozen. */
  store(mark: number, tenantId: number, rows: StoredSetting[], now = Date.now()): readonly StoredSetting[] {
    const frozen = Object.freeze(rows.map((row) => deepFreeze(row)));
    if (!this.live || mark !== this.generation) return frozen;
    this.entries.delete(tenantId);
    if (this.entries.size >= this.capacity) {
      // The oldest stored goes first (a Map iterates in insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tenantId, { rows: frozen, storedAt: now });
    return frozen;
  }

  forget(tenantId: number): void {
    // Stryker disable next-line UpdateOperator: equivalent (only compared for equality)
    this.generation++;
    this.entries.delete(tenantId);
  }

  forgetAll(): void {
    // Stryker disable next-line UpdateOperator: equivalent (only compared for equality)
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The caches of the app servers built on one database (tests build several on one). A read through
 * a transaction finds none: it reads its own view, which may hold a write not yet committed.
 */
const cachesByDatabase = new WeakMap<Db, Set<SettingsCache>>();

export function registerSettingsCache(db: Db, cache: SettingsCache): () => void {
  const caches = cachesByDatabase.get(db) ?? new Set<SettingsCache>();
  cachesByDatabase.set(db, caches);
  caches.add(cache);
  return () => caches.delete(cache);
}

export function settingsCacheOf(db: Db): SettingsCache | undefined {
  return cachesByDatabase.get(db)?.values().next().value;
}

/**
 * Forgets a company's settings in this process at once, after the transaction that changed them
 * committed: the trigger's notice reaches this process asynchronously on PostgreSQL.
 */
export function forgetStoreSettings(db: Db, tenantId: number): void {
  for (const cache of cachesByDatabase.get(db) ?? []) cache.forget(tenantId);
}

import type { Db } from '../../db/client.js';
import { cachesByDatabase, NoticedCache } from '../../db/noticed-cache.js';

/** A store setting as the storefront, the cart and the checkout read it. */
export type StoredSetting = { key: string; value: unknown; active: boolean };

/** The channel the database's trigger names a company on when one of its settings changed (migration 0045). */
export const SETTINGS_NOTICES_CHANNEL = 'balcao_configuracao';

const DEFAULT_CAPACITY = 2_000;
/** Read again after this long even without a notice: bounds what a change made with the trigger off can hide. */
const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * Each company's store settings (the ecommerce_settings rows), kept in memory so that a cart, a
 * checkout or a store page does not read them again on every call: a checkout asked for them four
 * times. Kept only while the database's notices reach the process (`setLive(true)`); a company is
 * forgotten when its trigger notice arrives, and in this process as soon as the editor's save
 * commits. The rows are frozen: a caller that changed one would change every later reader's.
 */
export class SettingsCache {
  private readonly kept: NoticedCache<number, readonly StoredSetting[]>;

  constructor(capacity = DEFAULT_CAPACITY, maxAgeMs = DEFAULT_MAX_AGE_MS) {
    this.kept = new NoticedCache(capacity, maxAgeMs);
  }

  setLive(live: boolean): void {
    this.kept.setLive(live);
  }

  /** A notice from the database: the company's id, or '*' for all. */
  heard(notice: string): void {
    const tenantId = Number(notice);
    if (notice !== '' && Number.isInteger(tenantId)) this.forget(tenantId);
    else this.forgetAll();
  }

  /** Taken before a read and handed back to `store`. */
  mark(): number {
    return this.kept.mark();
  }

  get(tenantId: number, now = Date.now()): readonly StoredSetting[] | undefined {
    return this.kept.get(tenantId, now);
  }

  /** Keeps a read's rows, unless something was forgotten since its mark; gives them frozen. */
  store(mark: number, tenantId: number, rows: StoredSetting[], now = Date.now()): readonly StoredSetting[] {
    const frozen = Object.freeze(rows.map((row) => deepFreeze(row)));
    this.kept.store(mark, tenantId, frozen, now);
    return frozen;
  }

  forget(tenantId: number): void {
    this.kept.forget(tenantId);
  }

  forgetAll(): void {
    this.kept.forgetAll();
  }

  get size(): number {
    return this.kept.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The caches of the app servers built on one database (tests build several on one). */
const settingsCaches = cachesByDatabase<SettingsCache>();

export const registerSettingsCache = settingsCaches.register;

/** The cache a read not inside a transaction uses (a transaction finds none: it may hold a write not yet committed). */
export function settingsCacheOf(db: Db): SettingsCache | undefined {
  return settingsCaches.on(db).values().next().value;
}

/**
 * Forgets a company's settings in this process at once, after the transaction that changed them
 * committed: the trigger's notice reaches this process asynchronously on PostgreSQL.
 */
export function forgetStoreSettings(db: Db, tenantId: number): void {
  for (const cache of settingsCaches.on(db)) cache.forget(tenantId);
}

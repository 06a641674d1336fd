import { LruMap } from './lru-map.js';

export type LookupCacheOptions = {
  /** How long an answer that found something is kept. */
  foundMs: number;
  /** How long 'does not exist' is kept: shorter, as registries catch up. */
  notFoundMs: number;
  /** At most this many answers; past it the least recently used leaves. */
  maxEntries: number;
};

/**
 * Remembers the answers of an outside lookup (a postal code, a CNPJ): public data, so one cache
 * serves every tenant. A failure (the lookup threw) is never remembered: the next try asks again.
 */
export class LookupCache<T> {
  private readonly entries: LruMap<string, { value: T | undefined; until: number }>;

  constructor(
    private readonly options: LookupCacheOptions,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.entries = new LruMap(options.maxEntries);
  }

  async get(key: string, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const value = await lookup();
    const keptFor = value === undefined ? this.options.notFoundMs : this.options.foundMs;
    this.entries.set(key, { value, until: this.now() + keptFor });
    return value;
  }
}

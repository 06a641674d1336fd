import { LruMap } from '../../lru-map.js';
import type { Db } from '../../db/client.js';
import type { Tenant } from '../../http/tenant.js';
import { findTenantByAlias, findTenantByHost } from './tenants.repo.js';

export type TenantCacheOptions = {
  /** At most this many tenants are kept; the least recently used leaves first. */
  maxEntries?: number;
  /** A kept tenant is read again after this long, so a changed tenant is seen. */
  ttlMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
};

/**
 * Finds the request's tenant: the `apelido` parameter first, then the host name, then the configured
 * default. Tenants change rarely and every request needs one, so found tenants are kept in a small
 * LRU cache for a minute. A host that names no company is kept too (as such): a one-company install
 * reached by its address or `localhost` would otherwise ask the database on every request. Unknown
 * aliases are not kept: random `?apelido=` values cost one indexed query each and no memory; random
 * hosts stay within the cap like any entry.
 */
export class TenantResolver {
  private readonly cache: LruMap<string, { tenant: Tenant | undefined; until: number }>;
  readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly defaultAlias: string,
    options: TenantCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.cache = new LruMap(this.maxEntries);
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Undefined when an alias was asked for and does not exist: never fall back to another tenant. */
  async resolve(alias: string | undefined, hostName: string): Promise<Tenant | undefined> {
    if (alias) return this.cached(`alias:${alias}`, () => findTenantByAlias(this.db, alias));
    const byHost = await this.cached(`host:${hostName}`, () => findTenantByHost(this.db, hostName), true);
    return byHost ?? this.cached(`alias:${this.defaultAlias}`, () => findTenantByAlias(this.db, this.defaultAlias));
  }

  forget(): void {
    this.cache.clear();
  }

  /** How many tenants are kept now (never more than `maxEntries`). */
  get size(): number {
    return this.cache.size;
  }

  private async cached(
    key: string,
    load: () => Promise<Tenant | undefined>,
    keepMisses = false,
  ): Promise<Tenant | undefined> {
    const hit = this.cache.get(key);
    if (hit && hit.until > this.now()) return hit.tenant;
    this.cache.delete(key);
    const tenant = await load();
    if (!tenant && !keepMisses) return undefined;
    this.cache.set(key, { tenant, until: this.now() + this.ttlMs });
    return tenant;
  }
}

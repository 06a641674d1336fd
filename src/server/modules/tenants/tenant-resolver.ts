import type { Db } from '../../db/client.js';
import type { Tenant } from '../../http/tenant.js';
import { findTenantByAlias, findTenantByHost } from './tenants.repo.js';

const CACHE_MS = 30_000;

/**
 * Finds the request's tenant: the `apelido` parameter first, then the host name, then the configured
 * default. Tenants change rarely and every request needs one, so answers are cached for a short while.
 */
export class TenantResolver {
  private readonly cache = new Map<string, { tenant: Tenant | undefined; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly defaultAlias: string,
  ) {}

  /** Undefined when an alias was asked for and does not exist: never fall back to another tenant. */
  async resolve(alias: string | undefined, hostName: string): Promise<Tenant | undefined> {
    if (alias) return this.cached(`alias:${alias}`, () => findTenantByAlias(this.db, alias));
    const byHost = await this.cached(`host:${hostName}`, () => findTenantByHost(this.db, hostName));
    return byHost ?? this.cached(`alias:${this.defaultAlias}`, () => findTenantByAlias(this.db, this.defaultAlias));
  }

  forget(): void {
    this.cache.clear();
  }

  private async cached(key: string, load: () => Promise<Tenant | undefined>): Promise<Tenant | undefined> {
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.tenant;
    const tenant = await load();
    this.cache.set(key, { tenant, until: Date.now() + CACHE_MS });
    return tenant;
  }
}

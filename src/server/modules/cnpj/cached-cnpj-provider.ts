import { LookupCache } from '../../lookup-cache.js';
import type { CnpjProvider, CompanyRecord } from './cnpj-provider.js';

/**
 * Remembers answers (a day for companies, an hour for unknown CNPJs): the public service limits
 * calls per minute, and a form looks the same CNPJ up again when it is retyped.
 */
export class CachedCnpjProvider implements CnpjProvider {
  private readonly cache = new LookupCache<CompanyRecord>({
    foundMs: 24 * 3_600_000,
    notFoundMs: 3_600_000,
    maxEntries: 5_000,
  });

  constructor(private readonly inner: CnpjProvider) {}

  lookup(cnpj: string): Promise<CompanyRecord | undefined> {
    return this.cache.get(cnpj, () => this.inner.lookup(cnpj));
  }
}

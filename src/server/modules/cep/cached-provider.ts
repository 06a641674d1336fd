import { LookupCache } from '../../lookup-cache.js';
import type { PostalAddress, PostalCodeProvider } from './postal-code-provider.js';

/**
 * Remembers answers (a day for addresses, an hour for unknown CEPs) so typing the same CEP again, or
 * many customers of one street, do not each cost a call.
 */
export class CachedPostalCodeProvider implements PostalCodeProvider {
  private readonly cache = new LookupCache<PostalAddress>({
    foundMs: 24 * 3_600_000,
    notFoundMs: 3_600_000,
    maxEntries: 10_000,
  });

  constructor(private readonly inner: PostalCodeProvider) {}

  lookup(cep: string): Promise<PostalAddress | undefined> {
    return this.cache.get(cep, () => this.inner.lookup(cep));
  }
}

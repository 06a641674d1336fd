import type { PostalAddress, PostalCodeProvider } from './postal-code-provider.js';

const FOUND_MS = 24 * 3_600_000;
const NOT_FOUND_MS = 3_600_000;
const MAX_ENTRIES = 10_000;

/**
 * Remembers answers (a day for addresses, an hour for unknown CEPs) so typing the same CEP again, or
 * many customers of one street, do not each cost a call. Failures are never remembered.
 */
export class CachedPostalCodeProvider implements PostalCodeProvider {
  private readonly entries = new Map<string, { address: PostalAddress | undefined; until: number }>();

  constructor(private readonly inner: PostalCodeProvider) {}

  async lookup(cep: string): Promise<PostalAddress | undefined> {
    const hit = this.entries.get(cep);
    if (hit && hit.until > Date.now()) return hit.address;
    const address = await this.inner.lookup(cep);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(cep, { address, until: Date.now() + (address ? FOUND_MS : NOT_FOUND_MS) });
    return address;
  }
}

import type { CnpjProvider, CompanyRecord } from './cnpj-provider.js';

const FOUND_MS = 24 * 3_600_000;
const NOT_FOUND_MS = 3_600_000;
const MAX_ENTRIES = 5_000;

/**
 * Remembers answers (a day for companies, an hour for unknown CNPJs): the public service limits
 * calls per minute, and a form looks the same CNPJ up again when it is retyped. Failures are never
 * remembered. Registry data is public, so one cache serves every tenant.
 */
export class CachedCnpjProvider implements CnpjProvider {
  private readonly entries = new Map<string, { company: CompanyRecord | undefined; until: number }>();

  constructor(private readonly inner: CnpjProvider) {}

  async lookup(cnpj: string): Promise<CompanyRecord | undefined> {
    const hit = this.entries.get(cnpj);
    if (hit && hit.until > Date.now()) return hit.company;
    const company = await this.inner.lookup(cnpj);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    this.entries.set(cnpj, { company, until: Date.now() + (company ? FOUND_MS : NOT_FOUND_MS) });
    return company;
  }
}

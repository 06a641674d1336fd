import type { Db } from '../../db/client.js';
import { deactivateContracts, findContractInForce, insertContractVersion, type ContractAudience } from './auth.repo.js';

/** The store configuration keys that carry terms of use (spec section 3: tul login, tuc registration). */
const audienceOfKey = new Map<string, ContractAudience>([
  ['tul', 'customer'],
  ['tuc', 'registration'],
]);
const titleOfAudience: Partial<Record<ContractAudience, string>> = {
  customer: 'Termos de uso da loja virtual',
  registration: 'Termos de uso do cadastro',
};

/**
 * Saving tul or tuc publishes the text as the terms in force: a changed text is a new version
 * (every customer accepts it once at their next login, as with any contract), the same text again
 * changes nothing, and a key saved off or empty leaves no terms to accept. Runs in the caller's
 * transaction, so the configuration row and the terms never disagree.
 */
export async function publishTerms(db: Db, tenantId: number, key: string, html: string | undefined): Promise<void> {
  const audience = audienceOfKey.get(key);
  if (!audience) return;
  if (!html?.trim()) return deactivateContracts(db, tenantId, audience);
  const current = await findContractInForce(db, tenantId, audience);
  if (current?.content === html) return;
  await insertContractVersion(db, tenantId, audience, { title: titleOfAudience[audience] ?? '', content: html });
}

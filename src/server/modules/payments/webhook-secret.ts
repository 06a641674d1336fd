import { createHmac } from 'node:crypto';

/**
 * A webhook address's secret for providers that sign nothing (or authenticate by mTLS we do not
 * hold): the tenant and a MAC of it under SETTINGS_KEY, so the provider's call names its company.
 */
export function webhookSecret(key: Buffer | undefined, provider: string, tenantId: number): string | undefined {
  if (!key) return undefined;
  const mac = createHmac('sha256', key).update(`${provider}-webhook:${tenantId}`).digest('base64url');
  return `${tenantId}.${mac.slice(0, 32)}`;
}

/** The tenant a presented secret names, when the adapter finds it is that tenant's secret. */
export function tenantOfSecret(
  key: Buffer | undefined,
  provider: string,
  presented: string,
  verify: (expected: string, presented: string) => boolean,
): number | undefined {
  const tenantId = Number(presented.split('.')[0]);
  const expected = Number.isInteger(tenantId) && tenantId > 0 ? webhookSecret(key, provider, tenantId) : undefined;
  return expected && verify(expected, presented) ? tenantId : undefined;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { tenantOfSecret, webhookSecret } from './webhook-secret.js';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const equal = (expected: string, presented: string) =>
  expected.length === presented.length && timingSafeEqual(Buffer.from(expected), Buffer.from(presented));

describe('webhook secrets', () => {
  it('is the tenant and the first 32 characters of the MAC of the provider and tenant, under SETTINGS_KEY', () => {
    const mac = createHmac('sha256', key).update('cielo-webhook:12').digest('base64url');
    expect(webhookSecret(key, 'cielo', 12)).toBe(`12.${mac.slice(0, 32)}`);
    expect(webhookSecret(key, 'cielo', 12)).toHaveLength('12.'.length + 32);
  });

  it('differs by tenant, by provider and by key, and is none without a key', () => {
    const secrets = [
      webhookSecret(key, 'cielo', 12),
      webhookSecret(key, 'cielo', 13),
      webhookSecret(key, 'pagseguro', 12),
      webhookSecret(otherKey, 'cielo', 12),
    ];
    expect(new Set(secrets.map((secret) => secret?.split('.')[1])).size).toBe(4);
    expect(webhookSecret(undefined, 'cielo', 12)).toBeUndefined();
  });

  it("names the tenant of its own secret, and no tenant for another's, a forged tenant or another provider's", () => {
    const twelve = webhookSecret(key, 'pix', 12) ?? '';
    const thirteen = webhookSecret(key, 'pix', 13) ?? '';
    expect(tenantOfSecret(key, 'pix', twelve, equal)).toBe(12);
    expect(tenantOfSecret(key, 'pix', thirteen, equal)).toBe(13);
    // Tenant 13's MAC under tenant 12's number: the number is the claim, the MAC must match it.
    expect(tenantOfSecret(key, 'pix', `12.${thirteen.split('.')[1] ?? ''}`, equal)).toBeUndefined();
    expect(tenantOfSecret(key, 'cielo', twelve, equal)).toBeUndefined();
    expect(tenantOfSecret(otherKey, 'pix', twelve, equal)).toBeUndefined();
    expect(tenantOfSecret(undefined, 'pix', twelve, equal)).toBeUndefined();
  });

  it('asks the adapter to compare only for a positive whole tenant number', () => {
    const verify = vi.fn(() => true);
    for (const presented of ['0.abc', '-1.abc', '1e400.abc', 'x.abc', '.abc', ''])
      expect(tenantOfSecret(key, 'pix', presented, verify), presented).toBeUndefined();
    expect(verify).not.toHaveBeenCalled();
    expect(tenantOfSecret(key, 'pix', '7.anything', verify)).toBe(7);
    expect(verify).toHaveBeenCalledWith(webhookSecret(key, 'pix', 7), '7.anything');
  });
});

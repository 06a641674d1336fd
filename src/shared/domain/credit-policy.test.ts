import { describe, expect, it } from 'vitest';
import { decidesCredit } from './credit-policy.js';

describe('who decides credit', () => {
  it('is a manager or an admin, never a seller or a customer (no role)', () => {
    expect(decidesCredit({ role: 'admin' })).toBe(true);
    expect(decidesCredit({ role: 'manager' })).toBe(true);
    expect(decidesCredit({ role: 'seller' })).toBe(false);
    expect(decidesCredit({ role: null })).toBe(false);
  });
});

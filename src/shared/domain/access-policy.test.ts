import { describe, expect, it } from 'vitest';
import { canReach, reachOf, type Viewer } from './access';

const customer: Viewer = { level: 'C', id: 7, role: null, representativeId: 3 };
const seller: Viewer = { level: 'V', id: 1, role: 'seller', representativeId: 3 };
const freeSeller: Viewer = { level: 'V', id: 2, role: 'seller', representativeId: null };
const manager: Viewer = { level: 'G', id: 4, role: 'manager', representativeId: 3 };
const admin: Viewer = { level: 'A', id: 5, role: 'admin', representativeId: null };

describe('the access policy', () => {
  it('lets a customer reach only their own records, whoever serves them', () => {
    expect(reachOf(customer)).toEqual({ kind: 'customer', customerId: 7 });
    expect(canReach(customer, { customerId: 7, representativeId: 9 })).toBe(true);
    expect(canReach(customer, { customerId: 8, representativeId: 3 })).toBe(false);
    expect(canReach(customer, { customerId: null, representativeId: 3 })).toBe(false);
  });

  it("lets a seller with a representative reach that representative's records only", () => {
    expect(canReach(seller, { customerId: 8, representativeId: 3 })).toBe(true);
    expect(canReach(seller, { customerId: 7, representativeId: 4 })).toBe(false);
    expect(canReach(seller, { customerId: 7, representativeId: null })).toBe(false);
  });

  it('lets managers, admins and sellers without a representative reach the whole company', () => {
    for (const viewer of [freeSeller, manager, admin]) {
      expect(reachOf(viewer)).toEqual({ kind: 'company' });
      expect(canReach(viewer, { customerId: 1, representativeId: 99 })).toBe(true);
    }
  });
});

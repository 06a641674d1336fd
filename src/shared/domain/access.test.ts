import { describe, expect, it } from 'vitest';
import { accessLevelOf, isCustomer, roleLabels, seesSellerFields } from './access';

describe('access levels', () => {
  it("gives customers level 'C' and every operator role another level", () => {
    expect(accessLevelOf(null)).toBe('C');
    expect([accessLevelOf('admin'), accessLevelOf('manager'), accessLevelOf('seller')]).toEqual(['A', 'G', 'V']);
    expect(isCustomer({ level: 'C' })).toBe(true);
    expect(isCustomer({ level: 'V' })).toBe(false);
    expect(isCustomer({ level: 'G' })).toBe(false);
    expect(seesSellerFields({ level: 'C' })).toBe(false);
    expect(seesSellerFields({ level: 'A' })).toBe(true);
  });
});

describe('role labels', () => {
  it('names each back-office role in Portuguese', () => {
    expect(roleLabels).toEqual({ admin: 'Administrador', manager: 'Gestor', seller: 'Vendedor' });
  });
});

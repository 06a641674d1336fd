import { describe, expect, it } from 'vitest';
import { accessLevelOf, isCustomer } from './access';

describe('access levels', () => {
  it("gives customers level 'C' and every operator role another level", () => {
    expect(accessLevelOf(null)).toBe('C');
    expect([accessLevelOf('admin'), accessLevelOf('manager'), accessLevelOf('seller')]).toEqual(['A', 'G', 'V']);
    expect(isCustomer({ level: 'C' })).toBe(true);
    expect(isCustomer({ level: 'G' })).toBe(false);
  });
});

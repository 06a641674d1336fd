import { describe, expect, it } from 'vitest';
import {
  addDays,
  budgetValidUntil,
  DEFAULT_BUDGET_VALIDITY_DAYS,
  EXPIRED_LABEL,
  isExpired,
} from './budget-validity.js';

describe('budget validity', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it('gives open budgets a last valid day and sales none', () => {
    expect(DEFAULT_BUDGET_VALIDITY_DAYS).toBe(10);
    expect(budgetValidUntil('Orcamento', '2026-11-20', 10)).toBe('2026-11-30');
    expect(budgetValidUntil('Orcamento', '2026-11-20', 3)).toBe('2026-11-23');
    expect(budgetValidUntil('Venda', '2026-11-20', 10)).toBeNull();
    expect(budgetValidUntil('Cancelado', '2026-11-20', 10)).toBeNull();
  });

  it('expires the day after the last valid day, never without one', () => {
    expect(isExpired('2026-11-30', '2026-11-30')).toBe(false);
    expect(isExpired('2026-11-30', '2026-12-01')).toBe(true);
    expect(isExpired('2026-11-30', '2026-11-29')).toBe(false);
    expect(isExpired(null, '2099-01-01')).toBe(false);
    expect(EXPIRED_LABEL).toBe('Vencido');
  });
});

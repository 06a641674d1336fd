import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 'Poucos caracteres'],
    ['Ab1$x', 'Poucos caracteres'],
    ['abcdef', 'Senha fraca'],
    ['abcdef1', 'Senha média'],
    ['ABCDEFg', 'Senha média'],
    ['abcdefg', 'Senha fraca'],
    ['Abcdef1', 'Senha média'],
    ['Abcde1$', 'Senha média'],
    ['Abcdef1$', 'Senha forte!'],
    ['Balcao@2026', 'Senha forte!'],
    ['abcdef1$', 'Senha média'],
  ])('%s is %s', (password, label) => expect(passwordStrength(password).label).toBe(label));
});

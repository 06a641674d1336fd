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
    ['ABCDEF1$', 'Senha média'],
    ['Abcdef12', 'Senha média'],
    ['Abcdef_1', 'Senha forte!'],
    ['abcde1', 'Senha fraca'],
    ['ABCDE12', 'Senha média'],
    ['abcdefg$', 'Senha fraca'],
  ])('%s is %s', (password, label) => expect(passwordStrength(password).label).toBe(label));
});

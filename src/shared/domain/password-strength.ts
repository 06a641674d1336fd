export type PasswordStrength = { level: 'short' | 'weak' | 'medium' | 'strong'; label: string };

/**
 * Spec section 5: under 6 characters 'Poucos caracteres'; 8 or more with upper and lower case, a
 * digit and a non-word character 'Senha forte!'; 7 or more with two of upper, lower, digit
 * 'Senha média'; anything else 'Senha fraca'.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return { level: 'short', label: 'Poucos caracteres' };
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /\d/.test(password);
  const symbol = /\W|_/.test(password);
  if (password.length >= 8 && upper && lower && digit && symbol) return { level: 'strong', label: 'Senha forte!' };
  if (password.length >= 7 && [upper, lower, digit].filter(Boolean).length >= 2)
    return { level: 'medium', label: 'Senha média' };
  return { level: 'weak', label: 'Senha fraca' };
}

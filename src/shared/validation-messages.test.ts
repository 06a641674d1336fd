import { describe, expect, it } from 'vitest';
import { fill, validationMessages } from './validation-messages';

describe('validation messages', () => {
  it('fills {0} and {1} in the spec texts', () => {
    expect(fill(validationMessages.maxlength, 4)).toBe('Digite no máximo 4 caracteres.');
    expect(fill(validationMessages.minlength, 6)).toBe('Digite pelo menos 6 caracteres.');
    expect(fill(validationMessages.rangelength, 2, 8)).toBe('Insira um valor entre 2 e 8 caracteres.');
    expect(fill(validationMessages.range, 1, 999999)).toBe('Digite um valor entre 1 e 999999.');
    expect(fill(validationMessages.min, 1)).toBe('Digite um número maior que ou igual a 1.');
  });

  it('reads indexes of more than one digit and leaves a placeholder without a value as it is', () => {
    const values = Array.from({ length: 11 }, (_, i) => `v${i}`);
    expect(fill('{10} e {1}', ...values)).toBe('v10 e v1');
    expect(fill('entre {0} e {1}', 5)).toBe('entre 5 e {1}');
    expect(fill('{0}{0}', 0)).toBe('00');
  });
});

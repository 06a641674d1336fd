import { describe, expect, it } from 'vitest';
import { fold, looseName } from './fold.js';

describe('folding text for search', () => {
  it('drops accents and case, and nothing else', () => {
    expect(fold('São Paulo')).toBe('sao paulo');
    expect(fold('AÇAÍ Pão-de-Ló 50%')).toBe('acai pao-de-lo 50%');
    expect(fold('Ñandu Über')).toBe('nandu uber');
  });

  it('compares place names without hyphens, apostrophes or repeated spaces', () => {
    expect(looseName('SAO JOAO DEL-REI')).toBe('sao joao del rei');
    expect(looseName("Olho D'Água  Grande")).toBe('olho d agua grande');
    expect(looseName('Olho D’Água Grande')).toBe(looseName('olho d agua grande'));
    expect(looseName(' Grão-Pará ')).toBe('grao para');
    expect(looseName('Pau D`Arco')).toBe(looseName('Pau D´Arco'));
  });
});

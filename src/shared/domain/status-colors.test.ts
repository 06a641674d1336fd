import { describe, expect, it } from 'vitest';
import { receivableTone } from './status-colors';

describe('receivableTone', () => {
  it.each([
    ['Em Aberto', 'info'],
    ['Recebido', 'success'],
    ['Renegociado', 'success'],
    ['Vencido', 'warning'],
    ['Protestado', 'danger'],
    ['Cartório', 'danger'],
  ])('%s is %s', (status, tone) => expect(receivableTone(status)).toBe(tone));
});

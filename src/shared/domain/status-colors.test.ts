import { describe, expect, it } from 'vitest';
import { orderTone, receivableTone } from './status-colors';

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

describe('orderTone', () => {
  it.each([
    ['Venda', 'success'],
    ['Orcamento', 'info'],
    ['Orçamento', 'neutral'],
    ['Pendente', 'neutral'],
    ['Reserva', 'warning'],
    ['Cancelado', 'danger'],
    ['Devolucao', 'danger'],
    ['F', 'success'],
    ['E', 'warning'],
    ['A', 'info'],
    ['Outro', 'neutral'],
  ])('%s is %s', (status, tone) => expect(orderTone(status)).toBe(tone));
});

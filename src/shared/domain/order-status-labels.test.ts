import { describe, expect, it } from 'vitest';
import {
  orderStatusChoiceLabel,
  orderStatusChoiceLabels,
  orderStatusLabel,
  orderStatuses,
  temporaryStatuses,
} from './order-status';
import { canDo, orderTitle, returnWrite } from './order-transitions';

describe('status labels', () => {
  it("read the two temporary kinds as one 'Orçamento', and the rest in correct Portuguese", () => {
    expect(temporaryStatuses.map(orderStatusLabel)).toEqual(['Orçamento', 'Orçamento']);
    expect(['Orcamento', 'Venda', 'Reserva', 'Cancelado', 'Devolucao'].map(orderStatusLabel)).toEqual([
      'Orçamento salvo',
      'Venda',
      'Reserva',
      'Cancelado',
      'Devolução',
    ]);
    expect(orderStatusLabel('Outro')).toBe('Outro');
  });

  it('tell every status apart where one is picked', () => {
    expect(new Set(Object.values(orderStatusChoiceLabels)).size).toBe(orderStatuses.length);
    expect(orderStatusChoiceLabel('Pendente')).toBe('Orçamento (balcão)');
  });

  it("title a placed order 'Pedido nº n' and anything before it 'Orçamento nº n'", () => {
    expect(['Venda', 'Cancelado', 'Devolucao', 'Reserva'].map((s) => orderTitle(s, 12))).toEqual(
      Array(4).fill('Pedido nº 12'),
    );
    expect(['Pendente', 'Orçamento', 'Orcamento'].map((s) => orderTitle(s, 7))).toEqual(
      Array(3).fill('Orçamento nº 7'),
    );
  });
});

describe('returns in the transition table', () => {
  it("are of sales only; the last units make the sale 'Devolucao', a partial return keeps it", () => {
    expect(orderStatuses.filter((s) => canDo(s, 'returnItems'))).toEqual(['Venda']);
    expect(returnWrite(true)).toEqual({ status: 'Devolucao' });
    expect(returnWrite(false)).toBeUndefined();
  });
});

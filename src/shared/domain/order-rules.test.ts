import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openBudgetStatuses, orderStatuses, temporaryStatuses } from './order-status.js';
import {
  allowedActions,
  canDo,
  directions,
  newCartStatus,
  orderTransitions,
  pageTypeOf,
  transitionWrites,
} from './order-transitions.js';
import { displayName, productSlug } from './product-name.js';
import { cartQuantity, canSell, maxQuantity, NO_STOCK_CAP, shopQuantity, stepOf } from './quantity.js';

describe('transition table', () => {
  it('budgets can be edited, saved, placed, deleted and accepted from their link; sales only cancelled, returned or copied', () => {
    expect(allowedActions('Pendente')).toEqual(['edit', 'saveBudget', 'placeOrder', 'delete', 'copy', 'acceptQuote']);
    expect(allowedActions('Orçamento')).toEqual(allowedActions('Pendente'));
    expect(canDo('Orcamento', 'saveBudget')).toBe(false);
    expect(canDo('Orcamento', 'placeOrder')).toBe(true);
    expect(allowedActions('Venda')).toEqual(['cancel', 'returnItems', 'copy']);
    expect(canDo('Cancelado', 'cancel')).toBe(false);
    expect(allowedActions('Desconhecido')).toEqual([]);
  });

  it('every status can be copied and only temporary budgets and saved budgets edited', () => {
    for (const status of orderStatuses) {
      expect(canDo(status, 'copy')).toBe(true);
      expect(canDo(status, 'edit')).toBe(['Pendente', 'Orçamento', 'Orcamento'].includes(status));
    }
  });

  it('is the table of spec section 4, status by status', () => {
    expect(orderTransitions).toEqual({
      Pendente: ['edit', 'saveBudget', 'placeOrder', 'delete', 'copy', 'acceptQuote'],
      Orçamento: ['edit', 'saveBudget', 'placeOrder', 'delete', 'copy', 'acceptQuote'],
      Orcamento: ['edit', 'placeOrder', 'delete', 'copy', 'acceptQuote'],
      Reserva: ['placeOrder', 'cancel', 'copy'],
      Venda: ['cancel', 'returnItems', 'copy'],
      Cancelado: ['copy'],
      Devolucao: ['copy'],
    });
  });

  it('writes the status and ERP codes each action leaves behind', () => {
    expect(transitionWrites).toEqual({
      saveBudget: { status: 'Orcamento', orderType: 'O' },
      placeOrder: { status: 'Venda', orderType: 'V', invoiceStatus: 'A' },
      cancel: { status: 'Cancelado' },
      acceptQuote: { status: 'Reserva', orderType: 'V' },
    });
    expect(directions).toEqual({ ped: 'saveBudget', tpe: 'placeOrder' });
  });

  it("starts a seller's cart as 'Pendente' and a shop customer's as 'Orçamento'", () => {
    expect(newCartStatus(false)).toBe('Pendente');
    expect(newCartStatus(true)).toBe('Orçamento');
  });

  it('counts carts being built and saved budgets as open budgets', () => {
    expect(temporaryStatuses).toEqual(['Pendente', 'Orçamento']);
    expect(openBudgetStatuses).toEqual(['Pendente', 'Orçamento', 'Orcamento']);
  });

  it('names the page type of each status', () => {
    expect(pageTypeOf('Pendente')).toBe('temporary');
    expect(pageTypeOf('Orçamento')).toBe('temporary');
    expect(pageTypeOf('Orcamento')).toBe('budget');
    expect(pageTypeOf('Venda')).toBe('sale');
  });
});

describe('quantity rules', () => {
  const stock = { stock: 7, sellWithoutStock: false };
  it('the maximum is the stock, or 999999 selling without stock', () => {
    expect(maxQuantity(stock)).toBe(7);
    expect(maxQuantity({ stock: 0, sellWithoutStock: true })).toBe(NO_STOCK_CAP);
    expect(canSell({ stock: 0, sellWithoutStock: false })).toBe(false);
    expect(canSell({ stock: 3, sellWithoutStock: false, active: false })).toBe(false);
    expect(canSell({ stock: 1, sellWithoutStock: false })).toBe(true);
    expect(canSell({ stock: 0, sellWithoutStock: true, active: true })).toBe(true);
    expect(maxQuantity({ stock: -3, sellWithoutStock: false })).toBe(0);
  });

  it('cart: non-numeric or <= 0 becomes 0; above the maximum is clamped', () => {
    expect(cartQuantity('abc', stock)).toEqual({ quantity: 0, clamped: false });
    expect(cartQuantity('', stock)).toEqual({ quantity: 0, clamped: false });
    expect(cartQuantity(-2, stock)).toEqual({ quantity: 0, clamped: false });
    expect(cartQuantity('3', stock)).toEqual({ quantity: 3, clamped: false });
    expect(cartQuantity(8, stock)).toEqual({ quantity: 7, clamped: true });
    expect(cartQuantity(7, stock)).toEqual({ quantity: 7, clamped: false });
    expect(cartQuantity(' 2 ', stock)).toEqual({ quantity: 2, clamped: false });
    expect(cartQuantity(2.9, stock)).toEqual({ quantity: 2, clamped: false });
    expect(cartQuantity('Infinity', stock)).toEqual({ quantity: 0, clamped: false });
  });

  it('cart and shop: only numbers and texts count as quantities', () => {
    for (const raw of [true, [3], null, undefined, { quantity: 3 }]) {
      expect(cartQuantity(raw, stock)).toEqual({ quantity: 0, clamped: false });
      expect(shopQuantity(raw, stock)).toEqual({ quantity: 1, clamped: false });
    }
  });

  it('shop: empty, NaN or 0 becomes 1; above the maximum is clamped', () => {
    expect(shopQuantity('', stock)).toEqual({ quantity: 1, clamped: false });
    expect(shopQuantity('x', stock)).toEqual({ quantity: 1, clamped: false });
    expect(shopQuantity(0, stock)).toEqual({ quantity: 1, clamped: false });
    expect(shopQuantity(99, stock)).toEqual({ quantity: 7, clamped: true });
    expect(shopQuantity(7, stock)).toEqual({ quantity: 7, clamped: false });
    expect(shopQuantity('3', stock)).toEqual({ quantity: 3, clamped: false });
    expect(shopQuantity(5, { stock: 0, sellWithoutStock: false })).toEqual({ quantity: 0, clamped: true });
  });

  it('never leaves the range [0, max] in the cart or [1, max] in the shop', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.double()), fc.nat(2000), fc.boolean(), (raw, s, free) => {
        const product = { stock: s, sellWithoutStock: free };
        const cart = cartQuantity(raw, product).quantity;
        expect(cart).toBeGreaterThanOrEqual(0);
        expect(cart).toBeLessThanOrEqual(maxQuantity(product));
        if (maxQuantity(product) >= 1) expect(shopQuantity(raw, product).quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('multiple mode: steps of 10 (spec section 5, tinting too)', () => {
  const tens = { stock: 25, sellWithoutStock: false, multipleMode: true };

  it('steps by 10 and sells at most the multiples of 10 within the stock', () => {
    expect(stepOf(tens)).toBe(10);
    expect(stepOf({ multipleMode: false })).toBe(1);
    expect(stepOf({})).toBe(1);
    expect(maxQuantity(tens)).toBe(20);
    expect(maxQuantity({ ...tens, stock: 9 })).toBe(0);
    expect(maxQuantity({ ...tens, sellWithoutStock: true })).toBe(999_990);
  });

  it('rounds a quantity up to the next multiple of 10, clamping to the stock', () => {
    expect(cartQuantity(15, tens)).toEqual({ quantity: 20, clamped: false });
    expect(cartQuantity(10, tens)).toEqual({ quantity: 10, clamped: false });
    expect(cartQuantity(1, tens)).toEqual({ quantity: 10, clamped: false });
    expect(cartQuantity(21, tens)).toEqual({ quantity: 20, clamped: true });
    expect(cartQuantity(0, tens)).toEqual({ quantity: 0, clamped: false });
    expect(shopQuantity('', tens)).toEqual({ quantity: 10, clamped: false });
    expect(shopQuantity(11, tens)).toEqual({ quantity: 20, clamped: false });
    expect(shopQuantity(30, tens)).toEqual({ quantity: 20, clamped: true });
  });

  it('always gives a multiple of 10 within the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.boolean(),
        (raw, stock, free) => {
          const product = { stock, sellWithoutStock: free, multipleMode: true };
          for (const rule of [cartQuantity, shopQuantity]) {
            const { quantity } = rule(raw, product);
            expect(quantity % 10).toBe(0);
            expect(quantity).toBeLessThanOrEqual(maxQuantity(product));
          }
        },
      ),
    );
  });
});

describe('display name', () => {
  it('takes the first of e-commerce, list, tint (all four fields) and site, with the packaging after " - "', () => {
    expect(displayName({ ecommerce: 'Tinta X', list: 'TINTA X', site: 'tinta', packaging: '18L' })).toBe(
      'Tinta X - 18L',
    );
    expect(displayName({ ecommerce: ' ', list: 'TINTA X', site: 'tinta' })).toBe('TINTA X');
    const tint = { description: 'Azul Céu', unit: '3,6L', line: 'Fosco', type: 'Acrílica' };
    expect(displayName({ tint, site: 'Base' })).toBe('Azul Céu 3,6L Fosco Acrílica');
    expect(displayName({ tint: { ...tint, line: null }, site: 'Base A', packaging: 'Galão' })).toBe('Base A - Galão');
  });

  it('trims every part it uses and is empty when nothing is filled', () => {
    expect(displayName({ ecommerce: ' Tinta X ', packaging: ' 18L ' })).toBe('Tinta X - 18L');
    const tint = { description: ' Azul ', unit: '3,6L ', line: ' Fosco', type: 'Acrílica' };
    expect(displayName({ tint })).toBe('Azul 3,6L Fosco Acrílica');
    expect(displayName({ tint: null, site: null })).toBe('');
    expect(displayName({ packaging: ' ' })).toBe('');
  });

  it('makes URL slugs without accents', () => {
    expect(productSlug('Tinta Acrílica Fosca - Galão 3,6L')).toBe('tinta-acrilica-fosca-galao-3-6l');
    expect(productSlug('***')).toBe('produto');
    expect(productSlug('  (Tinta) 18L!! ')).toBe('tinta-18l');
  });
});

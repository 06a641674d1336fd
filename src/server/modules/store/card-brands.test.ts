import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessages } from '../../../shared/schemas/store.js';
import { cieloSetting } from '../../test/fake-cielo.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { campinasAddress as entrega, openShop } from './store.fixture.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// 'bnd': the card brands a store takes, offered at checkout and checked again when the order is placed.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visa = {
  numero: '4111 1111 1111 1111',
  nome: 'ANA CLIENTE',
  mes: '12',
  ano: String(new Date().getFullYear() + 2),
  cvv: '123',
  cpf: '529.982.247-25',
  nascimento: '10/05/1985',
  telefone: '(19) 3234-5678',
  bandeira: 'visa',
};

describe('card brands (bnd)', () => {
  it('offers only the brands the store takes and refuses another; a store without bnd takes every brand', async () => {
    // A Cielo account makes the card offered; the brand is refused before Cielo is ever asked.
    const shop = await openShop(t, {}, { cie: cieloSetting() });
    const other = await openShop(t);
    await writeStoreSettings(t.database.db, shop.tenant.id, {
      key: 'bnd',
      value: { ativacao: '1', bandeiras: ['master', 'elo'] },
      description: 'bandeiras de cartão',
    });
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.bandeiras).toEqual(['mastercard', 'elo']);
    const elsewhere = await other.send('GET', '/api/loja/checkout', 'ana');
    expect(elsewhere.body.bandeiras).toContain('visa');

    await shop.addToCart('ana', shop.ids.paint, 2);
    const cart = (await shop.send('GET', '/api/loja/carrinho', 'ana')).body.carrinho;
    const order = { pedido: cart.pedido.codigo, totalExibido: 276, entrega, frete: 'Entrega Própria' };
    const refused = await shop.send('POST', '/api/loja/finalizar', 'ana', {
      ...order,
      formaPagamento: 'O',
      cartao: visa,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(storeMessages.cardBrandRefused);
    const boleto = await shop.send('POST', '/api/loja/finalizar', 'ana', { ...order, formaPagamento: 'D' });
    expect(boleto.status).toBe(200);
  });
});

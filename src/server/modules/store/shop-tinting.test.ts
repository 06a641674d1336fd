import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessages } from '../../../shared/schemas/store.js';
import { insertColour, insertProduct } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { campinasAddress, openShop } from './store.fixture.js';
import { writeTinting } from '../../test/store-settings.js';

// tnt (tinting) as the shop honours it: saved inactive, the shop sells no tinted paint; the terminal does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shop with a tint base and the colour AZ01; `tnt` saved as asked (undefined: never saved). */
async function tintShop(tnt?: boolean) {
  const shop = await openShop(t);
  const db = t.database.db;
  const base = await insertProduct(db, shop.tenant.id, {
    siteDescription: 'Base Acrílica A',
    tintBase: true,
    stock: 20,
  });
  await insertColour(db, shop.tenant.id, 'AZ01', 'Azul Sereno');
  if (tnt !== undefined) await writeTinting(db, shop.tenant.id, tnt);
  const addTinted = (who: 'beto' | 'seller', path = '/api/loja/carrinho/itens') =>
    shop.send('POST', path, who, { codigo: base.id, quantidade: 1, cor: 'AZ01' });
  return { ...shop, base, addTinted };
}

describe('tnt in the shop', () => {
  it('never saved: the store tints as before', async () => {
    const shop = await tintShop();
    expect((await shop.send('GET', '/api/loja/configuracao')).body.vitrine.tingimento).toBe(true);
    const added = await shop.addTinted('beto');
    expect(added.status).toBe(200);
    expect(added.body.itens[0]).toMatchObject({ cficorite: 'AZ01', tipo: '1' });
  });

  it('saved off: the shop refuses a tinted line and the colour chart, with a message; nothing is written', async () => {
    const shop = await tintShop(false);
    expect((await shop.send('GET', '/api/loja/configuracao')).body.vitrine.tingimento).toBe(false);
    const refused = await shop.addTinted('beto');
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(storeMessages.tintingDisabled);
    const typed = await shop.send('POST', '/api/loja/carrinho/itens', 'beto', {
      codigo: shop.ids.brush,
      quantidade: 1,
      tipo: '1',
    });
    expect(typed.body.exception).toBe(storeMessages.tintingDisabled);
    expect((await shop.send('GET', '/api/loja/carrinho', 'beto')).body).toEqual({ carrinho: null });
    const chart = await shop.send('GET', `/api/tintas/produtos/${shop.base.id}`);
    expect(chart.status).toBe(403);
    expect(chart.body.exception).toBe(storeMessages.tintingDisabled);
    // Untinted products are still sold.
    expect((await shop.addToCart('beto', shop.ids.brush, 1)).status).toBe(200);
  });

  it('switched off after a tinted line was added: the shop refuses to place that order', async () => {
    const shop = await tintShop();
    const cart = (await shop.addTinted('beto')).body;
    await writeTinting(t.database.db, shop.tenant.id, false);
    const placed = await shop.send('POST', '/api/loja/finalizar', 'beto', {
      pedido: cart.pedido.codigo,
      totalExibido: cart.pedido.cfivalped,
      entrega: campinasAddress,
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(placed.body.exception).toBe(storeMessages.tintingDisabled);
    expect((await shop.send('GET', '/api/loja/carrinho', 'beto')).body.carrinho.pedido.cfistaped).toBe(
      cart.pedido.cfistaped,
    );
  });

  it('saved off: the terminal (a seller) still adds a tinted line', async () => {
    const shop = await tintShop(false);
    const added = await shop.addTinted('seller', '/api/carrinho/itens');
    expect(added.status).toBe(200);
    expect(added.body.itens[0]).toMatchObject({ cficorite: 'AZ01', tipo: '1' });
  });

  it("a neighbour's tnt off does not reach this company", async () => {
    await tintShop(false);
    const shop = await tintShop(true);
    expect((await shop.addTinted('beto')).status).toBe(200);
  });
});

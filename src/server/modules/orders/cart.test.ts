import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages, PRODUCT_PAGE_SIZE } from '../../../shared/schemas/cart.js';
import { insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from './orders.fixture.js';

let w: OrdersWorld;
beforeAll(async () => {
  w = await ordersWorld();
});
afterAll(() => w.t.close());

const add = (cookie: string, payload: object) => w.post(cookie, '/api/carrinho/itens', payload);

describe('building a cart', () => {
  it('starts a consumer budget on the first item; adding again sets the quantity; totals come from the server', async () => {
    const first = await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 2 });
    expect(first.status).toBe(200);
    const cart = first.body;
    expect(cart.pedido).toMatchObject({ cfistaped: 'Pendente', cfinclped: 'CONSUMIDOR', tipoPagina: 'temporary' });
    expect(cart.itens[0]).toMatchObject({ cfiqtdite: 2, cfiprcite: 19.9, total: 39.8, cfidesite: 'Pincel 2"' });
    expect(cart.itens[0].cfiembite).toBe('Galão 3,6L');
    const again = await add(w.cookies.ana, { pedido: cart.pedido.codigo, codigo: w.products.brush.id, quantidade: 3 });
    expect(again.body.itens).toHaveLength(1);
    expect(again.body.itens[0].cfiqtdite).toBe(3);
    expect(again.body.pedido.cfivalped).toBe(59.7);
    expect(again.body.pedido.versao).toBe(cart.pedido.versao + 1);
  });

  it("clamps above the stock ('Atingiu o estoque máximo permitido') and caps at 999999 selling without stock", async () => {
    const clamped = await add(w.cookies.ana, { codigo: w.products.paint.id, quantidade: 50 });
    expect(clamped.body.ajustado).toBe(true);
    expect(clamped.body.itens[0]).toMatchObject({ cfiqtdite: 5, maximo: 5 });
    const pedido = clamped.body.pedido.codigo;
    const roller = await add(w.cookies.ana, { pedido, codigo: w.products.roller.id, quantidade: 9999 });
    expect(roller.body.ajustado).toBeUndefined();
    expect(roller.body.itens.find((i: { cfiproite: number }) => i.cfiproite === w.products.roller.id)).toMatchObject({
      cfiqtdite: 9999,
      maximo: 999999,
      cfivenite: 'S',
    });
  });

  it('a quantity of 0 or a non-number removes the item and resets the discounts', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 4 })).body;
    const pedido = cart.pedido.codigo;
    await add(w.cookies.ana, { pedido, codigo: w.products.paint.id, quantidade: 1 });
    const discounted = await w.post(w.cookies.ana, '/api/carrinho/descontos', {
      pedido,
      descontoValor: '5,00',
      indice: 10,
    });
    expect(discounted.body.pedido).toMatchObject({ cfidscped: 5, cfiindped: 10 });
    const removed = await add(w.cookies.ana, { pedido, codigo: w.products.brush.id, quantidade: 'abc' });
    expect(removed.body.itens).toHaveLength(1);
    expect(removed.body.pedido).toMatchObject({ cfidscped: 0, cfiindped: 0, cfivalped: 100 });
    const zero = await add(w.cookies.ana, { pedido, codigo: w.products.paint.id, quantidade: 0 });
    expect(zero.body.itens).toHaveLength(0);
  });

  it('refuses a product out of stock and an unknown product, changing nothing', async () => {
    const empty = await add(w.cookies.ana, { codigo: w.products.paint.id, quantidade: 1 });
    const pedido = empty.body.pedido.codigo;
    const soldOut = await insertProduct(w.db, w.tenant.id, { stock: 0 });
    const refused = await add(w.cookies.ana, { pedido, codigo: soldOut.id, quantidade: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(cartMessages.productUnavailable);
    const unknown = await add(w.cookies.ana, { pedido, codigo: 999999, quantidade: 1 });
    expect(unknown.body.exception).toBe(cartMessages.productNotFound);
    const after = await w.call(w.cookies.ana, 'GET', `/api/carrinho/${pedido}`);
    expect(after.body.itens).toHaveLength(1);
    expect(after.body.pedido.versao).toBe(empty.body.pedido.versao);
  });
});

describe('discounts', () => {
  it('total = sum − discount value − percentage index of the sum, in centavos, item discounts included', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 3 })).body;
    const pedido = cart.pedido.codigo;
    const item = cart.itens[0].cficodite;
    const reply = await w.post(w.cookies.ana, '/api/carrinho/descontos', {
      pedido,
      descontoValor: 1.5,
      indice: '2,5',
      itens: [{ item, desconto: '0,70' }],
    });
    // 3 × 19,90 = 59,70; item −0,70 = 59,00; −1,50; −2,5 % of 59,00 (1,475 → 1,48) = 56,02
    expect(reply.body.pedido).toMatchObject({ subtotal: 59, cfidscped: 1.5, cfiindped: 2.5, cfivalped: 56.02 });
    expect(reply.body.itens[0]).toMatchObject({ cfidscite: 0.7, total: 59 });
  });

  it('refuses a discount larger than the goods', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const reply = await w.post(w.cookies.ana, '/api/carrinho/descontos', {
      pedido: cart.pedido.codigo,
      descontoValor: '50,00',
      indice: 0,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(cartMessages.discountTooLarge);
  });

  it('a customer never sees discount fields and the server ignores the ones they send', async () => {
    const mine = await add(w.cookies.customer, { codigo: w.products.brush.id, quantidade: 2, desconto: 10 });
    expect(mine.body.pedido).toMatchObject({ cfistaped: 'Orçamento', cficliped: w.customers.customer.id });
    expect(mine.body.itens[0].cfidscite).toBeUndefined();
    expect(mine.body.pedido.cfidscped).toBeUndefined();
    expect(mine.body.pedido.cfivalped).toBe(39.8);
    const tried = await w.post(w.cookies.customer, '/api/carrinho/descontos', {
      pedido: mine.body.pedido.codigo,
      descontoValor: 10,
      indice: 50,
    });
    expect(tried.body.pedido.cfivalped).toBe(39.8);
    expect(tried.body.pedido.versao).toBe(mine.body.pedido.versao);
    // The customer's cart carries their representative: that seller sees it at once, another does not.
    const pedido = mine.body.pedido.codigo;
    expect((await w.call(w.cookies.ana, 'GET', `/api/carrinho/${pedido}`)).body.pedido.cfinclped).toBe(
      'Loja Azul Ltda',
    );
    expect((await w.call(w.cookies.caio, 'GET', `/api/carrinho/${pedido}`)).status).toBe(404);
  });
});

describe('customer and observation', () => {
  it('a seller picks a visible customer; another representative’s or another company’s is refused', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const pedido = cart.pedido.codigo;
    const chosen = await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: w.customers.blocked.id });
    expect(chosen.body.pedido.cfinclped).toBe('Loja Vermelha Ltda');
    expect(chosen.body.cliente).toEqual({
      codigo: w.customers.blocked.id,
      nome: 'Loja Vermelha Ltda',
      credito: 'S',
      restricao: 'Títulos em atraso',
    });
    const foreign = await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: w.customers.outsider.id });
    expect(foreign.status).toBe(404);
    const caioCart = (await add(w.cookies.caio, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const notHis = await w.post(w.cookies.caio, '/api/carrinho/cliente', {
      pedido: caioCart.pedido.codigo,
      cliente: w.customers.customer.id,
    });
    expect(notHis.status).toBe(404);
  });

  it('saves the observation only when it is not empty', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const pedido = cart.pedido.codigo;
    const empty = await w.post(w.cookies.ana, '/api/carrinho/observacao', { pedido, observacao: '   ' });
    expect(empty.body.exception).toBe(cartMessages.observationEmpty);
    const saved = await w.post(w.cookies.ana, '/api/carrinho/observacao', { pedido, observacao: 'Entregar à tarde' });
    expect(saved.body.pedido.observacao).toBe('Entregar à tarde');
  });
});

describe('who may touch a cart', () => {
  it("a customer can never read or change another customer's cart; another company's caller cannot see it", async () => {
    const theirs = (await add(w.cookies.blocked, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const pedido = theirs.pedido.codigo;
    expect((await w.call(w.cookies.customer, 'GET', `/api/carrinho/${pedido}`)).status).toBe(404);
    const change = await add(w.cookies.customer, { pedido, codigo: w.products.brush.id, quantidade: 3 });
    expect(change.status).toBe(404);
    const removal = await w.post(w.cookies.customer, '/api/carrinho/remover-item', {
      pedido,
      item: theirs.itens[0].cficodite,
    });
    expect(removal.status).toBe(404);
    expect((await w.call(w.cookies.caio, 'GET', `/api/carrinho/${pedido}`)).status).toBe(404);
    const otherTenant = await w.t.app.inject({
      method: 'GET',
      url: `/api/carrinho/${pedido}?apelido=outra`,
      headers: { cookie: w.cookies.ana },
    });
    expect(otherTenant.statusCode).toBe(401);
    const still = await w.call(w.cookies.blocked, 'GET', `/api/carrinho/${pedido}`);
    expect(still.body.itens[0].cfiqtdite).toBe(1);
  });

  it('removes one item or several', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 1 })).body;
    const pedido = cart.pedido.codigo;
    await add(w.cookies.ana, { pedido, codigo: w.products.paint.id, quantidade: 1 });
    const full = await add(w.cookies.ana, { pedido, codigo: w.products.roller.id, quantidade: 1 });
    const [a, b, c] = full.body.itens.map((i: { cficodite: number }) => i.cficodite);
    const one = await w.post(w.cookies.ana, '/api/carrinho/remover-item', { pedido, item: a });
    expect(one.body.itens).toHaveLength(2);
    const rest = await w.post(w.cookies.ana, '/api/carrinho/remover-itens', { pedido, itens: [b, c] });
    expect(rest.body.itens).toHaveLength(0);
    expect(rest.body.pedido.cfivalped).toBe(0);
  });

  it('finds products by code, description, manufacturer and group', async () => {
    const byName = await w.post(w.cookies.ana, '/api/produtos/busca', { termo: 'pincel' });
    expect(byName.body.produtos.map((p: { codigo: number }) => p.codigo)).toEqual([w.products.brush.id]);
    const byCode = await w.post(w.cookies.ana, '/api/produtos/busca', {
      termo: String(w.products.roller.id),
      campo: 'codigo',
    });
    expect(byCode.body.produtos[0]).toMatchObject({ nome: 'Rolo de Lã - Galão 3,6L', maximo: 999999 });
    const byMaker = await w.post(w.cookies.ana, '/api/produtos/busca', { termo: 'Fabricante', campo: 'fabricante' });
    expect(byMaker.body.produtos.length).toBeGreaterThanOrEqual(3);
  });

  it('pages the hits ten at a time and says whether another page follows', async () => {
    const search = (pagina: number) =>
      w.post(w.cookies.ana, '/api/produtos/busca', { termo: 'Verniz Marítimo', campo: 'descricao', pagina });
    for (let n = 0; n < 10; n++)
      await insertProduct(w.db, w.tenant.id, { siteDescription: `Verniz Marítimo ${String(n).padStart(2, '0')}` });
    const exactlyOnePage = (await search(0)).body;
    expect([exactlyOnePage.produtos.length, exactlyOnePage.temMais]).toEqual([PRODUCT_PAGE_SIZE, false]);
    await insertProduct(w.db, w.tenant.id, { siteDescription: 'Verniz Marítimo 10' });
    const first = (await search(0)).body;
    expect([first.produtos.length, first.temMais]).toEqual([PRODUCT_PAGE_SIZE, true]);
    const second = (await search(1)).body;
    expect([second.produtos.length, second.temMais]).toEqual([1, false]);
  });
});

describe('item discounts alone', () => {
  it('leave the order discount and index as they are', async () => {
    const cart = (await add(w.cookies.ana, { codigo: w.products.brush.id, quantidade: 2 })).body;
    const pedido = cart.pedido.codigo;
    await w.post(w.cookies.ana, '/api/carrinho/descontos', { pedido, descontoValor: '1,00', indice: 5 });
    const reply = await w.post(w.cookies.ana, '/api/carrinho/descontos', {
      pedido,
      itens: [{ item: cart.itens[0].cficodite, desconto: '0,80' }],
    });
    // 39,80 − 0,80 = 39,00; −1,00; −5 % of 39,00 (1,95) = 36,05
    expect(reply.body.pedido).toMatchObject({ cfidscped: 1, cfiindped: 5, cfivalped: 36.05 });
  });
});

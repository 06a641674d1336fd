import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatus } from '../../../shared/domain/order-status.js';
import { messages } from '../../../shared/messages.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { paymentMessages } from '../../../shared/schemas/payments.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { insertColour, insertCustomer, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { campinasAddress as entrega, insertStoreSettings, openShop } from './store.fixture.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// One app for the file; every test opens its own company (openShop), so each runs alone or in any order.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = {
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
type Line = { cfiproite: number; cficodite: number };

describe('catalog', () => {
  it('visitors browse with paging and sorting; rich text is rendered safe', async () => {
    const { send, ids } = await openShop(t);
    const page = await send('GET', '/api/loja/produtos?ordem=menorPreco');
    expect(page.body.total).toBe(4);
    expect(page.body.produtos.map((p: { preco: number }) => p.preco)).toEqual([15, 30, 120, 250]);
    const byMaker = await send('GET', `/api/loja/produtos?fabricante=${ids.paintMaker}`);
    expect(byMaker.body.produtos).toHaveLength(1);
    const product = await send('GET', `/api/loja/produtos/${ids.paint}`);
    expect(product.body).toMatchObject({
      nome: 'Tinta Acrílica Fosca - Galão 3,6L',
      slug: 'tinta-acrilica-fosca-galao-3-6l',
      preco: 120,
    });
    expect(product.body.especificacao).toBe('<p>Rende <b>40 m²</b></p>');
    expect((await send('GET', '/api/loja/produtos/999999')).status).toBe(404);
  });

  it('hides every price when the company does not allow prices (PERMITIR_PRECOS)', async () => {
    const other = await insertTenant(t.database.db, { allowPrices: false });
    await insertProduct(t.database.db, other.id, { siteDescription: 'Massa Corrida' });
    const page = await t.app.inject({ url: `/api/loja/produtos?apelido=${other.alias}` });
    expect(page.json().produtos[0]).toMatchObject({
      nome: 'Massa Corrida - Galão 3,6L',
      preco: null,
      precoLista: null,
    });
    const shelves = await t.app.inject({ url: `/api/loja/vitrine?apelido=${other.alias}` });
    expect(shelves.body).not.toMatch(/"preco":\d/);
  });
});

describe('store pages', () => {
  it('reach the browser sanitised', async () => {
    const { send, tenant } = await openShop(t);
    await writeStoreSettings(t.database.db, tenant.id, {
      key: 'ppe',
      value: { html: '<p onclick="x()">Entregamos em 2 dias</p><script>alert(1)</script>' },
      description: 'política de entrega',
    });
    const config = await send('GET', '/api/loja/configuracao');
    expect(config.body.configuracoes.ppe.html).toBe('<p>Entregamos em 2 dias</p>');
  });
});

describe('who may buy', () => {
  it("only a customer login buys: a seller gets 'A loja virtual é exclusiva...', a visitor the login", async () => {
    const { addToCart, ids } = await openShop(t);
    const seller = await addToCart('seller', ids.brush, 1);
    expect(seller).toMatchObject({ status: 403, body: { exception: messages.access.storeForCustomersOnly } });
    const visitor = await addToCart(undefined, ids.brush, 1);
    expect(visitor.status).toBe(401);
    expect(visitor.body.redirecionar).toBe(true);
  });

  it('refuses a seller before reading what they sent: 403, not a 400 about the fields', async () => {
    const { send } = await openShop(t);
    for (const [method, path] of [
      ['POST', '/api/loja/carrinho/itens'],
      ['POST', '/api/loja/finalizar'],
      ['GET', '/api/loja/checkout'],
    ] as const) {
      const reply = await send(method, path, 'seller', method === 'POST' ? { codigo: 'x', pagamento: 7 } : undefined);
      expect(reply, path).toMatchObject({ status: 403, body: { exception: messages.access.storeForCustomersOnly } });
    }
  });

  it('no cart actions when the company disables the cart (PERMITIR_CARRINHO)', async () => {
    const other = await insertTenant(t.database.db, { allowCart: false });
    const customer = await insertCustomer(t.database.db, other.id);
    const product = await insertProduct(t.database.db, other.id);
    const cookie = await loginCookie(t, customer.email ?? '', other.alias);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/loja/carrinho/itens?apelido=${other.alias}`,
      headers: { cookie },
      payload: { codigo: product.id, quantidade: 1 },
    });
    expect(reply.json().exception).toBe(storeMessages.cartDisabled);
  });
});

describe('the shop cart', () => {
  it('shop quantities: empty, NaN or 0 become 1; above the stock is clamped; without stock caps at 999999', async () => {
    const { addToCart, ids } = await openShop(t);
    const zero = await addToCart('beto', ids.brush, 0);
    expect(zero.body.itens[0].cfiqtdite).toBe(1);
    const nan = await addToCart('beto', ids.brush, 'abc');
    expect(nan.body.itens[0].cfiqtdite).toBe(1);
    expect(nan.body.pedido.codigo).toBe(zero.body.pedido.codigo);
    const over = await addToCart('beto', ids.paint, 50);
    expect(over.body.ajustado).toBe(true);
    expect(over.body.itens.find((i: Line) => i.cfiproite === ids.paint).cfiqtdite).toBe(8);
    const free = await addToCart('beto', ids.roller, 5000);
    expect(free.body.itens.find((i: Line) => i.cfiproite === ids.roller)).toMatchObject({
      cfiqtdite: 5000,
      maximo: 999999,
    });
  });

  it("lives on the server at today's prices; a seller's budget continued with /?temporary becomes the open cart", async () => {
    const { send, addToCart, ids, tenant } = await openShop(t);
    const brush = and(eq(products.tenantId, tenant.id), eq(products.id, ids.brush));
    await addToCart('beto', ids.brush, 1);
    await t.database.db.update(products).set({ priceCents: 1_600 }).where(brush);
    const open = await send('GET', '/api/loja/carrinho', 'beto');
    expect(open.body.carrinho.itens.find((i: Line) => i.cfiproite === ids.brush).cfiprcite).toBe(16);
    await t.database.db.update(products).set({ priceCents: 1_500 }).where(brush);
    const sellerCart = await send('POST', '/api/carrinho/itens', 'seller', { codigo: ids.paint, quantidade: 2 });
    await send('POST', '/api/carrinho/cliente', 'seller', { pedido: sellerCart.body.pedido.codigo, cliente: ids.beto });
    await send('POST', '/load/budget', 'beto', { action: 'select', budgetId: sellerCart.body.pedido.codigo });
    const now = await send('GET', '/api/loja/carrinho', 'beto');
    expect(now.body.carrinho.pedido.codigo).toBe(sellerCart.body.pedido.codigo);
    expect(now.body.carrinho.itens[0].cfidscite).toBeUndefined();
  });

  it('a visitor or a seller has no shop cart', async () => {
    const { send } = await openShop(t);
    expect((await send('GET', '/api/loja/carrinho')).body).toEqual({ carrinho: null });
    expect((await send('GET', '/api/loja/carrinho', 'seller')).body).toEqual({ carrinho: null });
  });
});

describe('attributes', () => {
  it('a tint base is bought only in a colour; each colour is its own line', async () => {
    const { send, addToCart, tenant } = await openShop(t);
    const base = await insertProduct(t.database.db, tenant.id, {
      siteDescription: 'Base Acrílica A',
      tintBase: true,
      stock: 20,
    });
    await insertColour(t.database.db, tenant.id, 'AZ01', 'Azul Sereno');
    const without = await addToCart('beto', base.id, 1);
    expect(without.body.exception).toBe(cartMessages.colourRequired);
    const unknown = await send('POST', '/api/loja/carrinho/itens', 'beto', {
      codigo: base.id,
      quantidade: 1,
      cor: 'XX99',
    });
    expect(unknown.body.exception).toBe(cartMessages.colourNotFound);
    const blue = await send('POST', '/api/loja/carrinho/itens', 'beto', {
      codigo: base.id,
      quantidade: 2,
      cor: 'AZ01',
    });
    const line = blue.body.itens.find((i: Line) => i.cfiproite === base.id);
    expect(line).toMatchObject({
      cficorite: 'AZ01',
      cfidescor: 'Azul Sereno',
      cfirgbcrr: 'A7C7E7',
      cfimaqite: 'S',
      tipo: '1',
      cfiqtdite: 2,
    });
    const more = await send('POST', '/api/loja/carrinho/itens', 'beto', {
      codigo: base.id,
      quantidade: 3,
      cor: 'AZ01',
    });
    expect(more.body.itens.filter((i: Line) => i.cfiproite === base.id)).toHaveLength(1);
    const colours = await send('GET', '/api/loja/cores?busca=sereno');
    expect(colours.body.cores).toEqual([{ codigo: 'AZ01', nome: 'Azul Sereno 3,6L Fosco Acrílica', rgb: 'A7C7E7' }]);
  });
});

describe('GET /frete', () => {
  it("answers 'Digite um CEP' without a CEP and the CEP message for a bad one", async () => {
    const { send } = await openShop(t);
    expect((await send('GET', '/frete?cep=')).body.exception).toBe(storeMessages.enterCep);
    expect((await send('GET', '/frete?cep=%20%20%20')).body.exception).toBe(storeMessages.enterCep);
    expect((await send('GET', '/frete?cep=123')).body.exception).toBe('Informe um CEP válido.');
  });

  it('prices by weight for the order; the CEP-range rule wins for its service; free above its value', async () => {
    const { send, addToCart, ids } = await openShop(t);
    const cart = (await addToCart('ana', ids.paint, 2)).body;
    const options = (await send('GET', `/frete?cep=13015-904&pedido=${cart.pedido.codigo}`, 'ana')).body;
    // 2 × 5,2 kg = 10,4 kg → 11 kg; own delivery 25,00 + 11 × 1,00; carrier 45,00 + 11 × 2,00
    expect(options).toEqual([
      { servico: 'Entrega Própria', prazo: 2, valor: 36 },
      { servico: 'Transportadora', prazo: 4, valor: 67 },
    ]);
    const bigger = (await addToCart('ana', ids.paint, 8)).body;
    const free = (await send('GET', `/frete?cep=13015904&pedido=${bigger.pedido.codigo}`, 'ana')).body;
    expect(free[0]).toEqual({ servico: 'Entrega Própria', prazo: 2, valor: 0 });
  });

  it("'Entrega indisponível para esta região' where no rule applies; pickup 'Retirar na loja' R$ 0,00 when enabled", async () => {
    const { send } = await openShop(t);
    expect((await send('GET', '/frete?cep=69010-000')).body.exception).toBe(storeMessages.shippingUnavailable);
    const other = await insertTenant(t.database.db);
    await insertStoreSettings(t.database.db, other.id, { rtd: { ativacao: '1' } });
    const pickupOnly = await t.app.inject({ url: `/frete?cep=69010-000&apelido=${other.alias}` });
    expect(pickupOnly.json()).toEqual([{ servico: 'Retirar na loja', prazo: 0, valor: 0 }]);
  });

  it("'Não existe forma de frete configurada pelo administrador.' when there is no rule at all", async () => {
    const other = await insertTenant(t.database.db);
    const reply = await t.app.inject({ url: `/frete?cep=13015-904&apelido=${other.alias}` });
    expect(reply.json().exception).toBe(storeMessages.noShippingRules);
  });
});

describe('checkout', () => {
  const checkout = (shop: Awaited<ReturnType<typeof openShop>>, who: 'ana' | 'beto' | 'blocked', payload: object) =>
    shop.send('POST', '/api/loja/finalizar', who, payload);

  it("is blocked below the minimum purchase with the message and 'Faltam R$ ...'", async () => {
    const shop = await openShop(t);
    const cart = (await shop.addToCart('beto', shop.ids.brush, 1)).body;
    const reply = await checkout(shop, 'beto', {
      pedido: cart.pedido.codigo,
      totalExibido: 15,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(reply.body.exception).toBe('Compra mínima de R$ 200,00. Faltam R$ 185,00');
  });

  it("a customer cannot skip the checkout: PUT /pedido 'tpe' below the minimum is refused, the cart unchanged", async () => {
    const shop = await openShop(t);
    const cart = (await shop.addToCart('beto', shop.ids.brush, 1)).body;
    const before = (await shop.send('GET', '/api/loja/carrinho', 'beto')).body.carrinho;
    const reply = await shop.send('PUT', `/pedido/${cart.pedido.codigo}`, 'beto', { direcionamento: 'tpe' });
    expect(reply.status).toBe(403);
    expect(reply.body.exception).toBe(cartMessages.checkoutOnly);
    const after = (await shop.send('GET', '/api/loja/carrinho', 'beto')).body.carrinho;
    expect(after).toEqual(before);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, cart.pedido.codigo)));
    expect(row?.status).toBe(before.pedido.cfistaped);
    const brush = and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.brush));
    expect((await t.database.db.select().from(products).where(brush))[0]?.stock).toBe(100);
  });

  it('places the order in one transaction: Venda from the store, shipping, stock, mail; it shows in the sales list', async () => {
    const shop = await openShop(t);
    const { ids } = shop;
    await shop.addToCart('ana', ids.paint, 2);
    const cart = (await shop.send('GET', '/api/loja/carrinho', 'ana')).body.carrinho;
    const stale = await checkout(shop, 'ana', {
      pedido: cart.pedido.codigo,
      totalExibido: 1,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(stale.body.exception).toBe(storeMessages.pricesChanged);
    const placed = await checkout(shop, 'ana', {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'P',
      parcelas: 2,
      observacao: 'Portão azul',
    });
    expect(placed.status).toBe(200);
    expect(placed.body.pedido).toMatchObject({
      cfistaped: 'Venda',
      frete: 36,
      servicoFrete: 'Entrega Própria',
      cfivalped: 276,
      pagamento: 'A receber',
    });
    expect(placed.body.msg.mensagem).toBe(storeMessages.orderPlaced);
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, ids.paint)));
    expect(product?.stock).toBe(6);
    const grid = await shop.send('POST', '/operacoes-comerciais/results', 'seller', {
      action: 'select',
      codCli: ids.ana,
    });
    expect(grid.body.resultSet[0]).toMatchObject({ cficodped: cart.pedido.codigo, cfioriped: 'S', cfistaped: 'Venda' });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, shop.tenant.id));
    expect(mail?.subject).toBe(`Pedido nº ${cart.pedido.codigo} recebido - Tintas Teste`);
    expect(mail?.html).toContain('Frete (Entrega Própria): R$ 36,00');
    const again = await checkout(shop, 'ana', {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'P',
    });
    expect(again.status).toBe(409);
  });

  it('offers no card form without a card provider: a card checkout is refused and nothing is written', async () => {
    const shop = await openShop(t);
    const info = await shop.send('GET', '/api/loja/checkout', 'ana');
    expect(info.body.formasPagamento.map((f: { codigo: string }) => f.codigo)).toEqual(['D', 'P']);
    const cart = (await shop.addToCart('ana', shop.ids.paint, 2)).body;
    const base = {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'O',
    };
    const bad = await checkout(shop, 'ana', { ...base, cartao: { ...card, numero: '4111 1111 1111 1112', cvv: '' } });
    expect(bad.status).toBe(400);
    expect(new Set(bad.body.erros.map((e: { campo: string }) => e.campo))).toEqual(
      new Set(['cartao.cvv', 'cartao.numero']),
    );
    const refused = await checkout(shop, 'ana', { ...base, cartao: card });
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(paymentMessages.cardNotOffered);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, cart.pedido.codigo)));
    expect(row).toMatchObject({ status: orderStatus.shopDraft, paymentStatus: null });
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, shop.ids.paint)));
    expect(product?.stock).toBe(8);
    expect(await t.database.db.select().from(payments).where(eq(payments.tenantId, shop.tenant.id))).toEqual([]);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, shop.tenant.id))).toEqual([]);
  });

  it('refuses a customer with credit blocked, a payment method the store does not take, too many instalments', async () => {
    const shop = await openShop(t);
    const cart = (await shop.addToCart('blocked', shop.ids.paint, 2)).body;
    const base = { pedido: cart.pedido.codigo, totalExibido: 276, entrega, frete: 'Entrega Própria' };
    expect((await checkout(shop, 'blocked', { ...base, formaPagamento: 'I' })).body.exception).toBe(
      storeMessages.paymentNotEnabled,
    );
    expect((await checkout(shop, 'blocked', { ...base, formaPagamento: 'P', parcelas: 3 })).body.exception).toBe(
      storeMessages.instalmentsTooMany(2),
    );
    expect((await checkout(shop, 'blocked', { ...base, formaPagamento: 'D' })).body.exception).toBe(
      storeMessages.creditBlocked,
    );
  });

  it('refuses a delivery city that is not of the chosen state, and the cart stays open', async () => {
    const shop = await openShop(t);
    const cart = (await shop.addToCart('beto', shop.ids.paint, 2)).body;
    const reply = await checkout(shop, 'beto', {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega: { ...entrega, estado: 'RJ' },
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      exception: messages.address.cityNotInState,
      erros: [{ campo: 'cidade', mensagem: messages.address.cityNotInState }],
    });
    const after = (await shop.send('GET', '/api/loja/carrinho', 'beto')).body.carrinho;
    expect(after.pedido.codigo).toBe(cart.pedido.codigo);
    expect(after.pedido.cfistaped).toBe(cart.pedido.cfistaped);
  });

  it("can never place another customer's cart", async () => {
    const shop = await openShop(t);
    const cart = (await shop.addToCart('beto', shop.ids.paint, 2)).body;
    const reply = await checkout(shop, 'ana', {
      pedido: cart.pedido.codigo,
      totalExibido: 1,
      entrega,
      frete: 'Transportadora',
      formaPagamento: 'D',
    });
    expect(reply.status).toBe(404);
  });

  it('two customers buying the last unit at once: exactly one succeeds, the other is told', async () => {
    const shop = await openShop(t);
    const carts = await Promise.all(
      (['ana', 'beto'] as const).map(async (who) => {
        const cart = (await shop.addToCart(who, shop.ids.last, 1)).body;
        return { who, pedido: cart.pedido.codigo as number };
      }),
    );
    const results = await Promise.all(
      carts.map((c) =>
        checkout(shop, c.who, {
          pedido: c.pedido,
          totalExibido: 295,
          entrega,
          frete: 'Transportadora',
          formaPagamento: 'D',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.exception).toMatch(/^Estoque insuficiente para: Última Lata/);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { storeMessages } from '../../../shared/schemas/store.js';
import { products } from '../../db/schema/catalog.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { ecommerceSettings } from '../../db/schema/store.js';
import { orders } from '../../db/schema/orders.js';
import { insertCustomer, insertOperator, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { insertColour, insertShippingRules, insertStoreSettings } from './store.fixture.js';

let t: TestApp;
let tenantId: number;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao', tradeName: 'Tintas Teste' })).id;
  await insertStoreSettings(db, tenantId);
  await insertShippingRules(db, tenantId);
  const paint = await insertProduct(db, tenantId, {
    siteDescription: 'Tinta Acrílica Fosca',
    priceCents: 12_000,
    listPriceCents: 15_000,
    stock: 8,
    weightKg: '5.2',
    specificationHtml: '<p>Rende <b>40 m²</b></p><script>alert(1)</script>',
  });
  const brush = await insertProduct(db, tenantId, { siteDescription: 'Pincel Chato', priceCents: 1_500, stock: 100 });
  const roller = await insertProduct(db, tenantId, {
    siteDescription: 'Rolo',
    priceCents: 3_000,
    stock: 0,
    sellWithoutStock: true,
  });
  const last = await insertProduct(db, tenantId, { siteDescription: 'Última Lata', priceCents: 25_000, stock: 1 });
  Object.assign(ids, {
    paint: paint.id,
    brush: brush.id,
    roller: roller.id,
    last: last.id,
    paintMaker: paint.manufacturerId,
  });
  const ana = await insertCustomer(db, tenantId, {
    name: 'Ana Cliente',
    cep: '13015904',
    state: 'SP',
    city: 'Campinas',
  });
  const beto = await insertCustomer(db, tenantId, { name: 'Beto Cliente' });
  const blocked = await insertCustomer(db, tenantId, { name: 'Cliente Bloqueado', credit: 'S' });
  const seller = await insertOperator(db, tenantId);
  Object.assign(ids, { ana: ana.id, beto: beto.id });
  cookies.ana = await loginCookie(t, ana.email ?? '');
  cookies.beto = await loginCookie(t, beto.email ?? '');
  cookies.blocked = await loginCookie(t, blocked.email ?? '');
  cookies.seller = await loginCookie(t, seller.email);
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) => {
  const reply = await t.app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: reply.statusCode, body: reply.json() };
};
const addToCart = (cookie: string, codigo: number, quantidade: unknown) =>
  send('POST', '/api/loja/carrinho/itens', cookie, { codigo, quantidade });
const entrega = {
  cep: '13015-904',
  endereco: 'Rua Barão de Jaguara',
  numero: '100',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
};
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

describe('catalog', () => {
  it('visitors browse with paging and sorting; rich text is rendered safe', async () => {
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
    const other = await insertTenant(t.database.db, { alias: 'semprecos', allowPrices: false });
    await insertProduct(t.database.db, other.id, { siteDescription: 'Massa Corrida' });
    const page = await send('GET', '/api/loja/produtos?apelido=semprecos');
    expect(page.body.produtos[0]).toMatchObject({ nome: 'Massa Corrida - Galão 3,6L', preco: null, precoLista: null });
    const shelves = await send('GET', '/api/loja/vitrine?apelido=semprecos');
    expect(JSON.stringify(shelves.body)).not.toMatch(/"preco":\d/);
  });
});

describe('store pages', () => {
  it('reach the browser sanitised', async () => {
    await t.database.db.insert(ecommerceSettings).values({
      tenantId,
      key: 'ppe',
      value: { html: '<p onclick="x()">Entregamos em 2 dias</p><script>alert(1)</script>' },
      description: 'política de entrega',
      version: 1,
    });
    const config = await send('GET', '/api/loja/configuracao');
    expect(config.body.configuracoes.ppe.html).toBe('<p>Entregamos em 2 dias</p>');
  });
});

describe('who may buy', () => {
  it("only a customer login buys: a seller gets 'A loja virtual é exclusiva...', a visitor the login", async () => {
    const seller = await addToCart(cookies.seller ?? '', ids.brush ?? 0, 1);
    expect(seller).toMatchObject({ status: 403, body: { exception: messages.access.storeForCustomersOnly } });
    const visitor = await addToCart('', ids.brush ?? 0, 1);
    expect(visitor.status).toBe(401);
    expect(visitor.body.redirecionar).toBe(true);
  });

  it('no cart actions when the company disables the cart (PERMITIR_CARRINHO)', async () => {
    const other = await insertTenant(t.database.db, { alias: 'semcarrinho', allowCart: false });
    const customer = await insertCustomer(t.database.db, other.id);
    const product = await insertProduct(t.database.db, other.id);
    const cookie = await loginCookie(t, customer.email ?? '', 'semcarrinho');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/loja/carrinho/itens?apelido=semcarrinho',
      headers: { cookie },
      payload: { codigo: product.id, quantidade: 1 },
    });
    expect(reply.json().exception).toBe(storeMessages.cartDisabled);
  });
});

describe('the shop cart', () => {
  it('shop quantities: empty, NaN or 0 become 1; above the stock is clamped; without stock caps at 999999', async () => {
    const zero = await addToCart(cookies.beto ?? '', ids.brush ?? 0, 0);
    expect(zero.body.itens[0].cfiqtdite).toBe(1);
    const nan = await addToCart(cookies.beto ?? '', ids.brush ?? 0, 'abc');
    expect(nan.body.itens[0].cfiqtdite).toBe(1);
    expect(nan.body.pedido.codigo).toBe(zero.body.pedido.codigo);
    const over = await addToCart(cookies.beto ?? '', ids.paint ?? 0, 50);
    expect(over.body.ajustado).toBe(true);
    expect(over.body.itens.find((i: { cfiproite: number }) => i.cfiproite === ids.paint).cfiqtdite).toBe(8);
    const free = await addToCart(cookies.beto ?? '', ids.roller ?? 0, 5000);
    expect(free.body.itens.find((i: { cfiproite: number }) => i.cfiproite === ids.roller)).toMatchObject({
      cfiqtdite: 5000,
      maximo: 999999,
    });
  });

  it("lives on the server at today's prices; a seller's budget continued with /?temporary becomes the open cart", async () => {
    await t.database.db
      .update(products)
      .set({ priceCents: 1_600 })
      .where(eq(products.id, ids.brush ?? 0));
    const open = await send('GET', '/api/loja/carrinho', cookies.beto);
    expect(open.body.carrinho.itens.find((i: { cfiproite: number }) => i.cfiproite === ids.brush).cfiprcite).toBe(16);
    await t.database.db
      .update(products)
      .set({ priceCents: 1_500 })
      .where(eq(products.id, ids.brush ?? 0));
    const sellerCart = await send('POST', '/api/carrinho/itens', cookies.seller, { codigo: ids.paint, quantidade: 2 });
    await send('POST', '/api/carrinho/cliente', cookies.seller, {
      pedido: sellerCart.body.pedido.codigo,
      cliente: ids.beto,
    });
    await send('POST', '/load/budget', cookies.beto, { action: 'select', budgetId: sellerCart.body.pedido.codigo });
    const now = await send('GET', '/api/loja/carrinho', cookies.beto);
    expect(now.body.carrinho.pedido.codigo).toBe(sellerCart.body.pedido.codigo);
    expect(now.body.carrinho.itens[0].cfidscite).toBeUndefined();
  });
});

describe('attributes', () => {
  it('a tint base is bought only in a colour; each colour is its own line', async () => {
    const base = await insertProduct(t.database.db, tenantId, {
      siteDescription: 'Base Acrílica A',
      tintBase: true,
      stock: 20,
    });
    await insertColour(t.database.db, tenantId, 'AZ01', 'Azul Sereno');
    const without = await addToCart(cookies.beto ?? '', base.id, 1);
    expect(without.body.exception).toBe(cartMessages.colourRequired);
    const unknown = await send('POST', '/api/loja/carrinho/itens', cookies.beto, {
      codigo: base.id,
      quantidade: 1,
      cor: 'XX99',
    });
    expect(unknown.body.exception).toBe(cartMessages.colourNotFound);
    const blue = await send('POST', '/api/loja/carrinho/itens', cookies.beto, {
      codigo: base.id,
      quantidade: 2,
      cor: 'AZ01',
    });
    const line = blue.body.itens.find((i: { cfiproite: number }) => i.cfiproite === base.id);
    expect(line).toMatchObject({
      cficorite: 'AZ01',
      cfidescor: 'Azul Sereno',
      cfirgbcrr: 'A7C7E7',
      cfimaqite: 'S',
      tipo: '1',
      cfiqtdite: 2,
    });
    const more = await send('POST', '/api/loja/carrinho/itens', cookies.beto, {
      codigo: base.id,
      quantidade: 3,
      cor: 'AZ01',
    });
    expect(more.body.itens.filter((i: { cfiproite: number }) => i.cfiproite === base.id)).toHaveLength(1);
    const colours = await send('GET', '/api/loja/cores?busca=sereno');
    expect(colours.body.cores).toEqual([{ codigo: 'AZ01', nome: 'Azul Sereno 3,6L Fosco Acrílica', rgb: 'A7C7E7' }]);
    await send('POST', '/api/carrinho/remover-item', cookies.beto, {
      pedido: more.body.pedido.codigo,
      item: line.cficodite,
    });
  });
});

describe('GET /frete', () => {
  const frete = (query: string, cookie?: string) => send('GET', `/frete?${query}`, cookie);

  it("answers 'Digite um CEP' without a CEP and the CEP message for a bad one", async () => {
    expect((await frete('cep=')).body.exception).toBe(storeMessages.enterCep);
    expect((await frete('cep=123')).body.exception).toBe('Informe um CEP válido.');
  });

  it('prices by weight for the order; the CEP-range rule wins for its service; free above its value', async () => {
    const cart = (await addToCart(cookies.ana ?? '', ids.paint ?? 0, 2)).body;
    const options = (await frete(`cep=13015-904&pedido=${cart.pedido.codigo}`, cookies.ana)).body;
    // 2 × 5,2 kg = 10,4 kg → 11 kg; own delivery 25,00 + 11 × 1,00; carrier 45,00 + 11 × 2,00
    expect(options).toEqual([
      { servico: 'Entrega Própria', prazo: 2, valor: 36 },
      { servico: 'Transportadora', prazo: 4, valor: 67 },
    ]);
    const bigger = (await addToCart(cookies.ana ?? '', ids.paint ?? 0, 8)).body;
    const free = (await frete(`cep=13015904&pedido=${bigger.pedido.codigo}`, cookies.ana)).body;
    expect(free[0]).toEqual({ servico: 'Entrega Própria', prazo: 2, valor: 0 });
    await addToCart(cookies.ana ?? '', ids.paint ?? 0, 2);
  });

  it("'Entrega indisponível para esta região' where no rule applies; pickup 'Retirar na loja' R$ 0,00 when enabled", async () => {
    expect((await frete('cep=69010-000')).body.exception).toBe(storeMessages.shippingUnavailable);
    const other = await insertTenant(t.database.db, { alias: 'retirada' });
    await insertStoreSettings(t.database.db, other.id, { rtd: { ativacao: '1' } });
    const pickupOnly = await send('GET', '/frete?cep=69010-000&apelido=retirada');
    expect(pickupOnly.body).toEqual([{ servico: 'Retirar na loja', prazo: 0, valor: 0 }]);
  });

  it("'Não existe forma de frete configurada pelo administrador.' when there is no rule at all", async () => {
    const other = await insertTenant(t.database.db, { alias: 'semfrete' });
    const reply = await send('GET', '/frete?cep=13015-904&apelido=semfrete');
    expect(reply.body.exception).toBe(storeMessages.noShippingRules);
    expect(other.id).toBeGreaterThan(0);
  });
});

describe('checkout', () => {
  const checkout = (cookie: string, payload: object) => send('POST', '/api/loja/finalizar', cookie, payload);

  it("is blocked below the minimum purchase with the message and 'Faltam R$ ...'", async () => {
    const cart = (await addToCart(cookies.beto ?? '', ids.brush ?? 0, 1)).body;
    await send('POST', '/api/carrinho/remover-itens', cookies.beto, {
      pedido: cart.pedido.codigo,
      itens: cart.itens
        .filter((i: { cfiproite: number }) => i.cfiproite !== ids.brush)
        .map((i: { cficodite: number }) => i.cficodite),
    });
    const reply = await checkout(cookies.beto ?? '', {
      pedido: cart.pedido.codigo,
      totalExibido: 15,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(reply.body.exception).toBe('Compra mínima de R$ 200,00. Faltam R$ 185,00');
  });

  it('places the order in one transaction: Venda from the store, shipping, stock, mail; it shows in the sales list', async () => {
    const cart = (await send('GET', '/api/loja/carrinho', cookies.ana)).body.carrinho;
    const stale = await checkout(cookies.ana ?? '', {
      pedido: cart.pedido.codigo,
      totalExibido: 1,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'D',
    });
    expect(stale.body.exception).toBe(storeMessages.pricesChanged);
    const placed = await checkout(cookies.ana ?? '', {
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
      .where(eq(products.id, ids.paint ?? 0));
    expect(product?.stock).toBe(6);
    const grid = await send('POST', '/operacoes-comerciais/results', cookies.seller, {
      action: 'select',
      codCli: ids.ana,
    });
    expect(grid.body.resultSet[0]).toMatchObject({ cficodped: cart.pedido.codigo, cfioriped: 'S', cfistaped: 'Venda' });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(mail?.subject).toBe(`Pedido nº ${cart.pedido.codigo} recebido - Tintas Teste`);
    expect(mail?.html).toContain('Frete (Entrega Própria): R$ 36,00');
    const again = await checkout(cookies.ana ?? '', {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'P',
    });
    expect(again.status).toBe(409);
  });

  it('card orders wait for payment and the card number is never stored; a bad card is refused', async () => {
    const cart = (await addToCart(cookies.ana ?? '', ids.paint ?? 0, 2)).body;
    const base = {
      pedido: cart.pedido.codigo,
      totalExibido: 276,
      entrega,
      frete: 'Entrega Própria',
      formaPagamento: 'O',
    };
    const bad = await checkout(cookies.ana ?? '', {
      ...base,
      cartao: { ...card, numero: '4111 1111 1111 1112', cvv: '' },
    });
    expect(bad.status).toBe(400);
    expect(new Set(bad.body.erros.map((e: { campo: string }) => e.campo))).toEqual(
      new Set(['cartao.cvv', 'cartao.numero']),
    );
    const placed = await checkout(cookies.ana ?? '', { ...base, cartao: card });
    expect(placed.body.pedido.pagamento).toBe('Aguardando pagamento');
    expect(placed.body.msg.mensagem).toBe(storeMessages.cardPending);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, cart.pedido.codigo)));
    const stored = JSON.stringify(row) + JSON.stringify(await t.database.db.select().from(mailOutbox));
    expect(stored).not.toContain('4111');
  });

  it('refuses a customer with credit blocked, a payment method the store does not take, too many instalments', async () => {
    const cart = (await addToCart(cookies.blocked ?? '', ids.paint ?? 0, 2)).body;
    const base = { pedido: cart.pedido.codigo, totalExibido: 276, entrega, frete: 'Entrega Própria' };
    expect((await checkout(cookies.blocked ?? '', { ...base, formaPagamento: 'I' })).body.exception).toBe(
      storeMessages.paymentNotEnabled,
    );
    expect((await checkout(cookies.blocked ?? '', { ...base, formaPagamento: 'P', parcelas: 3 })).body.exception).toBe(
      storeMessages.instalmentsTooMany(2),
    );
    expect((await checkout(cookies.blocked ?? '', { ...base, formaPagamento: 'D' })).body.exception).toBe(
      storeMessages.creditBlocked,
    );
  });

  it("can never place another customer's cart", async () => {
    const cart = (await addToCart(cookies.beto ?? '', ids.paint ?? 0, 2)).body;
    const reply = await checkout(cookies.ana ?? '', {
      pedido: cart.pedido.codigo,
      totalExibido: 1,
      entrega,
      frete: 'Transportadora',
      formaPagamento: 'D',
    });
    expect(reply.status).toBe(404);
  });

  it('two customers buying the last unit at once: exactly one succeeds, the other is told', async () => {
    const carts = await Promise.all(
      (['ana', 'beto'] as const).map(async (who) => {
        const cookie = cookies[who] ?? '';
        const open = (await send('GET', '/api/loja/carrinho', cookie)).body.carrinho;
        if (open)
          await send('POST', '/api/carrinho/remover-itens', cookie, {
            pedido: open.pedido.codigo,
            itens: open.itens.map((i: { cficodite: number }) => i.cficodite),
          });
        const cart = (await addToCart(cookie, ids.last ?? 0, 1)).body;
        return { cookie, pedido: cart.pedido.codigo as number };
      }),
    );
    const results = await Promise.all(
      carts.map((c) =>
        checkout(c.cookie, {
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

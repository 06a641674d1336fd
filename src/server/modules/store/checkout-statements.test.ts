import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { insertShippingRules, insertStoreSettings } from './store.fixture.js';

let t: TestApp;
let counting = false;
let statements: string[] = [];
let cookie: string;
let productIds: number[] = [];

/**
 * The statements a request sends, without the transaction's own begin and commit: PGlite's driver
 * does not report them and node-postgres does, so the count is the same on both databases.
 */
const transactionControl = /^\s*(begin|commit|rollback)\b/i;
/**
 * The rate limiter's hits, written by its own timer (http/batched-rate-counter.ts), not by the
 * request: one that fell inside a measured checkout made it count one statement more (1 run in 6).
 */
const rateLimitFlush = /^\s*insert into "rate_limits"/i;

beforeAll(async () => {
  t = await createTestApp({}, (statement) => {
    if (counting && !transactionControl.test(statement) && !rateLimitFlush.test(statement)) statements.push(statement);
  });
  const db = t.database.db;
  const tenant = await insertTenant(db, { alias: 'padrao' });
  await insertStoreSettings(db, tenant.id, { vmc: {} });
  await insertShippingRules(db, tenant.id);
  productIds = await Promise.all(
    Array.from(
      { length: 10 },
      async (_, i) => (await insertProduct(db, tenant.id, { priceCents: 1_000 + i, stock: 50 })).id,
    ),
  );
  cookie = await loginCookie(t, (await insertCustomer(db, tenant.id)).email ?? '');
});
afterAll(() => t.close());

/** Places an order of `lines` lines and gives the SQL statements the checkout sent. */
async function checkoutStatements(lines: number): Promise<string[]> {
  let total = 0;
  for (const codigo of productIds.slice(0, lines)) {
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/loja/carrinho/itens',
      headers: { cookie },
      payload: { codigo, quantidade: 1 },
    });
    total = cart.json().pedido.cfivalped;
  }
  const pedido = (await t.app.inject({ url: '/api/loja/carrinho', headers: { cookie } })).json().carrinho.pedido.codigo;
  const entrega = {
    cep: '13015904',
    endereco: 'Rua A',
    numero: '1',
    bairro: 'Centro',
    cidade: 'Campinas',
    estado: 'SP',
  };
  counting = true;
  statements = [];
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/loja/finalizar',
    headers: { cookie },
    payload: { pedido, totalExibido: total + 25 + 0, entrega, frete: 'Entrega Própria', formaPagamento: 'D' },
  });
  counting = false;
  expect(reply.json().exception).toBeUndefined();
  if (process.env.SHOW_STATEMENTS) console.log(statements.map((s) => s.slice(0, 200)).join('\n---\n'));
  return statements;
}

describe('placing a shop order', () => {
  // The store's settings are read once, then kept by the server (store-config/settings-cache.ts):
  // the first checkout reads them, the ones measured do not. Left: the order, its lines, the price
  // tables, the shipping rules, the stock, the order's update, the mail and its sending.
  it('sends the same, small number of SQL statements for 1 line and for 10 lines', async () => {
    await checkoutStatements(1);
    const one = await checkoutStatements(1);
    const ten = await checkoutStatements(10);
    expect(ten.length).toBe(one.length);
    expect(one.length).toBeLessThanOrEqual(9);
    expect(one.filter((statement) => /from "order_items"/.test(statement))).toHaveLength(1);
  });
});

describe('adding to the shop cart', () => {
  // One query reads the price tables and prices that apply to the new line (docs/pricing.md); the
  // session comes from the server's memory (auth/session-cache.ts) after the first call.
  it('sends at most 8 SQL statements (besides begin and commit)', async () => {
    const add = (codigo: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/loja/carrinho/itens',
        headers: { cookie },
        payload: { codigo, quantidade: 2 },
      });
    await add(productIds[0]!);
    counting = true;
    statements = [];
    const reply = await add(productIds[1]!);
    counting = false;
    expect(reply.statusCode).toBe(200);
    expect(statements.length).toBeLessThanOrEqual(8);
  });
});

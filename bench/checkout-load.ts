import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { temporaryStatuses } from '../src/shared/domain/order-status.js';
import { queryRows, type Database } from '../src/server/db/client.js';
import { findAccountById, SessionService } from '../src/server/modules/auth/index.js';
import { percentiles } from './stats.js';
import { benchDelivery } from './store-bench.js';

type Hit = { codigo: number; maximo: number; disponivel: boolean };
type Figures = { p50: number; p95: number; p99: number; n: number };
export type CheckoutLoad = {
  buyers: number;
  add: Figures;
  checkout: Figures;
  seconds: number;
  cpuMsPerPurchase: number;
};

const withN = (samples: number[]): Figures => ({ ...percentiles(samples), n: samples.length });

/**
 * `buyers` customers of the demo company buy at once, each on its own session, `rounds` times:
 * three products into an empty cart, then the checkout (store pickup, debit). Every add-to-cart
 * and every checkout is timed under that concurrency; the requests go through the app in this
 * process (inject), so the figures are the server's own.
 */
export async function checkoutLoad(app: FastifyInstance, database: Database, buyers = 10, rounds = 6) {
  const [tenant] = await queryRows<{ id: number }>(database.db, sql`SELECT id FROM tenants WHERE apelido = 'demo'`);
  if (!tenant) throw new Error('a empresa demo não existe');
  const cookies = await buyerSessions(database, tenant.id, buyers);
  const call = (cookie: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${url}?apelido=demo`, headers: { cookie }, payload });
  const products = await stockedProducts(app, cookies[0]!, buyers * (rounds + 1) * 2);
  const adds: number[] = [];
  const checkouts: number[] = [];
  const timed = async <T>(into: number[], run: () => Promise<T>) => {
    const startedAt = performance.now();
    const result = await run();
    into.push(performance.now() - startedAt);
    return result;
  };
  const buy = async (cookie: string, measured = true) => {
    let order = { pedido: 0, total: 0 };
    for (const codigo of products) {
      const reply = await timed(measured ? adds : [], () =>
        call(cookie, '/api/loja/carrinho/itens', { codigo, quantidade: 1 }),
      );
      if (reply.statusCode !== 200) throw new Error(`add-to-cart failed: ${reply.body}`);
      const cart = reply.json<{ pedido: { codigo: number; cfivalped: number } }>().pedido;
      order = { pedido: cart.codigo, total: cart.cfivalped };
    }
    const reply = await timed(measured ? checkouts : [], () =>
      call(cookie, '/api/loja/finalizar', {
        pedido: order.pedido,
        totalExibido: order.total,
        entrega: benchDelivery,
        frete: 'Retirar na loja',
        formaPagamento: 'D',
      }),
    );
    if (reply.statusCode !== 200 || reply.json<{ retorno?: boolean }>().retorno === false)
      throw new Error(`checkout failed: ${reply.body}`);
  };
  // One purchase each first, not measured: the JIT, the prepared statements and the caches warm up
  // (the first round's calls, a sixth of the samples, took up to 0.7 s and made the p95).
  await Promise.all(cookies.map((cookie) => buy(cookie, false)));
  const startedAt = performance.now();
  const cpuAtStart = process.cpuUsage();
  await Promise.all(
    cookies.map(async (cookie) => {
      for (let round = 0; round < rounds; round++) await buy(cookie);
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const cpu = process.cpuUsage(cpuAtStart);
  // The Node thread's CPU per purchase (three adds and the checkout).
  const cpuMsPerPurchase = (cpu.user + cpu.system) / 1000 / checkouts.length;
  return { buyers, add: withN(adds), checkout: withN(checkouts), seconds, cpuMsPerPurchase } satisfies CheckoutLoad;
}

/**
 * Sessions for the first `count` active customers with no cart open: opened as a login would
 * (the demo customers have no password of their own).
 */
async function buyerSessions(database: Database, tenantId: number, count: number): Promise<string[]> {
  const rows = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT c.id FROM customers c
        WHERE c.tenant_id = ${tenantId} AND c.activation = '1' AND c.credit = 'N'
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = c.tenant_id AND o.customer_id = c.id
                          AND o.status IN (${sql.join(
                            temporaryStatuses.map((status) => sql`${status}`),
                            sql`, `,
                          )}))
        ORDER BY c.id LIMIT ${count}`,
  );
  if (rows.length < count) throw new Error(`só ${rows.length} clientes livres para comprar na empresa demo`);
  const sessions = new SessionService(database.db, { idleMinutes: 120, maxHours: 12 });
  const cookies: string[] = [];
  for (const { id } of rows) {
    const account = await findAccountById(database.db, tenantId, 'customer', id);
    if (!account) throw new Error(`cliente ${id} sem conta`);
    cookies.push(`tkn=${await sessions.create(tenantId, account)}`);
  }
  return cookies;
}

/** Three products any buyer can take `units` of, none a tint base (it needs a colour). */
async function stockedProducts(app: FastifyInstance, cookie: string, units: number): Promise<number[]> {
  const get = (url: string) =>
    app.inject({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}apelido=demo`, headers: { cookie } });
  const hits = (await get('/api/loja/produtos?ordem=maiorPreco')).json<{ produtos: Hit[] }>().produtos;
  const chosen: number[] = [];
  for (const hit of hits.filter((h) => h.disponivel && h.maximo >= units)) {
    const page = (await get(`/api/loja/produtos/${hit.codigo}`)).json<{ exigeCor: boolean }>();
    if (!page.exigeCor) chosen.push(hit.codigo);
    if (chosen.length === 3) return chosen;
  }
  throw new Error('não há três produtos com estoque para a carga de compras');
}

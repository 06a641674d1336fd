import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/server/db/demo-data/seed-people.js';
import { filesOf, readManifest } from '../src/server/http/client-manifest.js';
import { timeIt } from './stats.js';

type Hit = { codigo: number; preco: number; maximo: number; disponivel: boolean };

/** Where the benchmarks' shop orders go (picked up at the store: no freight to quote). */
export const benchDelivery = {
  cep: '13015904',
  endereco: 'Rua A',
  numero: '1',
  bairro: 'Centro',
  cidade: 'Campinas',
  estado: 'SP',
};

/**
 * p50/p95 of placing a shop order (POST /api/loja/finalizar) by the demo customer: each run fills a
 * three-line cart above the minimum purchase, then only the checkout call is timed.
 */
export async function checkoutTimings(app: FastifyInstance, runs = 30) {
  const email = 'cliente@demo.com.br';
  const login = await app.inject({
    method: 'POST',
    url: '/ajax-login?apelido=demo',
    payload: { email, usuario: email, senha: DEMO_PASSWORD },
  });
  const cookie = `tkn=${login.cookies.find((c) => c.name === 'tkn')?.value ?? ''}`;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `${url}${url.includes('?') ? '&' : '?'}apelido=demo`, headers: { cookie }, payload });
  const hits = (await call('GET', '/api/loja/produtos?ordem=maiorPreco')).json<{ produtos: Hit[] }>().produtos;
  // Three products with stock for every run, none a tint base (it needs a colour): each run sells
  // some, so a repeated bench on the same data directory picks others as stock runs out.
  const stocked: Hit[] = [];
  for (const hit of hits.filter((h) => h.disponivel && h.maximo >= runs * 2)) {
    const page = (await call('GET', `/api/loja/produtos/${hit.codigo}`)).json<{ exigeCor: boolean }>();
    if (!page.exigeCor) stocked.push(hit);
    if (stocked.length === 3) break;
  }
  if (stocked.length < 3) throw new Error('no three stocked products left to buy in the demo data');
  let order = { pedido: 0, total: 0 };
  const fill = async () => {
    // The demo customer may have a cart left from the demo data: start each run from an empty one.
    const open = (await call('GET', '/api/loja/carrinho')).json<{
      carrinho: { pedido: { codigo: number }; itens: Array<{ cficodite: number }> } | null;
    }>().carrinho;
    if (open?.itens.length)
      await call('POST', '/api/carrinho/remover-itens', {
        pedido: open.pedido.codigo,
        itens: open.itens.map((i) => i.cficodite),
      });
    for (const hit of stocked) {
      const cart = (await call('POST', '/api/loja/carrinho/itens', { codigo: hit.codigo, quantidade: 1 })).json<{
        pedido: { codigo: number; cfivalped: number };
      }>();
      order = { pedido: cart.pedido.codigo, total: cart.pedido.cfivalped };
    }
  };
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await fill();
    const { p50 } = await timeIt(1, async () => {
      const reply = await call('POST', '/api/loja/finalizar', {
        pedido: order.pedido,
        totalExibido: order.total,
        entrega: benchDelivery,
        frete: 'Retirar na loja',
        formaPagamento: 'D',
      });
      if (reply.statusCode !== 200) throw new Error(`checkout failed: ${reply.body}`);
    });
    samples.push(p50);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The gzip size of the JavaScript and the CSS a page needs: the entry, its route chunks and their static imports. */
export function pageWeight(webDir: string, routeModules: string[]) {
  const manifest = readManifest(webDir);
  if (!manifest) return undefined;
  const { scripts: files, styles } = filesOf(manifest, ['index.html', ...routeModules]);
  const gzipKb = (names: Set<string>) =>
    [...names].reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDir, file))).length, 0) / 1024;
  return { kb: gzipKb(files), cssKb: gzipKb(styles), files };
}

/** The store's pages whose weight `npm run bench` states: name and route modules (after the layout). */
export const STORE_PAGES: Array<[string, string]> = [
  ['início', 'features/store/StoreHomePage.tsx'],
  ['lista de produtos', 'features/store/ProductListPage.tsx'],
  ['página de produto', 'features/store/ProductPage.tsx'],
  ['cores (/tintas/{id})', 'features/tinting/TintChartPage.tsx'],
  ['página institucional', 'features/store/StorePage.tsx'],
];

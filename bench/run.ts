import { loadConfig } from '../src/server/config.js';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/client.js';
import { ensureDemoData } from '../src/server/db/demo-data/ensure-demo-data.js';
import { tenantExists } from '../src/server/modules/tenants/index.js';
import { LARGE_ALIAS } from '../src/server/db/demo-data/large-data.js';
import { DEMO_PASSWORD } from '../src/server/db/demo-data/seed-people.js';
import { startTimes } from './start-time.js';
import { biTimings, cheapDuringDashboards } from './bi-bench.js';
import { gridTimings } from './grid-bench.js';
import { gridLoad } from './grid-load.js';
import { searchTimings } from './search-bench.js';
import { timeIt, type Percentiles } from './stats.js';
import { cpuReferenceMs } from './cpu-reference.js';
import { pageWeight, STORE_PAGES } from './store-bench.js';
import { servedFigures } from './served.js';
import type { LoadFigures } from './load.js';
import { checkoutLoad, type CheckoutLoad } from './checkout-load.js';
import { EXPORT_ORDERS, exportUnderLoad } from './export-bench.js';
import { IMPORT_ROWS, importTimings } from './import-bench.js';
import { HITS_CAP } from '../src/server/http/rate-counter.js';
import os from 'node:os';
import path from 'node:path';

/**
 * `npm run bench`: start times on a fresh data directory, then request timings against DATA_DIR
 * (stop the server first). With the large company there (`npm run seed -- --size large`) the
 * timings run on it; otherwise on the demo company. Then a 100 000-row spreadsheet export while
 * cheap requests keep coming, on a fresh data directory of its own.
 */
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pct = (t: Percentiles) => `p50 ${ms(t.p50)} · p95 ${ms(t.p95)} · p99 ${ms(t.p99)}`;
const rows: Array<[string, string]> = [['referência de CPU (JavaScript, menor é mais rápido)', ms(cpuReferenceMs())]];
// `npm run bench -- --bi`: only the dashboards (their timings and a cheap request under their load).
const onlyBi = process.argv.includes('--bi');
// `npm run bench -- --grade`: only the orders grid (timings one at a time, then 10 users at once).
const onlyGrid = process.argv.includes('--grade');
// `npm run bench -- --compra`: only the checkout with 10 buyers at once.
const onlyCheckout = process.argv.includes('--compra');
// `npm run bench -- --servidor`: only the compiled server's memory, load beside hello-world and the store's lab metrics.
const onlyServed = process.argv.includes('--servidor');
// `npm run bench -- --import`: only the product import (a fresh data directory of its own).
if (process.argv.includes('--import')) {
  const figures = await importTimings();
  const rowsText = IMPORT_ROWS.toLocaleString('pt-BR');
  console.log(`\nImportação de ${rowsText} produtos (.xlsx de ${figures.mb.toFixed(1)} MB, PGlite)`);
  console.log(
    `  primeira vez: ${figures.firstSeconds.toFixed(1)} s (${figures.written.toLocaleString('pt-BR')} gravados)`,
  );
  console.log(
    `  de novo: ${figures.againSeconds.toFixed(1)} s (${figures.same.toLocaleString('pt-BR')} sem alteração)`,
  );
  process.exit(0);
}

if (!onlyBi && !onlyGrid && !onlyServed && !onlyCheckout) {
  const starts = await startTimes();
  rows.push(['primeira partida (migrações + dados de demonstração)', `${starts.first.toFixed(1)} s`]);
  rows.push(['partidas seguintes', `${starts.later.toFixed(1)} s`]);
}

const config = { ...loadConfig(), logLevel: 'silent' as const, webDir: undefined };
const database = await openDatabase(config);
// A fresh DATA_DIR gets the demo company first, as `npm start` would give it.
await ensureDemoData(database.db, () => undefined);
const alias = (await tenantExists(database.db, LARGE_ALIAS)) ? LARGE_ALIAS : 'demo';
if (onlyServed) {
  await database.close();
  await servedRows(alias);
  printRows('servidor compilado e loja');
  process.exit(0);
}
// The load comes from a few sessions far faster than a person clicks (the grid, the dashboards, the
// buyers): their per-user limit is lifted, each request still counted as in production. With it the
// whole run stopped at the dashboards with a 429.
const rateLimits = { ...config.rateLimits, standard: { max: HITS_CAP, windowMs: 60_000 } };
const app = await buildApp(config, { database, rateLimits });
const email = 'gestor@demo.com.br';
const loginOnce = () =>
  app.inject({
    method: 'POST',
    url: `/ajax-login?apelido=${alias}`,
    payload: { email, usuario: email, senha: DEMO_PASSWORD },
  });
const login = await loginOnce();
const cookieOf = (reply: typeof login) => `tkn=${reply.cookies.find((c) => c.name === 'tkn')?.value ?? ''}`;
const cookie = cookieOf(login);
if (onlyGrid) {
  const grid = await gridTimings(app, alias, cookie);
  rows.push([`grade de pedidos, 1ª página, empresa ${alias}`, pct(grid.first)]);
  // Ten users, each with its own session.
  const cookies = [cookie];
  while (cookies.length < 10) cookies.push(cookieOf(await loginOnce()));
  const loadBefore = os.loadavg()[0] ?? 0;
  const load = await gridLoad(app, alias, cookies);
  const statuses = Object.entries(load.statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  rows.push([
    `grade de pedidos, 1ª página, ${load.users} usuários (${database.kind})`,
    `${load.rps.toFixed(0)} req/s · ${pct(load)} · CPU ${load.cpuMs.toFixed(2)} ms/req (${statuses})`,
  ]);
  rows.push([
    'carga da máquina (uptime, 1 min): antes → depois',
    `${loadBefore.toFixed(2)} → ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
  ]);
  await app.close();
  await database.close();
  printRows('grade de pedidos');
  process.exit(0);
}
if (onlyCheckout) {
  await checkoutRows();
  await app.close();
  await database.close();
  printRows('compras na loja');
  process.exit(0);
}
if (!onlyBi) {
  const logins = await timeIt(20, loginOnce);
  rows.push([`login (argon2id), empresa ${alias}`, pct(logins)]);
  const dashboard = await timeIt(20, () =>
    app.inject({ method: 'GET', url: `/api/painel?apelido=${alias}`, headers: { cookie } }),
  );
  rows.push([`painel do gestor, empresa ${alias}`, pct(dashboard)]);
  const grid = await gridTimings(app, alias, cookie);
  rows.push([`grade de pedidos, 1ª página, empresa ${alias}`, pct(grid.first)]);
  rows.push([`grade de pedidos, página ${grid.deepPage} por OFFSET`, pct(grid.offset)]);
  rows.push([`grade de pedidos, página ${grid.deepPage} por cursor (keyset)`, pct(grid.keyset)]);
  const search = await searchTimings(app, alias, cookie);
  rows.push([`busca de clientes 'silva' (1ª página), empresa ${alias}`, pct(search.commonCustomer)]);
  rows.push([`busca de clientes 'joao comercio' (1ª página), empresa ${alias}`, pct(search.rareCustomer)]);
  rows.push([`busca de produtos 'acrilica branco' no terminal, empresa ${alias}`, pct(search.products)]);
}
// The BI figures: cold (summaries' queries) and warm (the reply cache), then a cheap request's p99
// while the dashboards are hammered, both ways.
for (const bi of await biTimings(app, alias, cookie)) {
  rows.push([`BI ${bi.name} (${bi.filters}), frio, empresa ${alias}`, pct(bi.cold)]);
  rows.push([`BI ${bi.name} (${bi.filters}), repetido (cache), empresa ${alias}`, pct(bi.warm)]);
}
for (const cold of [true, false]) {
  const load = await cheapDuringDashboards(app, alias, cookie, cold);
  rows.push([
    `requisição barata durante os painéis ${cold ? 'frios' : 'repetidos'} (${load.n} vezes, ${load.dashboards} painéis)`,
    pct(load),
  ]);
}
if (!onlyBi) await checkoutRows();
await app.close();
await database.close();

if (!onlyBi) {
  const sheet = await exportUnderLoad();
  const orders = EXPORT_ORDERS.toLocaleString('pt-BR');
  const mbOf = (value: number) => `${value.toFixed(0)} MB`;
  rows.push([
    `exportação de ${orders} pedidos (.xlsx em fluxo, PGlite)`,
    `${sheet.large.seconds.toFixed(1)} s · ${sheet.large.mb.toFixed(1)} MB (HTTP ${sheet.large.status})`,
  ]);
  rows.push(['requisição barata (GET /api/sessao), sem exportação', pct(sheet.quiet)]);
  rows.push([`requisição barata durante a exportação (${sheet.during.n} vezes)`, pct(sheet.during)]);
  rows.push([
    'memória (RSS) na exportação: antes → pico 1ª metade → 2ª',
    `${mbOf(sheet.large.rssBeforeMb)} → ${mbOf(sheet.large.rssPeakFirstHalfMb)} → ${mbOf(sheet.large.rssPeakSecondHalfMb)} (maxRSS ${mbOf(sheet.maxRssMb)})`,
  ]);
}
if (!onlyBi) await servedRows(alias);

/** Ten customers of the demo company buying at once: each add-to-cart and each checkout timed. */
async function checkoutRows() {
  const load = await checkoutLoad(app, database);
  const figures = (f: CheckoutLoad['add']) => `${pct(f)} (${f.n}×)`;
  rows.push([`pôr no carrinho, ${load.buyers} compradores ao mesmo tempo (${database.kind})`, figures(load.add)]);
  rows.push([`finalizar compra, ${load.buyers} compradores ao mesmo tempo (${database.kind})`, figures(load.checkout)]);
  rows.push([
    'compras por segundo · CPU do Node por compra (3 itens + finalizar)',
    `${(load.checkout.n / load.seconds).toFixed(1)} · ${ms(load.cpuMsPerPurchase)}`,
  ]);
}

/** The compiled server in a process of its own: memory, load beside hello-world, the store's weight and lab metrics. */
async function servedRows(company: string) {
  const served = await servedFigures({}, company);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  rows.push([
    `servidor compilado (${database.kind}): memória ao iniciar → parado 90 s → pico`,
    `${mb(served.startedRssMb)} → ${mb(served.idleRssMb)} → ${mb(served.peakRssMb)}`,
  ]);
  for (const { users, grid, hello } of served.loads) {
    const line = (f: LoadFigures) => `${f.rps.toFixed(0)} req/s · ${pct(f)} · CPU ${f.cpuMs.toFixed(2)} ms/req`;
    rows.push([`hello-world do Fastify, ${users} usuários (a base)`, line(hello)]);
    rows.push([`grade de pedidos, 1ª página, ${users} usuários, empresa ${company}`, line(grid)]);
    rows.push([`  razão grade / hello-world (req/s)`, `${((100 * grid.rps) / hello.rps).toFixed(1)} %`]);
  }
  const webDir = path.resolve('dist/web');
  for (const [name, route] of STORE_PAGES) {
    const weight = pageWeight(webDir, ['app/layouts/StoreLayout.tsx', route]);
    if (weight)
      rows.push([
        `loja, ${name}: JavaScript · CSS (gzip)`,
        `${weight.kb.toFixed(1)} KB · ${weight.cssKb.toFixed(1)} KB`,
      ]);
  }
  for (const lab of served.lab)
    rows.push([
      `loja, início, ${lab.profile.name}: LCP · TBT · CLS`,
      `${ms(lab.lcpMs)} · ${ms(lab.tbtMs)} · ${lab.cls.toFixed(3)}`,
    ]);
}

printRows('benchmarks');

function printRows(title: string) {
  console.log(`\nBalcão — ${title}\n`);
  for (const [label, value] of rows) console.log(`${label.padEnd(58)} ${value}`);
}

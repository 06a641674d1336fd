import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { LARGE_ALIAS } from '../src/server/db/demo-data/large-data.js';
import { DEMO_PASSWORD } from '../src/server/db/demo-data/seed-people.js';
import { percentiles } from './stats.js';

/**
 * The measuring half of the export benchmark, in a process of its own so that its peak memory is
 * the export's: serves the company export-bench.ts seeded (DATA_DIR) over HTTP, downloads its whole
 * orders grid as a spreadsheet and, all the while, asks for the session (a cheap request) one
 * request after another. Prints its figures as one JSON line.
 */
const config = { ...loadConfig(), logLevel: 'silent' as const, webDir: undefined };
const database = await openDatabase(config);
const app = await buildApp(config, { database });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const at = (path: string) => `${base}${path}?apelido=${LARGE_ALIAS}`;
const email = 'gestor@demo.com.br';
const login = await fetch(at('/ajax-login'), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, usuario: email, senha: DEMO_PASSWORD }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

const cheap = async () => {
  await (await fetch(at('/api/sessao'), { headers: { cookie } })).arrayBuffer();
};
/** Cheap requests one after another until `stop()`; their durations in milliseconds. */
async function hammer(stop: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!stop()) {
    const startedAt = performance.now();
    await cheap();
    samples.push(performance.now() - startedAt);
  }
  return samples;
}

let quietRuns = 0;
const quiet = await hammer(() => quietRuns++ >= 500);

const mb = (bytes: number) => bytes / 1024 / 1024;
/**
 * Downloads the orders grid as a spreadsheet (`like`: a search), sampling this process's memory:
 * its peak in the first and in the second half of the download (flat memory: the same).
 */
async function exportSheet(like?: object) {
  const rssBefore = process.memoryUsage.rss();
  const samples: Array<[number, number]> = [];
  const sampler = setInterval(() => samples.push([performance.now(), process.memoryUsage.rss()]), 20);
  const startedAt = performance.now();
  const reply = await fetch(at('/api/planilha'), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      grade: '/operacoes-comerciais/results',
      pagina: '/comercial/vendas',
      action: 'select',
      like,
    }),
  });
  let bytes = 0;
  const reader = reply.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read())
    bytes += chunk.value.length;
  clearInterval(sampler);
  const middle = (startedAt + performance.now()) / 2;
  const peak = (half: Array<[number, number]>) => mb(Math.max(rssBefore, ...half.map(([, rss]) => rss)));
  return {
    status: reply.status,
    mb: mb(bytes),
    seconds: (performance.now() - startedAt) / 1000,
    rssBeforeMb: mb(rssBefore),
    rssPeakFirstHalfMb: peak(samples.filter(([at]) => at < middle)),
    rssPeakSecondHalfMb: peak(samples.filter(([at]) => at >= middle)),
  };
}

// A first, smaller export (10 000 rows) starts the document thread and brings both threads' memory to
// its working size, as on a server that has made documents before.
const small = await exportSheet({ column: 'cficodped', option: '<=', value: '10000' });
let finished = false;
const download = exportSheet().finally(() => (finished = true));
const during = await hammer(() => finished);
const large = await download;

console.log(
  JSON.stringify({
    small,
    large,
    quiet: { ...percentiles(quiet), n: quiet.length },
    during: { ...percentiles(during), n: during.length },
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
await app.close();
await database.close();

import type { FastifyInstance } from 'fastify';
import { biDashboardNames, type BiDashboardName } from '../src/shared/domain/bi-dashboards.js';
import { clearReplyCache } from '../src/server/modules/bi/index.js';
import { percentiles, timeIt, type Percentiles } from './stats.js';

/** The filters a dashboard is timed with: the page's defaults (current month) and the longest period. */
export const biBenchFilters = { padrão: {}, 'últimos 24 meses': { periodo: 9 } } as const;

/** One dashboard's results; anything but a 200 stops the bench (a refused call would time nothing). */
async function resultsCall(
  app: FastifyInstance,
  alias: string,
  cookie: string,
  name: BiDashboardName,
  payload: object,
) {
  const reply = await app.inject({
    method: 'POST',
    url: `/bi-${name}/results?apelido=${alias}`,
    headers: { cookie },
    payload,
  });
  if (reply.statusCode !== 200) throw new Error(`/bi-${name}/results: ${reply.statusCode} ${reply.body.slice(0, 200)}`);
  return reply;
}

/**
 * `POST /bi-{name}/results` of every dashboard on the chosen company, per filter set: cold (the reply
 * cache emptied before each call: the summaries' queries themselves) and warm (the same filters
 * asked again within the cache's life, as a team opening the same panel).
 */
export async function biTimings(app: FastifyInstance, alias: string, cookie: string, runs = 10) {
  const out: Array<{ name: BiDashboardName; filters: string; cold: Percentiles; warm: Percentiles }> = [];
  for (const name of biDashboardNames)
    for (const [filters, payload] of Object.entries(biBenchFilters)) {
      const call = () => resultsCall(app, alias, cookie, name, payload);
      await call();
      const cold = await timeIt(runs, () => {
        clearReplyCache();
        return call();
      });
      const warm = await timeIt(runs, call);
      out.push({ name, filters, cold, warm });
    }
  return out;
}

/**
 * A cheap request (GET /api/sessao) every 20 ms while two callers keep asking every dashboard with
 * both filter sets, back to back (`cold`: the reply cache emptied before each; otherwise warm). On
 * PGlite every query runs on the server's one thread, so the cheap request waits for whatever query
 * is running: its p99 is the longest dashboard query, more or less.
 */
export async function cheapDuringDashboards(
  app: FastifyInstance,
  alias: string,
  cookie: string,
  cold: boolean,
  seconds = 15,
) {
  const until = performance.now() + seconds * 1000;
  const hammer = async (offset: number) => {
    let dashboards = 0;
    for (let i = offset; performance.now() < until; i++) {
      const name = biDashboardNames[i % biDashboardNames.length] ?? 'clientes';
      const payload = Object.values(biBenchFilters)[Math.floor(i / biDashboardNames.length) % 2] ?? {};
      if (cold) clearReplyCache();
      await resultsCall(app, alias, cookie, name, payload);
      dashboards++;
      // A reply from the cache settles without any I/O: without this turn of the event loop (what a
      // network round trip gives), the two callers would starve the timers of the cheap request.
      await new Promise(setImmediate);
    }
    return dashboards;
  };
  const samples: number[] = [];
  // Each cheap request is due 20 ms after the one before and timed from when it was due, not from
  // when it went: on PGlite a query holds the thread, and the timer that would start the next
  // request waits with everything else (timed from its start, that wait would never be seen).
  const cheap = async () => {
    for (let due = performance.now(); performance.now() < until; due += 20) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // A timer may fire up to a millisecond early (whole milliseconds): then it is timed from its start.
      const sent = performance.now();
      await app.inject({ method: 'GET', url: `/api/sessao?apelido=${alias}`, headers: { cookie } });
      samples.push(performance.now() - Math.min(due, sent));
    }
  };
  const [a, b] = await Promise.all([hammer(0), hammer(5), cheap()]);
  return { ...percentiles(samples), n: samples.length, dashboards: (a ?? 0) + (b ?? 0) };
}

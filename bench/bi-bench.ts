import type { FastifyInstance } from 'fastify';
import { biDashboardNames, type BiDashboardName } from '../src/shared/domain/bi-dashboards.js';
import { timeIt } from './stats.js';

/** The filters a dashboard is timed with: the page's defaults (current month) and the longest period. */
export const biBenchFilters = { padrão: {}, 'últimos 24 meses': { periodo: 9 } } as const;

/** `POST /bi-{name}/results` of every dashboard on the chosen company, per filter set. */
export async function biTimings(app: FastifyInstance, alias: string, cookie: string, runs = 10) {
  const out: Array<{ name: BiDashboardName; filters: string; p50: number; p95: number }> = [];
  for (const name of biDashboardNames)
    for (const [filters, payload] of Object.entries(biBenchFilters)) {
      const call = () =>
        app.inject({ method: 'POST', url: `/bi-${name}/results?apelido=${alias}`, headers: { cookie }, payload });
      await call();
      out.push({ name, filters, ...(await timeIt(runs, call)) });
    }
  return out;
}

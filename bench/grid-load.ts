import type { FastifyInstance } from 'fastify';
import { runLoad, type LoadFigures } from './load.js';

export type GridLoad = LoadFigures & { users: number };

/**
 * The orders grid's first page under `users` concurrent users for `seconds`: the app listens on a
 * local port, a separate process sends the requests, each user on its own session and connection,
 * and this process's CPU is measured over the window.
 */
export async function gridLoad(
  app: FastifyInstance,
  alias: string,
  cookies: string[],
  seconds = 10,
): Promise<GridLoad> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const job = {
    url: `${base}/operacoes-comerciais/results?apelido=${alias}`,
    body: JSON.stringify({ action: 'select', limit: { page: 0, offset: 20 } }),
    cookies,
    seconds,
  };
  return { ...(await runLoad(job, process.pid)), users: cookies.length };
}

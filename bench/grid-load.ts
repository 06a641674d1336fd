import { spawn } from 'node:child_process';
import type { FastifyInstance } from 'fastify';

export type GridLoad = {
  users: number;
  n: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** The server process's CPU (user + system) per request, in milliseconds. */
  cpuMs: number;
  statuses: Record<string, number>;
};

/**
 * The orders grid's first page under `users` concurrent users for `seconds`: the app listens on a
 * local port, a separate process (grid-load-child.ts) sends the requests, each user on its own
 * session and connection, and this process's CPU is measured over the window.
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/grid-load-child.ts', JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let cpuAtStart: NodeJS.CpuUsage | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!cpuAtStart && output.includes('start\n')) cpuAtStart = process.cpuUsage();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const cpu = process.cpuUsage(cpuAtStart);
  const line = output.trim().split('\n').at(-1);
  if (code !== 0 || !line || !cpuAtStart) throw new Error(`a carga da grade saiu com código ${code}`);
  const figures = JSON.parse(line) as Omit<GridLoad, 'cpuMs' | 'users'>;
  return { ...figures, users: cookies.length, cpuMs: (cpu.user + cpu.system) / 1_000 / figures.n };
}

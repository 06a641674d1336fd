import http from 'node:http';
import { percentiles } from './stats.js';

/**
 * The load half of a load benchmark (load.ts), in a process of its own so that its CPU is not the
 * server's: one user per cookie, each on its own keep-alive connection, POSTs the body to the
 * address one request after another for `seconds`. Prints one JSON line.
 */
type Job = { url: string; body: string; cookies: string[]; seconds: number };
const job = JSON.parse(process.argv[2] ?? '{}') as Job;
const target = new URL(job.url);
const payload = Buffer.from(job.body);

function ask(agent: http.Agent, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': payload.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function user(cookie: string, until: number, samples: number[], statuses: Map<number, number>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  while (performance.now() < until) {
    const startedAt = performance.now();
    const status = await ask(agent, cookie);
    samples.push(performance.now() - startedAt);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  agent.destroy();
}

// A short warm-up (connections, caches, the JIT), then the measured window.
const warm: number[] = [];
await Promise.all(job.cookies.map((c) => user(c, performance.now() + 1_000, warm, new Map())));
const samples: number[] = [];
const statuses = new Map<number, number>();
const startedAt = performance.now();
process.stdout.write('start\n');
await Promise.all(job.cookies.map((c) => user(c, startedAt + job.seconds * 1_000, samples, statuses)));
const elapsed = (performance.now() - startedAt) / 1_000;
process.stdout.write(
  `${JSON.stringify({ n: samples.length, rps: samples.length / elapsed, ...percentiles(samples), statuses: Object.fromEntries(statuses) })}\n`,
);

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { HITS_CAP } from '../src/server/http/rate-counter.js';
import { DEMO_PASSWORD } from '../src/server/db/demo-data/seed-people.js';
import { labFigures } from './lab.js';
import { runLoad, type LoadFigures } from './load.js';

/**
 * The server as `npm start` runs it (compiled, in a process of its own) on the bench's database: its
 * memory at rest and at its peak, and the orders grid's first page under 10 and 50 users beside
 * Fastify's hello-world on the same machine in the same run (the ratio says what the server's own
 * work costs, whatever the machine).
 */
export type Served = {
  /** 3 s after 'pronto': the start's work (modules, migrations, catch-ups) still in the heap. */
  startedRssMb: number;
  /** After REST_SECONDS without requests, once V8 has given back what the start no longer uses. */
  idleRssMb: number;
  peakRssMb: number;
  loads: Array<{ users: number; grid: LoadFigures; hello: LoadFigures }>;
  /** The store's home page of the demo company (present in every bench database). */
  lab: Awaited<ReturnType<typeof labFigures>>;
};

const USERS = [10, 50];
/**
 * How long the server stays idle before its memory at rest is read: V8 returns the start's garbage
 * only after some idle time (PostgreSQL, 28/11/2026: demo company 173 MB for ~37 s after the start,
 * then 141 MB; large company 174 MB for ~47 s, then 135 MB).
 */
const REST_SECONDS = 90;
/** Sessions the users share (each user still on its own connection): logins are limited per address. */
const SESSIONS = 10;

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};

/** Starts `node scripts/start.mjs` on a free port; resolves with its address once it says it is ready. */
export async function startServed(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_STANDARD: `${HITS_CAP}/1m`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/pronto em/.test(output)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`o servidor saiu com código ${code}: ${output.slice(-500)}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

export async function stopServed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(base: string, alias: string): Promise<string> {
  const email = 'gestor@demo.com.br';
  const reply = await fetch(`${base}/ajax-login?apelido=${alias}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, usuario: email, senha: DEMO_PASSWORD }),
  });
  const token = reply.headers.getSetCookie().find((c) => c.startsWith('tkn='));
  if (!token) throw new Error(`login do benchmark recusado (HTTP ${reply.status})`);
  return token.split(';')[0]!;
}

async function helloWorld(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.trim());
    });
  });
  return { child, base };
}

/** Memory and load figures of the served server on `env`'s database, company `alias`. */
export async function servedFigures(env: Record<string, string>, alias: string, seconds = 10): Promise<Served> {
  const { child, base } = await startServed(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const startedRssMb = memoryMb(child.pid!, 'VmRSS');
    await new Promise((resolve) => setTimeout(resolve, (REST_SECONDS - 3) * 1_000));
    const idleRssMb = memoryMb(child.pid!, 'VmRSS');
    const sessions: string[] = [];
    while (sessions.length < SESSIONS) sessions.push(await login(base, alias));
    const hello = await helloWorld();
    const loads: Served['loads'] = [];
    try {
      for (const users of USERS) {
        const cookies = Array.from({ length: users }, (_, i) => sessions[i % SESSIONS]!);
        const body = JSON.stringify({ action: 'select', limit: { page: 0, offset: 20 } });
        const grid = await runLoad(
          { url: `${base}/operacoes-comerciais/results?apelido=${alias}`, body, cookies, seconds },
          child.pid!,
        );
        const helloLoad = await runLoad({ url: hello.base, body: '{}', cookies, seconds }, hello.child.pid!);
        loads.push({ users, grid, hello: helloLoad });
      }
    } finally {
      hello.child.kill();
    }
    const peakRssMb = memoryMb(child.pid!, 'VmHWM');
    return { startedRssMb, idleRssMb, peakRssMb, loads, lab: await labFigures(`${base}/?apelido=demo`) };
  } finally {
    await stopServed(child);
  }
}

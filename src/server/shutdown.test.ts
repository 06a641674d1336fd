import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { openDatabase } from './db/client.js';
import { insertTenant } from './test/factories.js';

const dirs: string[] = [];
const servers: ChildProcess[] = [];
afterEach(() => {
  servers.splice(0).forEach((server) => server.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** A data directory that already has the company the server falls back to. */
async function dataDirWithCompany(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-shutdown-'));
  dirs.push(dir);
  const database = await openDatabase({ dataDir: dir });
  await insertTenant(database.db, { alias: 'padrao' });
  await database.close();
  return dir;
}

type Server = { process: ChildProcess; port: number; exited: Promise<{ code: number | null; at: number }> };

/** The real server (src/server/main.ts) in its own process, once it says it is ready. */
async function startServer(dataDir: string, graceMs: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DEFAULT_TENANT: 'padrao',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /pronto em .* em http:\/\/localhost:(\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    void exited.then(({ code }) => reject(new Error(`server left with ${code}: ${output}`)));
  });
  return { process: child, port, exited };
}

/** A login whose body arrives in two parts: the request is in flight until `finish` is called. */
function slowLogin(port: number) {
  const email = 'ninguem@exemplo.com.br';
  const body = JSON.stringify({ email, usuario: email, senha: 'errada' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/ajax-login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number | undefined; body: string } | Error>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
      response.on('error', resolve);
    });
    request.on('error', resolve);
  });
  // Connected, so the server holds an open request when the test signals it (a busy machine is slow to connect).
  const connected = new Promise<void>((resolve) => request.on('socket', (socket) => socket.once('connect', resolve)));
  request.write(body.slice(0, 10));
  return { answered, connected, finish: () => request.end(body.slice(10)) };
}

const healthz = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    (response) => response.status,
    (error: Error) => error,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('lets a request in flight finish, takes no new connection, then closes the database and exits 0', async () => {
    const server = await startServer(await dataDirWithCompany(), 10_000);
    expect(await healthz(server.port)).toBe(200);
    const login = slowLogin(server.port);
    await pause(200);
    server.process.kill('SIGTERM');
    await pause(300);
    expect(await healthz(server.port)).toBeInstanceOf(Error);
    login.finish();
    const answer = await login.answered;
    expect(answer).not.toBeInstanceOf(Error);
    // Answered by the login itself, after the signal: it read the body and asked the database.
    expect(answer).toMatchObject({ status: 401 });
    expect(JSON.parse((answer as { body: string }).body)).toMatchObject({
      mensagem: messages.login.invalidCredentials,
    });
    expect((await server.exited).code).toBe(0);
  }, 120_000);

  it('cuts a request that does not finish within SHUTDOWN_GRACE_MS and still exits 0', async () => {
    const dataDir = await dataDirWithCompany();
    const server = await startServer(dataDir, 1_000);
    const stalled = slowLogin(server.port);
    await stalled.connected;
    await pause(200);
    const signalledAt = Date.now();
    server.process.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(900);
    expect(await stalled.answered).toBeInstanceOf(Error);
    // The database was closed properly: the lock is gone and the next start opens it.
    expect(fs.existsSync(path.join(dataDir, 'balcao.lock'))).toBe(false);
  }, 120_000);
});

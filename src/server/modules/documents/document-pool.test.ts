import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { AppError } from '../../http/errors.js';
import { DocumentPool } from './document-pool.js';
import type { fixtureJobs } from './document-pool.fixture.js';

const pools: Array<DocumentPool<typeof fixtureJobs>> = [];
const poolOf = (config: Partial<DocumentPool['config']> = {}) => {
  const pool = new DocumentPool<typeof fixtureJobs>(
    { threads: 1, queue: 1, timeoutMs: 20_000, exportTimeoutMs: 20_000, ...config },
    new URL('./document-pool.fixture.ts', import.meta.url),
  );
  pools.push(pool);
  return pool;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const refusal = (error: unknown) => ({
  status: error instanceof AppError ? error.status : undefined,
  message: (error as Error).message,
});

describe('DocumentPool', () => {
  it('runs a job on a worker thread while this thread goes on, and gives back its value', async () => {
    const pool = poolOf();
    const held = pool.start('hold', undefined);
    let settled = false;
    void held.done.finally(() => (settled = true));
    await vi.waitUntil(() => pool.running === 1, { timeout: 20_000 });
    // The job holds its thread until told; this thread's timers still run meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    held.post('vai');
    expect(await held.done).toBe('liberado');
    expect(pool.running).toBe(0);
  });

  it('stops a job past its time limit with a pt-BR 503, and the next job gets a new thread', async () => {
    const pool = poolOf({ timeoutMs: 200 });
    expect(await pool.start('spin', undefined).done.catch(refusal)).toEqual({
      status: 503,
      message: messages.documents.timedOut,
    });
    expect(await pool.start('echo', 'de novo').done).toBe('de novo');
  });

  it('counts the time limit from the start of the job, not from the queue', async () => {
    const pool = poolOf({ timeoutMs: 1_000 });
    const held = pool.start('hold', undefined, { timeoutMs: 20_000 });
    const waiting = pool.start('hold', undefined);
    await vi.waitUntil(() => pool.running === 1, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    held.post('vai');
    await held.done;
    waiting.post('vai');
    expect(await waiting.done).toBe('liberado');
  });

  it('refuses cleanly, with a pt-BR "try again" 503, a job beyond the threads and the queue', async () => {
    const pool = poolOf({ threads: 1, queue: 1 });
    const running = pool.start('hold', undefined);
    const queued = pool.start('hold', undefined);
    let refused: unknown;
    try {
      pool.start('echo', 'demais');
    } catch (error) {
      refused = error;
    }
    expect(refusal(refused)).toEqual({ status: 503, message: messages.documents.busy });
    running.post('vai');
    queued.post('vai');
    expect(await Promise.all([running.done, queued.done])).toEqual(['liberado', 'liberado']);
    expect(await pool.start('echo', 'cabe').done).toBe('cabe');
  });

  it('starts its threads when the server runs with V8 flags, which a worker thread refuses', async () => {
    process.execArgv.push('--max-old-space-size=1024');
    try {
      expect(await poolOf().start('echo', 'com flags').done).toBe('com flags');
    } finally {
      process.execArgv.pop();
    }
  });

  it('gives a refusal made in the job back as the same AppError (status and pt-BR message)', async () => {
    const pool = poolOf();
    expect(await pool.start('refuse', 'Grande demais.').done.catch(refusal)).toEqual({
      status: 400,
      message: 'Grande demais.',
    });
  });

  it.runIf(process.platform === 'linux')('runs documents below the requests in priority (Linux)', async () => {
    const pool = poolOf();
    const mainThread = os.getPriority();
    expect(await pool.start('priority', undefined).done).toBe(Math.min(19, mainThread + 10));
    expect(os.getPriority()).toBe(mainThread);
  });

  it('frees the thread of a job its caller cancels', async () => {
    const pool = poolOf({ queue: 0 });
    const held = pool.start('hold', undefined);
    await vi.waitUntil(() => pool.running === 1, { timeout: 20_000 });
    held.cancel();
    await expect(held.done).rejects.toThrow();
    expect(await pool.start('echo', 'livre').done).toBe('livre');
  });
});

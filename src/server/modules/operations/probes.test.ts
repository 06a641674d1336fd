import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { queryRows, type Db } from '../../db/client.js';
import { checkReady } from './operations.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// No company exists in this database: a probe must not need one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers 200 {status: ok} with no company, and whatever apelido is asked', async () => {
    for (const url of ['/healthz', '/healthz?apelido=nao-existe']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and has every migration', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/readyz?apelido=nao-existe' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in pt-BR while the newest migration is missing', async () => {
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    const [row] = await queryRows<{ hash: string; created_at: string }>(
      t.database.db,
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${newest} RETURNING hash, created_at`,
    );
    try {
      const reply = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ exception: messages.database.notMigrated });
    } finally {
      await t.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${row?.hash}, ${row?.created_at})`,
      );
    }
  });

  it('answers 503 in pt-BR when the database does not answer', async () => {
    const other = await createTestApp();
    await other.database.close();
    try {
      const reply = await other.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ exception: messages.database.unavailable });
    } finally {
      await other.app.close();
    }
  });
});

describe('checkReady', () => {
  afterEach(() => void vi.useRealTimers());
  /** A database whose every query answers `rows`, or never answers. */
  const databaseAnswering = (rows?: object[]) =>
    ({ execute: () => (rows ? Promise.resolve({ rows }) : new Promise(() => undefined)) }) as unknown as Db;

  it('gives up on a database that does not answer in time, with the pt-BR reason', async () => {
    await expect(checkReady(databaseAnswering(), 20)).rejects.toMatchObject({
      status: 503,
      message: messages.database.unavailable,
    });
  });

  it('leaves no timer running once the database answered', async () => {
    vi.useFakeTimers();
    await expect(checkReady(databaseAnswering([{ newest: Number.MAX_SAFE_INTEGER }]))).resolves.toEqual({
      status: 'ok',
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});

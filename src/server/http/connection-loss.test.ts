import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { queryRows } from '../db/client.js';
import { insertOperator, insertProduct, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Needs PostgreSQL (TEST_DATABASE_URL): PGlite runs inside the process and has no connection to
 * lose, so on PGlite this file is skipped.
 */
describe.skipIf(!serverUrl)(
  'PostgreSQL connection loss (skipped without TEST_DATABASE_URL: PGlite has no connections)',
  () => {
    let t: TestApp;
    let cookie: string;
    let database: string;
    let admin: pg.Client;

    beforeAll(async () => {
      t = await createTestApp();
      // A call that is certainly in flight when the connections are cut (registered before the app is ready).
      t.app.get('/teste/lento', async () => queryRows(t.database.db, sql`SELECT pg_sleep(5)`));
      const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
      await insertProduct(t.database.db, tenant.id, { siteDescription: 'Tinta Acrílica' });
      cookie = await loginCookie(t, (await insertOperator(t.database.db, tenant.id, { role: 'admin' })).email);
      [{ database }] = (await queryRows<{ database: string }>(
        t.database.db,
        sql`SELECT current_database() AS database`,
      )) as [{ database: string }];
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
    });

    /** Ends every connection the app holds to its database, as a restart or idle_session_timeout would. */
    const terminateBackends = () =>
      admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
    const call = (url: string) =>
      t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}apelido=padrao`, headers: { cookie } });
    const load = () =>
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? '/api/sessao' : '/api/loja/produtos?busca=tinta'));

    it('survives pg_terminate_backend of every connection under load: in-flight calls get a pt-BR 503, new ones work', async () => {
      // Fill the pool with idle connections, then cut them all: an idle client's error must not kill the process.
      await Promise.all(load());
      await terminateBackends();
      await new Promise((resolve) => setTimeout(resolve, 200));

      // Cut them again while calls are running.
      const inFlight = load();
      await terminateBackends();
      const replies = await Promise.all(inFlight);
      for (const reply of replies) {
        expect([200, 503], reply.body).toContain(reply.statusCode);
        if (reply.statusCode === 503) expect(reply.json().exception).toBe(messages.database.unavailable);
      }

      // A query running when its connection is cut: a clear 503 in pt-BR, not a 500.
      const slow = t.app.inject({ url: '/teste/lento?apelido=padrao' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateBackends();
      const cut = await slow;
      expect(cut.statusCode).toBe(503);
      expect(cut.json()).toEqual({ exception: messages.database.unavailable });

      // The database is back (it never left): new calls get fresh connections and work.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await Promise.all(load());
      expect(after.map((r) => r.statusCode)).toEqual(after.map(() => 200));
      expect((await call('/api/loja/produtos?busca=tinta')).json().total).toBe(1);
    });
  },
);

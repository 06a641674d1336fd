import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { testPasswordHash } from '../test/factories.js';
import { adminQuery, databaseUrlNamed } from '../test/test-database.js';
import { openDatabase, queryRows, type DatabaseTarget, type Db } from './client.js';

/**
 * 0007 re-keys sessions and access_tokens by (tenant_id, token_hash). A database that was at 0006,
 * with a session open and a link mailed, upgrades at start and both keep working.
 */
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of the migrations folder whose journal stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'balcao-migrations-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database at the older level, filled by `fill`, and where openDatabase finds it. */
async function olderDatabase(folder: string, fill: (db: Db) => Promise<void>): Promise<DatabaseTarget> {
  if (serverUrl) {
    const name = `balcao_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = databaseUrlNamed(serverUrl, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const db = drizzlePg({ client });
      await migratePg(db, { migrationsFolder: folder });
      await fill(db);
    } finally {
      await client.end();
    }
    return { databaseUrl: url };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'balcao-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: folder });
    await fill(db);
  } finally {
    await client.close();
  }
  return { dataDir };
}

/** The test migrates a database from nothing twice (not the suite's template): on a busy machine that alone can pass 30 s. */
const MIGRATES_TWICE_MS = 120_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

describe('migration 0007 (tenant_id leads the token keys)', () => {
  it(
    'keeps the sessions and mailed links of a database made before it',
    async () => {
      const sessionToken = randomBytes(32).toString('base64url');
      const linkToken = randomBytes(32).toString('base64url');
      // Written in SQL for the tables as they were at 0006: the ORM's schema is today's, and it would
      // name columns that later migrations added.
      const operatorEmail = 'operador@antigo.com.br';
      const target = await olderDatabase(await migrationsBefore('0007_tenant_token_keys'), async (db) => {
        const hash = await testPasswordHash();
        const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
        const [tenant] = await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO tenants (apelido, legal_name, trade_name) VALUES ('padrao', 'Antiga Ltda', 'Antiga') RETURNING id`,
        );
        const tenantId = tenant?.id ?? 0;
        const [operator] = await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO operators (tenant_id, name, email, password_hash, role)
              VALUES (${tenantId}, 'Operador', ${operatorEmail}, ${hash}, 'seller') RETURNING id`,
        );
        const [customer] = await queryRows<{ id: number }>(
          db,
          sql`INSERT INTO customers (tenant_id, person_type, name, email, password_hash, activation)
              VALUES (${tenantId}, 'J', 'Cliente Antigo Ltda', 'cliente@antigo.com.br', ${hash}, '1') RETURNING id`,
        );
        await db.execute(sql`INSERT INTO sessions (token_hash, tenant_id, subject_kind, subject_id, expires_at)
          VALUES (${sha256(sessionToken)}, ${tenantId}, 'operator', ${operator?.id ?? 0}, ${expiresAt})`);
        await db.execute(sql`INSERT INTO access_tokens (token_hash, tenant_id, customer_id, purpose, expires_at)
          VALUES (${sha256(linkToken)}, ${tenantId}, ${customer?.id ?? 0}, 'reset', ${expiresAt})`);
      });

      const database = await openDatabase(target);
      cleanups.push(() => database.close());
      const config = { ...loadConfig({ LOG_LEVEL: 'silent', DEFAULT_TENANT: 'padrao' }), webDir: undefined };
      const app = await buildApp(config, { database, loginDelayStepMs: 1 });
      cleanups.push(() => app.close());

      const session = await app.inject({
        method: 'GET',
        url: '/api/sessao',
        headers: { cookie: `tkn=${sessionToken}` },
      });
      expect(session.json().usuario).toMatchObject({ email: operatorEmail });
      const set = await app.inject({
        method: 'POST',
        url: '/api/definir-senha?apelido=padrao',
        payload: { token: linkToken, senha: 'Antiga@Senha1', confirmacaoSenha: 'Antiga@Senha1' },
      });
      expect(set.json()).toMatchObject({ retorno: true });
    },
    MIGRATES_TWICE_MS,
  );
});

import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { insertCustomer, insertOperator, insertTenant } from '../test/factories.js';
import { adminQuery } from '../test/test-database.js';
import { openDatabase, type DatabaseTarget, type Db } from './client.js';
import { accessTokens } from './schema/customers.js';
import { sessions } from './schema/tenancy.js';

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
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const db = drizzlePg({ client });
      await migratePg(db, { migrationsFolder: folder });
      await fill(db);
    } finally {
      await client.end();
    }
    return { databaseUrl: url.toString() };
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
      let operatorEmail = '';
      const target = await olderDatabase(await migrationsBefore('0007_tenant_token_keys'), async (db) => {
        const tenant = await insertTenant(db, { alias: 'padrao' });
        const operator = await insertOperator(db, tenant.id);
        operatorEmail = operator.email;
        const customer = await insertCustomer(db, tenant.id);
        const expiresAt = new Date(Date.now() + 3_600_000);
        await db.insert(sessions).values({
          tokenHash: sha256(sessionToken),
          tenantId: tenant.id,
          subjectKind: 'operator',
          subjectId: operator.id,
          expiresAt,
        });
        await db.insert(accessTokens).values({
          tokenHash: sha256(linkToken),
          tenantId: tenant.id,
          customerId: customer.id,
          purpose: 'reset',
          expiresAt,
        });
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

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCustomer, insertOrder, insertTenant } from '../../test/factories.js';
import { adminQuery, databaseUrlNamed } from '../../test/test-database.js';
import { openDatabase, queryRows } from '../client.js';
import { customers } from '../schema/customers.js';
import { mailOutbox } from '../schema/infra.js';
import { orders } from '../schema/orders.js';
import { END_MARKER } from './backup-format.js';
import { backup, restore } from './backup-commands.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const quiet = () => {};
const target = (dataDir: string) => ({ dataDir, databaseUrl: undefined });
/** Text that COPY has to escape: tab, newline, backslash, quotes, accents. */
const AWKWARD_NAME = 'Tintas "Ávila"\tLtda\\Filial\nCentro';

/** A data directory with two companies, 25 orders and mail waiting; answers every order. */
async function companyWithOrders(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  try {
    const tenant = await insertTenant(db);
    const other = await insertTenant(db);
    const customer = await insertCustomer(db, tenant.id, { name: AWKWARD_NAME });
    for (let i = 0; i < 25; i++) {
      await insertOrder(db, tenant.id, { customerId: customer.id, totalCents: 1_000 + i, notes: `pedido ${i}` });
    }
    await insertOrder(db, other.id, { status: 'Orçamento' });
    await db.insert(mailOutbox).values({
      tenantId: tenant.id,
      recipients: ['a@exemplo.com.br', 'b, c@exemplo.com.br'],
      subject: 'Pedido',
      html: '<p>ok</p>',
    });
    return {
      tenantId: tenant.id,
      orders: await db.select().from(orders).orderBy(asc(orders.tenantId), asc(orders.id)),
    };
  } finally {
    await database.close();
  }
}

async function backedUp() {
  const source = tempDir();
  const made = await companyWithOrders(source);
  const file = path.join(tempDir(), 'copia.sql');
  await backup(target(source), file, quiet);
  return { ...made, file };
}

describe('npm run backup / npm run restore (PGlite)', () => {
  it('restores into a fresh DATA_DIR with every order, the text as it was, and ids that go on', async () => {
    const { file, orders: before, tenantId } = await backedUp();
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('COPY public.orders (');
    expect(text.trimEnd().endsWith(END_MARKER)).toBe(true);

    const fresh = path.join(tempDir(), 'novo');
    await restore(target(fresh), file, { replace: false }, quiet);
    const database = await openDatabase({ dataDir: fresh });
    try {
      const { db } = database;
      expect(await db.select().from(orders).orderBy(asc(orders.tenantId), asc(orders.id))).toEqual(before);
      expect((await db.select({ name: customers.name }).from(customers)).map((c) => c.name)).toEqual([AWKWARD_NAME]);
      expect((await db.select().from(mailOutbox))[0]?.recipients).toEqual(['a@exemplo.com.br', 'b, c@exemplo.com.br']);
      const added = await insertOrder(db, tenantId);
      expect(added.id).toBeGreaterThan(Math.max(...before.map((order) => order.id)));
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses to overwrite a database without --substituir, keeps the old one aside with it, and refuses a cut file', async () => {
    const { file, orders: before } = await backedUp();
    const dataDir = tempDir();
    const existing = await openDatabase({ dataDir });
    await insertTenant(existing.db, { alias: 'ja-existia' });
    await existing.close();

    await expect(restore(target(dataDir), file, { replace: false }, quiet)).rejects.toThrow(/--substituir/);
    const cut = path.join(tempDir(), 'cortada.sql');
    fs.writeFileSync(cut, fs.readFileSync(file, 'utf8').replace(END_MARKER, ''));
    await expect(restore(target(dataDir), cut, { replace: true }, quiet)).rejects.toThrow(/incompleta/);
    expect(await tenantAliases(dataDir)).toEqual(['ja-existia']);

    await restore(target(dataDir), file, { replace: true }, quiet);
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(orders)).toHaveLength(before.length);
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite-anterior-'))).toHaveLength(1);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('restauracao-'))).toEqual([]);
  }, 180_000);

  const withPsql = process.env.TEST_DATABASE_URL && spawnSync('psql', ['--version']).status === 0 ? it : it.skip;

  withPsql(
    'is a pg_dump plain file that psql loads into a PostgreSQL database migrated by Balcão',
    async () => {
      const { file, orders: before } = await backedUp();
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `balcao_restore_${randomBytes(6).toString('hex')}`;
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      const url = databaseUrlNamed(serverUrl, name);
      try {
        const database = await openDatabase({ databaseUrl: url });
        try {
          const psql = spawnSync('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-1', '-f', file, url], {
            encoding: 'utf8',
          });
          expect(psql.stderr).toBe('');
          expect(psql.status).toBe(0);
          const [row] = await queryRows<{ n: string }>(database.db, sql`SELECT count(*) AS n FROM orders`);
          expect(Number(row?.n)).toBe(before.length);
        } finally {
          await database.close();
        }
      } finally {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    180_000,
  );
});

async function tenantAliases(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    return (await queryRows<{ apelido: string }>(database.db, sql`SELECT apelido FROM tenants`)).map((t) => t.apelido);
  } finally {
    await database.close();
  }
}

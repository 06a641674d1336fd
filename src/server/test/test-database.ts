import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { tenants } from '../db/schema/tenants.js';
import { catchUpSummaries, companyToday, WINDOW_PERIODS } from '../modules/bi/index.js';
import {
  calendarTables,
  changedTables,
  NEIGHBOUR,
  neighbourFingerprint,
  seedNeighbourTenant,
} from './neighbour-tenant.js';

/**
 * A fresh, migrated database for one test file, holding the neighbour company (neighbour-tenant.ts)
 * before anything else. By default an in-memory PGlite; with TEST_DATABASE_URL set (CI does), a new
 * database on that PostgreSQL server, dropped afterwards, so test files can run in parallel without
 * seeing each other's rows. Closing it fails when the neighbour's rows changed: nothing a test does
 * to its own company may touch another one — but the calendar's own moves: a run crosses midnight in
 * São Paulo, and the neighbour's dashboards read on a new day slide its BI windows. So its windows
 * are brought to the day the database opens (a template made the day before has them on that day),
 * and their tables are left out of the check when the day changed before the database closed.
 * `now` is the test's clock for that day.
 */
export async function createTestDatabase(
  onQuery?: (statement: string) => void,
  now: () => Date = () => new Date(),
): Promise<Database> {
  const database = await openFresh(onQuery);
  const neighbourId = (await templateNeighbour(database.db)) ?? (await seedNeighbourTenant(database.db));
  const openedOn = companyToday(now()).getTime();
  await catchUpSummaries(database.db, neighbourId, new Date(openedOn), WINDOW_PERIODS);
  const before = await neighbourFingerprint(database.db, neighbourId);
  return {
    ...database,
    close: async () => {
      let changed: string[];
      try {
        const sameDay = companyToday(now()).getTime() === openedOn;
        const after = await neighbourFingerprint(database.db, neighbourId);
        changed = changedTables(before, after, sameDay ? [] : calendarTables);
      } finally {
        await database.close();
      }
      if (changed.length > 0) throw new Error(`a test changed the neighbour company's rows in: ${changed.join(', ')}`);
    },
  };
}

/** The neighbour company a template database arrived with, if it did. */
async function templateNeighbour(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, NEIGHBOUR.alias));
  return row?.id;
}

async function openFresh(onQuery?: (statement: string) => void): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The run's migrated template (global-setup.ts), when the file runs under it.
  const template = inject('databaseTemplate');
  if (!serverUrl) {
    const dump = template ? new Blob([await fs.readFile(template)]) : undefined;
    return openDatabase({ onQuery, template: dump });
  }
  const name = `balcao_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, name), onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The address of another database on the same server. */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server (CREATE or DROP DATABASE), outside any test database. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

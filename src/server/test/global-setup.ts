import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedNeighbourTenant } from './neighbour-tenant.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite holding the neighbour company ('' on PostgreSQL). */
    databaseTemplate: string;
  }
}

/**
 * Once per test run: migrates one in-memory PGlite, seeds the neighbour company and dumps it to a
 * file that every test file's database is loaded from (test-database.ts). Migrating each file's
 * database itself took 3 to 5 seconds; loading the dump takes about one. On PostgreSQL
 * (TEST_DATABASE_URL) each file still migrates a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('databaseTemplate', '');
    return async () => {};
  }
  const database = await openDatabase({});
  const file = path.join(os.tmpdir(), `balcao-test-template-${process.pid}-${Date.now()}.tar`);
  try {
    await seedNeighbourTenant(database.db);
    const dump = await database.pglite?.dumpDataDir('none');
    if (!dump) throw new Error('PGlite did not dump its data directory');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('databaseTemplate', file);
  return () => fs.rm(file, { force: true });
}

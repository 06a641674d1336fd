import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedNeighbourTenant } from './neighbour-tenant.js';
import { adminQuery, databaseUrlNamed } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * What every test file's database starts from, migrated and holding the neighbour company: on
     * PGlite a dump file, on PostgreSQL (TEST_DATABASE_URL) the name of a template database.
     */
    databaseTemplate: string;
  }
}

/**
 * Once per test run: migrates one database, seeds the neighbour company and keeps it as the
 * template every test file's database is copied from (test-database.ts). Migrating each file's
 * database itself took 3 to 5 seconds; a copy takes about one on PGlite and a fraction on PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = await createServerTemplate(serverUrl);
    project.provide('databaseTemplate', name);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const file = await dumpPgliteTemplate();
  project.provide('databaseTemplate', file);
  return () => fs.rm(file, { force: true });
}

async function createServerTemplate(serverUrl: string): Promise<string> {
  const name = `balcao_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, name) });
  try {
    await seedNeighbourTenant(database.db);
  } finally {
    await database.close();
  }
  return name;
}

async function dumpPgliteTemplate(): Promise<string> {
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
  return file;
}

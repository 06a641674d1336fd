import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.js';
import { listenOnPglite, listenOnPostgres, type Listen } from './notices.js';
import { gatePglite } from './pglite-lanes.js';
import { registerPglite } from './prepared.js';

/** The one database type the rest of the server sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Who hears about a lost connection (PostgreSQL only: a restart, pg_terminate_backend,
   * idle_session_timeout). The pool drops that connection and opens a new one on the next query;
   * the process goes on. By default it is written to stderr; the app sends it to its log.
   */
  onConnectionError?: (listener: (error: Error) => void) => void;
  /** The embedded engine itself (PGlite only): backup and restore use its COPY to and from blobs. */
  pglite?: PGlite;
  /** The connections open now, idle, and callers waiting for one (PostgreSQL's pool; PGlite has one). */
  connections: () => ConnectionCounts;
  /** Hears a NOTIFY channel (the session cache hears ended sessions and changed accounts). */
  listen: Listen;
};

export type ConnectionCounts = { total: number; idle?: number; waiting?: number };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number: it only has to be the same for every Balcão process migrating one database. */
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseTarget = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS; 32MB when not given, see openPglite). */
  pgliteSharedBuffers?: string | undefined;
  /** Sees every SQL statement sent (tests and benchmarks count them). */
  onQuery?: ((statement: string) => void) | undefined;
  /**
   * An in-memory PGlite starts as a copy of this dump (PGlite's dumpDataDir) instead of an empty
   * cluster: tests load one migrated template in about a second instead of migrating each time.
   */
  template?: Blob | undefined;
};

const loggerFor = (onQuery: DatabaseTarget['onQuery']) =>
  onQuery ? { logger: { logQuery: (statement: string) => onQuery(statement) } } : {};

/**
 * Opens the database and applies pending migrations. Without a URL it is PGlite: persisted under
 * dataDir (locked against a second process), or in memory when no dataDir is given (tests).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.databaseUrl
    ? openPostgres(target.databaseUrl, target.onQuery)
    : openPglite(target.dataDir, target.onQuery, target.template, target.pgliteSharedBuffers);
}

async function openPglite(
  dataDir: string | undefined,
  onQuery: DatabaseTarget['onQuery'],
  template: Blob | undefined,
  sharedBuffers = '32MB',
): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const options = {
      // The search (db/text-search.ts) folds accents and matches by trigrams, as on PostgreSQL.
      extensions: { unaccent, pg_trgm },
      // PGlite's whole buffer pool is resident from the start (128MB by default: ~130 MB of the
      // process at idle). Pages it does not hold are read through the file system's own cache.
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
      ...(template ? { loadDataDir: template } : {}),
    };
    const client = dataDir ? new PGlite(path.join(dataDir, 'pglite'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client, ...loggerFor(onQuery) });
    await migratePglite(db, { migrationsFolder });
    registerPglite(db, client, onQuery);
    gatePglite(client);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      connections: () => ({ total: 1 }),
      listen: listenOnPglite(client),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string, onQuery: DatabaseTarget['onQuery']): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let report = (error: Error) => console.error(`PostgreSQL: conexão perdida (${error.message})`);
  // Without these listeners a connection the server closes would be an uncaught 'error' event and
  // end the process: an idle one is reported by the pool (which drops it), one checked out by its client.
  pool.on('error', (error) => report(error));
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  // Several app servers may start at once: one migrates while the others wait on the advisory lock.
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return {
    db: drizzlePg({ client: pool, ...loggerFor(onQuery) }) as unknown as Db,
    kind: 'postgres',
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: listenOnPostgres(url, (error) => report(error)),
    close: () => pool.end(),
    onConnectionError: (listener) => {
      report = listener;
    },
  };
}

/** The migrations this version ships: how many, and the newest one's timestamp (drizzle's folderMillis). */
export type MigrationLevel = { count: number; newest: number };

let shipped: MigrationLevel | undefined;

export function shippedMigrations(): MigrationLevel {
  if (!shipped) {
    const stamps = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis);
    shipped = { count: stamps.length, newest: Math.max(0, ...stamps) };
  }
  return shipped;
}

/**
 * Whether the database has every migration this version ships, by drizzle's own rule (the newest
 * applied one is at least as recent as the newest file). False when the bookkeeping table is missing.
 */
export async function isFullyMigrated(db: Db): Promise<boolean> {
  const { newest: newestMigration } = shippedMigrations();
  try {
    const [row] = await queryRows<{ newest: string | number | null }>(
      db,
      sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
    );
    return Number(row?.newest ?? 0) >= newestMigration;
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01' || isUndefinedTable(error)) return false;
    throw error;
  }
}

const isUndefinedTable = (error: unknown): boolean =>
  (error as { cause?: { code?: unknown } } | undefined)?.cause?.code === '42P01';

/** SQLSTATEs and socket codes that mean "the connection is gone", not "the query is wrong". */
const lostConnectionCodes = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '57P05', // idle_session_timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const lostConnectionText =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

/**
 * True when a failure came from losing the database connection (the error itself or any cause
 * drizzle wrapped it in): the caller answers 503 and the next call gets a fresh connection.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && lostConnectionCodes.has(code)) return true;
    if (typeof message === 'string' && lostConnectionText.test(message)) return true;
    current = cause;
  }
  return false;
}

/** A unique index refused the row (SQLSTATE 23505): another request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    current = cause;
  }
  return false;
}

/** Runs raw SQL and returns its rows; both drivers answer with a `rows` array. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

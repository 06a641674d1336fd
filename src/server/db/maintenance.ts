import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

const EVERY_MS = 30 * 60_000;

/**
 * PGlite has no autovacuum: without fresh statistics the planner keeps plans made while tables were
 * small (foreign-key checks by sequential scan, for one). A real PostgreSQL server does this itself.
 * Returns a function that stops the timer.
 */
export function scheduleMaintenance(database: Database, log: (error: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    database.db.execute(sql`VACUUM ANALYZE`).catch(log);
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

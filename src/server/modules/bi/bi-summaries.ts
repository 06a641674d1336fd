import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { companyToday } from './bi-scope.js';
import { dropWindows, foldDays, readAnchors, slideWindows, windowsInPlace } from './bi-windows.js';

/**
 * Keeping the summaries (migration 0025, docs/bi.md 'Resumos'). Order, item and product changes mark
 * their (tenant, day) dirty in the same transaction (statement triggers, so a bulk insert marks each
 * day once); `catchUp` recomputes a tenant's dirty days before a dashboard reads, so a dashboard never
 * sees a summary older than the orders. The days are claimed by deleting their marks: a change that
 * commits meanwhile marks its day again and the next catch-up redoes it. The windows (bi-windows.ts)
 * follow in the same transaction: the recomputed days taken out and put back, and the windows of
 * `periods` (the ones the dashboard reads) slid to `today`; a window not slid yet is not read.
 */
export async function catchUp(
  db: Db,
  tenantId: number,
  today = companyToday(),
  periods: readonly number[] = [],
): Promise<number> {
  const [state] = await queryRows<{ version: string | null; dirty: boolean; placed: boolean }>(
    db,
    sql`SELECT (SELECT version FROM bi_summary_versions WHERE tenant_id = ${tenantId}) AS version,
          EXISTS (SELECT 1 FROM bi_dirty_days WHERE tenant_id = ${tenantId}) AS dirty,
          ${windowsInPlace(tenantId, today, periods)} AS placed`,
  );
  if (state && !state.dirty && state.placed) return Number(state.version ?? 0);
  return db.transaction(async (tx) => {
    // One catch-up of a tenant at a time (other instances, other connections): a window slid twice
    // would count its days twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${WINDOWS_LOCK}, ${tenantId})`);
    const days = (
      await queryRows<{ day: string }>(
        tx,
        sql`DELETE FROM bi_dirty_days WHERE tenant_id = ${tenantId} RETURNING day::text AS day`,
      )
    ).map((row) => row.day);
    const anchors = await readAnchors(tx, tenantId);
    if (days.length > 0) {
      await foldDays(tx, tenantId, anchors, days, -1);
      await tx.execute(sql`SELECT bi_summarize(${tenantId}, ${`{${days.join(',')}}`}::date[])`);
      await foldDays(tx, tenantId, anchors, days, 1);
    }
    await slideWindows(tx, tenantId, anchors, today, periods);
    return bumpVersion(tx, tenantId);
  });
}

/** The advisory lock's first key (the second is the tenant): 'BI' in ASCII. */
const WINDOWS_LOCK = 0x4249;

async function bumpVersion(db: Db, tenantId: number): Promise<number> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`INSERT INTO bi_summary_versions (tenant_id, version) VALUES (${tenantId}, 1)
        ON CONFLICT (tenant_id) DO UPDATE SET version = bi_summary_versions.version + 1
        RETURNING version`,
  );
  return Number(row?.version ?? 0);
}

/** Every summary of a tenant from scratch, once (bulk seeding marks days dirty, then calls this). */
export async function rebuildSummaries(db: Db, tenantId: number, today = companyToday()): Promise<void> {
  await db.transaction(async (tx) => {
    // Sums over millions of rows: with the default 4 MB they spill to temporary files, and on PGlite
    // (whose files are the file system's, call by call) the 1 000 000-order seed ran for over 10 min.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${WINDOWS_LOCK}, ${tenantId})`);
    await tx.execute(sql`DELETE FROM bi_dirty_days WHERE tenant_id = ${tenantId}`);
    await tx.execute(sql`SELECT bi_summarize(${tenantId}, NULL)`);
    await dropWindows(tx, tenantId);
    await slideWindows(tx, tenantId, new Map(), today);
    await bumpVersion(tx, tenantId);
  });
}

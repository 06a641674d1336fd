import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import type { FileStorage } from '../../modules/images/index.js';
import { tenantExists } from '../../modules/tenants/index.js';

export const DEMO_ALIAS = 'demo';

/**
 * Loads the demo tenant on first start; later starts find it and do nothing. The generator (and
 * faker with it, ~40 MB) is loaded only on that first start, not kept in every server's memory.
 * The pictures go to `storage` (the server's own); without it the demo has none.
 */
export async function ensureDemoData(db: Db, log: (line: string) => void, storage?: FileStorage): Promise<void> {
  if (await tenantExists(db, DEMO_ALIAS)) return;
  const startedAt = performance.now();
  log('Primeira inicialização: carregando os dados de demonstração...');
  const { seedDemoTenant } = await import('./seed-demo.js');
  await seedDemoTenant(db, DEMO_ALIAS, log, undefined, undefined, storage);
  // Statistics for the planner, so the first queries over the new rows use their indexes.
  await db.execute(sql`ANALYZE`);
  log(`Dados de demonstração carregados em ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

import { loadConfig } from '../../config.js';
import { configuredStorage } from '../../modules/images/index.js';
import { openDatabase } from '../client.js';
import { ensureDemoData } from './ensure-demo-data.js';
import { LARGE_ALIAS, seedLargeTenant } from './large-data.js';

/**
 * `npm run seed` loads the demo company if missing; `npm run seed -- --size large` adds the
 * benchmark company "grande" (50 000 customers, 1 000 000 orders, 5 000 000 items). Stop the server
 * first: the data directory is locked while it runs.
 */
function drawProgress(done: number, total: number, label: string, startedAt: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% ${label} ${done.toLocaleString('pt-BR')}/${total.toLocaleString('pt-BR')} (${seconds} s)`,
  );
  if (done === total) process.stderr.write('\n');
}

async function main(): Promise<void> {
  const sizeIndex = process.argv.indexOf('--size');
  const size = sizeIndex >= 0 ? process.argv[sizeIndex + 1] : 'demo';
  if (size !== 'demo' && size !== 'large') throw new Error('Use --size demo ou --size large.');
  const config = loadConfig();
  const database = await openDatabase(config);
  const startedAt = performance.now();
  try {
    await ensureDemoData(database.db, console.log, configuredStorage(config));
    if (size === 'large') {
      console.log(`Gerando a empresa "${LARGE_ALIAS}" para benchmarks...`);
      await seedLargeTenant(database.db, (done, total, label) => drawProgress(done, total, label, startedAt));
    }
    console.log(`Concluído em ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importKinds, type ImportKind } from '../../../shared/schemas/products.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { findTenantByAlias } from '../tenants/index.js';
import { importFile } from './product-import.js';

/**
 * `npm run import -- produtos arquivo.xlsx [--empresa apelido]` (or `precos`): the same import as the
 * screen, without the preview, with a progress bar. Stop the server first when it uses PGlite.
 */
function drawProgress(done: number, total: number, startedAt: number): void {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.round((done / total) * 100)}% lote ${done}/${total} (${seconds} s)`,
  );
  if (done === total) process.stderr.write('\n');
}

async function main(): Promise<void> {
  const [kind, file] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--empresa');
  const aliasAt = process.argv.indexOf('--empresa');
  const alias = aliasAt >= 0 ? (process.argv[aliasAt + 1] ?? '') : 'demo';
  if (!importKinds.includes(kind as ImportKind) || !file)
    throw new Error('Uso: npm run import -- produtos|precos arquivo.xlsx [--empresa apelido]');
  const database = await openDatabase(loadConfig());
  try {
    const tenant = await findTenantByAlias(database.db, alias);
    if (!tenant) throw new Error(`Empresa '${alias}' não encontrada.`);
    const startedAt = performance.now();
    const bytes = readFileSync(file);
    const run = await importFile(
      database.db,
      tenant.id,
      kind as ImportKind,
      { name: path.basename(file), bytes },
      (d, t) => drawProgress(d, t, startedAt),
    );
    const { plan } = run;
    console.log(
      `Novos: ${plan.created.length} · alterados: ${plan.changed.length} · sem alteração: ${plan.same} · recusados: ${plan.refused.length}`,
    );
    for (const r of plan.refused.slice(0, 20)) console.log(`  linha ${r.linha} (${r.codigo}): ${r.motivo}`);
    if (plan.refused.length > 20) console.log(`  ... e mais ${plan.refused.length - 20} linhas recusadas.`);
    console.log(`Concluído em ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

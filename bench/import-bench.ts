import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.js';
import { manufacturers, productGroups } from '../src/server/db/schema/catalog.js';
import { tenants } from '../src/server/db/schema/tenants.js';
import { importFile } from '../src/server/modules/products/index.js';

export const IMPORT_ROWS = 50_000;

/** An ERP's export: `rows` products over a few groups and manufacturers, as an XLSX. */
async function productsFile(rows: number, group: number, maker: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Produtos');
  sheet.addRow(['codigo', 'descricao', 'grupo', 'fabricante', 'embalagem', 'volume', 'peso', 'precoLista', 'preco']);
  for (let i = 1; i <= rows; i++)
    sheet.addRow([100_000 + i, `Tinta Acrílica ${i}`, group, maker, 'Galão 3,6L', 3.6, 4.2, 129.9, 99.9 + (i % 50)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export type ImportFigures = { firstSeconds: number; againSeconds: number; mb: number; written: number; same: number };

/**
 * `npm run bench -- --import`: a 50 000-row XLSX of products into an empty company on a fresh PGlite
 * data directory, then the same file again (nothing to write: every line the same).
 */
export async function importTimings(): Promise<ImportFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'balcao-bench-import-'));
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    const [tenant] = await db
      .insert(tenants)
      .values({ alias: 'importa', legalName: 'Importa Ltda', tradeName: 'Importa' })
      .returning();
    if (!tenant) throw new Error('tenant not inserted');
    const [group] = await db.insert(productGroups).values({ tenantId: tenant.id, description: 'Tintas' }).returning();
    const [maker] = await db.insert(manufacturers).values({ tenantId: tenant.id, name: 'Fabricante' }).returning();
    if (!group || !maker) throw new Error('catalog not inserted');
    const bytes = await productsFile(IMPORT_ROWS, group.id, maker.id);
    const file = { name: 'produtos.xlsx', bytes };
    const t0 = performance.now();
    const first = await importFile(db, tenant.id, 'produtos', file);
    const t1 = performance.now();
    const again = await importFile(db, tenant.id, 'produtos', file);
    const t2 = performance.now();
    return {
      firstSeconds: (t1 - t0) / 1000,
      againSeconds: (t2 - t1) / 1000,
      mb: bytes.length / 1_000_000,
      written: first.written,
      same: again.plan.same,
    };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

import { randomUUID } from 'node:crypto';
import { parseMoneyToCents } from '../../../shared/br/money.js';
import {
  IMPORT_BATCH,
  importMessages as msg,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  parseDecimal,
  SHOWN_REFUSALS,
  type ImportKind,
  type ProductImportReply,
} from '../../../shared/schemas/products.js';
import type { Db } from '../../db/client.js';
import type { products } from '../../db/schema/catalog.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { productCodeTitles, readTabularFile, type FileRow, type TabularRules } from '../../files/tabular-file.js';
import {
  catalogNames,
  noNewNames,
  noteNames,
  refOf,
  withNewNames,
  type CatalogNames,
  type NewNames,
} from './import-catalog-names.js';
import { bumpProductSequence, productsByCodes, upsertProducts, type ProductRow } from './products.repo.js';

type Insert = typeof products.$inferInsert;
const fileRules: TabularRules = {
  maxBytes: MAX_IMPORT_BYTES,
  maxRows: MAX_IMPORT_ROWS,
  firstTitles: productCodeTitles,
  messages: msg,
};
type Refused = ProductImportReply['recusados'][number];
/** The product page's description field holds as much. */
const MAX_DESCRIPTION = 200;
/** The columns each kind of file writes on a product that exists. */
const written: Record<ImportKind, Array<keyof Insert>> = {
  produtos: [
    'siteDescription',
    'groupId',
    'manufacturerId',
    'packaging',
    'volumeLiters',
    'weightKg',
    'listPriceCents',
    'priceCents',
  ],
  precos: ['listPriceCents', 'priceCents', 'stock'],
};

export type ImportPlan = {
  kind: ImportKind;
  created: Insert[];
  changed: Insert[];
  same: number;
  refused: Refused[];
  /** Groups and manufacturers the lines name that do not exist yet: created as the lines are written. */
  newNames: NewNames;
};

const money = (cell: string | number | undefined) =>
  typeof cell === 'number'
    ? Number.isFinite(cell)
      ? Math.round(cell * 100)
      : undefined
    : parseMoneyToCents(cell ?? '');
const text = (cell: string | number | undefined) => String(cell ?? '').trim();
/** A whole number of up to nine digits (a code or a stock, within PostgreSQL's integer), or NaN. */
const intOf = (cell: string | number | undefined) => {
  const t = text(cell);
  return /^\d{1,9}$/.test(t) ? Number(t) : NaN;
};
/** A volume or weight: blank is none; numeric columns keep three decimals, as text. */
const decimalText = (cell: string | number | undefined): string | null | undefined => {
  const value = parseDecimal(cell);
  if (value === undefined) return null;
  return Number.isFinite(value) && value > 0 ? value.toFixed(3) : undefined;
};

/**
 * A line of the products file as the columns it writes, or the reason it is refused. Group and
 * manufacturer are a code or a name; a name that does not exist yet is noted in `newNames`.
 */
function productLine(
  id: number,
  cells: FileRow['cells'],
  catalog: CatalogNames,
  newNames: NewNames,
): Partial<Insert> | string {
  const [, description, groupCell, makerCell, packaging, volume, weight, listPrice, price] = cells;
  const group = refOf(groupCell, catalog.groups);
  const maker = refOf(makerCell, catalog.makers);
  const values = {
    siteDescription: text(description),
    packaging: text(packaging) || null,
    volumeLiters: decimalText(volume),
    weightKg: decimalText(weight),
    listPriceCents: money(listPrice),
    priceCents: money(price),
  };
  if (!values.siteDescription) return msg.rowDescription;
  if (values.siteDescription.length > MAX_DESCRIPTION) return msg.rowDescriptionLong(MAX_DESCRIPTION);
  if (!group) return msg.rowGroup;
  if (!maker) return msg.rowManufacturer;
  if (values.volumeLiters === undefined || values.weightKg === undefined) return msg.rowDecimal;
  if (!(values.listPriceCents !== undefined && values.listPriceCents > 0)) return msg.rowListPrice;
  if (!(values.priceCents !== undefined && values.priceCents > 0)) return msg.rowPrice;
  return { ...values, ...noteNames(newNames, id, group, maker) };
}

/** A line of the prices and stock file. */
function priceLine(cells: FileRow['cells']): Partial<Insert> | string {
  const [, listPrice, price, stock] = cells;
  const values = { listPriceCents: money(listPrice), priceCents: money(price), stock: intOf(stock) };
  if (!(values.listPriceCents !== undefined && values.listPriceCents > 0)) return msg.rowListPrice;
  if (!(values.priceCents !== undefined && values.priceCents > 0)) return msg.rowPrice;
  if (!Number.isInteger(values.stock)) return msg.rowStock;
  return values;
}

const differs = (current: ProductRow, values: Partial<Insert>) =>
  (Object.keys(values) as Array<keyof Insert>).some((key) => (current[key] ?? null) !== (values[key] ?? null));

/**
 * Sorts the file's lines against the catalogue as it is: new, changed, the same, refused (with a
 * pt-BR reason). Keyed by product code, so a file imported twice changes nothing the second time.
 */
export async function planImport(db: Db, tenantId: number, kind: ImportKind, rows: FileRow[]): Promise<ImportPlan> {
  const catalog = kind === 'produtos' ? await catalogNames(db, tenantId) : undefined;
  const newNames = noNewNames();
  const refused: Refused[] = [];
  const firstLine = new Map<number, number>();
  const parsed: Array<{ id: number; values: Partial<Insert> }> = [];
  for (const row of rows) {
    const codeText = text(row.cells[0]);
    const refuse = (motivo: string) => refused.push({ linha: row.line, codigo: codeText, motivo });
    const id = intOf(codeText);
    if (!(id > 0)) refuse(msg.rowCode);
    else if (firstLine.has(id)) refuse(msg.rowRepeated(firstLine.get(id) ?? 0));
    else {
      firstLine.set(id, row.line);
      const values = catalog ? productLine(id, row.cells, catalog, newNames) : priceLine(row.cells);
      if (typeof values === 'string') refuse(values);
      else parsed.push({ id, values });
    }
  }
  const known = new Map(
    (
      await productsByCodes(
        db,
        tenantId,
        parsed.map((p) => p.id),
      )
    ).map((p) => [p.id, p]),
  );
  const plan: ImportPlan = { kind, created: [], changed: [], same: 0, refused, newNames };
  for (const { id, values } of parsed) {
    const current = known.get(id);
    if (!current && kind === 'precos')
      refused.push({ linha: firstLine.get(id) ?? 0, codigo: String(id), motivo: msg.rowUnknown });
    else if (!current) plan.created.push({ ...(values as Insert), id, tenantId });
    else if (differs(current, values)) plan.changed.push({ ...current, ...values, id, tenantId });
    else plan.same += 1;
  }
  refused.sort((a, b) => a.linha - b.linha);
  return plan;
}

/** The lines a plan writes, in the order of its batches. */
const writesOf = (plan: ImportPlan) => [...plan.created, ...plan.changed];
export const batchesOf = (plan: ImportPlan) => Math.ceil(writesOf(plan).length / IMPORT_BATCH);

/** Writes batch `index` of a plan in one transaction, with its audit line; returns the lines written. */
export async function writeBatch(
  db: Db,
  tenantId: number,
  actor: { id: number | null; name: string },
  plan: ImportPlan,
  index: number,
): Promise<number> {
  const rows = writesOf(plan).slice(index * IMPORT_BATCH, (index + 1) * IMPORT_BATCH);
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await upsertProducts(tx, tenantId, await withNewNames(tx, tenantId, rows, plan.newNames), written[plan.kind]);
    await bumpProductSequence(tx, Math.max(...rows.map((r) => r.id ?? 0)));
    await recordAudit(tx, {
      tenantId,
      actor,
      action: plan.kind === 'produtos' ? 'Importou produtos' : 'Importou preços e estoque',
      entity: 'Produto',
      entityId: null,
      after: { lote: index + 1, linhas: rows.length, codigos: [rows[0]?.id, rows.at(-1)?.id] },
    });
  });
  return rows.length;
}

/** Previews kept between the preview and its batches: by id, for their company, 30 minutes. */
const previews = new Map<string, { tenantId: number; plan: ImportPlan; expires: number; written: number }>();
const PREVIEW_TTL_MS = 30 * 60_000;

function summary(id: string, plan: ImportPlan): ProductImportReply {
  return {
    importacao: id,
    novos: plan.created.length,
    alterados: plan.changed.length,
    iguais: plan.same,
    recusados: plan.refused.slice(0, SHOWN_REFUSALS),
    totalRecusados: plan.refused.length,
    lotes: batchesOf(plan),
    novosGrupos: [...plan.newNames.groups.values()],
    novosFabricantes: [...plan.newNames.makers.values()],
  };
}

/** Keeps a plan for its batches and answers the preview. */
export function keepPreview(tenantId: number, plan: ImportPlan): ProductImportReply {
  const now = Date.now();
  for (const [key, kept] of previews) if (kept.expires < now) previews.delete(key);
  const id = randomUUID();
  previews.set(id, { tenantId, plan, expires: now + PREVIEW_TTL_MS, written: 0 });
  return summary(id, plan);
}

/** Writes one batch of a kept preview (the browser calls batch after batch, moving its progress bar). */
export async function writeKeptBatch(db: Db, auth: AuthContext, id: string, index: number) {
  const kept = previews.get(id);
  if (!kept || kept.tenantId !== auth.tenantId || kept.expires < Date.now()) throw badRequest(msg.expired);
  kept.written += await writeBatch(db, auth.tenantId, { id: auth.id, name: auth.name }, kept.plan, index);
  if (index + 1 >= batchesOf(kept.plan)) previews.delete(id);
  return { ...summary(id, kept.plan), lote: index, gravados: kept.written };
}

type ImportRequest = { tipo: ImportKind; nomeArquivo: string; arquivo: string } | { importacao: string; lote: number };

/**
 * POST /api/produtos/importar (admins: the contract checks it): a file gives its preview, nothing written; a preview's id and
 * a batch number write that batch; the last one says how many lines were written.
 */
export async function importProducts(db: Db, auth: AuthContext, input: ImportRequest): Promise<ProductImportReply> {
  if ('importacao' in input) {
    const reply = await writeKeptBatch(db, auth, input.importacao, input.lote);
    const done = input.lote + 1 >= reply.lotes;
    return done ? { ...reply, msg: { tipo: 'success', mensagem: msg.written(reply.gravados) } } : reply;
  }
  const rows = await readTabularFile(input.nomeArquivo, Buffer.from(input.arquivo, 'base64'), fileRules);
  return keepPreview(auth.tenantId, await planImport(db, auth.tenantId, input.tipo, rows));
}

export type ImportRun = { plan: ImportPlan; written: number; readMs: number; planMs: number; writeMs: number };

/**
 * The whole import without the browser (CLI, bench): reads the file, plans it and writes every batch,
 * telling `progress` after each one.
 */
export async function importFile(
  db: Db,
  tenantId: number,
  kind: ImportKind,
  file: { name: string; bytes: Buffer },
  progress: (done: number, total: number) => void = () => undefined,
): Promise<ImportRun> {
  const t0 = performance.now();
  const rows = await readTabularFile(file.name, file.bytes, fileRules);
  const t1 = performance.now();
  const plan = await planImport(db, tenantId, kind, rows);
  const t2 = performance.now();
  const batches = batchesOf(plan);
  let written = 0;
  for (let index = 0; index < batches; index++) {
    written += await writeBatch(db, tenantId, { id: null, name: 'Importação (linha de comando)' }, plan, index);
    progress(index + 1, batches);
  }
  return { plan, written, readMs: t1 - t0, planMs: t2 - t1, writeMs: performance.now() - t2 };
}

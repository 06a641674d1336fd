import { parseMoneyToCents } from '../../../shared/br/money.js';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  priceTableMessages as msg,
  type PriceImportReply,
} from '../../../shared/schemas/price-tables.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest } from '../../http/errors.js';
import { productCodeTitles, readTabularFile, type TabularRules } from '../../files/tabular-file.js';
import { recordAudit } from '../audit/index.js';
import { productsForImport, upsertItems } from './pricing.repo.js';
import { audit, requireManager, tableFor } from './pricing.service.js';

/** One line of the file as typed: its number (1 = the first), the code and the price cells. */
type RawRow = { line: number; code: string; price: string | number };
const fileRules: TabularRules = {
  maxBytes: MAX_IMPORT_BYTES,
  maxRows: MAX_IMPORT_ROWS,
  firstTitles: productCodeTitles,
  messages: msg,
};

/**
 * POST /api/tabelas-preco/:codigo/importar: reads a CSV or XLSX of product codes and prices, says
 * which lines are new, changed, the same or refused (with the reason), and with `gravar` writes the
 * new and changed ones in one transaction. Keyed by product code, so running it again changes nothing.
 * Files are bounded (2 MB, 5 000 lines), so reading one on the request thread stays short.
 */
export async function importPrices(
  db: Db,
  auth: AuthContext,
  id: number,
  input: { nomeArquivo: string; arquivo: string; gravar: boolean },
): Promise<PriceImportReply> {
  requireManager(auth);
  const rows = await readRows(input.nomeArquivo, Buffer.from(input.arquivo, 'base64'));
  return db.transaction(async (tx) => {
    const { table } = await tableFor(tx, auth, id, true);
    if (table.kind === 'condition') throw badRequest(msg.conditionItems);
    const plan = await planOf(tx, auth.tenantId, id, rows);
    const writes = [...plan.created, ...plan.changed];
    if (input.gravar && writes.length > 0) {
      await upsertItems(tx, auth.tenantId, id, writes);
      const counts = { arquivo: input.nomeArquivo, novos: plan.created.length, alterados: plan.changed.length };
      await recordAudit(tx, audit(auth, 'Importou preços', id, null, counts));
    }
    const reply = {
      gravado: input.gravar && writes.length > 0,
      novos: plan.created.length,
      alterados: plan.changed.length,
      iguais: plan.same,
      recusados: plan.refused,
    };
    return input.gravar
      ? { ...reply, msg: { tipo: 'success' as const, mensagem: msg.imported(writes.length) } }
      : reply;
  });
}

type Line = { productId: number; priceCents: number };

/** Sorts the lines against the table as it is: new, changed, the same, refused (with a pt-BR reason). */
async function planOf(tx: Db, tenantId: number, tableId: number, rows: RawRow[]) {
  const refused: PriceImportReply['recusados'] = [];
  const firstLine = new Map<number, number>();
  const parsed: Array<Line & { line: number }> = [];
  for (const row of rows) {
    const refuse = (motivo: string) => refused.push({ linha: row.line, codigo: row.code, motivo });
    const productId = /^\d{1,9}$/.test(row.code) ? Number(row.code) : NaN;
    const priceCents = typeof row.price === 'number' ? Math.round(row.price * 100) : parseMoneyToCents(row.price);
    if (!Number.isInteger(productId) || productId <= 0) refuse(msg.rowCode);
    else if (priceCents === undefined || !(priceCents > 0)) refuse(msg.rowPrice);
    else if (firstLine.has(productId)) refuse(msg.rowRepeated(firstLine.get(productId) ?? 0));
    else {
      firstLine.set(productId, row.line);
      parsed.push({ line: row.line, productId, priceCents });
    }
  }
  const known = new Map(
    (
      await productsForImport(
        tx,
        tenantId,
        tableId,
        parsed.map((p) => p.productId),
      )
    ).map((p) => [p.id, p.current]),
  );
  const created: Line[] = [];
  const changed: Line[] = [];
  let same = 0;
  for (const { line, productId, priceCents } of parsed) {
    const current = known.get(productId);
    if (current === undefined) refused.push({ linha: line, codigo: String(productId), motivo: msg.rowUnknown });
    else if (current === null) created.push({ productId, priceCents });
    else if (current !== priceCents) changed.push({ productId, priceCents });
    else same += 1;
  }
  refused.sort((a, b) => a.linha - b.linha);
  return { created, changed, same, refused };
}

/** The file's lines with a code or a price, as the code and price cells. */
async function readRows(name: string, bytes: Buffer): Promise<RawRow[]> {
  const rows = await readTabularFile(name, bytes, fileRules);
  // The reader trims every cell. A row has at least one cell, and a missing price reads as no price.
  // Stryker disable next-line StringLiteral: equivalent; see above
  return rows.flatMap(({ line, cells: [code = '', price = ''] }) => {
    const text = String(code);
    return text || price !== '' ? [{ line, code: text, price }] : [];
  });
}

import { isCustomer } from '../../../shared/domain/access.js';
import {
  MAX_FORMULA_IMPORT_BYTES,
  MAX_FORMULA_IMPORT_ROWS,
  formulaImportMessages as msg,
  type FormulaImportReply,
  type FormulaImportRequest,
} from '../../../shared/schemas/tinting.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { forbidden } from '../../http/errors.js';
import { readTabularFile, type TabularRules } from '../../files/tabular-file.js';
import { referenceLists } from './formulas.repo.js';
import { colourantsOf, storedColours, writeFormulas } from './formula-import.repo.js';
import { lookupKey, planFormulas, readFormulas, type ImportLookups } from './formula-import.js';

/** The dispenser software's export starts with the machine's column (docs/tinting.md). */
const fileRules: TabularRules = {
  maxBytes: MAX_FORMULA_IMPORT_BYTES,
  maxRows: MAX_FORMULA_IMPORT_ROWS,
  firstTitles: ['maquina'],
  messages: msg,
};

async function lookupsOf(db: Db, tenantId: number): Promise<ImportLookups> {
  const [lists, colourants] = await Promise.all([referenceLists(db, tenantId), colourantsOf(db, tenantId)]);
  const byName = <T extends { id: number }>(rows: T[], name: (row: T) => string) =>
    new Map(rows.map((row) => [lookupKey(name(row)), row.id]));
  return {
    machines: byName(lists.machines, (m) => m.code),
    lines: byName(lists.lines, (l) => l.description),
    types: byName(lists.types, (t) => t.description),
    units: byName(lists.units, (u) => u.description),
    colourants: new Map(colourants.map((c) => [`${c.machineId}|${lookupKey(c.code)}`, c.id])),
  };
}

/**
 * POST /api/tintas/formulas/importar (managers and admins): reads the dispenser software's CSV (or
 * an XLSX of the same columns), says which colours are new, changed, the same, and which lines are
 * refused and why; with `gravar` writes the new and changed colours and their formulas in one
 * transaction. Keyed by machine and colour code, so importing the same file again changes nothing.
 */
export async function importFormulas(
  db: Db,
  auth: AuthContext,
  input: FormulaImportRequest,
): Promise<FormulaImportReply> {
  if (isCustomer(auth) || (auth.role !== 'manager' && auth.role !== 'admin')) throw forbidden(msg.managersOnly);
  const rows = await readTabularFile(input.nomeArquivo, Buffer.from(input.arquivo, 'base64'), fileRules);
  // The reference lists are read on the pool, in parallel: a transaction's one connection would take
  // their queries one at a time (and pg refuses a query sent while another runs).
  const lookups = await lookupsOf(db, auth.tenantId);
  return db.transaction(async (tx) => {
    const { colours, refused } = readFormulas(rows, lookups);
    const plan = planFormulas(colours, await storedColours(tx, auth.tenantId));
    const writes = plan.created.length + plan.changed.length;
    if (input.gravar && writes > 0) await writeFormulas(tx, auth.tenantId, plan.created, plan.changed);
    const reply = {
      gravado: input.gravar && writes > 0,
      novas: plan.created.length,
      alteradas: plan.changed.length,
      iguais: plan.same,
      recusados: refused,
    };
    return input.gravar ? { ...reply, msg: { tipo: 'success' as const, mensagem: msg.imported(writes) } } : reply;
  });
}

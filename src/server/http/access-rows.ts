import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { markers, receivableCents, saleCents, type AccessWorld, type Labels, type Owner } from './access.fixture.js';
import { NEIGHBOUR } from '../test/neighbour-tenant.js';

/**
 * What the access table reads in a reply: the rows it holds, as labels ('A.sale', 'B.receivable',
 * 'padrao', 'vizinha'). Records are told by their ids AND their customer's name in the reply, so a
 * row of the neighbour company with the same id is never taken for ours.
 */

export type Reply = { status: number; json: unknown; text: string; raw: Buffer };

export const NEIGHBOUR_MARK = new RegExp(NEIGHBOUR.marker, 'i');
export const rowsOf = (json: unknown, key = 'resultSet'): Array<Record<string, unknown>> =>
  ((json as Record<string, unknown> | null)?.[key] as Array<Record<string, unknown>> | undefined) ?? [];

/** The label of a record: ours when its id is known AND its text names its customer; else whose it is. */
export function label(map: Map<number, string>, id: unknown, text: string): string {
  if (NEIGHBOUR_MARK.test(text)) return 'vizinha';
  const known = map.get(Number(id));
  const owner = known?.slice(0, 1) as Owner | undefined;
  return known && owner && markers[owner].some((m) => text.includes(m)) ? known : `?${String(id)}`;
}

/** Rows of a list, each labelled by its id column. */
export const listed =
  (kind: keyof Labels, idColumn: string, key = 'resultSet') =>
  (reply: Reply, w: AccessWorld) =>
    rowsOf(reply.json, key).map((row) => label(w.labels[kind], row[idColumn], JSON.stringify(row)));

/** A reply about one order (a cart, a page, a PDF's text). */
export const oneOrder = (text: string, id: unknown, w: AccessWorld) => [label(w.labels.order, id, text)];

/** A company-wide list: ours unless it names the neighbour. */
export const company = (reply: Reply) => (reply.text ? [NEIGHBOUR_MARK.test(reply.text) ? 'vizinha' : 'padrao'] : []);

/** The set of customers whose amounts add up to `cents` (the amounts are such that at most one does). */
export function ownersSumming(amounts: Record<Owner, number>, cents: number): Owner[] | undefined {
  const sets = [[], ['A'], ['B'], ['C'], ['A', 'B'], ['A', 'C'], ['B', 'C'], ['A', 'B', 'C']] as Owner[][];
  return sets.find((set) => set.reduce((sum, o) => sum + amounts[o], 0) === cents);
}

/**
 * Whose records the dashboard counted, read back from its figures (the amounts are multiples 1, 2
 * and 4 of one value, so a sum names exactly who was counted); 'other figures' when they are not
 * a set of ours, or do not agree with each other.
 */
export function countedBy(json: unknown): string[] {
  const figures = json as {
    vendasMes: { quantidade: number; valor: number };
    orcamentosPendentes: number;
    clientes: number;
    duplicatasVencidas: { quantidade: number; valor: number };
    orcamentosAbertos: Array<{ cliente: string }>;
    topClientes: Array<{ nome: string }>;
    topProdutos: Array<{ valor: number }>;
    evolucao: Array<{ valor: number }>;
    meta: { valor: number | null };
  };
  const cents = (values: Array<{ valor: number }>) => values.reduce((sum, v) => sum + Math.round(v.valor * 100), 0);
  const sales = ownersSumming(saleCents, Math.round(figures.vendasMes.valor * 100));
  const overdue = ownersSumming(receivableCents, Math.round(figures.duplicatasVencidas.valor * 100));
  const salesCents = sales?.reduce((sum, o) => sum + saleCents[o], 0);
  const names = (list: Array<{ nome?: string; cliente?: string }>) => list.map((row) => row.nome ?? row.cliente);
  // Alfa and Beta have an open cart each.
  const carts = sales?.filter((o) => o !== 'C') ?? [];
  const agree =
    sales !== undefined &&
    overdue?.join() === sales.join() &&
    figures.clientes === sales.length &&
    figures.orcamentosPendentes === carts.length &&
    names(figures.orcamentosAbertos).sort().join() === carts.map((o) => markers[o][0]).join() &&
    figures.vendasMes.quantidade === sales.length &&
    figures.duplicatasVencidas.quantidade === sales.length &&
    // Best first: Gama's sale is the largest, then Beta's, then Alfa's.
    names(figures.topClientes).join() ===
      [...sales]
        .reverse()
        .map((o) => markers[o][0])
        .join() &&
    // Each sale is one line of a product priced at the sale's total.
    cents(figures.topProdutos) === salesCents &&
    cents(figures.evolucao) === salesCents &&
    // The world sets no goals: a goal could only be the neighbour's.
    figures.meta.valor === null;
  return agree ? sales : ['other figures'];
}

/** Whose receivables a grid summary counted: its total names them, and its count must agree. */
export function summedBy(json: unknown): string[] {
  const { quantidade, total } = json as { quantidade: number; total: { valor: number } | null };
  const owners = total ? ownersSumming(receivableCents, Math.round(total.valor * 100)) : undefined;
  return owners?.length === quantidade ? owners.map((o) => `${o}.receivable`) : ['other figures'];
}

export const pdfText = async (raw: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(raw)), { mergePages: true })).text;

export async function sheetRows(raw: Buffer, w: AccessWorld): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const rows: string[] = [];
  workbook.worksheets[0]?.eachRow((row, index) => {
    const cells = (row.values as unknown[]).slice(1);
    if (index > 1) rows.push(label(w.labels.order, cells[0], cells.map(String).join(' ')));
  });
  return rows;
}

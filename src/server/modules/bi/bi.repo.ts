import { sql } from 'drizzle-orm';
import type { DateRange } from '../../../shared/domain/periods.js';
import { queryRows, type Db } from '../../db/client.js';
import { accountMonths } from './bi-accounts.js';
import type { BiScope } from './bi-facts.js';
import { grandTotal, totalsBy, type Dimension } from './bi-dimensions.js';

/** Figures come back from PostgreSQL as bigint text: numbers of hundredths here. */
const num = (value: unknown) => Number(value ?? 0);

export type Totals = { vlr: number; pedidos: number; convertido: number; vendas: number };

/**
 * The sums over every entity: the figure, and for budgets the converted part. `pedidos` / `vendas`
 * count orders; they are exact where each order belongs to one entity (the order dashboards).
 */
export async function totalsOf(db: Db, dim: Dimension, s: BiScope): Promise<Totals> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM ${grandTotal(dim, s)} t`);
  return { vlr: num(row?.vlr), pedidos: num(row?.pedidos), convertido: num(row?.convertido), vendas: num(row?.vendas) };
}

/** The figure per month ('YYYY-MM') over `range` (the comparative sales read two of these). */
export async function monthlyOf(db: Db, dim: Dimension, s: BiScope, range: DateRange): Promise<Map<string, number>> {
  const rows = await queryRows<{ cod: string; vlr: unknown }>(
    db,
    sql`SELECT cod, vlr FROM ${totalsBy(dim, { ...s, range })} t`,
  );
  return new Map(rows.map((r) => [r.cod, num(r.vlr)]));
}

export type AccountMonth = { mes: string; abertas: number; recebidas: number; vencidas: number };

/** Receivables opened, received and late per month of the period. */
export async function accountsOf(db: Db, s: BiScope): Promise<Map<string, AccountMonth>> {
  const rows = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM ${accountMonths(s)} m`);
  return new Map(
    rows.map((r) => [
      String(r.mes),
      { mes: String(r.mes), abertas: num(r.abertas), recebidas: num(r.recebidas), vencidas: num(r.vencidas) },
    ]),
  );
}

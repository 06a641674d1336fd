import { sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { queryRows, type Db } from '../../db/client.js';
import { clearReplyCache } from './bi-cache.js';
import type { BiWorld } from './bi.fixture.js';

/**
 * Each test of the calling file computes its dashboards afresh: a reply kept by an earlier test, or
 * by an earlier run in the same process (a mutation run's), would answer instead of the code under test.
 */
export function computeAfresh(): void {
  beforeEach(() => clearReplyCache());
}

/** Calls of the BI tests: a dashboard's results and grids as one caller, in company 'padrao'. */
export const results = (w: BiWorld, name: string, cookie: string | undefined, payload: object, alias = 'padrao') =>
  w.t.app.inject({
    method: 'POST',
    url: `/bi-${name}/results?apelido=${alias}`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload,
  });

export const gridCall = (w: BiWorld, path: string, cookie: string, payload: object) =>
  w.t.app.inject({ method: 'POST', url: `${path}?apelido=padrao`, headers: { cookie }, payload });

export const november = { periodo: 10, inicio: '2026-11-01', fim: '2026-11-30' };
export const autumn = { periodo: 10, inicio: '2026-10-01', fim: '2026-11-30' };

type Filters = {
  inicio: string;
  fim: string;
  base?: number;
  considerarConsumidor?: number;
  loja?: number[];
  representantes?: number[];
  fabricantes?: number[];
  grupos?: number[];
};

const inList = (column: string, ids: number[] | undefined) =>
  ids && ids.length > 0 ? sql.raw(` AND ${column} IN (${ids.map(Number).join(',')})`) : sql``;

/**
 * A dashboard's figures per entity recomputed the plain way, straight from the raw tables: sales of
 * the company in the dates, the walk-in customer left out unless asked, the filters as IN lists; the
 * figure in hundredths (centavos, units × 100, centiliters). `groupBy` is a column of o, i or p.
 */
export async function plainFigures(
  w: { db: Db; tenant: { id: number } },
  level: 'order' | 'item',
  groupBy: string,
  f: Filters,
): Promise<Map<string, number>> {
  const base = f.base ?? 0;
  const item = {
    0: 'i.quantity * i.unit_price_cents - i.discount_cents',
    1: 'i.quantity * 100',
    2: 'round(i.quantity * coalesce(p.volume_liters, 0) * 100)',
  }[base];
  const perOrder = level === 'order' && base === 0 ? 'o.total_cents' : `(${item})`;
  const from =
    level === 'order' && base === 0
      ? 'orders o'
      : `orders o JOIN order_items i ON i.tenant_id = o.tenant_id AND i.order_id = o.id
         JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id`;
  const rows = await queryRows<{ k: unknown; v: string }>(
    w.db,
    sql`SELECT ${sql.raw(groupBy)} AS k, sum(${sql.raw(perOrder)}) AS v FROM ${sql.raw(from)}
        WHERE o.tenant_id = ${w.tenant.id} AND o.status = 'Venda' AND o.issued_on BETWEEN ${f.inicio} AND ${f.fim}
        ${f.considerarConsumidor === 1 ? sql`` : sql`AND o.customer_name <> 'CONSUMIDOR'`}
        ${inList('o.business_unit_id', f.loja)} ${inList('o.representative_id', f.representantes)}
        ${inList('p.manufacturer_id', level === 'item' ? f.fabricantes : undefined)}
        ${inList('p.group_id', level === 'item' ? f.grupos : undefined)}
        GROUP BY 1`,
  );
  return new Map(rows.map((r) => [String(r.k), Number(r.v)]));
}

/** A chart's points as entity code → figure in hundredths. */
export const chartFigures = (grafico: Array<{ cod?: unknown; vlr: number }>) =>
  new Map(grafico.map((p) => [String(p.cod), Math.round(p.vlr * 100)]));
export const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

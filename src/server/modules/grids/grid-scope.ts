import { sql, type SQL } from 'drizzle-orm';
import type { GridFilters } from '../../../shared/schemas/grid.js';
import { reachableBy } from '../../db/access-scope.js';
import type { AuthContext } from '../../http/auth-context.js';

/** Rows of a grid the caller may see (the access policy), given the table's customer and representative columns. */
/**
 * An admins-only grid's rows: none for anyone else. Its entry is for admins already; the summary and
 * spreadsheet calls reach a grid by its address, past the entry's own check, so the rows say it too.
 */
export const adminsOnly = (auth: Pick<AuthContext, 'role'>): SQL => (auth.role === 'admin' ? sql`true` : sql`false`);

/** A managers' grid (the discount approval queue, the sellers' caps): managers and admins, nobody else. */
export const managersOnly = (auth: Pick<AuthContext, 'role'>): SQL =>
  auth.role === 'admin' || auth.role === 'manager' ? sql`true` : sql`false`;

export const visibleTo = (auth: AuthContext, customer: SQL, representative: SQL): SQL =>
  reachableBy(auth, { customer, representative });

/** Filter conditions for the columns a grid has; filters it has no column for do not apply. */
export function filterConditions(
  filters: GridFilters,
  columns: { store?: SQL; representative?: SQL; operator?: SQL; status?: SQL; origin?: SQL; date?: SQL },
): SQL[] {
  const out: SQL[] = [];
  const anyOf = (col: SQL | undefined, values: Array<string | number> | undefined) => {
    if (col && values && values.length > 0)
      out.push(
        sql`${col} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      );
  };
  anyOf(columns.store, filters.loja);
  anyOf(columns.representative, filters.representantes);
  anyOf(columns.operator, filters.funcionarios);
  anyOf(columns.status, filters.multiplosStatus ?? (filters.status ? [filters.status] : undefined));
  anyOf(columns.origin, filters.multiplosOrigem);
  if (columns.date && filters.intervaloData) {
    out.push(
      sql`${columns.date} BETWEEN ${filters.intervaloData.inicial}::date AND ${filters.intervaloData.final}::date`,
    );
  }
  return out;
}

const inList = (col: SQL, values: number[]) =>
  sql`${col} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/**
 * Orders with at least one item that matches every given list of products, groups and manufacturers
 * (the drill-down of the BI item dashboards); none when no list is given.
 */
export function itemConditions(filters: GridFilters, order: { tenantId: SQL; id: SQL }): SQL[] {
  const lists: Array<[SQL, number[] | undefined]> = [
    [sql`i.product_id`, filters.produtos],
    [sql`p.group_id`, filters.grupos],
    [sql`p.manufacturer_id`, filters.fabricantes],
  ];
  const conditions = lists.filter(([, v]) => v && v.length > 0).map(([col, v]) => inList(col, v ?? []));
  if (conditions.length === 0) return [];
  return [
    sql`EXISTS (SELECT 1 FROM order_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
                WHERE i.tenant_id = ${order.tenantId} AND i.order_id = ${order.id} AND ${sql.join(conditions, sql` AND `)})`,
  ];
}

import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { orderItemTintDoses } from '../../db/schema/tinting.js';

/** One colourant a placed line takes: `amountUl` per can, `need` for all its cans, `checked` when its base needs stock. */
export type LineDose = { itemId: number; colorantId: number; amountUl: number; need: number; checked: boolean };
export type ColourantShortage = { id: number; code: string; name: string; stockUl: number };

/** Records what each placed line took per can. */
export async function insertLineDoses(db: Db, tenantId: number, doses: LineDose[]): Promise<void> {
  if (doses.length === 0) return;
  await db
    .insert(orderItemTintDoses)
    .values(doses.map((d) => ({ tenantId, orderItemId: d.itemId, colorantId: d.colorantId, amountUl: d.amountUl })));
}

/** The doses summed per colourant: all they take (`need`) and what must be in stock (`checked`). */
const wantedOf = (doses: LineDose[]) => {
  const values = sql.join(
    doses.map((d) => sql`(${d.colorantId}::int, ${d.need}::int, ${d.checked ? d.need : 0}::int)`),
    sql`, `,
  );
  return sql`SELECT colorant_id, sum(need)::int AS need, sum(checked)::int AS checked
             FROM (VALUES ${values}) AS v(colorant_id, need, checked) GROUP BY colorant_id`;
};

/**
 * Takes the doses out of the machines in one conditional statement: a colourant moves only while it
 * has what the checked lines need, so of two placements racing for the last millilitres the second
 * finds too little (the row lock makes it re-read the stock). Gives the colourants that had too little.
 */
export async function takeColourantStock(db: Db, tenantId: number, doses: LineDose[]): Promise<ColourantShortage[]> {
  if (doses.length === 0) return [];
  return queryRows<ColourantShortage>(
    db,
    sql`WITH wanted AS (${wantedOf(doses)}),
        taken AS (
          UPDATE tint_colorants c SET stock_ul = c.stock_ul - w.need FROM wanted w
          WHERE c.tenant_id = ${tenantId} AND c.id = w.colorant_id AND c.stock_ul >= w.checked
          RETURNING c.id)
        SELECT c.id, c.code, c.name, c.stock_ul AS "stockUl" FROM wanted w
        JOIN tint_colorants c ON c.tenant_id = ${tenantId} AND c.id = w.colorant_id
        WHERE c.id NOT IN (SELECT id FROM taken)
        ORDER BY c.code`,
  );
}

/** What `takeColourantStock` would refuse, taking nothing: an accepted quote checks, the seller's confirmation takes. */
export async function colourantShortages(db: Db, tenantId: number, doses: LineDose[]): Promise<ColourantShortage[]> {
  if (doses.length === 0) return [];
  return queryRows<ColourantShortage>(
    db,
    sql`SELECT c.id, c.code, c.name, c.stock_ul AS "stockUl" FROM (${wantedOf(doses)}) w
        JOIN tint_colorants c ON c.tenant_id = ${tenantId} AND c.id = w.colorant_id
        WHERE c.stock_ul < w.checked
        ORDER BY c.code`,
  );
}

/** Puts back what `units` cans of each line took, as recorded at placement. */
export async function putBackColourantStock(
  db: Db,
  tenantId: number,
  lines: Array<{ itemId: number; units: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.itemId}::int, ${l.units}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE tint_colorants c SET stock_ul = c.stock_ul + r.amount
        FROM (SELECT d.colorant_id, sum(d.amount_ul * v.units)::int AS amount
              FROM order_item_tint_doses d JOIN (VALUES ${values}) AS v(item_id, units) ON v.item_id = d.order_item_id
              WHERE d.tenant_id = ${tenantId} GROUP BY d.colorant_id) r
        WHERE c.tenant_id = ${tenantId} AND c.id = r.colorant_id`,
  );
}

export type RestockedColourant = { code: string; name: string; machine: string; stockUl: number };

/** Adds `amountUl` to one of this company's colourants; the row after it, or undefined when there is none. */
export async function addColourantStock(
  db: Db,
  tenantId: number,
  id: number,
  amountUl: number,
): Promise<RestockedColourant | undefined> {
  const [row] = await queryRows<RestockedColourant>(
    db,
    sql`UPDATE tint_colorants c SET stock_ul = c.stock_ul + ${amountUl} FROM tint_machines m
        WHERE c.tenant_id = ${tenantId} AND c.id = ${id} AND m.tenant_id = c.tenant_id AND m.id = c.machine_id
        RETURNING c.code, c.name, m.code AS machine, c.stock_ul AS "stockUl"`,
  );
  return row;
}

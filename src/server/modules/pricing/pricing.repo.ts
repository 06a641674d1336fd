import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PriceTable, PriceTableKind } from '../../../shared/domain/pricing.js';
import { queryRows, type Db } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { customers } from '../../db/schema/customers.js';
import { priceTableItems, priceTables } from '../../db/schema/pricing.js';

/** Whom and when a price is for; the state (UF) is the customer's own, read in the same query. */
export type PricingTarget = { customerId: number | null; condition: string | null; on: string };

type CandidateRow = {
  id: number;
  kind: PriceTableKind;
  customer_id: number | null;
  uf: string | null;
  payment_condition: string | null;
  adjustment: number;
  valid_from: string | null;
  valid_until: string | null;
  product_id: number | null;
  price_cents: number | null;
  customer_uf: string | null;
};

/**
 * One query: the tenant's tables valid on the date for this customer, state and condition (and the
 * default ones), each with its prices for the products asked. The pure rule then picks.
 */
export async function findCandidateTables(
  db: Db,
  tenantId: number,
  target: PricingTarget,
  productIds: number[],
): Promise<{ tables: PriceTable[]; uf: string | null }> {
  const customerUf = sql`(SELECT upper(c.state) FROM customers c WHERE c.tenant_id = ${tenantId} AND c.id = ${target.customerId ?? 0})`;
  const items =
    productIds.length > 0
      ? sql`i.product_id IN (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const rows = await queryRows<CandidateRow>(
    db,
    sql`SELECT t.id, t.kind, t.customer_id, t.uf, t.payment_condition, t.adjustment,
               t.valid_from::text AS valid_from, t.valid_until::text AS valid_until,
               i.product_id, i.price_cents, ${customerUf} AS customer_uf
          FROM price_tables t
          LEFT JOIN price_table_items i ON i.tenant_id = t.tenant_id AND i.table_id = t.id AND ${items}
         WHERE t.tenant_id = ${tenantId} AND t.active
           AND (t.valid_from IS NULL OR t.valid_from <= ${target.on}::date)
           AND (t.valid_until IS NULL OR t.valid_until >= ${target.on}::date)
           AND (t.kind = 'default'
                OR (t.kind = 'customer' AND t.customer_id = ${target.customerId ?? 0})
                OR (t.kind = 'uf' AND t.uf = ${customerUf})
                OR (t.kind = 'condition' AND t.payment_condition = ${target.condition?.trim() ?? null}))`,
  );
  const byId = new Map<number, PriceTable & { prices: Map<number, number> }>();
  for (const row of rows) {
    const table = byId.get(row.id) ?? {
      id: row.id,
      kind: row.kind,
      active: true,
      customerId: row.customer_id,
      uf: row.uf,
      condition: row.payment_condition,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      adjustment: row.adjustment,
      prices: new Map<number, number>(),
    };
    if (row.product_id !== null && row.price_cents !== null) table.prices.set(row.product_id, row.price_cents);
    byId.set(row.id, table);
  }
  return { tables: [...byId.values()], uf: rows[0]?.customer_uf ?? null };
}

export type PriceTableRow = typeof priceTables.$inferSelect;
export type PriceTableWrite = Omit<typeof priceTables.$inferInsert, 'tenantId' | 'id'>;

const byKey = (tenantId: number, id: number) => and(eq(priceTables.tenantId, tenantId), eq(priceTables.id, id));

/** A table with its customer's name, or undefined (another tenant's ids match nothing). */
// Stryker disable next-line BooleanLiteral: equivalent; a read outside a transaction holds a lock for no time
export async function findTable(db: Db, tenantId: number, id: number, lock = false) {
  const query = db
    .select({ table: priceTables, customerName: customers.name })
    .from(priceTables)
    .leftJoin(customers, and(eq(customers.tenantId, priceTables.tenantId), eq(customers.id, priceTables.customerId)))
    .where(byKey(tenantId, id));
  const [row] = await (lock ? query.for('update', { of: priceTables }) : query);
  return row;
}

export async function insertTable(db: Db, tenantId: number, values: PriceTableWrite): Promise<PriceTableRow> {
  const [row] = await db
    .insert(priceTables)
    .values({ ...values, tenantId })
    .returning();
  // Stryker disable next-line StringLiteral: equivalent; INSERT ... RETURNING always returns the row
  if (!row) throw new Error('price table not inserted');
  return row;
}

export async function updateTable(db: Db, tenantId: number, id: number, values: PriceTableWrite): Promise<void> {
  await db
    .update(priceTables)
    .set({ ...values, updatedAt: new Date() })
    .where(byKey(tenantId, id));
}

export async function deleteTable(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(priceTables).where(byKey(tenantId, id));
}

/** How many products a table prices. */
export async function countItems(db: Db, tenantId: number, tableId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceTableItems)
    .where(and(eq(priceTableItems.tenantId, tenantId), eq(priceTableItems.tableId, tableId)));
  return row?.n ?? 0;
}

/** Sets prices (adds or changes lines), one statement; at least one line. */
export async function upsertItems(
  db: Db,
  tenantId: number,
  tableId: number,
  lines: Array<{ productId: number; priceCents: number }>,
): Promise<void> {
  await db
    .insert(priceTableItems)
    .values(lines.map((l) => ({ tenantId, tableId, ...l })))
    .onConflictDoUpdate({
      target: [priceTableItems.tenantId, priceTableItems.tableId, priceTableItems.productId],
      set: { priceCents: sql`excluded.price_cents` },
    });
}

export async function deleteItem(db: Db, tenantId: number, tableId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(priceTableItems)
    .where(
      and(
        eq(priceTableItems.tenantId, tenantId),
        eq(priceTableItems.tableId, tableId),
        eq(priceTableItems.productId, productId),
      ),
    )
    .returning({ id: priceTableItems.productId });
  return rows.length > 0;
}

/** The tenant's products among these codes, with the table's current price of each (null: not listed). */
export async function productsForImport(db: Db, tenantId: number, tableId: number, ids: number[]) {
  // Stryker disable next-line ConditionalExpression: equivalent; the query with no ids finds none too, this saves the round trip
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, current: priceTableItems.priceCents })
    .from(products)
    .leftJoin(
      priceTableItems,
      and(
        eq(priceTableItems.tenantId, products.tenantId),
        eq(priceTableItems.tableId, tableId),
        eq(priceTableItems.productId, products.id),
      ),
    )
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)));
}

/**
 * The SQL twin of `priceWith` (src/shared/domain/pricing.ts) with no payment condition, for ordering
 * a list by the price a customer sees (the shop's 'menor/maior preço'): the first valid table, most
 * specific first (customer > UF > default, then the latest `valid_from`, then the highest code), that
 * lists the product or adjusts by a percentage; otherwise the product's own price. Rounded half up
 * like `adjust`: floor((2 × cents × (10000 + a) + 10000) / 20000), never below zero. Tested against
 * `pricesFor` in store/shop-price-order.test.ts.
 */
export function applicablePriceSql(
  tenantId: number,
  target: Omit<PricingTarget, 'condition'>,
  product: { id: SQL; priceCents: SQL },
): SQL {
  const customerId = target.customerId ?? 0;
  const customerUf = sql`(SELECT upper(c.state) FROM customers c WHERE c.tenant_id = ${tenantId} AND c.id = ${customerId})`;
  return sql`COALESCE((
    SELECT COALESCE(i.price_cents,
                    GREATEST(0, (${product.priceCents}::bigint * (10000 + t.adjustment) * 2 + 10000) / 20000))
      FROM price_tables t
      LEFT JOIN price_table_items i ON i.tenant_id = t.tenant_id AND i.table_id = t.id AND i.product_id = ${product.id}
     WHERE t.tenant_id = ${tenantId} AND t.active
       AND (t.valid_from IS NULL OR t.valid_from <= ${target.on}::date)
       AND (t.valid_until IS NULL OR t.valid_until >= ${target.on}::date)
       AND (t.kind = 'default'
            OR (t.kind = 'customer' AND t.customer_id = ${customerId})
            OR (t.kind = 'uf' AND t.uf = ${customerUf}))
       AND (i.product_id IS NOT NULL OR t.adjustment <> 0)
     ORDER BY CASE t.kind WHEN 'customer' THEN 0 WHEN 'uf' THEN 1 ELSE 2 END,
              t.valid_from DESC NULLS LAST, t.id DESC
     LIMIT 1), ${product.priceCents})`;
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { temporaryStatuses } from '../../../shared/domain/order-status.js';
import { queryRows, type Db } from '../../db/client.js';
import { productsWithNames } from '../../db/queries.js';
import { manufacturers, productGroups, products } from '../../db/schema/catalog.js';
import { customers } from '../../db/schema/customers.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { businessUnits, operators } from '../../db/schema/tenancy.js';
import { tenants } from '../../db/schema/tenants.js';
import { hasEveryWord, productPackaging, productText, relevance, searchWords } from '../../db/text-search.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type ProductRow = typeof products.$inferSelect;

/**
 * The order's header with the customer's credit standing and the store's display name, locked for
 * update inside a transaction.
 */
export async function findOrder(db: Db, tenantId: number, id: number, lock = false) {
  const query = db
    .select({
      order: orders,
      customer: {
        id: customers.id,
        name: customers.name,
        credit: customers.credit,
        restriction: customers.creditRestriction,
        representativeId: customers.representativeId,
        email: customers.email,
      },
      store: { name: businessUnits.tradeName },
      /** The tenant's budget validity, so every reply can say whether the budget has expired. */
      validityDays: tenants.budgetValidityDays,
      company: tenants.tradeName,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
    .leftJoin(
      businessUnits,
      and(eq(businessUnits.tenantId, orders.tenantId), eq(businessUnits.id, orders.businessUnitId)),
    )
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row;
}
export type OrderWithCustomer = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The seller's own store (business unit), where their new orders are sold from. */
export async function findOperatorStore(db: Db, tenantId: number, operatorId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: operators.businessUnitId })
    .from(operators)
    .where(and(eq(operators.tenantId, tenantId), eq(operators.id, operatorId)));
  return row?.id ?? null;
}

export async function findItems(db: Db, tenantId: number, orderId: number) {
  return db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, and(eq(products.tenantId, orderItems.tenantId), eq(products.id, orderItems.productId)))
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}
export type ItemWithProduct = Awaited<ReturnType<typeof findItems>>[number];

export async function findProduct(db: Db, tenantId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row;
}

export async function insertOrder(db: Db, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

/** Writes the order's fields and gives the row as saved. */
export async function updateOrder(db: Db, tenantId: number, id: number, set: Partial<OrderInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  if (!row) throw new Error('order not updated');
  return row;
}

export async function deleteOrder(db: Db, tenantId: number, id: number): Promise<void> {
  await db.delete(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
}

/** Inserts lines and gives them as saved (with their ids). */
export type OrderItemInsert = typeof orderItems.$inferInsert;

export async function insertItems(db: Db, rows: OrderItemInsert[]) {
  return rows.length > 0 ? db.insert(orderItems).values(rows).returning() : [];
}

export async function updateItem(db: Db, tenantId: number, id: number, set: Partial<OrderItemInsert>): Promise<void> {
  await db
    .update(orderItems)
    .set(set)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, id)));
}

export async function deleteItems(db: Db, tenantId: number, orderId: number, itemIds?: number[]): Promise<void> {
  await db
    .delete(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        eq(orderItems.orderId, orderId),
        itemIds ? inArray(orderItems.id, itemIds) : undefined,
      ),
    );
}

/** Zeroes every line's discount (a removed line resets the discounts, spec section 4). */
export async function resetItemDiscounts(db: Db, tenantId: number, orderId: number): Promise<void> {
  await db
    .update(orderItems)
    .set({ discountCents: 0 })
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
}

/**
 * Takes the order's quantities out of stock in one statement, only where enough is left (products
 * selling without stock are not counted). Gives the products that had too little.
 */
export async function takeStock(db: Db, tenantId: number, orderId: number): Promise<StockTaken> {
  const rows = await queryRows<ProductShortage & { taken: boolean }>(
    db,
    sql`WITH wanted AS (
          SELECT product_id, sum(quantity)::int AS quantity FROM order_items
          WHERE tenant_id = ${tenantId} AND order_id = ${orderId} GROUP BY product_id),
        taken AS (
          UPDATE products p SET stock = p.stock - w.quantity FROM wanted w
          WHERE p.tenant_id = ${tenantId} AND p.id = w.product_id AND NOT p.sell_without_stock
            AND p.stock >= w.quantity
          RETURNING p.id, p.stock, w.quantity)
        SELECT p.id, p.stock, w.quantity, false AS taken FROM wanted w
        JOIN products p ON p.tenant_id = ${tenantId} AND p.id = w.product_id
        WHERE NOT p.sell_without_stock AND p.id NOT IN (SELECT id FROM taken)
        UNION ALL
        SELECT id, stock, quantity, true AS taken FROM taken`,
  );
  return {
    shortages: rows.filter((row) => !row.taken).map(({ id, stock, quantity }) => ({ id, stock, quantity })),
    stockAfter: new Map(rows.filter((row) => row.taken).map((row) => [row.id, row.stock])),
  };
}
/** What `takeStock` refused (every product short), or each product's stock after it was taken. */
export type StockTaken = { shortages: ProductShortage[]; stockAfter: Map<number, number> };
export type ProductShortage = { id: number; stock: number; quantity: number };

/** What `takeStock` would refuse, without taking anything: an accepted quote checks, the seller's confirmation takes. */
export async function stockShortages(db: Db, tenantId: number, orderId: number): Promise<ProductShortage[]> {
  return queryRows<ProductShortage>(
    db,
    sql`SELECT p.id, p.stock, w.quantity
        FROM (SELECT product_id, sum(quantity)::int AS quantity FROM order_items
              WHERE tenant_id = ${tenantId} AND order_id = ${orderId} GROUP BY product_id) w
        JOIN products p ON p.tenant_id = ${tenantId} AND p.id = w.product_id
        WHERE NOT p.sell_without_stock AND p.stock < w.quantity`,
  );
}

/**
 * Puts a cancelled sale's quantities back into stock: what is still with the customer, as units
 * already returned went back with their return.
 */
export async function returnStock(db: Db, tenantId: number, orderId: number): Promise<void> {
  await db.execute(
    sql`UPDATE products p SET stock = p.stock + w.quantity
        FROM (SELECT product_id, sum(quantity - returned_quantity)::int AS quantity FROM order_items
              WHERE tenant_id = ${tenantId} AND order_id = ${orderId} GROUP BY product_id) w
        WHERE p.tenant_id = ${tenantId} AND p.id = w.product_id AND NOT p.sell_without_stock`,
  );
}

export type ProductSearch = { term: string; field: 'todos' | 'codigo' | 'descricao' | 'fabricante' | 'grupo' };

/**
 * Active products matching the search by code, or word by word (without accents) in their
 * descriptions, manufacturer or group; the best matches first.
 */
export async function searchProducts(db: Db, tenantId: number, search: ProductSearch, page: number, size: number) {
  const words = searchWords(search.term);
  const code = /^\d{1,9}$/.test(search.term.trim()) ? Number(search.term.trim()) : -1;
  const byCode = sql`${products.id} = ${code}`;
  const texts = {
    descricao: productText,
    embalagem: productPackaging,
    fabricante: sql`${manufacturers.name}`,
    grupo: sql`${productGroups.description}`,
  };
  const conditions = {
    todos: sql`(${byCode} OR ${hasEveryWord(Object.values(texts), words) ?? sql`false`})`,
    codigo: byCode,
    descricao: hasEveryWord([texts.descricao, texts.embalagem], words),
    fabricante: hasEveryWord([texts.fabricante], words),
    grupo: hasEveryWord([texts.grupo], words),
  };
  const whole = sql`${productText} || ' ' || ${productPackaging} || ' ' || ${manufacturers.name} || ' ' || ${productGroups.description}`;
  return productsWithNames(db, {})
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.active, true),
        words.length > 0 ? conditions[search.field] : undefined,
      ),
    )
    .orderBy(
      ...(words.length > 0 ? [sql`${byCode} DESC`, desc(relevance(whole, search.term))] : []),
      asc(products.siteDescription),
      asc(products.id),
    )
    .limit(size + 1)
    .offset(page * size);
}

/** A shop cart left alone this long is no longer offered as the open cart (it stays a budget). */
export const CART_TTL_DAYS = 30;

/** A customer's open cart: their most recently touched temporary budget in the store, if recent. */
export async function findOpenCart(db: Db, tenantId: number, customerId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.customerId, customerId),
        inArray(orders.status, [...temporaryStatuses]),
        eq(orders.origin, 'S'),
        sql`${orders.updatedAt} > now() - make_interval(days => ${CART_TTL_DAYS})`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1);
  return row?.id;
}

/** Makes a budget the customer's open shop cart: theirs in the store, touched now. */
export async function touchOrder(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(orders)
    .set({ updatedAt: new Date(), origin: 'S' })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)));
}

/** Sets the unit and list prices of some lines, in one statement. */
export async function setLinePrices(
  db: Db,
  tenantId: number,
  orderId: number,
  lines: Array<{ id: number; unitPriceCents: number; listPriceCents: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((l) => sql`(${l.id}::int, ${l.unitPriceCents}::int, ${l.listPriceCents}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE order_items i SET unit_price_cents = v.unit, list_price_cents = v.list
        FROM (VALUES ${values}) AS v(id, unit, list)
        WHERE i.tenant_id = ${tenantId} AND i.order_id = ${orderId} AND i.id = v.id`,
  );
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { orderItems, orderReturnLines, orderReturns, orders } from '../../db/schema/orders.js';
import { operators } from '../../db/schema/tenancy.js';

/** One line of a return: which order line and how many units. */
export type ReturnedLine = { itemId: number; quantity: number };

/**
 * Adds the units to the lines' returned quantities and puts them back into stock, in two
 * statements. A line is only counted while what has come back stays within what was sold, so a
 * second return of the same units (a retry, a concurrent request) changes nothing: the lines it
 * gives are the ones counted, and the stock moves for those alone.
 */
export async function takeBack(db: Db, tenantId: number, orderId: number, lines: ReturnedLine[]) {
  const values = sql.join(
    lines.map((line) => sql`(${line.itemId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  const counted = await queryRows<{ id: number; productId: number; quantity: number }>(
    db,
    sql`UPDATE order_items i SET returned_quantity = i.returned_quantity + r.quantity
        FROM (VALUES ${values}) AS r(id, quantity)
        WHERE i.tenant_id = ${tenantId} AND i.order_id = ${orderId} AND i.id = r.id
          AND i.returned_quantity + r.quantity <= i.quantity
        RETURNING i.id, i.product_id AS "productId", r.quantity`,
  );
  // Stryker disable next-line ConditionalExpression: equivalent; under the order's lock the caller's lines (one at least) all count
  if (counted.length === 0) return counted;
  const restock = sql.join(
    counted.map((line) => sql`(${line.productId}::int, ${line.quantity}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE products p SET stock = p.stock + r.quantity
        FROM (SELECT id, sum(quantity)::int AS quantity FROM (VALUES ${restock}) AS v(id, quantity) GROUP BY id) r
        WHERE p.tenant_id = ${tenantId} AND p.id = r.id AND NOT p.sell_without_stock`,
  );
  return counted;
}

export type ReturnRecord = { orderId: number; operatorId: number; reason: string; valueCents: number };

/** Records the return and its lines. */
export async function insertReturn(db: Db, tenantId: number, record: ReturnRecord, lines: ReturnedLine[]) {
  const [saved] = await db
    .insert(orderReturns)
    .values({ tenantId, ...record })
    .returning({ id: orderReturns.id });
  // Stryker disable next-line StringLiteral: equivalent; INSERT ... RETURNING always returns the row
  if (!saved) throw new Error('return not inserted');
  await db
    .insert(orderReturnLines)
    .values(lines.map((line) => ({ tenantId, returnId: saved.id, orderItemId: line.itemId, quantity: line.quantity })));
  return saved.id;
}

/** The returns of an order, oldest first, each line with its description, and who took it. */
export async function findReturns(db: Db, tenantId: number, orderId: number) {
  return db
    .select({
      id: orderReturns.id,
      createdAt: orderReturns.createdAt,
      reason: orderReturns.reason,
      valueCents: orderReturns.valueCents,
      operator: operators.name,
      itemId: orderReturnLines.orderItemId,
      description: orderItems.description,
      packaging: orderItems.packaging,
      quantity: orderReturnLines.quantity,
    })
    .from(orderReturns)
    .innerJoin(
      orderReturnLines,
      and(eq(orderReturnLines.tenantId, orderReturns.tenantId), eq(orderReturnLines.returnId, orderReturns.id)),
    )
    .innerJoin(
      orderItems,
      and(eq(orderItems.tenantId, orderReturnLines.tenantId), eq(orderItems.id, orderReturnLines.orderItemId)),
    )
    .innerJoin(operators, and(eq(operators.tenantId, orderReturns.tenantId), eq(operators.id, orderReturns.operatorId)))
    .where(and(eq(orderReturns.tenantId, tenantId), eq(orderReturns.orderId, orderId)))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id), asc(orderItems.position), asc(orderItems.id));
}

/** Who cancelled the order and when, if anyone did. */
export async function findCancellation(db: Db, tenantId: number, orderId: number) {
  const [row] = await db
    .select({ at: orders.cancelledAt, by: operators.name })
    .from(orders)
    .leftJoin(operators, and(eq(operators.tenantId, orders.tenantId), eq(operators.id, orders.cancelledBy)))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row;
}

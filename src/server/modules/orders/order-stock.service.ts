import { cartMessages } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import { checkColourants, returnColourants, takeColourants, type PlacedTintLine } from '../tinting/index.js';
import { findItems, returnStock, stockShortages, takeStock, type ItemWithProduct } from './orders.repo.js';

/**
 * Stock moves of a sale: the bases and other products (products.stock) and, for tinted lines, the
 * colourants in the machines (docs/tinting.md). What a placement takes, a cancel or a return gives back.
 */

const tintLinesOf = (items: ItemWithProduct[]): PlacedTintLine[] =>
  items.flatMap(({ item, product }) =>
    item.tinted && item.colorCode
      ? [
          {
            itemId: item.id,
            colourCode: item.colorCode,
            volumeLiters: product.volumeLiters,
            baseKey: product.tintBaseKey,
            quantity: item.quantity,
            checkStock: !product.sellWithoutStock,
          },
        ]
      : [],
  );

/**
 * Takes the order's quantities out of stock (one statement) or, when any product has too little,
 * refuses the whole order with a 409 naming those products and what is left of each; then the
 * colourants of its tinted lines (an inactive colour or a short colourant refuses it too). A seller's
 * sale and a shop checkout both go through here, inside the placement's transaction. Gives the lines
 * with their products' stock as it is after the take, so the order need not read them again.
 */
export async function takeStockOrRefuse(
  tx: Db,
  tenantId: number,
  id: number,
  items: ItemWithProduct[],
): Promise<ItemWithProduct[]> {
  const { shortages, stockAfter } = await takeStock(tx, tenantId, id);
  if (shortages.length > 0) throw conflict(shortageMessage(items, shortages));
  await takeColourants(tx, tenantId, tintLinesOf(items));
  return items.map((line) => {
    const stock = stockAfter.get(line.product.id);
    return stock === undefined ? line : { ...line, product: { ...line.product, stock } };
  });
}

/** The same refusals as `takeStockOrRefuse`, taking nothing: a quote the customer accepts is taken at the seller's confirmation. */
export async function checkStockOrRefuse(
  tx: Db,
  tenantId: number,
  id: number,
  items: ItemWithProduct[],
): Promise<void> {
  const short = await stockShortages(tx, tenantId, id);
  if (short.length > 0) throw conflict(shortageMessage(items, short));
  await checkColourants(tx, tenantId, tintLinesOf(items));
}

function shortageMessage(items: ItemWithProduct[], short: Array<{ id: number; stock: number }>): string {
  const names = short.map((s) => {
    const name = items.find(({ item }) => item.productId === s.id)?.item.description ?? String(s.id);
    return `${name} (disponível: ${Math.max(0, s.stock)})`;
  });
  return cartMessages.shortage(names);
}

/**
 * A cancelled sale (by hand or an expired Pix) gives back what is still with the customer: units
 * already returned went back with their return. The caller makes this happen once (the status).
 */
export async function giveStockBack(tx: Db, tenantId: number, orderId: number): Promise<void> {
  await returnStock(tx, tenantId, orderId);
  const items = await findItems(tx, tenantId, orderId);
  await returnColourants(
    tx,
    tenantId,
    items.map(({ item }) => ({ itemId: item.id, units: item.quantity - item.returnedQuantity })),
  );
}

/** Returned units of tinted lines give their colourants back too. */
export const giveColourantsBack = (tx: Db, tenantId: number, lines: Array<{ id: number; quantity: number }>) =>
  returnColourants(
    tx,
    tenantId,
    lines.map((l) => ({ itemId: l.id, units: l.quantity })),
  );

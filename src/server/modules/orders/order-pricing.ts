import { budgetValidUntil, isExpired } from '../../../shared/domain/budget-validity.js';
import type { Db } from '../../db/client.js';
import { pricesFor, type PricingTarget } from '../pricing/index.js';
import { colourantCosts, type ColourantCost, type TintedCan } from '../tinting/index.js';
import { localDate } from './clock.js';
import {
  findItems,
  setLinePrices,
  type ItemWithProduct,
  type OrderRow,
  type OrderWithCustomer,
} from './orders.repo.js';

/**
 * How an order's lines get their prices (docs/pricing.md): the price tables' rule for the order's
 * customer (and the customer's state) and payment condition, on the order's pricing date.
 */

type PricedOrder = Pick<OrderRow, 'tenantId' | 'id' | 'customerId' | 'paymentCondition'>;

/** A budget still within its validity keeps the day its prices were set; anything else is priced today. */
export function priceDateOf(row: Pick<OrderWithCustomer, 'order' | 'validityDays'>): string {
  const { order } = row;
  const today = localDate();
  const validUntil = budgetValidUntil(order.status, order.pricedOn ?? order.issuedOn, row.validityDays);
  return validUntil !== null && !isExpired(validUntil, today) ? (order.pricedOn ?? order.issuedOn) : today;
}

export const targetOf = (order: Pick<PricedOrder, 'customerId' | 'paymentCondition'>, on: string): PricingTarget => ({
  customerId: order.customerId,
  condition: order.paymentCondition,
  on,
});

/** The applicable price of one product for an order. */
export async function linePrice(
  tx: Db,
  order: PricedOrder,
  on: string,
  product: { id: number; priceCents: number },
): Promise<number> {
  const prices = await pricesFor(tx, order.tenantId, targetOf(order, on), [product]);
  return prices.get(product.id) ?? product.priceCents;
}

/** The lines whose price is not the applicable one, with the price they should have. */
export async function staleLines(tx: Db, order: PricedOrder, on: string, items: ItemWithProduct[]) {
  // One after the other: a transaction is one connection, which runs one query at a time (pg warns of,
  // and will refuse, a second query sent while the first runs).
  const products = items.map(({ product }) => product);
  const prices = await pricesFor(tx, order.tenantId, targetOf(order, on), products);
  const tints = await tintCosts(tx, order.tenantId, items);
  return items.flatMap(({ item, product }) => {
    // A tinted line is its base's applicable price plus its formula's colourants (docs/tinting.md).
    const unitPriceCents = (prices.get(product.id) ?? product.priceCents) + (tints.get(item.id) ?? 0);
    const listPriceCents = product.listPriceCents;
    return item.unitPriceCents === unitPriceCents && item.listPriceCents === listPriceCents
      ? []
      : [{ id: item.id, unitPriceCents, listPriceCents }];
  });
}

/** The colourant cost of each tinted line, by line id. */
async function tintCosts(tx: Db, tenantId: number, items: ItemWithProduct[]): Promise<Map<number, number>> {
  const tinted = items.flatMap(({ item, product }) =>
    item.tinted && item.colorCode
      ? [
          {
            id: item.id,
            can: {
              colourCode: item.colorCode,
              volumeLiters: product.volumeLiters,
              baseKey: product.tintBaseKey,
              quantity: item.quantity,
            },
          },
        ]
      : [],
  );
  if (tinted.length === 0) return new Map();
  const costs = await colourantCosts(
    tx,
    tenantId,
    tinted.map((t) => t.can),
  );
  return new Map(tinted.map((t) => [t.id, costs.get(t.can)?.cents ?? 0]));
}

/** The colourant cost of one tinted can of `product` in a colour, and whether the machine can dose `quantity`. */
export async function colourantOf(
  tx: Db,
  tenantId: number,
  product: Pick<ItemWithProduct['product'], 'volumeLiters' | 'tintBaseKey'>,
  colourCode: string,
  quantity: number,
): Promise<ColourantCost | undefined> {
  const can: TintedCan = { colourCode, volumeLiters: product.volumeLiters, baseKey: product.tintBaseKey, quantity };
  return (await colourantCosts(tx, tenantId, [can])).get(can);
}

/**
 * Brings every line of the order to its applicable price (one read of the tables, one write) and
 * gives the lines as they are afterwards. `order` carries the customer and condition to price for,
 * which may be the ones a change is about to save.
 */
export async function repriceLines(tx: Db, order: PricedOrder, on: string): Promise<ItemWithProduct[]> {
  const items = await findItems(tx, order.tenantId, order.id);
  const stale = await staleLines(tx, order, on, items);
  if (stale.length === 0) return items;
  await setLinePrices(tx, order.tenantId, order.id, stale);
  const byId = new Map(stale.map((s) => [s.id, s]));
  return items.map((line) => {
    const fresh = byId.get(line.item.id);
    return fresh ? { ...line, item: { ...line.item, ...fresh } } : line;
  });
}

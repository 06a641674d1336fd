import type { CartReply } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { totalsOf } from './cart-presenter.js';
import { changeOrder, createCart, loadCart, visibleOrder, type CartChange } from './cart.service.js';
import { localDate } from './clock.js';
import { repriceLines, staleLines } from './order-pricing.js';
import { findItems, findOpenCart, findOrder, type ItemWithProduct, type OrderWithCustomer } from './orders.repo.js';

/**
 * What the shop (the store module) asks of orders: the customer's open cart, the cart an add goes
 * to, an order's goods for the shipping quote, and today's prices at the checkout.
 */

/** An order's lines and the value of its goods (its total without shipping), in centavos. */
export type OrderGoods = { items: ItemWithProduct[]; goodsCents: number };

const goodsOf = (order: OrderWithCustomer['order'], items: ItemWithProduct[]): OrderGoods => ({
  items,
  goodsCents: totalsOf({ ...order, shippingCents: 0, instalmentInterestCents: 0 }, items).totalCents,
});

/**
 * The customer's open cart at today's applicable prices (docs/pricing.md; repriced, and its version
 * bumped, only when a price changed).
 */
export async function openShopCart(db: Db, auth: AuthContext): Promise<CartReply | null> {
  const id = await findOpenCart(db, auth.tenantId, auth.id);
  if (!id) return null;
  const row = await findOrder(db, auth.tenantId, id);
  const items = await findItems(db, auth.tenantId, id);
  if (!row || (await staleLines(db, row.order, localDate(), items)).length === 0) return loadCart(db, auth, id);
  const repriced: CartChange = async (tx, locked) => ({ items: await repriceLines(tx, locked.order, localDate()) });
  return changeOrder(db, auth, id, undefined, 'edit', repriced);
}

/** The cart a shop add goes to: the one named, else the customer's open cart, else a new one. */
export async function shopCartFor(db: Db, auth: AuthContext, pedido?: number): Promise<number> {
  return pedido ?? (await findOpenCart(db, auth.tenantId, auth.id)) ?? (await createCart(db, auth));
}

/** The goods of an order the caller may see (a 404 otherwise), for the shipping quote's parcel. */
export async function orderGoods(db: Db, auth: AuthContext, id: number): Promise<OrderGoods> {
  const row = await visibleOrder(db, auth, id);
  return goodsOf(row.order, await findItems(db, auth.tenantId, id));
}

/**
 * Inside a change of the order (`changeOrder`): brings every line to today's applicable price (the
 * checkout and the renewal of a budget) and gives the fresh lines and goods value.
 */
export async function repriceToToday(tx: Db, row: OrderWithCustomer): Promise<OrderGoods> {
  return goodsOf(row.order, await repriceLines(tx, row.order, localDate()));
}

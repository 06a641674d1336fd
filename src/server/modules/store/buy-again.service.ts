import { messages } from '../../../shared/messages.js';
import type { BuyAgainReply } from '../../../shared/schemas/account.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { addItem, changeOrder, orderGoods, shopCartFor } from '../orders/index.js';
import { requireOpenStore, shopTinting } from './shop-cart.service.js';

/**
 * 'Comprar novamente': each product of one of the customer's orders goes into the open cart with
 * the order's quantity and colour, by the shop's own rule for adding (today's price, the stock
 * limit, active colours only; adding sets the quantity). A product no longer sold is left out and
 * named (a tinted one too while the shop does not tint, tnt); none left at all is refused. Another customer's order is 'not found'.
 */
export async function buyAgain(db: Db, auth: AuthContext, tenant: Tenant, orderId: number): Promise<BuyAgainReply> {
  requireOpenStore(tenant);
  const { items } = await orderGoods(db, auth, orderId);
  const tinting = await shopTinting(db, tenant.id);
  const cartId = await shopCartFor(db, auth);
  const unavailable: string[] = [];
  const cart = await changeOrder(db, auth, cartId, undefined, 'edit', async (tx, row) => {
    let clamped = false;
    for (const { item, product } of items) {
      if (item.tinted === 1 && !tinting) {
        unavailable.push(item.description);
        continue;
      }
      const input = { codigo: product.id, quantidade: item.quantity, tipo: item.tinted ? '1' : '0' } as const;
      try {
        const outcome = await addItem(auth, { ...input, cor: item.colorCode ?? undefined }, 'shop')(tx, row);
        clamped ||= outcome?.clamped === true;
      } catch (error) {
        // The shop's refusals (inactive, out of stock, colour gone) come before any write.
        if (!(error instanceof AppError)) throw error;
        unavailable.push(item.description);
      }
    }
    if (unavailable.length === items.length) throw badRequest(messages.buyAgain.nothingAvailable);
    return { clamped };
  });
  const added = items.length - unavailable.length;
  const said = [messages.buyAgain.added(added)];
  if (unavailable.length > 0) said.push(messages.buyAgain.unavailable(unavailable));
  return {
    carrinho: cart,
    adicionados: added,
    indisponiveis: unavailable,
    msg: { tipo: unavailable.length > 0 ? 'warning' : 'success', mensagem: said.join(' ') },
  };
}

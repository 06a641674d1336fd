import { centsToReais } from '../../../shared/domain/money.js';
import { returnWrite } from '../../../shared/domain/order-transitions.js';
import { displayName } from '../../../shared/domain/product-name.js';
import { lineTotalCents } from '../../../shared/domain/order-totals.js';
import { cartMessages, type CartReply } from '../../../shared/schemas/cart.js';
import type { ReturnRequest, ReturnsReply } from '../../../shared/schemas/orders.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { Tenant } from '../../http/tenant.js';
import { assertMayTakeBack, type CancelDeps } from './cancellation.service.js';
import { returnedItemsMail } from './return-mail.js';
import { changeOrder, visibleOrder } from './cart.service.js';
import { findReturns, insertReturn, takeBack, type ReturnedLine } from './order-returns.repo.js';
import { findItems, type ItemWithProduct } from './orders.repo.js';
import { giveColourantsBack } from './order-stock.service.js';

/** A line's value for `units` of it: its total (after the line's discount) in proportion, to the centavo. */
const valueOf = ({ item }: ItemWithProduct, units: number) =>
  Math.round((lineTotalCents(item) * units) / item.quantity);

/** A line asked back, with the sale's line it comes from. */
type AskedLine = ReturnedLine & { source: ItemWithProduct };

/** Each asked line must be the sale's and within what is still with the customer. */
function checkedLines(items: ItemWithProduct[], asked: ReturnRequest['itens']): AskedLine[] {
  return asked.map(({ item: itemId, quantidade }) => {
    const line = items.find(({ item }) => item.id === itemId);
    if (!line) throw notFound(cartMessages.productNotFound);
    const left = line.item.quantity - line.item.returnedQuantity;
    if (quantidade > left) throw badRequest(cartMessages.returnTooMany(line.item.description, left));
    return { itemId, quantity: quantidade, source: line };
  });
}

/**
 * Managers and admins take back some units of a sale ('Devolucao'): the units go back to stock,
 * the return is recorded with its reason, who and when. The order row is locked (changeOrder) and
 * each line is counted only while it stays within what was sold (takeBack), so two returns at once
 * never bring the same units back twice. The sale stays a 'Venda' until its last unit comes back.
 */
export async function returnItems(
  deps: CancelDeps,
  auth: AuthContext,
  tenant: Tenant,
  id: number,
  input: ReturnRequest,
): Promise<CartReply> {
  assertMayTakeBack(auth);
  const cart = await changeOrder(deps.db, auth, id, undefined, 'returnItems', async (tx, { order, customer }) => {
    const items = await findItems(tx, auth.tenantId, order.id);
    const lines = checkedLines(items, input.itens);
    const counted = await takeBack(tx, auth.tenantId, order.id, lines);
    // Stryker disable next-line ConditionalExpression: equivalent; under the order's lock checkedLines refused any excess, so every line counts
    if (counted.length !== lines.length) throw conflict(cartMessages.returnConflict);
    await giveColourantsBack(tx, auth.tenantId, counted);
    const valueCents = lines.reduce((sum, line) => sum + valueOf(line.source, line.quantity), 0);
    await insertReturn(
      tx,
      auth.tenantId,
      { orderId: order.id, operatorId: auth.id, reason: input.motivo, valueCents },
      lines,
    );
    const after = items.map((line) => {
      const back = lines.find((l) => l.itemId === line.item.id)?.quantity ?? 0;
      return { ...line, item: { ...line.item, returnedQuantity: line.item.returnedQuantity + back } };
    });
    const everythingBack = after.every(({ item }) => item.returnedQuantity >= item.quantity);
    // The customer's notice joins the outbox in this transaction and leaves after the commit.
    const to = customer?.email?.trim();
    if (to) {
      const mailed = lines.map((line) => ({ description: line.source.item.description, quantity: line.quantity }));
      const mail = returnedItemsMail(tenant.tradeName, order, mailed, valueCents, input.motivo);
      await deps.mail.queue({ tenantId: auth.tenantId, to: [to], ...mail }, tx);
    }
    return { items: after, settles: returnWrite(everythingBack) };
  });
  await deps.mail.flush();
  return cart;
}

/** The returns of a sale the caller may see, oldest first. */
export async function returnsOf(db: Db, auth: AuthContext, id: number): Promise<ReturnsReply> {
  const { order } = await visibleOrder(db, auth, id);
  const rows = await findReturns(db, auth.tenantId, id);
  const byReturn = new Map<number, ReturnsReply['devolucoes'][number]>();
  for (const row of rows) {
    const entry = byReturn.get(row.id) ?? {
      codigo: row.id,
      data: row.createdAt.toISOString(),
      operador: row.operator,
      motivo: row.reason,
      valor: centsToReais(row.valueCents),
      itens: [],
    };
    const descricao = displayName({ site: row.description, packaging: row.packaging });
    entry.itens.push({ item: row.itemId, descricao, quantidade: row.quantity });
    byReturn.set(row.id, entry);
  }
  return { cficodped: order.id, cfinclped: order.customerName, devolucoes: [...byReturn.values()] };
}

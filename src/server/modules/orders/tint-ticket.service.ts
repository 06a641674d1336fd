import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { canFormula } from '../tinting/index.js';
import { visibleOrder } from './cart.service.js';
import { htmlPage } from './order-document.js';
import { findItems } from './orders.repo.js';
import { ticketsCsv, ticketsHtml, type TintTicket } from './tint-ticket.js';

/** The tickets of the order's tinted lines (only `item` when given); 404 when the caller may not see the order. */
async function ticketsOf(db: Db, auth: AuthContext, orderId: number, itemId?: number) {
  const { order } = await visibleOrder(db, auth, orderId);
  const lines = (await findItems(db, auth.tenantId, orderId)).filter(
    ({ item }) => item.tinted === 1 && item.colorCode && (itemId === undefined || item.id === itemId),
  );
  const tickets: TintTicket[] = [];
  for (const { item, product } of lines) {
    const formula = await canFormula(db, auth.tenantId, item.colorCode ?? '', {
      volumeLiters: product.volumeLiters,
      baseKey: product.tintBaseKey,
    });
    if (!formula) continue;
    const canMl = Math.round(Number(product.volumeLiters) * 1000);
    tickets.push({
      orderId,
      itemId: item.id,
      quantity: item.quantity,
      colourCode: formula.colour.code,
      colourName: formula.colour.description,
      rgb: formula.colour.rgb,
      machineCode: formula.colour.machineCode,
      machine: formula.colour.machine,
      line: formula.colour.line,
      type: formula.colour.type,
      base: item.description,
      canMl: canMl > 0 ? canMl : null,
      doses: formula.doses,
    });
  }
  return { customer: order.customerName, tickets };
}

export async function tintTicketPage(
  db: Db,
  auth: AuthContext,
  orderId: number,
  itemId: number | undefined,
  print: boolean,
) {
  const { customer, tickets } = await ticketsOf(db, auth, orderId, itemId);
  return htmlPage(`Ficha de tingimento do pedido nº ${orderId}`, ticketsHtml(orderId, customer, tickets), print);
}

export async function tintTicketCsv(db: Db, auth: AuthContext, orderId: number, itemId: number | undefined) {
  return ticketsCsv((await ticketsOf(db, auth, orderId, itemId)).tickets);
}

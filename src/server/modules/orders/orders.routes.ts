import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import {
  cancelOrder,
  cancelReasonOf,
  deleteBudget,
  directOrder,
  selectBudget,
  webOrderStatus,
} from './order-flow.service.js';

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The order calls the spec names (section 7). */
export function orderRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** Directs the order: 'ped' saves the budget, 'tpe' turns it into a sale. */
  route(app, orderCalls.direct, ({ params, body, auth }) => directOrder(ctx.db, auth, params.orderCode, body));

  /** A `loja` that is a store's name (as a grid row gives it) names no id and is ignored. */
  route(app, orderCalls.loadBudget, ({ body, auth }) => selectBudget(ctx.db, auth, body.budgetId, body.loja));

  /** Deletes the budget and answers the new consumer budget that takes its place. */
  route(app, orderCalls.deleteBudget, async ({ body, auth }) => {
    const novoPedido = await deleteBudget(ctx.db, auth, body.budgetId);
    return {
      retorno: true as const,
      novoPedido,
      msg: { tipo: 'success' as const, mensagem: cartMessages.budgetDeleted },
    };
  });

  route(app, orderCalls.webOrderStatus, async ({ body, auth }) => ({
    resultSet: await webOrderStatus(ctx.db, auth, body.cficodped),
  }));

  route(app, orderCalls.cancelReason, async ({ body, auth }) => ({
    motivo: await cancelReasonOf(ctx.db, auth, body.codOpe),
  }));

  route(app, orderCalls.cancel, async ({ params, body, auth }) => {
    const cart = await cancelOrder(ctx.db, auth, params.orderCode, body.motivo);
    return { ...cart, msg: { tipo: 'success' as const, mensagem: cartMessages.orderCancelled } };
  });
}

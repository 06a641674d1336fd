import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../shared/contract/orders.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { route } from '../../http/route.js';
import { cancelOrder, cancellationOf, type CancelDeps } from './cancellation.service.js';
import { deleteBudget, directOrder, selectBudget, webOrderStatus } from './order-flow.service.js';
import { returnItems, returnsOf } from './returns.service.js';

/** What these routes need from the composition root. */
type RouteDeps = CancelDeps;

/** The order calls the spec names (section 7). */
export function orderRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  /** Directs the order: 'ped' saves the budget, 'tpe' turns it into a sale. */
  route(app, orderCalls.direct, ({ params, body, auth }) => directOrder(ctx, auth, params.orderCode, body));

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

  route(app, orderCalls.cancelReason, ({ body, auth }) => cancellationOf(ctx.db, auth, body.codOpe));

  route(app, orderCalls.cancel, async ({ params, body, auth, request }) => {
    const cart = await cancelOrder(ctx, auth, request.tenant, params.orderCode, body.motivo);
    return { ...cart, msg: { tipo: 'success' as const, mensagem: cartMessages.orderCancelled } };
  });

  route(app, orderCalls.returnItems, async ({ params, body, auth, request }) => {
    const cart = await returnItems(ctx, auth, request.tenant, params.orderCode, body);
    return { ...cart, msg: { tipo: 'success' as const, mensagem: cartMessages.returnRegistered } };
  });

  route(app, orderCalls.returns, ({ params, auth }) => returnsOf(ctx.db, auth, params.orderCode));
}

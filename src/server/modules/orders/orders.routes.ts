import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cancelRequest, cartMessages, directRequest } from '../../../shared/schemas/cart.js';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../http/parse-input.js';
import { requireAuth } from '../../http/request-context.js';
import {
  cancelOrder,
  cancelReasonOf,
  deleteBudget,
  directOrder,
  selectBudget,
  webOrderStatus,
} from './order-flow.service.js';

const positive = z.coerce.number({ error: cartMessages.orderNotFound }).int().positive(cartMessages.orderNotFound);
const orderCodeParam = z.object({ orderCode: positive });
const loadBudget = z.object({
  action: z.literal('select').default('select'),
  budgetId: positive,
  loja: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
});
const budgetDeletion = z.object({ action: z.string().optional(), budgetId: positive });
const webOrderQuery = z.object({ cficodped: positive, tipe: z.string().max(20).optional() });
const reasonQuery = z.object({ codOpe: positive });

/** The order calls the spec names (section 7). */
export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Directs the order: 'ped' saves the budget, 'tpe' turns it into a sale. */
  app.put('/pedido/:orderCode', async (request) => {
    const { orderCode } = parseInput(orderCodeParam, request.params);
    return directOrder(ctx.db, requireAuth(request), orderCode, parseInput(directRequest, request.body));
  });

  app.post('/load/budget', async (request) => {
    const input = parseInput(loadBudget, request.body);
    return selectBudget(ctx.db, requireAuth(request), input.budgetId, input.loja);
  });

  /** Deletes the budget and answers the new consumer budget that takes its place. */
  app.post('/delete-budget', async (request) => {
    const input = parseInput(budgetDeletion, request.body);
    const novoPedido = await deleteBudget(ctx.db, requireAuth(request), input.budgetId);
    return { retorno: true, novoPedido, msg: { tipo: 'success' as const, mensagem: cartMessages.budgetDeleted } };
  });

  app.post('/consulta-pedido-web/results', async (request) => {
    const input = parseInput(webOrderQuery, request.body);
    return { resultSet: await webOrderStatus(ctx.db, requireAuth(request), input.cficodped) };
  });

  app.post('/reason-canceled', async (request) => {
    const input = parseInput(reasonQuery, request.body);
    return { motivo: await cancelReasonOf(ctx.db, requireAuth(request), input.codOpe) };
  });

  app.post('/api/pedidos/:orderCode/cancelar', async (request) => {
    const { orderCode } = parseInput(orderCodeParam, request.params);
    const { motivo } = parseInput(cancelRequest, request.body);
    const cart = await cancelOrder(ctx.db, requireAuth(request), orderCode, motivo);
    return { ...cart, msg: { tipo: 'success' as const, mensagem: cartMessages.orderCancelled } };
  });
}

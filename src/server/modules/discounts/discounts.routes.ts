import type { FastifyInstance } from 'fastify';
import { discountCalls } from '../../../shared/contract/discounts.js';
import { route } from '../../http/route.js';
import { approvalOf, decide, setCap, takeNotices, type DiscountDeps } from './discounts.service.js';

/** The discount policy: managers decide the queue and set caps; sellers read their order's request. */
export function discountRoutes(app: FastifyInstance, ctx: DiscountDeps): void {
  route(app, discountCalls.approve, async ({ params, body, auth, request }) => ({
    mensagem: await decide(ctx, auth, request.tenant, params.codigo, 'approved', body.motivo),
  }));
  route(app, discountCalls.refuse, async ({ params, body, auth, request }) => ({
    mensagem: await decide(ctx, auth, request.tenant, params.codigo, 'refused', body.motivo),
  }));
  route(app, discountCalls.ofOrder, async ({ params, auth }) => ({
    aprovacao: await approvalOf(ctx.db, auth, params.pedido),
  }));
  route(app, discountCalls.notices, async ({ auth }) => ({ avisos: await takeNotices(ctx.db, auth) }));
  route(app, discountCalls.setCap, async ({ params, body, auth }) => ({
    mensagem: await setCap(ctx.db, auth, params.codigo, body.descontoMaximo),
  }));
}

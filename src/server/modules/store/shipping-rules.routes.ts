import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { centsToReais } from '../../../shared/domain/money.js';
import {
  shippingRuleInput,
  shippingRuleMessages,
  type ShippingRuleInput,
  type ShippingRuleView,
} from '../../../shared/schemas/shipping-rules.js';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import { requireAdmin } from '../../http/request-context.js';
import { deleteRule, findRules, insertRule, updateRule, type ShippingRuleRow } from './shipping.repo.js';

const code = z.object({ codigo: z.coerce.number().int().positive() });

const view = (r: ShippingRuleRow): ShippingRuleView => ({
  codigo: r.id,
  servico: r.service,
  estado: r.state,
  cepInicial: r.cepFrom,
  cepFinal: r.cepTo,
  prazo: r.days,
  valorBase: centsToReais(r.basePriceCents),
  valorPorKg: centsToReais(r.pricePerKgCents),
  percentual: Number(r.orderPercent),
  gratisAcima: r.freeAboveCents === null ? null : centsToReais(r.freeAboveCents),
  ativo: r.active,
});

const columns = (input: ShippingRuleInput) => ({
  service: input.servico,
  state: input.estado ?? null,
  cepFrom: input.cepInicial ?? null,
  cepTo: input.cepFinal ?? null,
  days: input.prazo,
  basePriceCents: input.valorBase,
  pricePerKgCents: input.valorPorKg,
  orderPercent: input.percentual.toFixed(2),
  freeAboveCents: input.gratisAcima > 0 ? input.gratisAcima : null,
  active: input.ativo,
});

const saved = (codigo: number) => ({ codigo, msg: { tipo: 'success' as const, mensagem: shippingRuleMessages.saved } });

/** The shipping table the admin configures (`/regras-de-frete`). */
export function shippingRuleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/frete/regras', async (request) => {
    const auth = requireAdmin(request);
    return { regras: (await findRules(ctx.db, auth.tenantId, false)).map(view) };
  });

  app.post('/api/frete/regras', async (request) => {
    const auth = requireAdmin(request);
    return saved(await insertRule(ctx.db, auth.tenantId, columns(parseInput(shippingRuleInput, request.body))));
  });

  app.put('/api/frete/regras/:codigo', async (request) => {
    const auth = requireAdmin(request);
    const { codigo } = parseInput(code, request.params);
    const input = parseInput(shippingRuleInput, request.body);
    if (!(await updateRule(ctx.db, auth.tenantId, codigo, columns(input))))
      throw notFound(shippingRuleMessages.notFound);
    return saved(codigo);
  });

  app.delete('/api/frete/regras/:codigo', async (request) => {
    const auth = requireAdmin(request);
    const { codigo } = parseInput(code, request.params);
    if (!(await deleteRule(ctx.db, auth.tenantId, codigo))) throw notFound(shippingRuleMessages.notFound);
    return { msg: { tipo: 'success' as const, mensagem: shippingRuleMessages.removed } };
  });
}

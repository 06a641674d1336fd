import type { FastifyInstance } from 'fastify';
import { shippingRuleCalls } from '../../../shared/contract/shipping-rules.js';
import { centsToReais } from '../../../shared/domain/money.js';
import {
  shippingRuleMessages,
  type ShippingRuleInput,
  type ShippingRuleView,
} from '../../../shared/schemas/shipping-rules.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { deleteRule, findRules, insertRule, updateRule, type ShippingRuleRow } from './shipping.repo.js';

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

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The shipping table the admin configures (`/regras-de-frete`). */
export function shippingRuleRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, shippingRuleCalls.list, async ({ auth }) => ({
    regras: (await findRules(ctx.db, auth.tenantId, false)).map(view),
  }));

  route(app, shippingRuleCalls.create, async ({ auth, body }) =>
    saved(await insertRule(ctx.db, auth.tenantId, columns(body))),
  );

  route(app, shippingRuleCalls.update, async ({ auth, params, body }) => {
    if (!(await updateRule(ctx.db, auth.tenantId, params.codigo, columns(body))))
      throw notFound(shippingRuleMessages.notFound);
    return saved(params.codigo);
  });

  route(app, shippingRuleCalls.remove, async ({ auth, params }) => {
    if (!(await deleteRule(ctx.db, auth.tenantId, params.codigo))) throw notFound(shippingRuleMessages.notFound);
    return { msg: { tipo: 'success' as const, mensagem: shippingRuleMessages.removed } };
  });
}

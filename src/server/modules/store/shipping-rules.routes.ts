import type { FastifyInstance } from 'fastify';
import { shippingRuleCalls } from '../../../shared/contract/shipping-rules.js';
import { shippingRuleMessages } from '../../../shared/schemas/shipping-rules.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/route.js';
import {
  addShippingRule,
  changeShippingRule,
  listShippingRules,
  removeShippingRule,
} from './shipping-rules.service.js';

const saved = (codigo: number) => ({ codigo, msg: { tipo: 'success' as const, mensagem: shippingRuleMessages.saved } });

/** What these routes need from the composition root. */
type RouteDeps = { db: Db };

/** The shipping table the admin configures (`/regras-de-frete`). */
export function shippingRuleRoutes(app: FastifyInstance, ctx: RouteDeps): void {
  route(app, shippingRuleCalls.list, async ({ auth }) => ({ regras: await listShippingRules(ctx.db, auth.tenantId) }));

  route(app, shippingRuleCalls.create, async ({ auth, body }) => saved(await addShippingRule(ctx.db, auth, body)));

  route(app, shippingRuleCalls.update, async ({ auth, params, body }) => {
    await changeShippingRule(ctx.db, auth, params.codigo, body);
    return saved(params.codigo);
  });

  route(app, shippingRuleCalls.remove, async ({ auth, params }) => {
    await removeShippingRule(ctx.db, auth, params.codigo);
    return { msg: { tipo: 'success' as const, mensagem: shippingRuleMessages.removed } };
  });
}

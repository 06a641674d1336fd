import { centsToReais } from '../../../shared/domain/money.js';
import {
  shippingRuleMessages,
  type ShippingRuleInput,
  type ShippingRuleView,
} from '../../../shared/schemas/shipping-rules.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { deleteRule, findRules, insertRule, updateRule, type ShippingRuleRow } from './shipping.repo.js';

/** The shipping table the admin configures (`/regras-de-frete`), as the wire carries it. */

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

/** Every rule of the company, active or not. */
export async function listShippingRules(db: Db, tenantId: number): Promise<ShippingRuleView[]> {
  return (await findRules(db, tenantId, false)).map(view);
}

/** Adds a rule; gives its code. */
export async function addShippingRule(db: Db, tenantId: number, input: ShippingRuleInput): Promise<number> {
  return insertRule(db, tenantId, columns(input));
}

/** Replaces a rule of the company; 404 when there is no such rule. */
export async function changeShippingRule(db: Db, tenantId: number, id: number, input: ShippingRuleInput) {
  if (!(await updateRule(db, tenantId, id, columns(input)))) throw notFound(shippingRuleMessages.notFound);
}

/** Removes a rule of the company; 404 when there is no such rule. */
export async function removeShippingRule(db: Db, tenantId: number, id: number): Promise<void> {
  if (!(await deleteRule(db, tenantId, id))) throw notFound(shippingRuleMessages.notFound);
}

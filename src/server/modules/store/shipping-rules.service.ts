import { centsToReais } from '../../../shared/domain/money.js';
import {
  shippingRuleMessages,
  type ShippingRuleInput,
  type ShippingRuleView,
} from '../../../shared/schemas/shipping-rules.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteRule,
  findRuleForUpdate,
  findRules,
  insertRule,
  updateRule,
  type ShippingRuleRow,
} from './shipping.repo.js';

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

/** The audit line of a change to the shipping table, written in the change's transaction. */
function auditRule(
  db: Db,
  auth: AuthContext,
  action: string,
  id: number,
  before?: ShippingRuleRow,
  after?: ShippingRuleRow,
) {
  // The code is the audit line's entityId already.
  const shown = (row?: ShippingRuleRow) =>
    row ? Object.fromEntries(Object.entries(view(row)).filter(([name]) => name !== 'codigo')) : null;
  return recordAudit(db, {
    tenantId: auth.tenantId,
    actor: { id: auth.id, name: auth.name },
    action,
    entity: 'Regra de frete',
    entityId: id,
    before: shown(before),
    after: shown(after),
  });
}

/** Adds a rule; gives its code. */
export async function addShippingRule(db: Db, auth: AuthContext, input: ShippingRuleInput): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertRule(tx, auth.tenantId, columns(input));
    await auditRule(tx, auth, 'Criou', row.id, undefined, row);
    return row.id;
  });
}

/** Replaces a rule of the company; 404 when there is no such rule. */
export async function changeShippingRule(db: Db, auth: AuthContext, id: number, input: ShippingRuleInput) {
  await db.transaction(async (tx) => {
    const before = await findRuleForUpdate(tx, auth.tenantId, id);
    if (!before) throw notFound(shippingRuleMessages.notFound);
    const after = await updateRule(tx, auth.tenantId, id, columns(input));
    await auditRule(tx, auth, 'Alterou', id, before, after);
  });
}

/** Removes a rule of the company; 404 when there is no such rule. */
export async function removeShippingRule(db: Db, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRuleForUpdate(tx, auth.tenantId, id);
    if (!before) throw notFound(shippingRuleMessages.notFound);
    await deleteRule(tx, auth.tenantId, id);
    await auditRule(tx, auth, 'Excluiu', id, before);
  });
}

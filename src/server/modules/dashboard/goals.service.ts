import type { Reach } from '../../../shared/domain/access.js';
import { isCustomer } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { messages } from '../../../shared/messages.js';
import type { FieldError } from '../../../shared/schemas/envelope.js';
import { goalMessages, type GoalsReply, type GoalsRequest } from '../../../shared/schemas/goals.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import {
  deleteGoal,
  existingTargets,
  goalsOfMonth,
  goalTotals,
  representativeGoal,
  upsertGoal,
  type GoalRow,
  type GoalTarget,
} from './goals.repo.js';

/** Goals are the managers' and admins': a seller works towards one, and does not set it. */
function requireGoalSetter(auth: AuthContext): void {
  if (isCustomer(auth) || (auth.role !== 'manager' && auth.role !== 'admin'))
    throw forbidden(messages.access.forbidden);
}

const firstDay = (month: string) => `${month}-01`;
const wireRows = (rows: GoalRow[]) =>
  rows.map((row) => ({
    codigo: row.id,
    nome: row.name,
    valor: row.valueCents === null ? null : centsToReais(row.valueCents),
  }));

/** GET /api/metas: every representative and store with its goal for the month. */
export async function goalsFor(db: Db, auth: AuthContext, month: string): Promise<GoalsReply> {
  requireGoalSetter(auth);
  const { representatives, stores } = await goalsOfMonth(db, auth.tenantId, firstDay(month));
  return { mes: month, representantes: wireRows(representatives), lojas: wireRows(stores) };
}

/**
 * PUT /api/metas: sets the goals sent (a blank value removes one) in one transaction; the others
 * stay. A representative or store of another company is refused, naming the field.
 */
export async function saveGoals(db: Db, auth: AuthContext, request: GoalsRequest): Promise<GoalsReply> {
  requireGoalSetter(auth);
  const targets = request.metas.map((goal): GoalTarget & { valueCents: number | null } => ({
    kind: goal.alvo === 'representante' ? 'representative' : 'store',
    id: goal.codigo,
    valueCents: goal.valor,
  }));
  await refuseUnknownTargets(db, auth.tenantId, targets);
  const month = firstDay(request.mes);
  await db.transaction(async (tx) => {
    for (const target of targets) {
      if (target.valueCents === null) await deleteGoal(tx, auth.tenantId, month, target);
      else await upsertGoal(tx, auth.tenantId, month, target, target.valueCents, auth.id);
    }
  });
  return { ...(await goalsFor(db, auth, request.mes)), msg: { tipo: 'success', mensagem: goalMessages.saved } };
}

async function refuseUnknownTargets(db: Db, tenantId: number, targets: GoalTarget[]) {
  const known = {
    representative: await existingTargets(db, tenantId, 'representative', idsOf(targets, 'representative')),
    store: await existingTargets(db, tenantId, 'store', idsOf(targets, 'store')),
  };
  const errors: FieldError[] = targets.flatMap((target, index) =>
    known[target.kind].has(target.id)
      ? []
      : [
          {
            campo: `metas.${index}.codigo`,
            mensagem: target.kind === 'representative' ? goalMessages.unknownRepresentative : goalMessages.unknownStore,
          },
        ],
  );
  if (errors[0]) throw badRequest(errors[0].mensagem, errors);
}

const idsOf = (targets: GoalTarget[], kind: GoalTarget['kind']) =>
  // Stryker disable next-line MethodExpression,ConditionalExpression: equivalent; ids of the other kind only widen the lookup, whose table names the kind
  targets.filter((t) => t.kind === kind).map((t) => t.id);

/**
 * The goal the panel compares the viewer's sales with: a seller's representative's; for the whole
 * company, the sum of the store goals, or of the representatives' when no store has one (store
 * goals cover every sale of a store, representatives' only theirs, so they are the company's first).
 */
export async function goalFor(db: Db, tenantId: number, reach: Reach, monthStart: string) {
  if (reach.kind === 'representative') {
    const cents = await representativeGoal(db, tenantId, monthStart, reach.representativeId);
    return { cents, base: cents === null ? null : ('representante' as const) };
  }
  const totals = await goalTotals(db, tenantId, monthStart);
  if (totals.storeCount > 0) return { cents: totals.storeCents, base: 'lojas' as const };
  if (totals.representativeCount > 0) return { cents: totals.representativeCents, base: 'representantes' as const };
  return { cents: null, base: null };
}

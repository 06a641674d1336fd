import { isCustomer } from '../../../shared/domain/access.js';
import { colourantStockMessages as msg, type RestockColourantRequest } from '../../../shared/schemas/tinting.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/index.js';
import { addColourantStock } from './colourant-stock.repo.js';

const millilitres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });
const mlOf = (ul: number) => ul / 1000;

/**
 * POST /api/tintas/corantes/{id}/repor (managers and admins): a refilled canister. The amount is added
 * (never set), so a sale placed meanwhile keeps its take; the audit log keeps who, how much, the stock
 * before and after, and the reason.
 */
export async function restockColourant(db: Db, auth: AuthContext, id: number, body: RestockColourantRequest) {
  if (isCustomer(auth) || (auth.role !== 'manager' && auth.role !== 'admin')) throw forbidden(msg.managersOnly);
  const amountUl = Math.round(body.ml * 1000);
  const row = await db.transaction(async (tx) => {
    const after = await addColourantStock(tx, auth.tenantId, id, amountUl);
    if (!after) throw notFound(msg.notFound);
    await recordAudit(tx, {
      tenantId: auth.tenantId,
      actor: { id: auth.id, name: auth.name },
      action: 'Repôs estoque',
      entity: 'Corante',
      entityId: id,
      before: { tingidora: after.machine, corante: after.code, estoqueMl: mlOf(after.stockUl - amountUl) },
      after: { estoqueMl: mlOf(after.stockUl), repostoMl: mlOf(amountUl), motivo: body.motivo },
    });
    return after;
  });
  return {
    estoqueMl: mlOf(row.stockUl),
    msg: { tipo: 'success' as const, mensagem: msg.restocked(row.code, millilitres.format(mlOf(row.stockUl))) },
  };
}

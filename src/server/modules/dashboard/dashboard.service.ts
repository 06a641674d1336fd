import { centsToReais } from '../../../shared/domain/money.js';
import { monthNames } from '../../../shared/domain/periods.js';
import type { DashboardReply } from '../../../shared/schemas/dashboard.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { customerCount, monthSales, overdueReceivables, pendingBudgets } from './dashboard.repo.js';

/** The landing figures of the back-office, scoped to what the operator may see. */
export async function dashboardFor(
  db: Db,
  auth: AuthContext,
  graceDays: number,
  today = new Date(),
): Promise<DashboardReply> {
  const scope = { tenantId: auth.tenantId, viewer: auth };
  const monthStart = `${today.toISOString().slice(0, 7)}-01`;
  const [sales, budgets, clients, overdue] = await Promise.all([
    monthSales(db, scope, monthStart),
    pendingBudgets(db, scope),
    customerCount(db, scope),
    overdueReceivables(db, scope, graceDays),
  ]);
  return {
    mes: monthNames[today.getUTCMonth()] ?? '',
    vendasMes: { quantidade: sales.count, valor: centsToReais(sales.totalCents) },
    orcamentosPendentes: budgets,
    clientes: clients,
    duplicatasVencidas: { quantidade: overdue.count, valor: centsToReais(overdue.totalCents) },
  };
}

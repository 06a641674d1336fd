import { reachOf } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { monthNames } from '../../../shared/domain/periods.js';
import type { DashboardReply } from '../../../shared/schemas/dashboard.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import {
  customerCount,
  oldestOpenBudgets,
  overdueReceivables,
  pendingBudgets,
  salesBetween,
  salesPerMonth,
  topCustomers,
  topProducts,
  type DashboardScope,
} from './dashboard.repo.js';
import { goalFor } from './goals.service.js';
import { lastDayOf, panelDates } from './panel-dates.js';

/** How many budgets, customers and products the panel lists. */
const LIST_SIZE = 5;

const money = (figure: { count: number; totalCents: number }) => ({
  quantidade: figure.count,
  valor: centsToReais(figure.totalCents),
});

/** The landing figures of the back-office, scoped to what the operator may see. */
export async function dashboardFor(
  db: Db,
  auth: AuthContext,
  graceDays: number,
  today = new Date(),
): Promise<DashboardReply> {
  const scope: DashboardScope = { tenantId: auth.tenantId, viewer: auth };
  const dates = panelDates(today);
  const [sales, lastYear, lastYearMonth, perMonth, budgets, oldest, clients, overdue, customers, products, goal] =
    await Promise.all([
      salesBetween(db, scope, dates.month),
      salesBetween(db, scope, dates.lastYearSoFar),
      salesBetween(db, scope, dates.lastYearMonth),
      salesPerMonth(db, scope, dates.twelveMonths),
      pendingBudgets(db, scope),
      oldestOpenBudgets(db, scope, LIST_SIZE),
      customerCount(db, scope),
      overdueReceivables(db, scope, graceDays),
      topCustomers(db, scope, dates.month, LIST_SIZE),
      topProducts(db, scope, dates.month, LIST_SIZE),
      goalFor(db, auth.tenantId, reachOf(auth), dates.month.from),
    ]);
  return {
    mes: monthNames[today.getUTCMonth()] ?? '',
    vendasMes: money(sales),
    orcamentosPendentes: budgets,
    clientes: clients,
    duplicatasVencidas: money(overdue),
    periodo: { competencia: dates.monthKey, inicio: dates.month.from, fim: dates.today },
    anoAnterior: {
      ...money(lastYear),
      inicio: dates.lastYearSoFar.from,
      fim: lastDayOf(dates.lastYearSoFar),
      mesInteiro: centsToReais(lastYearMonth.totalCents),
    },
    meta: { valor: goal.cents === null ? null : centsToReais(goal.cents), base: goal.base },
    orcamentosAbertos: oldest.map((b) => ({
      codigo: b.id,
      cliente: b.customer,
      data: b.issuedOn,
      valor: centsToReais(b.totalCents),
      situacao: b.status,
    })),
    topClientes: customers.map((c) => ({
      codigo: c.id,
      nome: c.name,
      quantidade: c.count,
      valor: centsToReais(c.totalCents),
    })),
    topProdutos: products.map((p) => ({
      codigo: p.id,
      descricao: p.name,
      quantidade: p.quantity,
      valor: centsToReais(p.totalCents),
    })),
    evolucao: dates.monthKeys.map((mes) => ({ mes, valor: centsToReais(perMonth.get(mes) ?? 0) })),
  };
}

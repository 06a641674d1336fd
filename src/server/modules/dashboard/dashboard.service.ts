import { reachOf } from '../../../shared/domain/access.js';
import { centsToReais } from '../../../shared/domain/money.js';
import { companyToday } from '../../../shared/br/dates.js';
import { monthNames } from '../../../shared/domain/periods.js';
import type { DashboardReply } from '../../../shared/schemas/dashboard.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import {
  customerCount,
  monthSalesSoFar,
  oldestOpenBudgets,
  overdueReceivables,
  pendingBudgets,
  salesPerMonth,
  type DashboardScope,
} from './dashboard.repo.js';
import { bestCustomers, bestProducts, catchUpSummaries } from '../bi/index.js';
import { goalFor } from './goals.service.js';
import { lastDayOf, panelDates } from './panel-dates.js';

/** How many budgets, customers and products the panel lists. */
const LIST_SIZE = 5;

type Dates = ReturnType<typeof panelDates>;
type Figures = Awaited<ReturnType<typeof readFigures>>;

const money = (figure: { count: number; totalCents: number }) => ({
  quantidade: figure.count,
  valor: centsToReais(figure.totalCents),
});

/** The landing figures of the back-office, scoped to what the operator may see. */
export async function dashboardFor(
  db: Db,
  auth: AuthContext,
  graceDays: number,
  today = companyToday(),
): Promise<DashboardReply> {
  const dates = panelDates(today);
  const figures = await readFigures(db, auth, dates, graceDays);
  // Stryker disable next-line StringLiteral: equivalent; a month index (0 to 11) always names a month
  return { mes: monthNames[today.getUTCMonth()] ?? '', ...counts(dates, figures), ...lists(figures) };
}

async function readFigures(db: Db, auth: AuthContext, dates: Dates, graceDays: number) {
  const scope: DashboardScope = { tenantId: auth.tenantId, viewer: auth };
  // The twelve months' and last year's sales, the open budgets and the month's best customers and
  // products come from the BI summaries: today's changes first.
  await catchUpSummaries(db, auth.tenantId);
  const wholeMonth = { inicial: dates.month.from, final: lastDayOf(dates.month) };
  // Two rounds of queries: at most five of the PostgreSQL pool's ten connections for one panel.
  const [perMonth, lastYear, budgets, oldest] = await Promise.all([
    salesPerMonth(db, scope, dates.twelveMonths),
    monthSalesSoFar(db, scope, dates.lastYearMonth, dates.lastYearSoFar.to),
    pendingBudgets(db, scope),
    oldestOpenBudgets(db, scope, LIST_SIZE),
  ]);
  const [clients, overdue, customers, products, goal] = await Promise.all([
    customerCount(db, scope),
    overdueReceivables(db, scope, graceDays),
    bestCustomers(db, auth, auth.tenantId, wholeMonth, LIST_SIZE),
    bestProducts(db, auth, auth.tenantId, wholeMonth, LIST_SIZE),
    goalFor(db, auth.tenantId, reachOf(auth), dates.month.from),
  ]);
  return { perMonth, lastYear, budgets, oldest, clients, overdue, customers, products, goal };
}

function counts(dates: Dates, f: Figures) {
  return {
    vendasMes: money(f.perMonth.get(dates.monthKey) ?? { count: 0, totalCents: 0 }),
    orcamentosPendentes: f.budgets,
    clientes: f.clients,
    duplicatasVencidas: money(f.overdue),
    periodo: { competencia: dates.monthKey, inicio: dates.month.from, fim: dates.today },
    anoAnterior: {
      ...money(f.lastYear.soFar),
      inicio: dates.lastYearSoFar.from,
      fim: lastDayOf(dates.lastYearSoFar),
      mesInteiro: centsToReais(f.lastYear.wholeCents),
    },
    meta: { valor: f.goal.cents === null ? null : centsToReais(f.goal.cents), base: f.goal.base },
    evolucao: dates.monthKeys.map((mes) => ({ mes, valor: centsToReais(f.perMonth.get(mes)?.totalCents ?? 0) })),
  };
}

function lists(f: Figures) {
  return {
    orcamentosAbertos: f.oldest.map((b) => ({
      codigo: b.id,
      cliente: b.customer,
      data: b.issuedOn,
      valor: centsToReais(b.totalCents),
      situacao: b.status,
    })),
    topClientes: f.customers.map((c) => ({ codigo: c.id, nome: c.name, ...money(c) })),
    topProdutos: f.products.map((p) => ({
      codigo: p.id,
      descricao: p.name,
      quantidade: p.quantity,
      valor: centsToReais(p.totalCents),
    })),
  };
}

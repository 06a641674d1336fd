import { sql, type SQL } from 'drizzle-orm';
import type { GridCall } from '../../../shared/contract/grids.js';
import { biCalls } from '../../../shared/contract/bi.js';
import { biDashboardNames, type BiDashboardName } from '../../../shared/domain/bi-dashboards.js';
import type { GridColumn, GridDefinition, GridScope } from '../grids/index.js';
import { accountRanking, receivableFacts } from './bi-accounts.js';
import type { BiScope } from './bi-facts.js';
import { dimensions, ranking, rankingHead, totalsBy, type Dimension } from './bi-dimensions.js';
import { biScope, companyToday } from './bi-scope.js';

/**
 * The 'Os melhores' and 'Detalhes' grids of each dashboard. Their FROM is built per request: the
 * filters of `filterValue.bi`, the caller's reach and the company go inside the aggregate, so the
 * grid's own WHERE has nothing left to add (the search and the cursors still apply to its rows).
 */

/**
 * A column of the grid's FROM, qualified by its alias (`r` the rankings, `d` the details): ORDER BY
 * and the searches then read the FROM's value, not the select list's (a date there is its text, and
 * a sort on that text read every row of the period).
 */
const columnOf =
  (from: 'r' | 'd') =>
  (wire: string, type: GridColumn['type'], label: string, notNull = false): GridColumn => ({
    wire,
    sql: sql`${sql.identifier(from)}.${sql.identifier(wire)}`,
    type,
    label,
    notNull,
  });
const rankCol = columnOf('r');
const detailCol = columnOf('d');
const everyRow = () => [sql`TRUE`];
const biScopeOf = (scope: GridScope) => biScope(scope.auth, scope.filters.bi, scope.today ?? companyToday());
const scoped = (build: (s: BiScope) => SQL) => (scope: GridScope) => build(biScopeOf(scope));

/** A ranking dashboard's server side: what it groups by and how its grids name the entity. */
export type RankingSpec = { kind: 'ranking'; dimension: Dimension; entity: string; rankBy?: 'vlr' | 'convertido' };

function bestGrid(endpoint: GridCall, spec: RankingSpec): GridDefinition {
  const budgets = spec.rankBy === 'convertido';
  return {
    endpoint,
    from: scoped((s) => sql`${ranking(spec.dimension, s, spec.rankBy)} r`),
    firstRows: (scope, rows) => {
      const head = rankingHead(spec.dimension, biScopeOf(scope), rows, spec.rankBy);
      return head && sql`${head} r`;
    },
    columns: [
      rankCol('posicao', 'integer', 'Posição', true),
      rankCol('cod', spec.dimension.codType, 'Código'),
      rankCol('des', 'string', spec.entity),
      rankCol('vlr', 'decimal', budgets ? 'Orçado' : 'Total', true),
      rankCol('pedidos', 'integer', budgets ? 'Orçamentos' : 'Pedidos', true),
      ...(budgets
        ? [
            rankCol('convertido', 'decimal', 'Vendido', true),
            rankCol('vendas', 'integer', 'Vendas', true),
            rankCol('indice', 'decimal', 'Índice de sucesso (%)', true),
          ]
        : []),
      rankCol('participacao', 'decimal', 'Participação (%)', true),
    ],
    key: 'posicao',
    defaultOrder: { column: 'posicao', direction: 'ASC' },
    total: 'vlr',
    where: everyRow,
  };
}

/**
 * One row per fact (an order, or an item on the item dashboards) with the entity it counts for; with
 * `totalMensal` = 1, one row per entity × month instead (the order columns are then empty but the
 * date, the month's first day: the date is never NULL, so its sort is the order's date itself).
 */
function detailsFrom(dim: Dimension, s: BiScope): SQL {
  if (s.filters.totalMensal === 1)
    return sql`(SELECT row_number() OVER (ORDER BY t.mes, t.vlr, t.des DESC, t.cod DESC)::int AS linha, t.mes, t.cod,
        t.des, NULL::int AS cficodped, (t.mes || '-01')::date AS cfidteped, NULL::int AS cficliped, NULL::text AS cfinclped,
        NULL::text AS cfistaped, t.vlr, t.pedidos
      FROM ${totalsBy(dim, s, true)} t) d`;
  return sql`(SELECT f.line_id AS linha, to_char(f.issued_on, 'YYYY-MM') AS mes, ${dim.cod} AS cod, ${dim.des} AS des,
      f.order_id AS cficodped, f.issued_on AS cfidteped, f.customer_id AS cficliped, f.customer_name AS cfinclped,
      f.status AS cfistaped, f.measure AS vlr, 1 AS pedidos
    FROM ${dim.facts(s)} f ${dim.joins(s)}) d`;
}

function detailsGrid(endpoint: GridCall, spec: RankingSpec): GridDefinition {
  return {
    endpoint,
    from: scoped((s) => detailsFrom(spec.dimension, s)),
    columns: [
      detailCol('linha', 'integer', 'Linha', true),
      detailCol('mes', 'string', 'Mês', true),
      detailCol('cod', spec.dimension.codType, 'Código'),
      detailCol('des', 'string', spec.entity),
      detailCol('cficodped', 'integer', 'Pedido'),
      detailCol('cfidteped', 'date', 'Data', true),
      detailCol('cficliped', 'integer', 'Cód. cliente'),
      detailCol('cfinclped', 'string', 'Cliente'),
      detailCol('cfistaped', 'string', 'Status'),
      detailCol('vlr', 'decimal', 'Total', true),
      detailCol('pedidos', 'integer', 'Pedidos', true),
    ],
    key: 'linha',
    // The newest first by the order's own date: ORDER BY issued_on, id reaches orders_issued_idx, so
    // the first page reads a few rows even over 24 months (by the month text, or by the date wrapped
    // in the coalesce of a column that may be NULL, it sorted every row: 0.4 s on the large company).
    defaultOrder: { column: 'cfidteped', direction: 'DESC' },
    total: 'vlr',
    where: everyRow,
  };
}

const accountsBest = (endpoint: GridCall): GridDefinition => ({
  endpoint,
  from: scoped((s) => sql`${accountRanking(s)} r`),
  columns: [
    rankCol('posicao', 'integer', 'Posição', true),
    rankCol('mes', 'string', 'Mês', true),
    rankCol('des', 'string', 'Mês/ano', true),
    rankCol('abertas', 'decimal', 'Abertas', true),
    rankCol('recebidas', 'decimal', 'Recebidas', true),
    rankCol('vencidas', 'decimal', 'Vencidas', true),
  ],
  key: 'posicao',
  defaultOrder: { column: 'posicao', direction: 'ASC' },
  total: 'recebidas',
  where: everyRow,
});

/** One row per receivable that was opened, received or fell late in the period. */
const accountsDetails = (endpoint: GridCall): GridDefinition => ({
  endpoint,
  from: scoped(
    (s) => sql`(SELECT f.id AS sr_recno, f.customer_id AS cod, f.customer_name AS des, f.opened_on AS emissao,
        f.due_on AS cfidtvdup, f.paid_on AS pagamento, f.measure AS vlr,
        CASE WHEN f.paid_on IS NOT NULL THEN 'Recebido' WHEN f.late THEN 'Vencido' ELSE 'Em Aberto' END AS situacao
      FROM ${receivableFacts(s)} f) d`,
  ),
  columns: [
    detailCol('sr_recno', 'integer', 'Registro', true),
    detailCol('cod', 'integer', 'Cód. cliente'),
    detailCol('des', 'string', 'Cliente'),
    detailCol('emissao', 'date', 'Emissão', true),
    detailCol('cfidtvdup', 'date', 'Vencimento', true),
    detailCol('pagamento', 'date', 'Recebimento'),
    detailCol('vlr', 'decimal', 'Total', true),
    detailCol('situacao', 'string', 'Situação', true),
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfidtvdup', direction: 'DESC' },
  total: 'vlr',
  where: everyRow,
});

/** How each dashboard reads its figures; the accounts evolution reads receivables, not sales. */
export type DashboardSpec = RankingSpec | { kind: 'comparison'; spec: RankingSpec } | { kind: 'accounts' };

const rankingOf = (dimension: Dimension, entity: string, rankBy?: 'convertido'): RankingSpec => ({
  kind: 'ranking',
  dimension,
  entity,
  ...(rankBy ? { rankBy } : {}),
});

export const dashboardSpecs: Record<BiDashboardName, DashboardSpec> = {
  clientes: rankingOf(dimensions.customer, 'Cliente'),
  'unidades-negocio': rankingOf(dimensions.store, 'Unidade de negócio'),
  representantes: rankingOf(dimensions.representative, 'Representante'),
  fabricantes: rankingOf(dimensions.manufacturer, 'Fabricante'),
  'grupos-produtos': rankingOf(dimensions.group, 'Grupo de produtos'),
  produtos: rankingOf(dimensions.product, 'Produto'),
  'comparativo-vendas': { kind: 'comparison', spec: rankingOf(dimensions.month, 'Mês') },
  'orcamentos-vs-vendas': rankingOf(dimensions.budgetsByRepresentative, 'Representante', 'convertido'),
  'formas-recebimento': rankingOf(dimensions.paymentMethod, 'Forma de pagamento'),
  'evolucao-contas': { kind: 'accounts' },
};

type DashboardGrids = { best: GridDefinition; details: GridDefinition };

/** The two grids of a dashboard, at its contract entries' addresses. */
function gridsOf(name: BiDashboardName): DashboardGrids {
  const spec = dashboardSpecs[name];
  const calls = biCalls[name];
  if (spec.kind === 'accounts') return { best: accountsBest(calls.best), details: accountsDetails(calls.details) };
  const ranked = spec.kind === 'comparison' ? spec.spec : spec;
  return { best: bestGrid(calls.best, ranked), details: detailsGrid(calls.details, ranked) };
}

const built = Object.fromEntries(biDashboardNames.map((name) => [name, gridsOf(name)])) as Record<
  BiDashboardName,
  DashboardGrids
>;

/** The two grids of a dashboard, built once. */
export const dashboardGrids = (name: BiDashboardName): DashboardGrids => built[name];

import { sql, type SQL } from 'drizzle-orm';
import { paymentMethods } from '../../../shared/domain/order-status.js';
import {
  budgetFacts,
  budgetSummary,
  customerSummary,
  itemFacts,
  itemSummary,
  saleFacts,
  saleSummary,
  type BiScope,
  type SummaryRead,
} from './bi-facts.js';

/**
 * What a dashboard groups its facts by: the fact rows it reads, the entity's code (`cod`, what a click
 * drills into) and name (`des`), and the joins that give the name (to the company's own rows only).
 */
export type Dimension = {
  facts: (s: BiScope) => SQL;
  cod: SQL;
  codType: 'integer' | 'string';
  des: SQL;
  joins: (s: BiScope) => SQL;
  /**
   * The same facts from the summaries, with `orders` per row instead of `order_id` (NULL when they
   * cannot answer this scope exactly).
   */
  summary?: (s: BiScope, read?: SummaryRead) => SQL | null;
  /**
   * The summary columns `cod` and `des` read, which say one entity each: the summary rows are summed
   * by them, and only the sums meet the joins that name them (24 months of customers: 0.6 s → 0.2 s).
   */
  summaryKeys?: string[];
  /**
   * Smaller summary rows with the same sum over every entity, for the dashboard's total: each sale
   * has one customer, so the customers' total is the sales' total (a month of bi_order_months holds
   * a few hundred rows, of bi_customer_months thousands).
   */
  totalSummary?: (s: BiScope, read?: SummaryRead) => SQL | null;
  /**
   * Its facts are budgets, only some of them converted into sales. Every other dimension counts
   * sales, all converted: their converted sums are the sums themselves, not summed again (on PGlite
   * the two FILTER sums were over a third of 24 months of customers).
   */
  budgets?: true;
};

const none = () => sql``;
const joinOn = (table: string, alias: string, column: string) => (s: BiScope) =>
  sql`LEFT JOIN ${sql.identifier(table)} ${sql.identifier(alias)}
      ON ${sql.identifier(alias)}.tenant_id = ${s.tenantId} AND ${sql.identifier(alias)}.id = f.${sql.identifier(column)}`;

/** 'Não informado' for a sale without a payment method; the codes' names otherwise (spec section 3). */
const paymentName = sql`CASE f.payment_method ${sql.join(
  Object.entries(paymentMethods).map(([code, name]) => sql`WHEN ${code} THEN ${name}`),
  sql` `,
)} ELSE 'Não informado' END`;

export const dimensions = {
  customer: {
    facts: saleFacts,
    cod: sql`f.customer_id`,
    codType: 'integer',
    des: sql`coalesce(c.name, f.customer_name)`,
    joins: joinOn('customers', 'c', 'customer_id'),
    summary: customerSummary,
    summaryKeys: ['customer_id', 'customer_name'],
    totalSummary: saleSummary,
  },
  store: {
    facts: saleFacts,
    cod: sql`f.business_unit_id`,
    codType: 'integer',
    des: sql`coalesce(l.trade_name, 'Sem loja')`,
    joins: joinOn('business_units', 'l', 'business_unit_id'),
    summary: saleSummary,
    summaryKeys: ['business_unit_id'],
  },
  representative: {
    facts: saleFacts,
    cod: sql`f.representative_id`,
    codType: 'integer',
    des: sql`coalesce(r.name, 'Sem representante')`,
    joins: joinOn('representatives', 'r', 'representative_id'),
    summary: saleSummary,
    summaryKeys: ['representative_id'],
  },
  manufacturer: {
    facts: itemFacts,
    cod: sql`f.manufacturer_id`,
    codType: 'integer',
    des: sql`m.name`,
    joins: joinOn('manufacturers', 'm', 'manufacturer_id'),
    summary: (s, read) => itemSummary(s, 'manufacturer_orders', read),
    summaryKeys: ['manufacturer_id'],
  },
  group: {
    facts: itemFacts,
    cod: sql`f.group_id`,
    codType: 'integer',
    des: sql`g.description`,
    joins: joinOn('product_groups', 'g', 'group_id'),
    summary: (s, read) => itemSummary(s, 'group_orders', read),
    summaryKeys: ['group_id'],
  },
  product: {
    facts: itemFacts,
    cod: sql`f.product_id`,
    codType: 'integer',
    des: sql`concat_ws(' ', p.site_description, p.packaging)`,
    joins: joinOn('products', 'p', 'product_id'),
    summary: (s, read) => itemSummary(s, 'orders', read),
    summaryKeys: ['product_id'],
  },
  month: {
    facts: saleFacts,
    cod: sql`to_char(f.issued_on, 'YYYY-MM')`,
    codType: 'string',
    des: sql`to_char(f.issued_on, 'MM/YYYY')`,
    joins: none,
    // Its entities are months: a yearly row cannot say which.
    summary: (s) => saleSummary(s, { from: 'month' }),
  },
  paymentMethod: {
    facts: saleFacts,
    cod: sql`nullif(f.payment_method, '')`,
    codType: 'string',
    des: paymentName,
    joins: none,
    summary: saleSummary,
    summaryKeys: ['payment_method'],
  },
  budgetsByRepresentative: {
    facts: budgetFacts,
    cod: sql`f.representative_id`,
    codType: 'integer',
    des: sql`coalesce(r.name, 'Sem representante')`,
    joins: joinOn('representatives', 'r', 'representative_id'),
    summary: budgetSummary,
    summaryKeys: ['representative_id'],
    budgets: true,
  },
} satisfies Record<string, Dimension>;

/**
 * The facts summed per entity (and per month with `byMonth`): `vlr` the figure in hundredths of the
 * base, `pedidos` the orders behind it, `convertido` / `vendas` the same for the converted ones (all
 * of them, but for budgets). The one place that reads facts for the rankings, charts and monthly
 * details: from the dimension's summary when it has one for this scope, from the facts otherwise.
 * Summary rows may take days away from a month (bi-summary-plan.ts): an entity whose orders sum to
 * none had no sale in the period.
 */
export function totalsBy(dim: Dimension, s: BiScope, byMonth = false): SQL {
  const month = byMonth ? sql`, to_char(f.issued_on, 'YYYY-MM') AS mes` : sql``;
  const sums = entitySums(dim, s, byMonth);
  if (sums) return named(dim, s, sums, month);
  const rows = dim.summary?.(s, { from: byMonth ? 'month' : 'year' }) ?? null;
  const orders = rows
    ? { all: sql`sum(f.orders)`, converted: sql`coalesce(sum(f.orders) FILTER (WHERE f.converted), 0)` }
    : { all: sql`count(DISTINCT f.order_id)`, converted: sql`count(DISTINCT f.order_id) FILTER (WHERE f.converted)` };
  return sql`(SELECT ${dim.cod} AS cod, ${dim.des} AS des ${month},
      sum(f.measure)::bigint AS vlr, (${orders.all})::int AS pedidos,
      coalesce(sum(f.measure) FILTER (WHERE f.converted), 0)::bigint AS convertido,
      (${orders.converted})::int AS vendas
    FROM ${rows ?? dim.facts(s)} f ${dim.joins(s)}
    GROUP BY 1, 2 ${byMonth ? sql`, 3` : sql``} ${rows ? sql`HAVING sum(f.orders) <> 0` : sql``})`;
}

/** The summary column a dimension's sums read for their converted part: budgets' only. */
const convertedColumn = (dim: Dimension) => (dim.budgets ? ['converted'] : []);

/**
 * Sums of facts `f` (`vlr`, `pedidos`) with their converted part (`convertido`, `vendas`): summed
 * apart for budgets (`Dimension.budgets`), the sums themselves for sales.
 */
function withConverted(dim: Dimension, sums: (converted: SQL) => SQL): SQL {
  if (dim.budgets)
    return sums(sql`, coalesce(sum(f.measure) FILTER (WHERE f.converted), 0)::bigint AS convertido,
      coalesce(sum(f.orders) FILTER (WHERE f.converted), 0)::int AS vendas`);
  return sql`(SELECT sums.*, sums.vlr AS convertido, sums.pedidos AS vendas FROM ${sums(sql``)} sums)`;
}

/**
 * `totalsBy` summed over every entity, in one row. From summaries, the rows are summed at once: no
 * entity is grouped or named (an entity dropped by the HAVING has no order left, so its figure nets
 * to zero too).
 */
export function grandTotal(dim: Dimension, s: BiScope): SQL {
  const rows = (dim.totalSummary ?? dim.summary)?.(s, { columns: convertedColumn(dim) }) ?? null;
  if (!rows)
    return sql`(SELECT sum(t.vlr) AS vlr, sum(t.pedidos) AS pedidos, sum(t.convertido) AS convertido,
        sum(t.vendas) AS vendas FROM ${totalsBy(dim, s)} t)`;
  return withConverted(
    dim,
    (converted) => sql`(SELECT sum(f.measure) AS vlr, sum(f.orders) AS pedidos ${converted}
    FROM ${rows} f)`,
  );
}

/**
 * Summary rows summed per entity (and month) by the dimension's keys, before any join names them:
 * the keys say the entity (its `cod` and `des` are theirs), so the named rows need no second sum.
 */
function entitySums(dim: Dimension, s: BiScope, byMonth: boolean, top?: number): SQL | null {
  const keys = dim.summaryKeys;
  if (!keys) return null;
  const read = [...keys, ...convertedColumn(dim), ...(byMonth ? ['issued_on'] : [])];
  const rows = dim.summary?.(s, {
    from: byMonth ? 'month' : 'year',
    columns: read,
    ...(top === undefined ? {} : { top }),
  });
  if (!rows) return null;
  const columns = sql.join(
    keys.map((key) => sql`f.${sql.identifier(key)}`),
    sql`, `,
  );
  const month = sql`date_trunc('month', f.issued_on)::date`;
  return withConverted(
    dim,
    (converted) => sql`(SELECT ${columns}, ${byMonth ? month : sql`NULL::date`} AS issued_on,
        sum(f.measure)::bigint AS vlr, sum(f.orders)::int AS pedidos ${converted}
      FROM ${rows} f GROUP BY ${columns} ${byMonth ? sql`, ${month}` : sql``} HAVING sum(f.orders) <> 0)`,
  );
}

/** Entities' sums (`entitySums`) with their code and name. */
const named = (dim: Dimension, s: BiScope, sums: SQL, month = sql``) =>
  sql`(SELECT ${dim.cod} AS cod, ${dim.des} AS des ${month}, f.vlr, f.pedidos, f.convertido, f.vendas
    FROM ${sums} f ${dim.joins(s)})`;

/** Entities' totals `t` ranked by `rankBy`, with their share of `whole` and their success index. */
function ranked(t: SQL, rankBy: 'vlr' | 'convertido', whole: (col: SQL) => SQL): SQL {
  const col = sql`t.${sql.identifier(rankBy)}`;
  return sql`(SELECT row_number() OVER (ORDER BY ${col} DESC, t.des, t.cod)::int AS posicao, t.*,
      coalesce(round(${col} * 10000.0 / nullif(${whole(col)}, 0)), 0)::bigint AS participacao,
      coalesce(round(t.convertido * 10000.0 / nullif(t.vlr, 0)), 0)::bigint AS indice
    FROM ${t} t)`;
}

/**
 * Every entity ranked by `rankBy` (highest first; ties by name, then code), with its share of the
 * figure in hundredths of a percent: the 'Os melhores' grid and the TOP 20 chart read this.
 */
export const ranking = (dim: Dimension, s: BiScope, rankBy: 'vlr' | 'convertido' = 'vlr'): SQL =>
  ranked(totalsBy(dim, s), rankBy, (col) => sql`sum(${col}) OVER ()`);

/**
 * The first `rows` entities of `ranking`, with the same positions and shares, and any tied with the
 * last of them (so the ties are ordered by name as there): every entity is summed, but only these
 * are named and sorted, and the share is of the grand total. 24 months of 50 000 customers: 150 ms
 * → 80 ms. Null where the dimension reads no summaries.
 */
export function rankingHead(dim: Dimension, s: BiScope, rows: number, rankBy: 'vlr' | 'convertido' = 'vlr') {
  const sums = entitySums(dim, s, false, rankBy === 'vlr' ? rows : undefined);
  if (!sums) return null;
  const head = sql`(SELECT * FROM ${sums} e
    ORDER BY e.${sql.identifier(rankBy)} DESC FETCH FIRST (${rows}) ROWS WITH TIES)`;
  return ranked(
    named(dim, s, head),
    rankBy,
    () => sql`(SELECT g.${sql.identifier(rankBy)} FROM ${grandTotal(dim, s)} g)`,
  );
}

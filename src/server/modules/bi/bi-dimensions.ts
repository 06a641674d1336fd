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
  summary?: (s: BiScope) => SQL | null;
  /**
   * The summary columns `cod` and `des` read: the summary rows are summed by them first, and only
   * the sums meet the joins that name them (24 months of customers: 0.6 s → 0.2 s).
   */
  summaryKeys?: string[];
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
    summary: (s) => itemSummary(s, 'manufacturer_orders'),
    summaryKeys: ['manufacturer_id'],
  },
  group: {
    facts: itemFacts,
    cod: sql`f.group_id`,
    codType: 'integer',
    des: sql`g.description`,
    joins: joinOn('product_groups', 'g', 'group_id'),
    summary: (s) => itemSummary(s, 'group_orders'),
    summaryKeys: ['group_id'],
  },
  product: {
    facts: itemFacts,
    cod: sql`f.product_id`,
    codType: 'integer',
    des: sql`concat_ws(' ', p.site_description, p.packaging)`,
    joins: joinOn('products', 'p', 'product_id'),
    summary: (s) => itemSummary(s, 'orders'),
    summaryKeys: ['product_id'],
  },
  month: {
    facts: saleFacts,
    cod: sql`to_char(f.issued_on, 'YYYY-MM')`,
    codType: 'string',
    des: sql`to_char(f.issued_on, 'MM/YYYY')`,
    joins: none,
    summary: saleSummary,
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
  const rows = dim.summary?.(s) ?? null;
  const summary = rows && dim.summaryKeys ? summedBy(rows, dim.summaryKeys, byMonth) : rows;
  const orders = summary
    ? { all: sql`sum(f.orders)`, converted: sql`coalesce(sum(f.orders) FILTER (WHERE f.converted), 0)` }
    : { all: sql`count(DISTINCT f.order_id)`, converted: sql`count(DISTINCT f.order_id) FILTER (WHERE f.converted)` };
  return sql`(SELECT ${dim.cod} AS cod, ${dim.des} AS des ${month},
      sum(f.measure)::bigint AS vlr, (${orders.all})::int AS pedidos,
      coalesce(sum(f.measure) FILTER (WHERE f.converted), 0)::bigint AS convertido,
      (${orders.converted})::int AS vendas
    FROM ${summary ?? dim.facts(s)} f ${dim.joins(s)}
    GROUP BY 1, 2 ${byMonth ? sql`, 3` : sql``} ${summary ? sql`HAVING sum(f.orders) <> 0` : sql``})`;
}

/** Summary rows summed by the dimension's keys (and month), before any join names them. */
function summedBy(rows: SQL, keys: string[], byMonth: boolean): SQL {
  const columns = sql.join(
    keys.map((key) => sql`f.${sql.identifier(key)}`),
    sql`, `,
  );
  const month = sql`date_trunc('month', f.issued_on)::date`;
  return sql`(SELECT ${columns}, f.converted, ${byMonth ? month : sql`NULL::date`} AS issued_on,
      sum(f.measure) AS measure, sum(f.orders) AS orders
    FROM ${rows} f GROUP BY ${columns}, f.converted ${byMonth ? sql`, ${month}` : sql``})`;
}

/**
 * Every entity ranked by `rankBy` (highest first; ties by name, then code), with its share of the
 * figure in hundredths of a percent: the 'Os melhores' grid and the TOP 20 chart read this.
 */
export function ranking(dim: Dimension, s: BiScope, rankBy: 'vlr' | 'convertido' = 'vlr'): SQL {
  const col = sql.identifier(rankBy);
  return sql`(SELECT row_number() OVER (ORDER BY t.${col} DESC, t.des, t.cod)::int AS posicao, t.*,
      coalesce(round(t.${col} * 10000.0 / nullif(sum(t.${col}) OVER (), 0)), 0)::bigint AS participacao,
      coalesce(round(t.convertido * 10000.0 / nullif(t.vlr, 0)), 0)::bigint AS indice
    FROM ${totalsBy(dim, s)} t)`;
}

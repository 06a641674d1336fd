import { sql, type SQL } from 'drizzle-orm';
import { reachOf, type Viewer } from '../../../shared/domain/access.js';
import { companyDate } from '../../../shared/br/dates.js';
import { temporaryStatuses } from '../../../shared/domain/order-status.js';
import type { DateRange } from '../../../shared/domain/periods.js';
import type { BiFilters } from '../../../shared/schemas/bi.js';
import { reachableBy } from '../../db/access-scope.js';
import { isSale } from '../../db/order-status-sql.js';
import { summaryPlan, type SummaryLevel, type SummaryPart } from './bi-summary-plan.js';
import { windowOf } from './bi-windows.js';

/**
 * What every figure of a dashboard is read for: the caller (the access policy picks their rows), the
 * company, the dashboard's filters and the dates they resolved to.
 */
export type BiScope = { viewer: Viewer; tenantId: number; filters: BiFilters; range: DateRange };

/**
 * The rows the figures are summed from ('facts'), one subquery per grain: sales (one row per order),
 * sale items (one row per item) and budgets. Every fact row has the same columns, so a dimension
 * groups any of them alike: `order_id`, `line_id` (the order or the item), `issued_on`, the order's
 * customer, store, representative and payment method, the item's product, group and manufacturer
 * (NULL on order rows), `measure` in hundredths of the dashboard's base and `converted` (a sale).
 * The summaries (below, docs/bi.md 'Resumos') give the same rows pre-summed per day where they can.
 */

const ids = (column: SQL, values: number[] | undefined): SQL[] =>
  values && values.length > 0
    ? [
        sql`${column} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      ]
    : [];

/**
 * The figure of one row in hundredths of the base: centavos (0 values), units × 100 (1 quantities),
 * centiliters (2 liters: quantity × the product's volume, rounded per item; a product without a
 * volume counts 0 L).
 */
function measure(base: BiFilters['base'], value: SQL, quantity: SQL, centiliters: SQL): SQL {
  if (base === 0) return sql`(${value})::bigint`;
  if (base === 1) return sql`(${quantity})::bigint * 100`;
  return sql`(${centiliters})::bigint`;
}
const itemCentiliters = sql`round(i.quantity * coalesce(p.volume_liters, 0) * 100)`;

/**
 * The orders a dashboard reads (without their status): the company, the dates, the caller's reach,
 * the stores and representatives asked, and the walk-in customer ('CONSUMIDOR' or no customer, spec
 * section 5) only with `considerarConsumidor` = 1.
 */
function orderConditions(s: BiScope, range: DateRange): SQL[] {
  return [
    sql`o.tenant_id = ${s.tenantId}`,
    sql`o.issued_on BETWEEN ${range.inicial}::date AND ${range.final}::date`,
    reachableBy(s.viewer, { customer: sql`o.customer_id`, representative: sql`o.representative_id` }),
    ...ids(sql`o.business_unit_id`, s.filters.loja),
    ...ids(sql`o.representative_id`, s.filters.representantes),
    ...(s.filters.considerarConsumidor === 1
      ? []
      : [sql`o.customer_id IS NOT NULL AND upper(btrim(o.customer_name)) <> 'CONSUMIDOR'`]),
  ];
}

const orderColumns = sql`o.id AS order_id, o.issued_on, o.customer_id, o.customer_name, o.business_unit_id,
  o.representative_id, o.payment_method, o.status`;

/**
 * An order's units and centiliters, summed from its items: a lookup per order by order_items_order_idx,
 * which on a short period (the default month) beats a join over every item of the company.
 */
const orderItemsJoin = sql`LEFT JOIN LATERAL (
    SELECT sum(i.quantity) AS quantity, sum(${itemCentiliters}) AS centiliters
    FROM order_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
    WHERE i.tenant_id = o.tenant_id AND i.order_id = o.id) it ON TRUE`;

/** Orders of the period matching `status`, one row per order, the order's total as its value. */
function ordersOf(s: BiScope, range: DateRange, status: SQL, converted: SQL): SQL {
  const base = s.filters.base;
  const figure = measure(base, sql`o.total_cents`, sql`coalesce(it.quantity, 0)`, sql`coalesce(it.centiliters, 0)`);
  return sql`(SELECT ${orderColumns}, o.id AS line_id, NULL::int AS product_id, NULL::int AS group_id,
      NULL::int AS manufacturer_id, ${figure} AS measure, ${converted} AS converted
    FROM orders o ${base === 0 ? sql`` : orderItemsJoin}
    WHERE ${sql.join([status, ...orderConditions(s, range)], sql` AND `)})`;
}

/** Sales (what the sales grid counts as sales), one row per order; `range` defaults to the scope's. */
export const saleFacts = (s: BiScope, range: DateRange = s.range): SQL =>
  ordersOf(s, range, isSale(sql`o.status`), sql`TRUE`);

/**
 * Budgets made in the period: every order that left the cart, i.e. saved as a budget or placed
 * (statuses other than the temporary 'Pendente'/'Orçamento'); `converted` when it is a sale now.
 * Orders keep one row from budget to sale (docs/bi.md).
 */
export const budgetFacts = (s: BiScope): SQL =>
  ordersOf(
    s,
    s.range,
    sql`o.status NOT IN (${sql.join(
      temporaryStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    isSale(sql`o.status`),
  );

/**
 * Sale items, one row per item: its value is quantity × unit price − the item's discount (the
 * order's own discount and index cannot be told apart per product), filtered by the manufacturers
 * and groups asked.
 */
export function itemFacts(s: BiScope): SQL {
  const value = sql`i.quantity * i.unit_price_cents - i.discount_cents`;
  const conditions = [
    isSale(sql`o.status`),
    ...orderConditions(s, s.range),
    ...ids(sql`p.manufacturer_id`, s.filters.fabricantes),
    ...ids(sql`p.group_id`, s.filters.grupos),
  ];
  return sql`(SELECT ${orderColumns}, i.id AS line_id, i.product_id, p.group_id, p.manufacturer_id,
      ${measure(s.filters.base, value, sql`i.quantity`, itemCentiliters)} AS measure, TRUE AS converted
    FROM order_items i
    JOIN orders o ON o.tenant_id = i.tenant_id AND o.id = i.order_id
    JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id
    WHERE ${sql.join(conditions, sql` AND `)})`;
}

/**
 * The same facts read from the summaries (docs/bi.md 'Resumos'): one row per summary row, with the
 * columns the dimensions group by, `measure` in hundredths of the base and `orders` the distinct
 * orders behind the row. NULL where the summaries cannot answer exactly: a customer's reach (the
 * summaries keep no customer; customers never see dashboards anyway).
 */
export type SummaryOrders = 'orders' | 'group_orders' | 'manufacturer_orders';

function summaryConditions(s: BiScope): SQL[] | null {
  if (reachOf(s.viewer).kind === 'customer') return null;
  const reach = reachableBy(s.viewer, { customer: sql`NULL`, representative: sql`f.representative_id` });
  return [
    sql`f.tenant_id = ${s.tenantId}`,
    reach,
    ...ids(sql`f.business_unit_id`, s.filters.loja),
    ...ids(sql`f.representative_id`, s.filters.representantes),
    ...(s.filters.considerarConsumidor === 1 ? [] : [sql`NOT f.walk_in`]),
  ];
}

/** The summary column of each base's figure, whose window index serves the first entities. */
const baseColumn = { 0: 'value_cents', 1: 'quantity', 2: 'centiliters' } as const;

const summaryMeasure = (base: BiFilters['base']) =>
  measure(base, sql`f.value_cents`, sql`f.quantity`, sql`f.centiliters`);

/**
 * How a read takes summary rows: `from` the coarsest level ('month' when its figures go per month),
 * `columns` the only ones it reads besides `measure` and `orders` (all when not given). A column no
 * one reads kept the planner from folding the union of levels into its scans: each row was copied
 * once more through a subquery (a tenth of 24 months of customers).
 */
export type SummaryRead = {
  from?: 'year' | 'month';
  columns?: readonly string[];
  /**
   * The read is for the first `top` entities by the measure only: where a window keeps one row per
   * entity (customers), its rows are those first ones and the entities sold to today (their figures
   * only grow today: no other entity can pass them), read by the index of the figure.
   */
  top?: number;
};

/** What one summary source gives: its columns (name → value) but the date, figure and orders, and its conditions. */
type SummarySource = {
  grain: 'order' | 'item' | 'customer';
  columns: Record<string, SQL>;
  orders: SummaryOrders;
  where: SQL[];
  /**
   * For a grain with windows (bi-windows.ts): the columns the window rows hold as they are (the
   * others are NULL there: a window keeps every store and representative) and the filters of `where`
   * that still apply to them (items' groups and manufacturers).
   */
  window?: { keeps: string[]; where: SQL[]; entity?: string };
};

/** Where each level's rows are: the grain's table of that level and its date column. */
const levels: Record<SummaryLevel, { table: string; date: string }> = {
  year: { table: 'years', date: 'year' },
  month: { table: 'months', date: 'month' },
  day: { table: 'days', date: 'day' },
};

/** The columns of one level's rows a read takes: `issued_on` (its date), the source's, the figure and orders. */
function selectList(source: SummarySource, read: SummaryRead, date: SQL, figure: SQL, orders: SQL): SQL {
  const all: Record<string, SQL> = { issued_on: date, ...source.columns, measure: figure, orders };
  const wanted = read.columns && new Set([...read.columns, 'measure', 'orders']);
  return sql.join(
    Object.entries(all)
      .filter(([name]) => !wanted || wanted.has(name))
      .map(([name, value]) => sql`${value} AS ${sql.identifier(name)}`),
    sql`, `,
  );
}

/**
 * The rows of `summaryPlan`, one SELECT per level and sign: years and months read whole, days, and
 * the rows taken away (figures and orders negated). Summed per entity they give the period's
 * figures; an entity with no order left is dropped by `totalsBy`'s HAVING. With `from` 'month' the
 * rows' `issued_on` is their month or day. `guard`: a condition every SELECT also takes.
 */
function planRows(source: SummarySource, s: BiScope, read: SummaryRead, guard?: SQL): SQL[] {
  const plan = summaryPlan(s.range, companyDate(), read.from ?? 'year');
  const figure = summaryMeasure(s.filters.base);
  const bySource = new Map<string, SummaryPart[]>();
  for (const part of plan) {
    const key = `${part.level} ${part.sign}`;
    bySource.set(key, [...(bySource.get(key) ?? []), part]);
  }
  return [...bySource.values()].map((parts) => {
    const { level, sign } = parts[0]!;
    const date = sql`f.${sql.identifier(levels[level].date)}`;
    const negated = sign < 0 ? sql`-` : sql``;
    const dates = sql.join(
      parts.map((p) => sql`${date} BETWEEN ${p.range.inicial}::date AND ${p.range.final}::date`),
      sql` OR `,
    );
    const columns = selectList(
      source,
      read,
      date,
      sql`${negated}(${figure})`,
      sql`${negated}f.${sql.identifier(source.orders)}`,
    );
    return sql`SELECT ${columns} FROM ${sql.identifier(`bi_${source.grain}_${levels[level].table}`)} f
      WHERE ${sql.join([...source.where, ...(guard ? [guard] : []), sql`(${dates})`], sql` AND `)}`;
  });
}

/**
 * The window a read can take (bi-windows.ts): a grain that has them, the whole company's figures
 * (a manager, no store or representative asked) without walk-in sales, summed over the period (not
 * per month), for a period a window keeps.
 */
function windowFor(source: SummarySource, s: BiScope, read: SummaryRead) {
  const whole =
    source.window &&
    read.from !== 'month' &&
    reachOf(s.viewer).kind === 'company' &&
    s.filters.considerarConsumidor === 0 &&
    !s.filters.loja?.length &&
    !s.filters.representantes?.length;
  return whole ? windowOf(s.range) : undefined;
}

/**
 * A period's summary rows: from its window and today's day rows when the window is there and placed
 * on these days; from the summary plan otherwise (a catch-up of another day may have slid it since:
 * the plan's rows are read only then, the check is done once per query).
 */
function summaryRows(source: SummarySource, s: BiScope, read: SummaryRead): SQL {
  const window = windowFor(source, s, read);
  const selects = window ? windowRows(source, s, read, window) : planRows(source, s, read);
  if (selects.length === 0)
    return sql`(SELECT ${selectList(source, read, sql`f.day`, sql`0::bigint`, sql`0`)}
      FROM ${sql.identifier(`bi_${source.grain}_days`)} f WHERE FALSE)`;
  return sql`(${sql.join(selects, sql` UNION ALL `)})`;
}

function windowRows(
  source: SummarySource,
  s: BiScope,
  read: SummaryRead,
  { period, days }: { period: number; days: DateRange },
): SQL[] {
  const placed = sql`EXISTS (SELECT 1 FROM bi_windows a WHERE a.tenant_id = ${s.tenantId} AND a.period = ${period}
    AND a.first_day = ${days.inicial}::date AND a.last_day = ${days.final}::date)`;
  const keeps = new Set(source.window?.keeps);
  const windowSource = {
    ...source,
    columns: Object.fromEntries(
      Object.entries(source.columns).map(([name, value]) => [name, keeps.has(name) ? value : sql`NULL`]),
    ),
  };
  const figure = summaryMeasure(s.filters.base);
  const windowTable = sql.identifier(`bi_${source.grain}_windows`);
  const ownWhere = [sql`f.tenant_id = ${s.tenantId}`, sql`f.period = ${period}`, ...(source.window?.where ?? [])];
  const todayWhere = [...source.where, sql`f.day = ${s.range.final}::date`];
  const todayTable = sql.identifier(`bi_${source.grain}_days`);
  const columns = selectList(windowSource, read, sql`NULL::date`, figure, sql`f.${sql.identifier(source.orders)}`);
  const entity = source.window?.entity;
  // The first entities: each one's window row looked up by its key (one row: LIMIT 1 also keeps the
  // planner from turning the lookups into a join that reads every row).
  const kept =
    entity && read.top !== undefined
      ? sql`SELECT ${columns} FROM (
            (SELECT f.${sql.identifier(entity)} AS entity FROM ${windowTable} f WHERE ${sql.join(ownWhere, sql` AND `)}
              ORDER BY f.${sql.identifier(baseColumn[s.filters.base])} DESC FETCH FIRST (${read.top}) ROWS WITH TIES)
            UNION SELECT f.${sql.identifier(entity)} FROM ${todayTable} f WHERE ${sql.join(todayWhere, sql` AND `)}) c
          CROSS JOIN LATERAL (SELECT * FROM ${windowTable} f
            WHERE ${sql.join([...ownWhere, sql`f.${sql.identifier(entity)} = c.entity`], sql` AND `)} LIMIT 1) f
          WHERE ${placed}`
      : sql`SELECT ${columns} FROM ${windowTable} f WHERE ${sql.join([...ownWhere, placed], sql` AND `)}`;
  const today = sql`SELECT ${selectList(source, read, sql`f.day`, figure, sql`f.${sql.identifier(source.orders)}`)}
    FROM ${todayTable} f WHERE ${sql.join([...todayWhere, placed], sql` AND `)}`;
  return [kept, today, ...planRows(source, s, read, sql`NOT ${placed}`)];
}

/** The columns every grain gives, NULL where it keeps none (a dimension may group any grain alike). */
const commonColumns = {
  business_unit_id: sql`f.business_unit_id`,
  representative_id: sql`f.representative_id`,
  payment_method: sql`NULL::text`,
  product_id: sql`NULL::int`,
  group_id: sql`NULL::int`,
  manufacturer_id: sql`NULL::int`,
  converted: sql`TRUE`,
};

function orderSummary(s: BiScope, read: SummaryRead, status: SQL, converted: SQL): SQL | null {
  const conditions = summaryConditions(s);
  if (!conditions) return null;
  // No payment method is NULL or '' in the orders: one entity, 'Não informado', to the dimension.
  const columns = { ...commonColumns, payment_method: sql`nullif(f.payment_method, '')`, converted };
  return summaryRows({ grain: 'order', columns, orders: 'orders', where: [status, ...conditions] }, s, read);
}

export const saleSummary = (s: BiScope, read: SummaryRead = {}): SQL | null =>
  orderSummary(s, read, isSale(sql`f.status`), sql`TRUE`);

/**
 * Sales per customer (the customers' dashboard): the customer's id, and the name on the order only
 * for a sale without one (a customer with a record is named by it), so the rows are summed by a
 * number, not a text (24 months of them: 0.19 s → 0.1 s).
 */
export function customerSummary(s: BiScope, read: SummaryRead = {}): SQL | null {
  const conditions = summaryConditions(s);
  if (!conditions) return null;
  const columns = {
    customer_id: sql`f.customer_id`,
    customer_name: sql`CASE WHEN f.customer_id IS NULL THEN f.customer_name END`,
    ...commonColumns,
  };
  return summaryRows(
    {
      grain: 'customer',
      columns,
      orders: 'orders',
      where: conditions,
      window: { keeps: ['customer_id'], where: [], entity: 'customer_id' },
    },
    s,
    read,
  );
}

export const budgetSummary = (s: BiScope, read: SummaryRead = {}): SQL | null =>
  orderSummary(
    s,
    read,
    sql`f.status NOT IN (${sql.join(
      temporaryStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})`,
    isSale(sql`f.status`),
  );

/**
 * Sold items from the summaries; `orders` picks the count that stays distinct when summed over the
 * dimension's products. A group counted under a manufacturer filter (or the reverse) would count an
 * order on a product the filter left out: those read the live facts.
 */
export function itemSummary(s: BiScope, orders: SummaryOrders, read: SummaryRead = {}): SQL | null {
  const conditions = summaryConditions(s);
  const crossFilter =
    (orders === 'group_orders' && (s.filters.fabricantes?.length ?? 0) > 0) ||
    (orders === 'manufacturer_orders' && (s.filters.grupos?.length ?? 0) > 0);
  if (!conditions || crossFilter) return null;
  const own = [...ids(sql`f.manufacturer_id`, s.filters.fabricantes), ...ids(sql`f.group_id`, s.filters.grupos)];
  const columns = {
    ...commonColumns,
    product_id: sql`f.product_id`,
    group_id: sql`f.group_id`,
    manufacturer_id: sql`f.manufacturer_id`,
  };
  const window = { keeps: ['product_id', 'group_id', 'manufacturer_id'], where: own };
  return summaryRows({ grain: 'item', columns, orders, where: [...conditions, ...own], window }, s, read);
}

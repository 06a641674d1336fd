import { sql, type SQL } from 'drizzle-orm';
import { reachableBy } from '../../db/access-scope.js';
import { isLate } from '../../db/receivable-sql.js';
import type { BiScope } from './bi-facts.js';

const ids = (column: SQL, values: number[] | undefined): SQL[] =>
  values && values.length > 0
    ? [
        sql`${column} IN (${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )})`,
      ]
    : [];

/** The company's grace days, after which an unpaid receivable is late. */
const graceDaysOf = (s: BiScope) => sql`(SELECT t.overdue_grace_days FROM tenants t WHERE t.id = ${s.tenantId})`;

/**
 * Receivables that moved in the period: opened (on the date of the order they came from, or their
 * due date without one), received (`paid_on`) or late (the grid's 'Vencido', by the due date). The
 * customer's representative and store (or the order's store) answer the filters and the access policy,
 * as in the receivables grid. `measure`: the value in centavos (base 0) or 100 per receivable (bases
 * 1 and 2: liters mean nothing for a receivable, so both count receivables).
 */
export function receivableFacts(s: BiScope): SQL {
  const { inicial, final } = s.range;
  const within = (date: SQL) => sql`${date} BETWEEN ${inicial}::date AND ${final}::date`;
  const late = isLate({ paidOn: sql`r.paid_on`, dueOn: sql`r.due_on`, graceDays: graceDaysOf(s) });
  const conditions = [
    sql`r.tenant_id = ${s.tenantId}`,
    reachableBy(s.viewer, {
      // Stryker disable next-line StringLiteral: equivalent; customers are refused the dashboards (403), so their column is never read
      customer: sql`r.customer_id`,
      representative: sql`c.representative_id`,
    }),
    ...ids(sql`coalesce(o.business_unit_id, c.business_unit_id)`, s.filters.loja),
    ...ids(sql`c.representative_id`, s.filters.representantes),
    ...(s.filters.considerarConsumidor === 1 ? [] : [sql`upper(btrim(c.name)) <> 'CONSUMIDOR'`]),
    sql`(${within(sql`coalesce(o.issued_on, r.due_on)`)} OR ${within(sql`r.paid_on`)} OR (${late} AND ${within(sql`r.due_on`)}))`,
  ];
  return sql`(SELECT r.id, r.customer_id, c.name AS customer_name, coalesce(o.issued_on, r.due_on) AS opened_on,
      r.due_on, r.paid_on, ${late} AS late, ${s.filters.base === 0 ? sql`r.value_cents::bigint` : sql`100::bigint`} AS measure,
      ${within(sql`coalesce(o.issued_on, r.due_on)`)} AS opened_in, coalesce(${within(sql`r.paid_on`)}, FALSE) AS paid_in,
      (${late} AND ${within(sql`r.due_on`)}) AS late_in
    FROM receivables r
    JOIN customers c ON c.tenant_id = r.tenant_id AND c.id = r.customer_id
    LEFT JOIN orders o ON o.tenant_id = r.tenant_id AND o.id = r.order_id
    WHERE ${sql.join(conditions, sql` AND `)})`;
}

/**
 * Per month of the period: opened, received and late receivables (hundredths of the base). One pass
 * over the receivables: each one yields up to three events (opened, received, late), each in its month.
 */
export function accountMonths(s: BiScope): SQL {
  return sql`(SELECT e.mes, to_char(to_date(e.mes, 'YYYY-MM'), 'MM/YYYY') AS des,
      coalesce(sum(f.measure) FILTER (WHERE e.kind = 'a'), 0)::bigint AS abertas,
      coalesce(sum(f.measure) FILTER (WHERE e.kind = 'r'), 0)::bigint AS recebidas,
      coalesce(sum(f.measure) FILTER (WHERE e.kind = 'v'), 0)::bigint AS vencidas
    FROM ${receivableFacts(s)} f
    CROSS JOIN LATERAL (VALUES
      (f.opened_in, to_char(f.opened_on, 'YYYY-MM'), 'a'),
      (f.paid_in, to_char(f.paid_on, 'YYYY-MM'), 'r'),
      (f.late_in, to_char(f.due_on, 'YYYY-MM'), 'v')) AS e(inside, mes, kind)
    WHERE e.inside
    GROUP BY e.mes)`;
}

/** The months ranked by what was received (highest first): the 'Os melhores meses' grid. */
export const accountRanking = (s: BiScope): SQL =>
  sql`(SELECT row_number() OVER (ORDER BY t.recebidas DESC, t.mes)::int AS posicao, t.* FROM ${accountMonths(s)} t)`;

import { sql } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import { displayName } from '../../../shared/domain/product-name.js';
import type { DateRange } from '../../../shared/domain/periods.js';
import { biFilters } from '../../../shared/schemas/bi.js';
import { queryRows, type Db } from '../../db/client.js';
import type { BiScope } from './bi-facts.js';
import { dimensions, totalsBy } from './bi-dimensions.js';

/**
 * The panel's best customers and products of a period, read from the BI summaries (brought up to
 * date by the caller) and counted as the customers' and products' dashboards count them: every sale
 * of the viewer's reach, walk-in ones too; a product's value is its lines' quantity × price − the
 * line's discount. A month of the large company is a few thousand summary rows, not every sale.
 */
const scopeOf = (viewer: Viewer, tenantId: number, range: DateRange, base: 0 | 1): BiScope => ({
  viewer,
  tenantId,
  range,
  filters: biFilters.parse({ considerarConsumidor: 1, base }),
});

/** The customers who bought most (sales without a customer record's code are left out). */
export async function bestCustomers(db: Db, viewer: Viewer, tenantId: number, range: DateRange, limit: number) {
  const rows = await queryRows<{ id: number; name: string; count: number; total: string }>(
    db,
    sql`SELECT t.cod AS id, t.des AS name, t.pedidos AS count, t.vlr AS total
        FROM ${totalsBy(dimensions.customer, scopeOf(viewer, tenantId, range, 0))} t
        WHERE t.cod IS NOT NULL ORDER BY t.vlr DESC, t.cod LIMIT ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, count: row.count, totalCents: Number(row.total) }));
}

/** The products sold most by value, with the units sold, named as the catalogue names them now. */
export async function bestProducts(db: Db, viewer: Viewer, tenantId: number, range: DateRange, limit: number) {
  const rows = await queryRows<{ id: number; site: string; packaging: string | null; units: string; total: string }>(
    db,
    // Each sum once (MATERIALIZED): joined as subqueries, the planner could sum the units again for
    // every product of the values (110 ms for a seller on the large company).
    sql`WITH v AS MATERIALIZED (SELECT * FROM ${totalsBy(dimensions.product, scopeOf(viewer, tenantId, range, 0))} t),
          q AS MATERIALIZED (SELECT * FROM ${totalsBy(dimensions.product, scopeOf(viewer, tenantId, range, 1))} t)
        SELECT v.cod AS id, p.site_description AS site, p.packaging, q.vlr / 100 AS units, v.vlr AS total
        FROM v JOIN q ON q.cod = v.cod JOIN products p ON p.tenant_id = ${tenantId} AND p.id = v.cod
        ORDER BY v.vlr DESC, v.cod LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: displayName({ site: row.site, packaging: row.packaging }),
    quantity: Number(row.units),
    totalCents: Number(row.total),
  }));
}

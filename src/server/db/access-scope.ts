import { sql, type SQL } from 'drizzle-orm';
import { reachOf, type Viewer } from '../../shared/domain/access.js';

/**
 * The access policy (shared/domain/access.ts) as a WHERE condition, for lists: given where a table
 * keeps the record's customer and representative, the rows the viewer may see.
 */
export function reachableBy(viewer: Viewer, columns: { customer: SQL; representative: SQL }): SQL {
  const reach = reachOf(viewer);
  if (reach.kind === 'customer') return sql`${columns.customer} = ${reach.customerId}`;
  if (reach.kind === 'representative') return sql`${columns.representative} = ${reach.representativeId}`;
  return sql`TRUE`;
}

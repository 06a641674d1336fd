import { sql, type SQL } from 'drizzle-orm';
import { openBudgetStatuses, orderStatus, type OrderStatus } from '../../shared/domain/order-status.js';

/**
 * Status conditions for any module's queries (dashboard, customers, grids): the statuses come
 * from the domain's table as parameters, so no module spells a status in its SQL.
 */
const statusIn = (column: SQL, statuses: readonly OrderStatus[]): SQL =>
  sql`${column} IN (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;

export const isSale = (column: SQL): SQL => sql`${column} = ${orderStatus.sale}`;

export const isOpenBudget = (column: SQL): SQL => statusIn(column, openBudgetStatuses);

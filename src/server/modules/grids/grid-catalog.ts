import type { z } from 'zod';
import type { gridRequest } from '../../../shared/schemas/grid.js';
import type { AuthContext } from '../../http/auth-context.js';
import { colourantsGrid } from './colourants.grid.js';
import { customersGrid, lastPurchasesGrid } from './customer-grids.js';
import { dataRequestsGrid } from './data-requests.grid.js';
import { deliveriesGrid } from './deliveries.grid.js';
import { discountCapsGrid, discountQueueGrid } from './discounts.grid.js';
import { invoicesGrid, receivablesGrid } from './finance-grids.js';
import type { GridDefinition, GridScope } from './grid-definition.js';
import { newsletterGrid } from './newsletter.grid.js';
import { ordersGrid } from './orders.grid.js';
import { priceTableItemsGrid } from './price-table-items.grid.js';
import { priceTablesGrid } from './price-tables.grid.js';
import { productsGrid } from './products.grid.js';
import { auditGrid } from './audit.grid.js';
import { usersGrid } from './users.grid.js';

/** Every grid of spec section 7, each at its contract entry's address. */
export const grids: GridDefinition[] = [
  ordersGrid,
  invoicesGrid,
  receivablesGrid,
  customersGrid,
  lastPurchasesGrid,
  deliveriesGrid,
  dataRequestsGrid,
  usersGrid,
  auditGrid,
  newsletterGrid,
  priceTablesGrid,
  priceTableItemsGrid,
  productsGrid,
  colourantsGrid,
  discountQueueGrid,
  discountCapsGrid,
];

/**
 * Grids other modules declare (the BI dashboards'), by address: they serve their own routes through
 * `gridPage` and join the catalogue here for the grid info, the summary and the spreadsheet.
 */
const moduleGrids = new Map<string, GridDefinition>();
export function registerGrids(defs: GridDefinition[]): void {
  for (const def of defs) moduleGrids.set(def.endpoint.path, def);
}

/** The grid at this address (a grid entry's path), if there is one. */
export const gridAt = (path: string): GridDefinition | undefined =>
  grids.find((g) => g.endpoint.path === path) ?? moduleGrids.get(path);

/** The scope a grid request implies: the caller, the tenant, the customer or order asked, the filters. */
export function gridScope(body: z.output<typeof gridRequest>, auth: AuthContext, tenantId: number): GridScope {
  return {
    auth,
    tenantId,
    codCli: body.codCli,
    cficodped: body.cficodped,
    filters: body.filters,
    status: (Array.isArray(body.status) ? body.status : body.status ? [body.status] : []).filter(Boolean),
  };
}

import { gridRequest } from '../../../shared/schemas/grid.js';
import { deliveryRow, type DeliveryRow } from '../../../shared/schemas/orders.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../http/auth-context.js';
import { allGridRows, deliveriesGrid } from '../grids/index.js';
import { visibleOrder } from './cart.service.js';

const newestFirst = gridRequest.parse({ order: { column: 'cfidtepet', order: 'DESC' } });

/**
 * POST /entrega-pedido/get: the deliveries of one order the caller may see (a 404 otherwise), newest
 * first, optionally of one store (`store`, an id; a store's name names none and filters nothing).
 */
export async function deliveriesOf(db: Db, auth: AuthContext, id: number, store?: number): Promise<DeliveryRow[]> {
  await visibleOrder(db, auth, id);
  const scope = {
    auth,
    tenantId: auth.tenantId,
    cficodped: id,
    filters: { loja: store ? [store] : undefined },
    // Stryker disable next-line ArrayDeclaration: equivalent; the deliveries grid has no invoice-status filter, so it never reads this
    status: [],
  };
  const rows = await allGridRows(db, deliveriesGrid, newestFirst, scope, 500);
  // A grid row is untyped: read it as the delivery it is (its columns are the delivery's fields).
  return deliveryRow.array().parse(rows);
}

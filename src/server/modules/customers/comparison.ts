import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsToReais } from '../../../shared/domain/money.js';
import { COMPARISON_YEARS, type PurchaseMonth } from '../../../shared/schemas/customer.js';
import type { AppContext } from '../../app-context.js';
import { queryRows, type Db } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { requireAuth } from '../../http/request-context.js';
import { visibleCustomer } from './customers.service.js';

/** Sales of one customer per month over this year and the two before: value and units bought. */
async function purchasesByMonth(db: Db, tenantId: number, customerId: number): Promise<PurchaseMonth[]> {
  const rows = await queryRows<{ dte: string; total: string; units: string }>(
    db,
    sql`SELECT to_char(date_trunc('month', o.issued_on), 'YYYY-MM-DD') AS dte, sum(o.total_cents) AS total,
               coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i.tenant_id = o.tenant_id AND i.order_id = o.id)), 0) AS units
        FROM orders o
        WHERE o.tenant_id = ${tenantId} AND o.customer_id = ${customerId} AND o.status = 'Venda'
          AND o.issued_on >= make_date(extract(year FROM current_date)::int - ${COMPARISON_YEARS - 1}, 1, 1)
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ dte: row.dte, vlr: centsToReais(Number(row.total)), qtd: Number(row.units) }));
}

export function comparisonRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/get-comparativo-compras-by-cliente/result', async (request) => {
    const auth = requireAuth(request);
    const id = Number(
      (request.body as { idCliente?: unknown } | undefined)?.idCliente ?? (auth.kind === 'customer' ? auth.id : NaN),
    );
    if (!Number.isInteger(id) || id <= 0) throw badRequest('Informe o código do cliente.');
    await visibleCustomer(ctx.db, auth, id);
    return { resultSet: await purchasesByMonth(ctx.db, auth.tenantId, id) };
  });
}

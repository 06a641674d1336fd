import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { gridMessages } from '../../../shared/schemas/grid.js';
import { isCustomer } from '../../../shared/domain/access.js';
import { badRequest } from '../../http/errors.js';
import type { GridDefinition, GridScope } from './grid-definition.js';
import { filterConditions, visibleTo } from './grid-scope.js';
import { orderColumns, ordersFrom } from './orders.grid.js';
import { isSale } from '../../db/order-status-sql.js';
import { customerNamesOfC } from '../../db/text-search.js';
import { companyDateSql } from '../../db/company-time.js';

/** A customer asks about themselves; an operator must say which customer (and may only see theirs). */
function customerOf(scope: GridScope): number {
  if (isCustomer(scope.auth)) return scope.auth.id;
  if (!scope.codCli) throw badRequest(gridMessages.customerRequired);
  return scope.codCli;
}

/** POST /last-shopping-cliente: a customer's sales, by default over the last 12 months. */
export const lastPurchasesGrid: GridDefinition = {
  endpoint: gridCalls.lastPurchases,
  from: ordersFrom,
  columns: orderColumns,
  key: 'cficodped',
  defaultOrder: { column: 'cfidteped', direction: 'DESC' },
  total: 'cfivalped',
  where: (scope) => [
    sql`o.tenant_id = ${scope.tenantId}`,
    sql`o.customer_id = ${customerOf(scope)}`,
    visibleTo(scope.auth, sql`o.customer_id`, sql`o.representative_id`),
    isSale(sql`o.status`),
    ...(scope.filters.intervaloData ? [] : [sql`o.issued_on >= ${companyDateSql} - interval '12 months'`]),
    ...filterConditions(scope.filters, { store: sql`o.business_unit_id`, date: sql`o.issued_on` }),
  ],
};

/** POST /cliente/result: the customer list. */
export const customersGrid: GridDefinition = {
  endpoint: gridCalls.customers,
  from: sql`customers c`,
  columns: [
    { wire: 'cficodcli', sql: sql`c.id`, type: 'integer', notNull: true, label: 'Código' },
    {
      wire: 'cfinomcli',
      sql: sql`c.name`,
      // A customer is found by the legal or the trade name (the customers_search_trgm index).
      searchText: customerNamesOfC,
      type: 'string',
      notNull: true,
      label: 'Nome / Razão social',
    },
    { wire: 'cfifancli', sql: sql`c.trade_name`, type: 'string', label: 'Nome fantasia' },
    { wire: 'cficgccli', sql: sql`c.document`, type: 'string', display: 'document', label: 'CPF/CNPJ' },
    { wire: 'cficidcli', sql: sql`c.city`, type: 'string', label: 'Cidade' },
    { wire: 'cfiestcli', sql: sql`c.state`, type: 'string', label: 'UF' },
    { wire: 'cfifo1cli', sql: sql`c.phone`, type: 'string', display: 'phone', label: 'Telefone' },
    { wire: 'cficoneml', sql: sql`c.email`, type: 'string', label: 'E-mail' },
    { wire: 'cficrecli', sql: sql`c.credit`, type: 'status', notNull: true, statuses: ['N', 'S'], label: 'Crédito' },
    { wire: 'cficrscli', sql: sql`c.credit_restriction`, type: 'string', label: 'Restrição' },
    { wire: 'cfiatvvco', sql: sql`c.activation`, type: 'status', statuses: ['0', '1'], label: 'Acesso liberado' },
  ],
  key: 'cficodcli',
  defaultOrder: { column: 'cfinomcli', direction: 'ASC' },
  where: ({ auth, tenantId, filters }) => [
    sql`c.tenant_id = ${tenantId}`,
    visibleTo(auth, sql`c.id`, sql`c.representative_id`),
    ...filterConditions(filters, { store: sql`c.business_unit_id`, representative: sql`c.representative_id` }),
  ],
};

import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { priceTableMessages } from '../../../shared/schemas/price-tables.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { GridDefinition, GridScope } from './grid-definition.js';
import { productName, productSearchText } from './products.grid.js';

/**
 * Unlike the tables' grid (empty for a seller), a table's prices refuse a seller outright, as the
 * table's own page does: the lines are only ever asked for from that page.
 */
function tableOf({ auth, filters }: GridScope): number {
  if (auth.role !== 'admin' && auth.role !== 'manager') throw forbidden(priceTableMessages.managersOnly);
  if (filters.tabela === undefined) throw badRequest(priceTableMessages.tableRequired);
  return filters.tabela;
}

/**
 * POST /api/tabelas-preco/precos/grid (`filterValue.tabela`): one table's product prices beside the
 * product's own, searched by product code or description. Another company's table has no lines here.
 */
export const priceTableItemsGrid: GridDefinition = {
  endpoint: gridCalls.priceTableItems,
  from: sql`price_table_items i JOIN products p ON p.tenant_id = i.tenant_id AND p.id = i.product_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`i.product_id`, type: 'integer', notNull: true, label: 'Código' },
    {
      wire: 'cfidesite',
      sql: productName,
      type: 'string',
      notNull: true,
      label: 'Produto',
      searchText: productSearchText,
    },
    { wire: 'cfiprctab', sql: sql`i.price_cents`, type: 'money', notNull: true, label: 'Preço da tabela' },
    { wire: 'cfiprcite', sql: sql`p.price_cents`, type: 'money', notNull: true, label: 'Preço do produto' },
    {
      // Hundredths of a percent (the `decimal` type): how far the table is from the product's own price.
      wire: 'cfidiftab',
      sql: sql`round((i.price_cents - p.price_cents) * 10000.0 / NULLIF(p.price_cents, 0))::int`,
      type: 'decimal',
      label: 'Diferença %',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'ASC' },
  where: (scope) => [sql`i.tenant_id = ${scope.tenantId}`, sql`i.table_id = ${tableOf(scope)}`],
};

import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { LOW_COLOURANT_STOCK_UL } from '../../../shared/domain/tinting.js';
import type { GridDefinition } from './grid-definition.js';
import { managersOnly } from './grid-scope.js';

/** The stock column's statuses: 'Baixo' under LOW_COLOURANT_STOCK_UL (docs/tinting.md). */
export const colourantStockStatuses = ['Baixo', 'Normal'] as const;

/**
 * POST /api/tintas/corantes/grid: every machine's colourants with price per litre and stock in mL
 * (stored in µL; hundredths of mL here), ordered by machine. Managers and admins only: the rows say it
 * too, as the summary and spreadsheet calls reach a grid by its address.
 */
export const colourantsGrid: GridDefinition = {
  endpoint: gridCalls.colourants,
  from: sql`tint_colorants c JOIN tint_machines m ON m.tenant_id = c.tenant_id AND m.id = c.machine_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`c.id`, type: 'integer', notNull: true, label: 'Id' },
    {
      wire: 'cfifdemaq',
      sql: sql`m.code || ' - ' || m.description`,
      type: 'string',
      notNull: true,
      label: 'Tingidora',
    },
    { wire: 'cficodcrt', sql: sql`c.code`, type: 'string', notNull: true, label: 'Corante' },
    { wire: 'cfidescrt', sql: sql`c.name`, type: 'string', notNull: true, label: 'Nome' },
    { wire: 'cfiprccrt', sql: sql`c.price_per_litre_cents`, type: 'money', notNull: true, label: 'Preço por litro' },
    {
      wire: 'cfiestcrt',
      sql: sql`round(c.stock_ul / 10.0)::int`,
      type: 'decimal',
      notNull: true,
      label: 'Estoque (mL)',
    },
    {
      wire: 'cfisitcrt',
      sql: sql`CASE WHEN c.stock_ul < ${LOW_COLOURANT_STOCK_UL} THEN 'Baixo' ELSE 'Normal' END`,
      type: 'status',
      notNull: true,
      statuses: colourantStockStatuses,
      label: 'Situação',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfifdemaq', direction: 'ASC' },
  where: ({ auth, tenantId }) => [sql`c.tenant_id = ${tenantId}`, managersOnly(auth)],
};

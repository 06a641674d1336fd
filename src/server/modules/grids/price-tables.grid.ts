import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { kindLabels } from '../../../shared/schemas/price-tables.js';
import type { AuthContext } from '../../http/auth-context.js';
import type { GridDefinition } from './grid-definition.js';

/** Only managers and admins see the price tables (sellers sell at what they give). */
const managersOnly = (auth: Pick<AuthContext, 'role'>) =>
  auth.role === 'admin' || auth.role === 'manager' ? sql`true` : sql`false`;

/** POST /api/tabelas-preco/grid: the company's price tables, with their target and validity. */
export const priceTablesGrid: GridDefinition = {
  endpoint: gridCalls.priceTables,
  from: sql`price_tables t LEFT JOIN customers c ON c.tenant_id = t.tenant_id AND c.id = t.customer_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`t.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cfinomtab', sql: sql`t.name`, type: 'string', notNull: true, label: 'Nome' },
    {
      wire: 'cfitiptab',
      sql: sql`CASE t.kind WHEN 'customer' THEN ${kindLabels.customer} WHEN 'uf' THEN ${kindLabels.uf}
                 WHEN 'condition' THEN ${kindLabels.condition} ELSE ${kindLabels.default} END`,
      type: 'string',
      notNull: true,
      label: 'Tipo',
    },
    {
      wire: 'cfialvtab',
      sql: sql`COALESCE(c.name, t.uf, t.payment_condition, 'Todos os clientes')`,
      type: 'string',
      notNull: true,
      label: 'Para',
    },
    { wire: 'cfiajutab', sql: sql`t.adjustment`, type: 'decimal', notNull: true, label: 'Ajuste %' },
    { wire: 'cfiinitab', sql: sql`t.valid_from`, type: 'date', label: 'Válida de' },
    { wire: 'cfifimtab', sql: sql`t.valid_until`, type: 'date', label: 'Válida até' },
    {
      wire: 'cfiatitab',
      sql: sql`CASE WHEN t.active THEN 'Sim' ELSE 'Não' END`,
      type: 'string',
      notNull: true,
      label: 'Ativa',
    },
    {
      wire: 'cfiqtdtab',
      sql: sql`(SELECT count(*)::int FROM price_table_items i WHERE i.tenant_id = t.tenant_id AND i.table_id = t.id)`,
      type: 'integer',
      notNull: true,
      label: 'Produtos',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'DESC' },
  where: ({ auth, tenantId }) => [sql`t.tenant_id = ${tenantId}`, managersOnly(auth)],
};

import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { dataRequestKinds, dataRequestStatuses } from '../../../shared/schemas/privacy.js';
import type { GridDefinition } from './grid-definition.js';
import { adminsOnly } from './grid-scope.js';

/**
 * POST /api/solicitacoes-titulares/grid: customers' requests about their personal data. The entry
 * is for admins; the rows are refused to anyone else here too, because the grid's summary and
 * spreadsheet calls reach a grid by its address, past the entry's own check.
 */
export const dataRequestsGrid: GridDefinition = {
  endpoint: gridCalls.dataRequests,
  from: sql`data_requests x JOIN customers c ON c.tenant_id = x.tenant_id AND c.id = x.customer_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`x.id`, type: 'integer', notNull: true, label: 'Protocolo' },
    { wire: 'cfidatsol', sql: sql`x.created_at::date`, type: 'date', label: 'Data' },
    { wire: 'cficlisol', sql: sql`x.customer_id`, type: 'integer', notNull: true, label: 'Cód. cliente' },
    { wire: 'cfinomcli', sql: sql`c.name`, type: 'string', notNull: true, label: 'Cliente' },
    { wire: 'cfitipsol', sql: sql`x.kind`, type: 'status', statuses: dataRequestKinds, label: 'Tipo' },
    { wire: 'cfidetsol', sql: sql`x.details`, type: 'string', label: 'Pedido' },
    { wire: 'cfistasol', sql: sql`x.status`, type: 'status', statuses: dataRequestStatuses, label: 'Situação' },
    { wire: 'cfiobssol', sql: sql`x.note`, type: 'string', label: 'Resposta' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'DESC' },
  where: ({ auth, tenantId }) => [sql`x.tenant_id = ${tenantId}`, adminsOnly(auth)],
};

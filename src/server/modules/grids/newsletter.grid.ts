import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import type { GridDefinition } from './grid-definition.js';
import { adminsOnly } from './grid-scope.js';

/**
 * POST /api/newsletter/grid: the store's newsletter sign-ups, for admins (and so the spreadsheet).
 * Rows are refused to anyone else here too: the summary and spreadsheet calls reach a grid by its address.
 */
export const newsletterGrid: GridDefinition = {
  endpoint: gridCalls.newsletter,
  from: sql`newsletter_signups x`,
  columns: [
    { wire: 'sr_recno', sql: sql`x.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cfiemanew', sql: sql`x.email`, type: 'string', notNull: true, label: 'E-mail' },
    { wire: 'cfidatnew', sql: sql`x.created_at::date`, type: 'date', label: 'Data' },
    { wire: 'cficonnew', sql: sql`x.consent_text`, type: 'string', notNull: true, label: 'Consentimento' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'DESC' },
  where: ({ auth, tenantId }) => [sql`x.tenant_id = ${tenantId}`, adminsOnly(auth)],
};

import { sql } from 'drizzle-orm';
import { userCalls } from '../../../shared/contract/users.js';
import { roleLabels } from '../../../shared/domain/access.js';
import type { GridDefinition } from './grid-definition.js';
import { adminsOnly } from './grid-scope.js';
import { companyDayOf } from '../../db/company-time.js';

/**
 * POST /api/usuarios/grid: the company's back-office users. Admins only, here too: the summary and
 * spreadsheet calls reach a grid by its address, past the entry's own check.
 */
export const usersGrid: GridDefinition = {
  endpoint: userCalls.list,
  from: sql`operators u
    LEFT JOIN representatives r ON r.tenant_id = u.tenant_id AND r.id = u.representative_id
    LEFT JOIN business_units l ON l.tenant_id = u.tenant_id AND l.id = u.business_unit_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`u.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cfinomusu', sql: sql`u.name`, type: 'string', notNull: true, label: 'Nome' },
    { wire: 'cfiemausu', sql: sql`u.email`, type: 'string', notNull: true, label: 'E-mail' },
    {
      wire: 'cfiperusu',
      sql: sql`CASE u.role WHEN 'admin' THEN ${roleLabels.admin} WHEN 'manager' THEN ${roleLabels.manager} ELSE ${roleLabels.seller} END`,
      type: 'status',
      notNull: true,
      statuses: Object.values(roleLabels),
      label: 'Perfil',
    },
    { wire: 'cfinomrep', sql: sql`r.name`, type: 'string', label: 'Representante' },
    { wire: 'cfifanloj', sql: sql`l.trade_name`, type: 'string', label: 'Loja' },
    {
      wire: 'cfistausu',
      sql: sql`CASE WHEN u.active THEN 'Ativo' ELSE 'Inativo' END`,
      type: 'status',
      notNull: true,
      statuses: ['Ativo', 'Inativo'],
      label: 'Situação',
    },
    {
      wire: 'cfiultusu',
      sql: companyDayOf(sql`u.last_login_at`),
      type: 'date',
      label: 'Último acesso',
    },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfinomusu', direction: 'ASC' },
  where: ({ auth, tenantId }) => [sql`u.tenant_id = ${tenantId}`, adminsOnly(auth)],
};

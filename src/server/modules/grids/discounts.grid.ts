import { sql } from 'drizzle-orm';
import { discountCalls } from '../../../shared/contract/discounts.js';
import { approvalLabels } from '../../../shared/domain/discount-policy.js';
import type { GridDefinition } from './grid-definition.js';
import { managersOnly } from './grid-scope.js';
import { companyDayOf } from '../../db/company-time.js';

const stateLabel = sql`CASE x.status WHEN 'pending' THEN ${approvalLabels.pending}
  WHEN 'approved' THEN ${approvalLabels.approved} ELSE ${approvalLabels.refused} END`;

/**
 * POST /api/aprovacoes-desconto/grid: the discount requests, for managers and admins (the rows say it
 * too: the summary and spreadsheet reach a grid by its address), newest first.
 */
export const discountQueueGrid: GridDefinition = {
  endpoint: discountCalls.queue,
  from: sql`discount_approvals x
    JOIN orders o ON o.tenant_id = x.tenant_id AND o.id = x.order_id
    JOIN operators s ON s.tenant_id = x.tenant_id AND s.id = x.requested_by
    LEFT JOIN operators d ON d.tenant_id = x.tenant_id AND d.id = x.decided_by`,
  columns: [
    { wire: 'sr_recno', sql: sql`x.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cficodped', sql: sql`x.order_id`, type: 'integer', notNull: true, label: 'Pedido' },
    { wire: 'cfinclped', sql: sql`o.customer_name`, type: 'string', notNull: true, label: 'Cliente' },
    { wire: 'cfinomven', sql: sql`s.name`, type: 'string', notNull: true, label: 'Vendedor' },
    { wire: 'cfidscapr', sql: sql`x.discount_hundredths`, type: 'decimal', notNull: true, label: 'Desconto (%)' },
    { wire: 'cfilimapr', sql: sql`x.limit_hundredths`, type: 'decimal', notNull: true, label: 'Limite (%)' },
    { wire: 'cfivalped', sql: sql`x.total_cents`, type: 'money', notNull: true, label: 'Valor' },
    {
      wire: 'cfidatapr',
      sql: companyDayOf(sql`x.requested_at`),
      type: 'date',
      notNull: true,
      label: 'Pedido em',
    },
    {
      wire: 'cfistaapr',
      sql: stateLabel,
      type: 'status',
      notNull: true,
      statuses: Object.values(approvalLabels),
      label: 'Situação',
    },
    { wire: 'cfinomdec', sql: sql`d.name`, type: 'string', label: 'Decidido por' },
    { wire: 'cfimotapr', sql: sql`x.reason`, type: 'string', label: 'Motivo' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'sr_recno', direction: 'DESC' },
  total: 'cfivalped',
  where: ({ auth, tenantId }) => [sql`x.tenant_id = ${tenantId}`, managersOnly(auth)],
};

/** POST /api/politica-desconto/grid: the company's active sellers and their caps (managers and admins). */
export const discountCapsGrid: GridDefinition = {
  endpoint: discountCalls.caps,
  from: sql`operators u LEFT JOIN business_units l ON l.tenant_id = u.tenant_id AND l.id = u.business_unit_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`u.id`, type: 'integer', notNull: true, label: 'Código' },
    { wire: 'cfinomusu', sql: sql`u.name`, type: 'string', notNull: true, label: 'Vendedor' },
    { wire: 'cfifanloj', sql: sql`l.trade_name`, type: 'string', label: 'Loja' },
    { wire: 'cfidscmax', sql: sql`u.max_discount_hundredths`, type: 'decimal', label: 'Desconto máximo (%)' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfinomusu', direction: 'ASC' },
  where: ({ auth, tenantId }) => [
    sql`u.tenant_id = ${tenantId}`,
    sql`u.role = 'seller'`,
    sql`u.active`,
    managersOnly(auth),
  ],
};

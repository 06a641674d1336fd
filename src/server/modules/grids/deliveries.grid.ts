import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import type { GridDefinition } from './grid-definition.js';
import { filterConditions, visibleTo } from './grid-scope.js';

/**
 * Deliveries of orders (spec entity 'Delivery', suffix pet): the /entregas list at
 * POST /entregas/results, and the rows of one order for POST /entrega-pedido/get.
 */
export const deliveriesGrid: GridDefinition = {
  endpoint: gridCalls.deliveries,
  from: sql`deliveries d
    JOIN orders o ON o.tenant_id = d.tenant_id AND o.id = d.order_id
    LEFT JOIN business_units l ON l.tenant_id = d.tenant_id AND l.id = d.business_unit_id`,
  columns: [
    { wire: 'cficodpet', sql: sql`d.id`, type: 'integer', notNull: true, label: 'Entrega' },
    { wire: 'cfipedpet', sql: sql`d.order_id`, type: 'integer', notNull: true, label: 'Pedido' },
    { wire: 'cfidtepet', sql: sql`d.delivered_on`, type: 'date', notNull: true, label: 'Data' },
    { wire: 'cficlipet', sql: sql`d.customer_id`, type: 'integer', label: 'Cód. cliente' },
    { wire: 'cfifanpet', sql: sql`coalesce(d.trade_name, o.customer_name)`, type: 'string', label: 'Cliente' },
    {
      wire: 'cfinljpet',
      sql: sql`l.trade_name`,
      lookup: { key: sql`d.business_unit_id`, table: 'business_units', text: 'trade_name' },
      type: 'string',
      label: 'Loja',
    },
    { wire: 'cfivalpet', sql: sql`d.value_cents`, type: 'money', notNull: true, label: 'Valor' },
    {
      wire: 'cfidscpet',
      sql: sql`d.discount_cents`,
      type: 'money',
      notNull: true,
      label: 'Desconto',
      sellersOnly: true,
    },
    {
      wire: 'cfistapet',
      sql: sql`d.status`,
      type: 'status',
      notNull: true,
      statuses: ['Pendente', 'Em rota', 'Entregue'],
      label: 'Situação',
    },
  ],
  key: 'cficodpet',
  defaultOrder: { column: 'cfidtepet', direction: 'DESC' },
  total: 'cfivalpet',
  where: ({ auth, tenantId, filters, codCli, cficodped }) => [
    sql`d.tenant_id = ${tenantId}`,
    visibleTo(auth, sql`o.customer_id`, sql`o.representative_id`),
    ...(codCli ? [sql`d.customer_id = ${codCli}`] : []),
    ...(cficodped ? [sql`d.order_id = ${cficodped}`] : []),
    ...filterConditions(filters, {
      store: sql`d.business_unit_id`,
      representative: sql`o.representative_id`,
      date: sql`d.delivered_on`,
    }),
  ],
};

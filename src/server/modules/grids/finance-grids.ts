import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import { isLate } from '../../db/receivable-sql.js';
import type { GridDefinition } from './grid-definition.js';
import { filterConditions, visibleTo } from './grid-scope.js';
import { companyDateSql } from '../../db/company-time.js';

const customerJoin = sql`JOIN customers c ON c.tenant_id = x.tenant_id AND c.id = x.customer_id`;

/** POST /nfe-emitidas/grid: issued NF-e. */
export const invoicesGrid: GridDefinition = {
  endpoint: gridCalls.invoices,
  from: sql`invoices x ${customerJoin}`,
  columns: [
    { wire: 'cfinumnfe', sql: sql`x.number`, type: 'string', notNull: true, label: 'Número' },
    { wire: 'cfidatnfe', sql: sql`x.issued_on`, type: 'date', notNull: true, label: 'Data' },
    { wire: 'cfipednot', sql: sql`x.order_id`, type: 'integer', notNull: true, label: 'Pedido' },
    { wire: 'cfivalnot', sql: sql`x.value_cents`, type: 'money', notNull: true, label: 'Valor' },
    { wire: 'cfichvnfe', sql: sql`x.access_key`, type: 'string', label: 'Chave de acesso' },
    { wire: 'cficlinot', sql: sql`x.customer_id`, type: 'integer', label: 'Cód. cliente' },
    { wire: 'cfinomcli', sql: sql`c.name`, type: 'string', label: 'Cliente' },
    { wire: 'sr_recno', sql: sql`x.id`, type: 'integer', notNull: true, label: 'Registro' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfidatnfe', direction: 'DESC' },
  total: 'cfivalnot',
  where: ({ auth, tenantId, filters, codCli }) => [
    sql`x.tenant_id = ${tenantId}`,
    visibleTo(auth, sql`x.customer_id`, sql`c.representative_id`),
    ...(codCli ? [sql`x.customer_id = ${codCli}`] : []),
    ...filterConditions(filters, { date: sql`x.issued_on`, representative: sql`c.representative_id` }),
  ],
};

/**
 * POST /financeiro/get-duplicatas: receivables with their boleto fields. An open receivable past its
 * due date plus the company's grace days is overdue ('Vencido') and grows by the daily interest.
 */
const late = isLate({ paidOn: sql`x.paid_on`, dueOn: sql`x.due_on`, graceDays: sql`t.overdue_grace_days` });

/** The status as the grid shows it: an open receivable that is late reads 'Vencido'. */
const situation = sql`CASE WHEN x.status = 'Em Aberto' AND ${late} THEN 'Vencido' ELSE x.status END`;

export const receivablesGrid: GridDefinition = {
  endpoint: gridCalls.receivables,
  from: sql`receivables x ${customerJoin} JOIN tenants t ON t.id = x.tenant_id`,
  columns: [
    { wire: 'sr_recno', sql: sql`x.id`, type: 'integer', notNull: true, label: 'Registro' },
    { wire: 'cfidtvdup', sql: sql`x.due_on`, type: 'date', notNull: true, label: 'Vencimento' },
    { wire: 'cfivaldup', sql: sql`x.value_cents`, type: 'money', notNull: true, label: 'Valor' },
    { wire: 'cfijmodup', sql: sql`x.daily_interest_cents`, type: 'money', notNull: true, label: 'Juros por dia' },
    {
      wire: 'cfistadup',
      sql: situation,
      type: 'status',
      statuses: ['Em Aberto', 'Recebido', 'Vencido', 'Protestado'],
      label: 'Status',
    },
    {
      wire: 'cfivalatu',
      sql: sql`x.value_cents + CASE WHEN ${late} THEN (${companyDateSql} - x.due_on) * x.daily_interest_cents ELSE 0 END`,
      type: 'money',
      label: 'Valor atualizado',
    },
    { wire: 'cfidtrdup', sql: sql`x.paid_on`, type: 'date', label: 'Recebimento' },
    { wire: 'cfinbadup', sql: sql`x.bank_number`, type: 'string', label: 'Número bancário' },
    { wire: 'cficlidup', sql: sql`x.customer_id`, type: 'integer', label: 'Cód. cliente' },
    { wire: 'cfinomcli', sql: sql`c.name`, type: 'string', label: 'Cliente' },
  ],
  key: 'sr_recno',
  defaultOrder: { column: 'cfidtvdup', direction: 'DESC' },
  total: 'cfivaldup',
  where: ({ auth, tenantId, filters, codCli, status }) => [
    sql`x.tenant_id = ${tenantId}`,
    visibleTo(auth, sql`x.customer_id`, sql`c.representative_id`),
    ...(codCli ? [sql`x.customer_id = ${codCli}`] : []),
    // `status` keeps the situations asked for (the receivables page's chips; 'Vencido' from the dashboard).
    ...(status.length > 0
      ? [
          sql`${situation} IN (${sql.join(
            status.map((value) => sql`${value}`),
            sql`, `,
          )})`,
        ]
      : []),
    ...filterConditions(filters, { date: sql`x.due_on`, representative: sql`c.representative_id` }),
  ],
  // The boleto grid's names for the same values; the due date as the spec shows it (dd-mm-yyyy).
  present: (row) => ({
    cfidtvdup: typeof row.cfidtvdup === 'string' ? row.cfidtvdup.split('-').reverse().join('-') : null,
    dataVencimento: row.cfidtvdup ?? null,
    dataRecebimento: row.cfidtrdup ?? null,
    numeroBancario: row.cfinbadup ?? null,
    // What is owed today (with the interest of the days late) and what the boleto was issued for.
    valor: row.cfivalatu ?? null,
    valorOriginal: row.cfivaldup ?? null,
    status: row.cfistadup ?? null,
  }),
};

import { sql } from 'drizzle-orm';
import { gridCalls } from '../../../shared/contract/grids.js';
import {
  invoiceStatuses,
  orderOrigins,
  orderStatusLabels,
  orderStatuses,
  orderTypes,
  paymentMethods,
} from '../../../shared/domain/order-status.js';
import { paymentStateValues } from '../../../shared/schemas/payments.js';
import { paymentStatuses } from '../../../shared/schemas/store.js';
import { isOpenBudget } from '../../db/order-status-sql.js';
import type { GridDefinition } from './grid-definition.js';
import { filterConditions, itemConditions, visibleTo } from './grid-scope.js';

const invoiceStatusCodes = Object.keys(invoiceStatuses);
/** What a store order's payment may say: its charge's states, or 'A receber' (offline methods). */
const paymentStatusValues = [...new Set<string>([...paymentStateValues, ...Object.values(paymentStatuses)])];

/** Columns shared by the sales list and the customer's last purchases. */
export const orderColumns: GridDefinition['columns'] = [
  { wire: 'cficodped', sql: sql`o.id`, type: 'integer', notNull: true, indexedSort: true, label: 'Código' },
  { wire: 'cfidteped', sql: sql`o.issued_on`, type: 'date', notNull: true, label: 'Data' },
  {
    // 'HH:MM' as the index of migration 0054 holds it (to_char is not immutable).
    wire: 'cfihorped',
    sql: sql`left(o.issued_at::text, 5)`,
    fewValues: { table: sql`orders o`, tenant: sql`o.tenant_id` },
    type: 'string',
    label: 'Hora',
  },
  { wire: 'cficliped', sql: sql`o.customer_id`, type: 'integer', label: 'Cód. cliente' },
  {
    wire: 'cfinclped',
    sql: sql`o.customer_name`,
    // The customer is found by the legal or the trade name.
    searchText: sql`o.customer_name || ' ' || coalesce(o.trade_name, '')`,
    type: 'string',
    notNull: true,
    label: 'Cliente',
  },
  { wire: 'cfifanped', sql: sql`o.trade_name`, type: 'string', label: 'Nome fantasia' },
  { wire: 'cfivalped', sql: sql`o.total_cents`, type: 'money', notNull: true, indexedSort: true, label: 'Valor' },
  {
    wire: 'cfidscped',
    sql: sql`o.discount_cents`,
    type: 'money',
    notNull: true,
    label: 'Desconto',
    sellersOnly: true,
  },
  {
    wire: 'cfiindped',
    sql: sql`o.percentage_index::text`,
    fewValues: { table: sql`orders o`, tenant: sql`o.tenant_id` },
    type: 'string',
    label: 'Índice (%)',
    sellersOnly: true,
  },
  {
    wire: 'cfistaped',
    sql: sql`o.status`,
    type: 'status',
    notNull: true,
    statuses: orderStatuses,
    valueLabels: orderStatusLabels,
    label: 'Status',
  },
  { wire: 'cfistafat', sql: sql`o.invoice_status`, type: 'status', statuses: invoiceStatusCodes, label: 'Faturamento' },
  {
    // Shown by name ('Boleto'), so searched from the list of methods, not by its one-letter code.
    wire: 'cfirecped',
    sql: sql`o.payment_method`,
    type: 'status',
    statuses: Object.keys(paymentMethods),
    valueLabels: paymentMethods,
    label: 'Forma de pagamento',
  },
  { wire: 'cfiparped', sql: sql`o.instalments`, type: 'integer', notNull: true, label: 'Parcelas' },
  /** Store orders: 'Aguardando pagamento', 'Pago', 'Expirado' ... or 'A receber' (offline methods). */
  { wire: 'pagamento', sql: sql`o.payment_status`, type: 'status', statuses: paymentStatusValues, label: 'Pagamento' },
  {
    wire: 'cfinljped',
    sql: sql`l.trade_name`,
    lookup: { key: sql`o.business_unit_id`, table: 'business_units', text: 'trade_name' },
    type: 'string',
    label: 'Loja',
  },
  {
    // An open budget's last valid day (its prices' date plus the tenant's validity); none for sales.
    wire: 'cfivldped',
    sql: sql`CASE WHEN ${isOpenBudget(sql`o.status`)} THEN COALESCE(o.priced_on, o.issued_on) + (SELECT t.budget_validity_days FROM tenants t WHERE t.id = o.tenant_id) END`,
    type: 'date',
    label: 'Validade',
  },
  { wire: 'cfirepped', sql: sql`o.representative_id`, type: 'integer', label: 'Representante' },
  // Codes of two values each, searched from their lists by name (migration 0051 holds each code's
  // orders newest first; 'Contendo' on a letter read the whole company: 2-6 s on a million orders).
  {
    wire: 'cfioriped',
    sql: sql`o.origin`,
    type: 'status',
    statuses: Object.keys(orderOrigins),
    valueLabels: orderOrigins,
    label: 'Origem',
  },
  { wire: 'cfinnfped', sql: sql`o.invoice_number`, type: 'string', label: 'Nota fiscal' },
  {
    wire: 'cfitpnped',
    sql: sql`o.order_type`,
    type: 'status',
    statuses: Object.keys(orderTypes),
    valueLabels: orderTypes,
    label: 'Tipo',
  },
];

export const ordersFrom = sql`orders o LEFT JOIN business_units l ON l.tenant_id = o.tenant_id AND l.id = o.business_unit_id`;

/** POST /operacoes-comerciais/results: the sales list and pending budgets ('Operações Comerciais'). */
export const ordersGrid: GridDefinition = {
  endpoint: gridCalls.orders,
  from: ordersFrom,
  columns: orderColumns,
  key: 'cficodped',
  defaultOrder: { column: 'cfidteped', direction: 'DESC' },
  total: 'cfivalped',
  where: ({ auth, tenantId, filters, status, codCli }) => [
    sql`o.tenant_id = ${tenantId}`,
    visibleTo(auth, sql`o.customer_id`, sql`o.representative_id`),
    ...(codCli ? [sql`o.customer_id = ${codCli}`] : []),
    // `status` carries the invoice status filter of /comercial/vendas (F, E, A).
    ...(status.length > 0
      ? [
          sql`o.invoice_status IN (${sql.join(
            status.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ]
      : []),
    ...filterConditions(filters, {
      store: sql`o.business_unit_id`,
      representative: sql`o.representative_id`,
      operator: sql`o.operator_id`,
      status: sql`o.status`,
      origin: sql`o.origin`,
      date: sql`o.issued_on`,
    }),
    ...itemConditions(filters, { tenantId: sql`o.tenant_id`, id: sql`o.id` }),
  ],
};

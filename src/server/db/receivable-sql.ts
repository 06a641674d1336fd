import { sql, type SQL } from 'drizzle-orm';
import { companyDateSql } from './company-time.js';

/** Where a query finds a receivable's payment date, due date and the company's grace days. */
export type ReceivableColumns = { paidOn: SQL; dueOn: SQL; graceDays: SQL };

/**
 * Spec section 4: a receivable is late when it is unpaid and its due date plus the company's grace
 * days has passed, by the company's date. The grid's 'Vencido', its updated value and the
 * dashboard's overdue figure all ask this one condition.
 */
export const isLate = ({ paidOn, dueOn, graceDays }: ReceivableColumns): SQL =>
  sql`(${paidOn} IS NULL AND ${dueOn} + ${graceDays} < ${companyDateSql})`;

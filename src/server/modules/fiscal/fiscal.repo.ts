import { and, asc, between, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Viewer } from '../../../shared/domain/access.js';
import { reachableBy } from '../../db/access-scope.js';
import type { Db } from '../../db/client.js';
import { isLate } from '../../db/receivable-sql.js';
import { customers } from '../../db/schema/customers.js';
import { invoices, receivables } from '../../db/schema/finance.js';
import { businessUnits } from '../../db/schema/tenancy.js';
import { companyDateSql } from '../../db/company-time.js';

/** Whose request it is: the company and the caller the access policy reads. */
export type FiscalScope = { tenantId: number; viewer: Viewer };

const reachable = (scope: FiscalScope) =>
  reachableBy(scope.viewer, { customer: sql`${customers.id}`, representative: sql`${customers.representativeId}` });

/** The notes with these ids that the caller may see (others are simply absent). */
export function invoicesFor(db: Db, scope: FiscalScope, ids: number[]) {
  return db
    .select({ id: invoices.id, number: invoices.number, accessKey: invoices.accessKey, xml: invoices.xml })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.tenantId, invoices.tenantId), eq(customers.id, invoices.customerId)))
    .where(and(eq(invoices.tenantId, scope.tenantId), inArray(invoices.id, ids), reachable(scope)))
    .orderBy(asc(invoices.id));
}

/** Where a keyset page of notes starts: after this note in (issued on, id) order. */
export type NoteCursor = { issuedOn: string; id: number };
export type NotePeriod = { from: string; to: string; customerId?: number | undefined };

/**
 * One page of the notes with XML the caller may see, issued in the period (and of one customer when
 * asked), in (issued on, id) order after `cursor`: keyset paging, so a year of notes is read a page
 * at a time and each page costs the same.
 */
export function notesWithXmlPage(
  db: Db,
  scope: FiscalScope,
  period: NotePeriod,
  cursor: NoteCursor | undefined,
  size: number,
) {
  // The XML is never null here (the condition below), and typed so: the ZIP needs no fallback.
  const xml = sql<string>`${invoices.xml}`;
  return db
    .select({ id: invoices.id, issuedOn: invoices.issuedOn, accessKey: invoices.accessKey, xml })
    .from(invoices)
    .innerJoin(customers, and(eq(customers.tenantId, invoices.tenantId), eq(customers.id, invoices.customerId)))
    .where(
      and(
        eq(invoices.tenantId, scope.tenantId),
        between(invoices.issuedOn, period.from, period.to),
        isNotNull(invoices.xml),
        period.customerId === undefined ? undefined : eq(invoices.customerId, period.customerId),
        cursor &&
          or(
            gt(invoices.issuedOn, cursor.issuedOn),
            and(eq(invoices.issuedOn, cursor.issuedOn), gt(invoices.id, cursor.id)),
          ),
        reachable(scope),
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.id))
    .limit(size);
}

/**
 * A receivable the caller may see, with what its boleto prints: the payer and, when it is late by the
 * company's grace days, the days of interest owed today.
 */
export async function receivableFor(db: Db, scope: FiscalScope, id: number, graceDays: number) {
  const late = isLate({
    paidOn: sql`${receivables.paidOn}`,
    dueOn: sql`${receivables.dueOn}`,
    graceDays: sql`${graceDays}::int`,
  });
  const [row] = await db
    .select({
      id: receivables.id,
      instalment: receivables.instalment,
      dueOn: receivables.dueOn,
      valueCents: receivables.valueCents,
      dailyInterestCents: receivables.dailyInterestCents,
      status: receivables.status,
      bankNumber: receivables.bankNumber,
      paidOn: receivables.paidOn,
      orderId: receivables.orderId,
      invoiceNumber: invoices.number,
      issuedOn: invoices.issuedOn,
      daysLate: sql<number>`CASE WHEN ${late} THEN ${companyDateSql} - ${receivables.dueOn} ELSE 0 END`.mapWith(Number),
      today: sql<string>`${companyDateSql}::text`,
      payer: {
        name: customers.name,
        document: customers.document,
        street: customers.street,
        number: customers.number,
        district: customers.district,
        city: customers.city,
        state: customers.state,
        cep: customers.cep,
      },
    })
    .from(receivables)
    .innerJoin(customers, and(eq(customers.tenantId, receivables.tenantId), eq(customers.id, receivables.customerId)))
    .leftJoin(invoices, and(eq(invoices.tenantId, receivables.tenantId), eq(invoices.id, receivables.invoiceId)))
    .where(and(eq(receivables.tenantId, scope.tenantId), eq(receivables.id, id), reachable(scope)));
  return row;
}

/** The company's first unit's city: the Pix BR Code names the receiver's city. */
export async function companyCity(db: Db, tenantId: number): Promise<string | null> {
  const [unit] = await db
    .select({ city: businessUnits.city })
    .from(businessUnits)
    .where(eq(businessUnits.tenantId, tenantId))
    .orderBy(asc(businessUnits.id))
    .limit(1);
  return unit?.city ?? null;
}

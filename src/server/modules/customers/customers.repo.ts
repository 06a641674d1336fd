import { and, eq, or, sql } from 'drizzle-orm';
import { centsToReais } from '../../../shared/domain/money.js';
import { COMPARISON_YEARS, type PurchaseMonth } from '../../../shared/schemas/customer.js';
import { queryRows, type Db } from '../../db/client.js';
import { customerContacts, customers } from '../../db/schema/customers.js';
import { isSale } from '../../db/order-status-sql.js';
import { companyDateSql } from '../../db/company-time.js';

export async function insertCustomerWithContact(
  db: Db,
  row: typeof customers.$inferInsert,
  contact: Omit<typeof customerContacts.$inferInsert, 'tenantId' | 'customerId'> | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(customers).values(row).returning({ id: customers.id });
    const id = inserted?.id ?? 0;
    if (contact) await tx.insert(customerContacts).values({ ...contact, tenantId: row.tenantId, customerId: id });
    return id;
  });
}

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Db, tenantId: number, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)))
    .limit(1);
  return row;
}

export async function findContacts(db: Db, tenantId: number, customerId: number) {
  return db
    .select()
    .from(customerContacts)
    .where(and(eq(customerContacts.tenantId, tenantId), eq(customerContacts.customerId, customerId)))
    .orderBy(customerContacts.position, customerContacts.id);
}

/** The other customers of the tenant that hold this document or this e-mail (two at most). */
export async function findHolders(
  db: Db,
  tenantId: number,
  exceptId: number,
  identity: { document?: string | undefined; email?: string | undefined },
) {
  const email = identity.email?.toLowerCase();
  const matches = [
    ...(identity.document ? [sql`${customers.document} = ${identity.document}`] : []),
    ...(email ? [sql`lower(${customers.email}) = ${email}`] : []),
  ];
  if (matches.length === 0) return [];
  return db
    .select({ id: customers.id, name: customers.name, document: customers.document, email: customers.email })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), sql`${customers.id} <> ${exceptId}`, or(...matches)))
    .limit(2);
}

/** Whether another customer of the tenant already holds this document and/or this e-mail. */
export async function findClash(
  db: Db,
  tenantId: number,
  exceptId: number,
  identity: { document?: string | undefined; email?: string | undefined },
) {
  const email = identity.email?.toLowerCase();
  const rows = await findHolders(db, tenantId, exceptId, identity);
  return {
    document: !!identity.document && rows.some((r) => r.document === identity.document),
    email: !!email && rows.some((r) => r.email?.toLowerCase() === email),
  };
}

export async function updateCustomer(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<typeof customers.$inferInsert>,
) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
}

/** Sales of one customer per month over this year and the two before: value and units bought. */
export async function purchasesByMonth(db: Db, tenantId: number, customerId: number): Promise<PurchaseMonth[]> {
  const rows = await queryRows<{ dte: string; total: string; units: string }>(
    db,
    sql`SELECT to_char(date_trunc('month', o.issued_on), 'YYYY-MM-DD') AS dte, sum(o.total_cents) AS total,
               coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i.tenant_id = o.tenant_id AND i.order_id = o.id)), 0) AS units
        FROM orders o
        WHERE o.tenant_id = ${tenantId} AND o.customer_id = ${customerId} AND ${isSale(sql`o.status`)}
          AND o.issued_on >= make_date(extract(year FROM ${companyDateSql})::int - ${COMPARISON_YEARS - 1}, 1, 1)
        GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((row) => ({ dte: row.dte, vlr: centsToReais(Number(row.total)), qtd: Number(row.units) }));
}

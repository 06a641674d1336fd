import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerContacts, customers } from '../../db/schema/customers.js';

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

/** Another customer of the tenant already holding this document or e-mail. */
export async function findClash(
  db: Db,
  tenantId: number,
  exceptId: number,
  document: string,
  email: string | undefined,
) {
  const rows = await db
    .select({ document: customers.document, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        sql`${customers.id} <> ${exceptId}`,
        sql`(${customers.document} = ${document} OR lower(${customers.email}) = ${(email ?? '').toLowerCase()})`,
      ),
    )
    .limit(2);
  return {
    document: rows.some((r) => r.document === document),
    email: rows.some((r) => !!email && r.email?.toLowerCase() === email.toLowerCase()),
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

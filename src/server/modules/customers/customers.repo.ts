import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerContacts, customers } from '../../db/schema/customers.js';

export async function documentTaken(db: Db, tenantId: number, document: string): Promise<boolean> {
  const rows = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.tenantId, tenantId), eq(customers.document, document))).limit(1);
  return rows.length > 0;
}

export async function emailTaken(db: Db, tenantId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), sql`lower(${customers.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

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

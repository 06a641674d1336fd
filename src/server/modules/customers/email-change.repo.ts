import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, customerEmailChanges, customers } from '../../db/schema/customers.js';

export type EmailChange = {
  tenantId: number;
  customerId: number;
  operatorId: number;
  oldEmail: string | null;
  newEmail: string;
};

/**
 * Writes the new e-mail and its audit row, and spends the customer's unused access links (they were
 * mailed to the old address). Run it in a transaction.
 */
export async function recordEmailChange(db: Db, change: EmailChange, at: Date): Promise<void> {
  await db
    .update(customers)
    .set({ email: change.newEmail, updatedAt: at })
    .where(and(eq(customers.tenantId, change.tenantId), eq(customers.id, change.customerId)));
  await db.insert(customerEmailChanges).values({ ...change, createdAt: at });
  await db
    .update(accessTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accessTokens.tenantId, change.tenantId),
        eq(accessTokens.customerId, change.customerId),
        isNull(accessTokens.usedAt),
      ),
    );
}

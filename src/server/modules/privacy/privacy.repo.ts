import { and, eq } from 'drizzle-orm';
import type { DataRequestKind } from '../../../shared/schemas/privacy.js';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { dataRequests } from '../../db/schema/privacy.js';

export type Subject = { tenantId: number; customerId: number };

/** Whether the customer has a request of this kind still waiting for an answer. */
export async function hasPendingRequest(db: Db, who: Subject, kind: DataRequestKind): Promise<boolean> {
  const pending = await db.$count(
    dataRequests,
    and(
      eq(dataRequests.tenantId, who.tenantId),
      eq(dataRequests.customerId, who.customerId),
      eq(dataRequests.kind, kind),
      eq(dataRequests.status, 'pendente'),
    ),
  );
  return pending > 0;
}

export async function insertRequest(db: Db, who: Subject, kind: DataRequestKind, details: string): Promise<number> {
  const [row] = await db
    .insert(dataRequests)
    .values({ tenantId: who.tenantId, customerId: who.customerId, kind, details })
    .returning({ id: dataRequests.id });
  // Stryker disable next-line StringLiteral: equivalent; INSERT ... RETURNING always returns the row
  if (!row) throw new Error('data request not inserted');
  return row.id;
}

/** A request of the company, with its customer's name and e-mail (the answer is mailed to them). */
export async function requestWithCustomer(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      status: dataRequests.status,
      name: customers.name,
      email: customers.email,
    })
    .from(dataRequests)
    .innerJoin(customers, and(eq(customers.tenantId, dataRequests.tenantId), eq(customers.id, dataRequests.customerId)))
    .where(and(eq(dataRequests.tenantId, tenantId), eq(dataRequests.id, id)));
  return row;
}

type Answer = { status: 'atendida' | 'recusada'; note: string | undefined; by: number };

/** Answers a pending request; false when it was answered meanwhile (another admin, a second click). */
export async function answerRequest(db: Db, tenantId: number, id: number, answer: Answer): Promise<boolean> {
  const rows = await db
    .update(dataRequests)
    .set({ status: answer.status, note: answer.note ?? null, handledBy: answer.by, handledAt: new Date() })
    .where(and(eq(dataRequests.tenantId, tenantId), eq(dataRequests.id, id), eq(dataRequests.status, 'pendente')))
    .returning({ id: dataRequests.id });
  return rows.length === 1;
}

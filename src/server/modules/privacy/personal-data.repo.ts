import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerContacts, customerEmailChanges, customers } from '../../db/schema/customers.js';
import { invoices, receivables } from '../../db/schema/finance.js';
import { orders } from '../../db/schema/orders.js';
import { dataRequests } from '../../db/schema/privacy.js';
import { contracts, sessions } from '../../db/schema/tenancy.js';
import type { Subject } from './privacy.repo.js';

/**
 * Everything kept about one customer, read for their LGPD export. Secrets (password hash,
 * activation code, session tokens) are never read: they are not data about the person.
 */

export async function registration(db: Db, who: Subject) {
  const [row] = await db
    .select({
      id: customers.id,
      personType: customers.personType,
      name: customers.name,
      tradeName: customers.tradeName,
      document: customers.document,
      rg: customers.rg,
      stateRegistration: customers.stateRegistration,
      email: customers.email,
      phone: customers.phone,
      cellphone: customers.cellphone,
      contactName: customers.contactName,
      birthDate: customers.birthDate,
      sex: customers.sex,
      cep: customers.cep,
      street: customers.street,
      number: customers.number,
      complement: customers.complement,
      district: customers.district,
      city: customers.city,
      state: customers.state,
      creditLimitCents: customers.creditLimitCents,
      contractAcceptedVersion: customers.contractAcceptedVersion,
      createdAt: customers.createdAt,
      updatedAt: customers.updatedAt,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, who.tenantId), eq(customers.id, who.customerId)));
  return row;
}

export const contactsOf = (db: Db, who: Subject) =>
  db
    .select({
      name: customerContacts.name,
      role: customerContacts.role,
      phone: customerContacts.phone,
      email: customerContacts.email,
    })
    .from(customerContacts)
    .where(and(eq(customerContacts.tenantId, who.tenantId), eq(customerContacts.customerId, who.customerId)))
    .orderBy(asc(customerContacts.position));

export const ordersOf = (db: Db, who: Subject) =>
  db
    .select({
      id: orders.id,
      issuedOn: orders.issuedOn,
      status: orders.status,
      totalCents: orders.totalCents,
      address: orders.address,
      phone: orders.phone,
    })
    .from(orders)
    .where(and(eq(orders.tenantId, who.tenantId), eq(orders.customerId, who.customerId)))
    .orderBy(desc(orders.issuedOn), desc(orders.id));

export const invoicesOf = (db: Db, who: Subject) =>
  db
    .select({
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      valueCents: invoices.valueCents,
      accessKey: invoices.accessKey,
      orderId: invoices.orderId,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, who.tenantId), eq(invoices.customerId, who.customerId)))
    .orderBy(desc(invoices.issuedOn), desc(invoices.id));

export const receivablesOf = (db: Db, who: Subject) =>
  db
    .select({
      dueOn: receivables.dueOn,
      valueCents: receivables.valueCents,
      status: receivables.status,
      paidOn: receivables.paidOn,
    })
    .from(receivables)
    .where(and(eq(receivables.tenantId, who.tenantId), eq(receivables.customerId, who.customerId)))
    .orderBy(desc(receivables.dueOn), desc(receivables.id));

/** The contract version the customer accepted, with its title. */
export async function acceptedContract(db: Db, who: Subject, version: number | null) {
  if (version === null) return undefined;
  const [row] = await db
    .select({ version: contracts.version, title: contracts.title })
    .from(contracts)
    .where(
      and(eq(contracts.tenantId, who.tenantId), eq(contracts.audience, 'customer'), eq(contracts.version, version)),
    );
  return row ?? { version, title: '' };
}

/** When the customer's open sessions began and were last used (not their tokens). */
export const sessionsOf = (db: Db, who: Subject) =>
  db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, who.tenantId),
        eq(sessions.subjectKind, 'customer'),
        eq(sessions.subjectId, who.customerId),
      ),
    )
    .orderBy(desc(sessions.createdAt));

export const emailChangesOf = (db: Db, who: Subject) =>
  db
    .select({
      oldEmail: customerEmailChanges.oldEmail,
      newEmail: customerEmailChanges.newEmail,
      at: customerEmailChanges.createdAt,
    })
    .from(customerEmailChanges)
    .where(and(eq(customerEmailChanges.tenantId, who.tenantId), eq(customerEmailChanges.customerId, who.customerId)))
    .orderBy(desc(customerEmailChanges.createdAt));

export const requestsOf = (db: Db, who: Subject) =>
  db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      details: dataRequests.details,
      status: dataRequests.status,
      note: dataRequests.note,
      createdAt: dataRequests.createdAt,
      handledAt: dataRequests.handledAt,
    })
    .from(dataRequests)
    .where(and(eq(dataRequests.tenantId, who.tenantId), eq(dataRequests.customerId, who.customerId)))
    .orderBy(desc(dataRequests.createdAt));

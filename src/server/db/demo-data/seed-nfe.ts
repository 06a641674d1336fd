import type { Faker } from '@faker-js/faker';
import { and, eq, inArray } from 'drizzle-orm';
import { keyOf, nfeProcXml, type NfeAddress, type NfeNote, type NfeParty } from '../../modules/fiscal/index.js';
import type { Db } from '../client.js';
import { customers } from '../schema/customers.js';
import type { orderItems, orders } from '../schema/orders.js';
import { cities } from './brazil.js';

/** The demo company as its notes name it (the tenant row takes the same names and CNPJ). */
export const demoCompany = {
  legalName: 'Tintas Balcão Comércio Ltda',
  tradeName: 'Tintas Balcão',
  cnpj: '12345678000195',
  stateRegistration: '244123456114',
  address: {
    street: 'Avenida Brasil',
    number: '1500',
    district: 'Jardim Guanabara',
    cityCode: '3509502',
    city: 'Campinas',
    state: 'SP',
    cep: '13070178',
  },
} as const;

const emitter: NfeParty = {
  document: demoCompany.cnpj,
  name: demoCompany.legalName,
  tradeName: demoCompany.tradeName,
  address: demoCompany.address,
  stateRegistration: demoCompany.stateRegistration,
};

/** Payment form of the note (tPag) by the order's payment method (spec: D C O P I). */
const paymentCodes: Record<string, string> = { D: '15', C: '02', O: '03', P: '05', I: '01' };
const cityCodes = new Map(cities.map((city) => [`${city.name}/${city.state}`, city.ibge]));

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;
type Recipient = Awaited<ReturnType<typeof loadRecipients>> extends Map<number, infer R> ? R : never;

async function loadRecipients(db: Db, tenantId: number, ids: number[]) {
  const rows = await db
    .select({
      id: customers.id,
      document: customers.document,
      name: customers.name,
      email: customers.email,
      stateRegistration: customers.stateRegistration,
      street: customers.street,
      number: customers.number,
      district: customers.district,
      city: customers.city,
      state: customers.state,
      cep: customers.cep,
    })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), inArray(customers.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

function recipientOf(row: Recipient): NfeParty {
  const address: NfeAddress = {
    street: row.street ?? '',
    number: row.number ?? '',
    district: row.district ?? '',
    cityCode: cityCodes.get(`${row.city ?? ''}/${row.state ?? ''}`) ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    cep: row.cep ?? '',
  };
  return {
    document: row.document ?? '',
    name: row.name,
    address,
    stateRegistration: row.stateRegistration,
    email: row.email,
  };
}

/**
 * The NF-e of each invoiced order: number, access key and the nfeProc XML (homologation environment,
 * unsigned: docs/fiscal.md).
 */
export async function demoNotes(db: Db, faker: Faker, tenantId: number, invoiced: OrderRow[], items: ItemRow[]) {
  const linesOf = new Map<number, ItemRow[]>();
  for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
  const recipients = await loadRecipients(db, tenantId, [...new Set(invoiced.map((order) => order.customerId ?? 0))]);
  return invoiced.map((order, index) => {
    const customer = recipients.get(order.customerId ?? 0);
    if (!customer) throw new Error(`order ${String(order.id)} has no customer to invoice`);
    const issuedAt = `${String(order.issuedOn)}T${order.issuedAt ?? '10:00:00'}-03:00`;
    const note: NfeNote = {
      series: 1,
      number: 10_000 + index,
      randomCode: faker.number.int({ min: 1, max: 99_999_999 }),
      issuedAt,
      emitter,
      recipient: recipientOf(customer),
      items: (linesOf.get(order.id ?? 0) ?? []).map((item) => ({
        code: String(item.productId),
        description: item.description,
        unit: 'UN',
        quantity: item.quantity,
        unitCents: item.unitPriceCents,
      })),
      totalCents: order.totalCents ?? 0,
      paymentCode: paymentCodes[order.paymentMethod ?? ''] ?? '99',
      protocol: `135${String(order.issuedOn).slice(2, 4)}${faker.string.numeric(10)}`,
      authorisedAt: issuedAt,
    };
    return { number: String(note.number), accessKey: keyOf(note), xml: nfeProcXml(note) };
  });
}

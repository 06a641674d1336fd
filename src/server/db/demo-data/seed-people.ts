import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { businessUnits, operators, representatives } from '../schema/tenancy.js';
import { customerContacts, customers } from '../schema/customers.js';
import type { Db } from '../client.js';
import { cities, districts, streetKinds, type City } from './brazil.js';
import { fakeAlphanumericCnpj, fakeCellphone, fakeCep, fakeCnpj, fakeCpf, fakePhone } from './documents.js';
import { insertChunks, reserveIds } from './insert-helpers.js';

export const DEMO_PASSWORD = 'Balcao@2026';

export type People = { unitIds: number[]; representativeIds: number[]; customerIds: number[]; customerReps: number[] };

export async function seedStaff(db: Db, faker: Faker, tenantId: number, passwordHash: string) {
  const units = await db
    .insert(businessUnits)
    .values([
      {
        tenantId,
        tradeName: 'Matriz Campinas',
        legalName: 'Tintas Balcão Comércio Ltda',
        cnpj: fakeCnpj(faker),
        city: 'Campinas',
        state: 'SP',
      },
      {
        tenantId,
        tradeName: 'Filial Jundiaí',
        legalName: 'Tintas Balcão Comércio Ltda',
        cnpj: fakeCnpj(faker),
        city: 'Jundiaí',
        state: 'SP',
      },
      {
        tenantId,
        tradeName: 'Filial Piracicaba',
        legalName: 'Tintas Balcão Comércio Ltda',
        cnpj: fakeCnpj(faker),
        city: 'Piracicaba',
        state: 'SP',
      },
    ])
    .returning({ id: businessUnits.id });
  const reps = await db
    .insert(representatives)
    .values(
      Array.from({ length: 10 }, () => {
        const name = faker.person.fullName();
        return {
          tenantId,
          name,
          email: faker.internet
            .email({ firstName: name.split(' ')[0], provider: 'representantes.com.br' })
            .toLowerCase(),
          phone: fakeCellphone(faker, '19'),
        };
      }),
    )
    .returning({ id: representatives.id });
  const unitIds = units.map((u) => u.id);
  const representativeIds = reps.map((r) => r.id);
  await db.insert(operators).values([
    {
      tenantId,
      name: 'Administrador Demo',
      email: 'admin@demo.com.br',
      passwordHash,
      role: 'admin',
      businessUnitId: unitIds[0],
    },
    {
      tenantId,
      name: 'Gestora Comercial Demo',
      email: 'gestor@demo.com.br',
      passwordHash,
      role: 'manager',
      businessUnitId: unitIds[0],
    },
    {
      tenantId,
      name: 'Vendedor Demo',
      email: 'vendedor@demo.com.br',
      passwordHash,
      role: 'seller',
      representativeId: representativeIds[0],
      businessUnitId: unitIds[0],
    },
    {
      tenantId,
      name: faker.person.fullName(),
      email: 'vendas.jundiai@demo.com.br',
      passwordHash,
      role: 'seller',
      representativeId: representativeIds[1],
      businessUnitId: unitIds[1],
    },
  ]);
  return { unitIds, representativeIds };
}

export async function seedCustomers(
  db: Db,
  faker: Faker,
  tenantId: number,
  passwordHash: string,
  staff: { unitIds: number[]; representativeIds: number[] },
  count: number,
  /** Index of the first row: 0 makes the demo accounts (cliente@, novo@); later batches pass more. */
  firstIndex = 0,
): Promise<People> {
  const ids = await reserveIds(db, customers, count);
  const existing = await db
    .select({ document: customers.document })
    .from(customers)
    .where(eq(customers.tenantId, tenantId));
  const documents = new Set(existing.map((row) => row.document ?? ''));
  const rows = ids.map((id, index) => {
    let row = customerRow(faker, tenantId, id, firstIndex + index, passwordHash, staff);
    // Random documents repeat now and then in large sets; the tenant allows each one once.
    while (documents.has(row.document ?? ''))
      row = customerRow(faker, tenantId, id, firstIndex + index, passwordHash, staff);
    documents.add(row.document ?? '');
    return row;
  });
  await insertChunks(db, customers, rows);
  const contacts = rows.flatMap((row) => contactRows(faker, tenantId, row.id ?? 0, row.phone ?? ''));
  await insertChunks(db, customerContacts, contacts);
  return { ...staff, customerIds: ids, customerReps: rows.map((row) => row.representativeId ?? 0) };
}

function customerRow(
  faker: Faker,
  tenantId: number,
  id: number,
  index: number,
  passwordHash: string,
  staff: { unitIds: number[]; representativeIds: number[] },
): typeof customers.$inferInsert {
  const city = pickCity(faker);
  // Every 50th customer is a company with the alphanumeric CNPJ issued since July 2026.
  const alphanumeric = index > 1 && index % 50 === 0;
  const company = index <= 1 || alphanumeric || faker.datatype.boolean(0.6);
  const person = { first: faker.person.firstName(), last: faker.person.lastName() };
  const tradeName = company ? companyTradeName(faker, person.last) : null;
  const blocked = index > 1 && faker.datatype.boolean(0.1);
  const activated = index <= 1 || faker.datatype.boolean(0.3);
  return {
    tenantId,
    id,
    personType: company ? 'J' : 'F',
    document: alphanumeric ? fakeAlphanumericCnpj(faker) : company ? fakeCnpj(faker) : fakeCpf(faker),
    rg: company ? null : faker.string.numeric(9),
    stateRegistration: company ? faker.string.numeric(12) : null,
    name: company
      ? `${person.last} ${faker.helpers.arrayElement(['Materiais de Construção', 'Tintas', 'Construtora', 'Comércio de Tintas', 'Reformas'])} Ltda`
      : `${person.first} ${person.last}`,
    tradeName: index === 0 ? 'Casa das Tintas Demo' : index === 1 ? 'Construtora Nova Demo' : tradeName,
    email: demoEmail(faker, index, person),
    phone: fakePhone(faker, city.ddd),
    cellphone: fakeCellphone(faker, city.ddd),
    contactName: `${person.first} ${person.last}`,
    cep: fakeCep(faker, city.cepFrom, city.cepTo),
    state: city.state,
    city: city.name,
    cityCode: Number(city.ibge),
    district: faker.helpers.arrayElement(districts),
    street: `${faker.helpers.arrayElement(streetKinds)} ${faker.location.street().replace(/^(Rua|Avenida|Travessa|Alameda|Marginal|Rodovia)\s+/i, '')}`,
    number: String(faker.number.int({ min: 10, max: 3999 })),
    birthDate: company ? null : faker.date.birthdate({ min: 20, max: 75, mode: 'age' }).toISOString().slice(0, 10),
    sex: company ? null : faker.helpers.arrayElement(['M', 'F'] as const),
    credit: blocked ? 'S' : 'N',
    creditRestriction: blocked
      ? faker.helpers.arrayElement([
          'Títulos vencidos há mais de 30 dias',
          'Cheque devolvido',
          'Limite de crédito excedido',
        ])
      : null,
    creditLimitCents: faker.number.int({ min: 50, max: 800 }) * 10_000,
    passwordHash: activated ? passwordHash : null,
    activation: activated ? '1' : '0',
    representativeId: index === 0 ? staff.representativeIds[0] : faker.helpers.arrayElement(staff.representativeIds),
    businessUnitId: faker.helpers.arrayElement(staff.unitIds),
    // The main demo customer has accepted the terms; the second one will be asked to at first login.
    contractAcceptedVersion: index === 1 ? null : 1,
  };
}

function demoEmail(faker: Faker, index: number, person: { first: string; last: string }): string {
  if (index === 0) return 'cliente@demo.com.br';
  if (index === 1) return 'novo@demo.com.br';
  const local = faker.helpers.slugify(`${person.first}.${person.last}`).toLowerCase();
  return `${local}.${index}@${faker.helpers.arrayElement(['gmail.com', 'hotmail.com', 'outlook.com', 'uol.com.br', 'terra.com.br'])}`;
}

function companyTradeName(faker: Faker, lastName: string): string {
  const patterns = ['Casa das Tintas', 'Depósito', 'Tintas', 'Mundo das Cores', 'Construmix', 'Home Center'];
  return `${faker.helpers.arrayElement(patterns)} ${lastName}`;
}

function contactRows(faker: Faker, tenantId: number, customerId: number, phone: string) {
  return Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, (_, position) => {
    const name = faker.person.fullName();
    return {
      tenantId,
      customerId,
      name,
      role: faker.helpers.arrayElement(['Compras', 'Financeiro', 'Proprietário', 'Gerente', 'Engenheiro de obra']),
      phone,
      email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(),
      position,
    };
  });
}

export function pickCity(faker: Faker): City {
  return faker.helpers.weightedArrayElement(cities.map((city) => ({ weight: city.weight, value: city })));
}

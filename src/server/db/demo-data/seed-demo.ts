import { Faker, pt_BR, base } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { customers } from '../schema/customers.js';
import { tenants } from '../schema/tenants.js';
import { seedCatalog, seedTinting } from './seed-catalog.js';
import { demoCompany } from './seed-nfe.js';
import { seedOrders } from './seed-orders.js';
import { DEMO_PASSWORD, seedCustomers, seedStaff } from './seed-people.js';
import { seedPriceTables } from './seed-pricing.js';
import { seedStore } from './seed-store.js';
import { rebuildSummaries } from '../../modules/bi/index.js';
import type { FileStorage } from '../../modules/images/index.js';
import { preparePictures } from './seed-pictures.js';

export type DemoSize = { customers: number; products: number; colors: number; orders: number; days: number };

export const demoSize: DemoSize = { customers: 300, products: 600, colors: 300, orders: 8000, days: 730 };

type Log = (line: string) => void;

/**
 * Builds a demo tenant in one transaction: the same seed gives the same company, customers, catalogue
 * and history, dated relative to `today`. With a `storage` the catalogue gets its pictures
 * (seed-pictures.ts); without one (benchmarks, tests of other things) products show the placeholder.
 */
export async function seedDemoTenant(
  db: Db,
  alias: string,
  log: Log,
  size = demoSize,
  today = new Date(),
  storage?: FileStorage,
): Promise<number> {
  const faker = new Faker({ locale: [pt_BR, base] });
  faker.seed(2026);
  const passwordHash = await hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({
        alias,
        legalName: demoCompany.legalName,
        tradeName: demoCompany.tradeName,
        cnpj: demoCompany.cnpj,
        stateRegistration: demoCompany.stateRegistration,
        cep: demoCompany.address.cep,
        street: demoCompany.address.street,
        streetNumber: demoCompany.address.number,
        district: demoCompany.address.district,
        city: demoCompany.address.city,
        state: demoCompany.address.state,
        phone: '1932345600',
        email: 'contato@tintasbalcao.com.br',
        storageQuotaMb: 500,
        // The demo shows the customer form filling a company from its CNPJ (CNPJ_LOOKUP_URL).
        cnpjLookup: true,
      })
      .returning({ id: tenants.id });
    const tenantId = tenant?.id ?? 0;
    const staff = await seedStaff(tx, faker, tenantId, passwordHash);
    const people = await seedCustomers(tx, faker, tenantId, passwordHash, staff, size.customers);
    log(`  ${size.customers} clientes`);
    const products = await seedCatalog(tx, faker, tenantId, size.products);
    const colors = await seedTinting(tx, faker, tenantId, size.colors);
    log(`  ${products.length} produtos, ${colors.length} cores`);
    const pictures = storage && (await preparePictures(tx, storage, tenantId));
    const customerNames = await loadCustomerNames(tx, tenantId);
    await seedOrders(tx, faker, {
      tenantId,
      people,
      customerNames,
      products,
      colors,
      today,
      count: size.orders,
      days: size.days,
    });
    log(`  ${size.orders} pedidos e orçamentos com itens, NF-e, duplicatas e entregas`);
    await seedStore(tx, tenantId, today);
    if (pictures) {
      const startedAt = performance.now();
      const stored = await pictures.store(tx);
      log(
        `  ${stored} imagens de produtos e fabricantes (gravadas em ${((performance.now() - startedAt) / 1000).toFixed(1)} s)`,
      );
    }
    // The demo customer login (the first customer) is the key account with its own table.
    await seedPriceTables(tx, tenantId, people.customerIds[0] ?? 0, products);
    // The orders above only marked their days; the BI summaries are built once, here.
    await rebuildSummaries(tx, tenantId);
    return tenantId;
  });
}

async function loadCustomerNames(db: Db, tenantId: number) {
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      tradeName: customers.tradeName,
      phone: customers.phone,
      street: customers.street,
      number: customers.number,
      city: customers.city,
      state: customers.state,
    })
    .from(customers)
    .where(sql`${customers.tenantId} = ${tenantId}`);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        tradeName: row.tradeName,
        phone: row.phone,
        address: `${row.street ?? ''}, ${row.number ?? ''} - ${row.city ?? ''}/${row.state ?? ''}`,
      },
    ]),
  );
}

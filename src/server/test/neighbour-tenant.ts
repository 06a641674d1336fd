import { sql } from 'drizzle-orm';
import type { OperatorRole } from '../../shared/domain/access.js';
import { queryRows, type Db } from '../db/client.js';
import { manufacturers, productGroups, products } from '../db/schema/catalog.js';
import { customerContacts, customers } from '../db/schema/customers.js';
import { invoices, receivables } from '../db/schema/finance.js';
import { mailOutbox, storedFiles } from '../db/schema/infra.js';
import { salesGoals } from '../db/schema/goals.js';
import { priceTableItems, priceTables } from '../db/schema/pricing.js';
import { deliveries, orderItems, orders } from '../db/schema/orders.js';
import { ecommerceSettings, shippingRules } from '../db/schema/store.js';
import { businessUnits, contracts, operators, representatives } from '../db/schema/tenancy.js';
import { tenants } from '../db/schema/tenants.js';
import { tintColorants, tintColors, tintLines, tintMachines, tintTypes, tintUnits } from '../db/schema/tinting.js';
import { testPasswordHash } from './factories.js';
import { rebuildSummaries } from '../modules/bi/index.js';
import { localDate } from '../modules/orders/index.js';

/**
 * The other company every test database holds (docs/testing.md). Its rows take the ids 1..SIZE of
 * each table, explicitly: ids are one identity sequence per table, so the company a test creates
 * gets the same ids (its order 1, customer 1, product 1 ...) with different data. A query that
 * forgets `tenant_id` then reads or lists a neighbour's row, and every name here carries MARKER, so
 * such a leak is visible in any reply. Its rows are inserted first, so an unscoped lookup finds
 * them first; and the database refuses to close when they changed (`neighbourFingerprint`).
 */
export const NEIGHBOUR = {
  alias: 'vizinha',
  marker: 'Vizinh',
  /** Rows per table for customers, products, orders and what hangs from them. */
  size: 60,
  accounts: {
    admin: 'admin@vizinha.com.br',
    manager: 'gestor@vizinha.com.br',
    /** Sellers 3..12 alternate between representatives 1 and 2. */
    seller: (id: number) => `vendedor${id}@vizinha.com.br`,
    customer: (id: number) => `cliente${id}@vizinha.com.br`,
  },
} as const;

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
/** Customers alternate between the two representatives that have customers. */
const representativeOf = (customerId: number) => ((customerId - 1) % 2) + 1;
const itemPrice = (productId: number) => 10_000 + productId * 111;
const isBudget = (orderId: number) => orderId % 3 === 0;
// The company's own calendar (Brasília), as the dashboards count it: a UTC date is already tomorrow
// from 21:00 there, and the neighbour's sales of 'today' would fall outside the current period.
const isoDay = (offsetDays: number) => localDate(new Date(Date.now() + offsetDays * 86_400_000));

/** Seeds the neighbour company and gives its tenant id. */
export async function seedNeighbourTenant(db: Db): Promise<number> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      alias: NEIGHBOUR.alias,
      legalName: 'Vizinha Tintas Ltda',
      tradeName: 'Vizinha Tintas',
      cnpj: '11222333000181',
      overdueGraceDays: 0,
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('neighbour tenant not inserted');
  const tenantId = tenant.id;
  await seedPeople(db, tenantId);
  await seedCatalog(db, tenantId);
  await seedOrders(db, tenantId);
  await seedStore(db, tenantId);
  await seedGoals(db, tenantId);
  await seedPriceTables(db, tenantId);
  // Its BI summaries up to date, as seeding leaves a company: a dashboard read as the neighbour
  // then has nothing to catch up, and any write to them is a test's bug.
  await rebuildSummaries(db, tenantId);
  return tenantId;
}

/**
 * Price tables 1..4 (default, customer 1, UF 'BA', condition '28/56/84') pricing every product at
 * odd amounts: a pricing query that forgot the company would price the test company's lines with them.
 */
async function seedPriceTables(db: Db, tenantId: number) {
  const name = (what: string) => `Tabela ${NEIGHBOUR.marker}a ${what}`;
  await db.insert(priceTables).values([
    { tenantId, id: 1, name: name('Padrão'), kind: 'default', adjustment: 5_000 },
    { tenantId, id: 2, name: name('Cliente'), kind: 'customer', customerId: 1 },
    { tenantId, id: 3, name: name('Bahia'), kind: 'uf', uf: 'BA' },
    { tenantId, id: 4, name: name('84 dias'), kind: 'condition', paymentCondition: '28/56/84', adjustment: 9_000 },
  ]);
  await db
    .insert(priceTableItems)
    .values(
      [1, 2, 3].flatMap((tableId) =>
        ids(NEIGHBOUR.size).map((productId) => ({ tenantId, tableId, productId, priceCents: 77_700 + tableId })),
      ),
    );
}

/** This month's goals for the same representative and store ids as the test company's (the panel's 'vs meta'). */
async function seedGoals(db: Db, tenantId: number) {
  const month = `${isoDay(0).slice(0, 7)}-01`;
  await db
    .insert(salesGoals)
    .values([
      ...ids(2).map((id) => ({ tenantId, id, month, representativeId: id, valueCents: 7_777_700 })),
      ...ids(2).map((id) => ({ tenantId, id: id + 2, month, businessUnitId: id, valueCents: 8_888_800 })),
    ]);
}

async function seedPeople(db: Db, tenantId: number) {
  const passwordHash = await testPasswordHash();
  await db
    .insert(businessUnits)
    .values(
      ids(2).map((id) => ({ tenantId, id, tradeName: `Loja Vizinha ${id}`, legalName: `Loja Vizinha ${id} Ltda` })),
    );
  await db.insert(representatives).values(ids(4).map((id) => ({ tenantId, id, name: `Representante Vizinho ${id}` })));
  const role = (id: number): OperatorRole => (id === 1 ? 'admin' : id === 2 ? 'manager' : 'seller');
  await db.insert(operators).values(
    ids(12).map((id) => ({
      tenantId,
      id,
      name: `Operador Vizinho ${id}`,
      email:
        id === 1 ? NEIGHBOUR.accounts.admin : id === 2 ? NEIGHBOUR.accounts.manager : NEIGHBOUR.accounts.seller(id),
      passwordHash,
      role: role(id),
      representativeId: role(id) === 'seller' ? ((id - 3) % 2) + 1 : null,
      contractAcceptedVersion: 1,
    })),
  );
  await db.insert(customers).values(
    ids(NEIGHBOUR.size).map((id) => ({
      tenantId,
      id,
      personType: 'J' as const,
      name: `Cliente Vizinho ${id} Ltda`,
      tradeName: `Vizinho ${id}`,
      email: NEIGHBOUR.accounts.customer(id),
      document: String(90_000_000_000_000 + id),
      passwordHash,
      activation: '1',
      cep: '13015904',
      state: 'SP',
      city: 'Campinas',
      representativeId: representativeOf(id),
      businessUnitId: 1,
      contractAcceptedVersion: 1,
      observation: `Observação do Vizinho ${id}`,
    })),
  );
  await db
    .insert(customerContacts)
    .values(ids(NEIGHBOUR.size).map((id) => ({ tenantId, id, customerId: id, name: `Contato Vizinho ${id}` })));
  await db.insert(contracts).values([
    { tenantId, id: 1, audience: 'customer' as const, version: 1, title: 'Termos Vizinhos', content: '<p>Vizinha</p>' },
    { tenantId, id: 2, audience: 'operator' as const, version: 1, title: 'Termos Vizinhos', content: '<p>Vizinha</p>' },
  ]);
}

async function seedCatalog(db: Db, tenantId: number) {
  const all = ids(NEIGHBOUR.size);
  await db.insert(manufacturers).values(all.map((id) => ({ tenantId, id, name: `Fabricante Vizinho ${id}` })));
  await db.insert(productGroups).values(all.map((id) => ({ tenantId, id, description: `Grupo Vizinho ${id}` })));
  await db.insert(products).values(
    all.map((id) => ({
      tenantId,
      id,
      manufacturerId: id,
      groupId: id,
      siteDescription: `Produto Vizinho ${id}`,
      packaging: 'Lata 18L',
      stock: 500 + id,
      priceCents: itemPrice(id),
      listPriceCents: itemPrice(id) + 5_000,
      weightKg: '18',
    })),
  );
  await db
    .insert(tintMachines)
    .values(
      ids(2).map((id) => ({ tenantId, id, converter: '1', code: `V${id}`, description: `Máquina Vizinha ${id}` })),
    );
  await db.insert(tintTypes).values(ids(2).map((id) => ({ tenantId, id, description: `Tipo Vizinho ${id}` })));
  await db.insert(tintUnits).values(ids(2).map((id) => ({ tenantId, id, description: `Unidade Vizinha ${id}` })));
  await db.insert(tintLines).values(ids(2).map((id) => ({ tenantId, id, description: `Linha Vizinha ${id}` })));
  // Colourants with the ids and codes a test's machine gets: a stock move without tenant_id shows.
  await db.insert(tintColorants).values(
    ['E', 'B', 'C04'].map((code, i) => ({
      tenantId,
      id: i + 1,
      machineId: 1,
      code,
      name: `Corante Vizinho ${code}`,
      pricePerLitreCents: 1_000,
      stockUl: 2_000_000,
    })),
  );
  // The colour codes tests use, at other prices and names.
  await db.insert(tintColors).values(
    ['AZ01', 'VD01', 'AM01'].map((code, i) => ({
      tenantId,
      id: i + 1,
      code,
      description: `Cor Vizinha ${code}`,
      machineId: 1,
      typeId: 1,
      unitId: 1,
      lineId: 1,
      rgb: '000000',
      priceCents: 9_900,
    })),
  );
}

/** One order per customer (every third a saved budget), two lines each; sales have an invoice, a receivable, a delivery. */
async function seedOrders(db: Db, tenantId: number) {
  const all = ids(NEIGHBOUR.size);
  const second = (id: number) => (id % NEIGHBOUR.size) + 1;
  const totalOf = (id: number) => itemPrice(id) + 2 * itemPrice(second(id));
  await db.insert(orders).values(
    all.map((id) => ({
      tenantId,
      id,
      customerId: id,
      customerName: `Cliente Vizinho ${id} Ltda`,
      issuedOn: isoDay(0),
      issuedAt: '09:00:00',
      status: isBudget(id) ? ('Orcamento' as const) : ('Venda' as const),
      totalCents: totalOf(id),
      representativeId: representativeOf(id),
      operatorId: 3,
      businessUnitId: 1,
      notes: `Observação do pedido vizinho ${id}`,
    })),
  );
  await db.insert(orderItems).values(
    all.flatMap((id) =>
      [
        { id: 2 * id - 1, productId: id, quantity: 1 },
        { id: 2 * id, productId: second(id), quantity: 2 },
      ].map((line, position) => ({
        tenantId,
        orderId: id,
        position,
        ...line,
        unitPriceCents: itemPrice(line.productId),
        listPriceCents: itemPrice(line.productId) + 5_000,
        description: `Produto Vizinho ${line.productId}`,
        packaging: 'Lata 18L',
      })),
    ),
  );
  const sales = all.filter((id) => !isBudget(id));
  await db.insert(invoices).values(
    sales.map((id) => ({
      tenantId,
      id,
      orderId: id,
      customerId: id,
      number: `VIZ-${id}`,
      accessKey: String(id).padStart(44, '9'),
      issuedOn: isoDay(0),
      valueCents: totalOf(id),
    })),
  );
  await db.insert(receivables).values(
    all.map((id) => ({
      tenantId,
      id,
      customerId: id,
      orderId: isBudget(id) ? null : id,
      dueOn: isoDay(-30),
      valueCents: 7_700 + id,
      dailyInterestCents: 77,
      status: 'Em Aberto',
      bankNumber: `VIZ-${id}`,
    })),
  );
  await db.insert(deliveries).values(
    sales.map((id) => ({
      tenantId,
      id,
      orderId: id,
      customerId: id,
      tradeName: `Vizinho ${id}`,
      deliveredOn: isoDay(0),
      businessUnitId: 1,
      valueCents: totalOf(id),
    })),
  );
}

/** Store rules unlike any a test sets, so reading another company's would change prices and limits. */
async function seedStore(db: Db, tenantId: number) {
  const settings = {
    vmc: { valor: '5000.00', mensagem: 'Compra mínima da Vizinha.' },
    rtd: { ativacao: '1' },
    fpg: { formas: ['I'] },
    pcl: { maximo: 12, minimoParcela: '1.00' },
    con: { email: 'contato@vizinha.com.br' },
  };
  await db
    .insert(ecommerceSettings)
    .values(Object.entries(settings).map(([key, value]) => ({ tenantId, key, value, description: key, version: 1 })));
  const rule = { tenantId, days: 9, basePriceCents: 99_900, pricePerKgCents: 9_900 };
  await db.insert(shippingRules).values([
    { ...rule, id: 1, service: 'Entrega Própria', state: 'SP', cepFrom: '13000000', cepTo: '13999999' },
    { ...rule, id: 2, service: 'Transportadora', state: 'SP' },
    { ...rule, id: 3, service: 'Transportadora', state: 'MG' },
    { ...rule, id: 4, service: 'Expresso Vizinho' },
  ]);
  await db.insert(mailOutbox).values(
    ids(3).map((id) => ({
      tenantId,
      id,
      recipients: [NEIGHBOUR.accounts.customer(id)],
      subject: `Correio Vizinho ${id}`,
      html: '<p>Vizinha</p>',
      status: 'sent' as const,
    })),
  );
  await db.insert(storedFiles).values(
    ids(3).map((id) => ({
      tenantId,
      id,
      folder: 'vizinha',
      name: `vizinha-${id}.png`,
      sizeBytes: 1_000,
      mimeType: 'image/png',
    })),
  );
}

/**
 * Tables a test may legitimately write for any company: who is logged in, who failed to (and the
 * unlock links that follow), and the request counts of the rate limits.
 */
const sessionTables = new Set(['sessions', 'login_attempts', 'login_unlock_tokens', 'rate_limits']);
/** Columns a login writes on a record (a user's last login): left out of the record's digest. */
const sessionColumns = ['last_login_at'];

/**
 * A digest per table of the neighbour's rows (every table with a tenant_id, found in the catalogue,
 * so a new table is covered without a change here). Compared when the test database closes: an
 * UPDATE or DELETE that forgot its tenant shows up as a changed table.
 */
export async function neighbourFingerprint(db: Db, tenantId: number): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'tenant_id' ORDER BY table_name`,
  );
  const digests = tables
    .filter((t) => !sessionTables.has(t.table_name))
    .map(
      (t) =>
        sql`SELECT ${t.table_name} AS name, md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS digest
            FROM (SELECT (to_jsonb(x) - ARRAY[${sql.join(
              sessionColumns.map((column) => sql`${column}`),
              sql`, `,
            )}]::text[])::text AS r
                  FROM ${sql.identifier(t.table_name)} x WHERE x.tenant_id = ${tenantId}) rows`,
    );
  digests.push(sql`SELECT 'tenants' AS name, md5(x::text) AS digest FROM tenants x WHERE x.id = ${tenantId}`);
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(digests, sql` UNION ALL `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/**
 * Tables whose rows follow the calendar: the first dashboard read of a new day (in São Paulo) slides
 * the company's BI windows and bumps its summary version, a legitimate write of its own rows.
 */
export const calendarTables: readonly string[] = [
  'bi_customer_windows',
  'bi_item_windows',
  'bi_summary_versions',
  'bi_windows',
];

/** The tables whose neighbour rows differ between two fingerprints, but `ignored`. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
  ignored: readonly string[] = [],
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name] && !ignored.includes(name)).sort();
}

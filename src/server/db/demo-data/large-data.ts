import { sql } from 'drizzle-orm';
import { Faker, base, pt_BR } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { orderStatus, type OrderStatus } from '../../../shared/domain/order-status.js';
import { queryRows, type Db } from '../client.js';
import { companyDateSql } from '../company-time.js';
import { seedCustomers, DEMO_PASSWORD } from './seed-people.js';
import { seedDemoTenant } from './seed-demo.js';
import { tenantExists } from '../../modules/tenants/index.js';
import { rebuildSummaries } from '../../modules/bi/index.js';

export const LARGE_ALIAS = 'grande';
export const largeSize = { customers: 50_000, orders: 1_000_000, itemsPerOrder: 5 };

const ORDER_CHUNK = 50_000;

/** Seven sales in twelve orders; the rest budgets, reservations, cancellations and returns. */
const statusMix = [
  ...Array<OrderStatus>(7).fill(orderStatus.sale),
  orderStatus.savedBudget,
  orderStatus.sellerDraft,
  orderStatus.reservation,
  orderStatus.cancelled,
  orderStatus.returned,
];

type Progress = (done: number, total: number, label: string) => void;

/**
 * The benchmark tenant: the demo company's staff and catalogue, then about 50 000 customers in
 * JavaScript (valid documents) and 1 000 000 orders with 5 000 000 items generated inside the
 * database in chunks, so it takes minutes rather than hours.
 */
export async function seedLargeTenant(db: Db, progress: Progress, size = largeSize): Promise<void> {
  if (await tenantExists(db, LARGE_ALIAS)) throw new Error(`A empresa "${LARGE_ALIAS}" já existe neste banco.`);
  const tenantId = await seedDemoTenant(db, LARGE_ALIAS, () => {}, {
    customers: 300,
    products: 600,
    colors: 300,
    orders: 0,
    days: 730,
  });
  const faker = new Faker({ locale: [pt_BR, base] });
  faker.seed(50_000);
  const staff = await staffOf(db, tenantId);
  // Fresh statistics make the foreign-key checks below use indexes (PGlite never analyzes by itself).
  await db.execute(sql`ANALYZE`);
  await seedCustomers(db, faker, tenantId, await hash(DEMO_PASSWORD), staff, size.customers - 300, 302);
  await db.execute(sql`ANALYZE`);
  progress(1, 1, 'clientes');
  await db.execute(
    sql`CREATE TEMP TABLE bench_customers AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, name, trade_name, representative_id FROM customers WHERE tenant_id = ${tenantId}`,
  );
  await db.execute(
    sql`CREATE TEMP TABLE bench_products AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, price_cents, list_price_cents, coalesce(ecommerce_description, list_description, site_description) AS description, packaging FROM products WHERE tenant_id = ${tenantId}`,
  );
  const [counts] = await queryRows<{ customers: number; products: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM bench_customers)::int AS customers, (SELECT count(*) FROM bench_products)::int AS products`,
  );
  for (let from = 0; from < size.orders; from += ORDER_CHUNK) {
    const to = Math.min(size.orders, from + ORDER_CHUNK) - 1;
    await insertOrderChunk(db, tenantId, from, to, counts?.customers ?? 1, counts?.products ?? 1, size.itemsPerOrder);
    progress(to + 1, size.orders, 'pedidos');
  }
  await db.execute(sql`DROP TABLE bench_customers`);
  await db.execute(sql`DROP TABLE bench_products`);
  // The chunks only marked their days dirty: the BI summaries are built once, at the end.
  progress(0, 1, 'resumos do BI');
  await rebuildSummaries(db, tenantId);
  progress(1, 1, 'resumos do BI');
  // The visibility map lets counts use index-only scans; PGlite never vacuums by itself.
  await db.execute(sql`VACUUM ANALYZE`);
}

async function staffOf(db: Db, tenantId: number) {
  const units = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM business_units WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
  const reps = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM representatives WHERE tenant_id = ${tenantId} ORDER BY id`,
  );
  return { unitIds: units.map((u) => u.id), representativeIds: reps.map((r) => r.id) };
}

/** Orders `from`..`to` (inclusive), their items, and their totals, from deterministic hashes of i. */
async function insertOrderChunk(
  db: Db,
  tenantId: number,
  from: number,
  to: number,
  customers: number,
  products: number,
  perOrder: number,
) {
  const [last] = await queryRows<{ id: number | null }>(
    db,
    sql`SELECT max(id) AS id FROM orders WHERE tenant_id = ${tenantId}`,
  );
  const after = last?.id ?? 0;
  await db.execute(sql`
    INSERT INTO orders (tenant_id, customer_id, customer_name, trade_name, issued_on, issued_at, status, payment_method,
      instalments, representative_id, order_type, origin, invoice_status, price_list)
    SELECT ${tenantId}, c.id, c.name, c.trade_name,
      ${companyDateSql} - ((i * 37) % 730)::int, make_time(8 + (i % 10), (i * 7) % 60, 0),
      (ARRAY[${sql.join(
        statusMix.map((status) => sql`${status}`),
        sql`, `,
      )}]::text[])[1 + (i * 13) % ${statusMix.length}],
      (ARRAY['D','D','P','O','I','C'])[1 + (i * 17) % 6], 1 + (i % 3), c.representative_id, 'V',
      CASE WHEN i % 4 = 0 THEN 'S' ELSE 'N' END, (ARRAY['F','F','F','F','E','A'])[1 + (i * 19) % 6], '1'
    FROM generate_series(${from}::int, ${to}::int) AS i
    JOIN bench_customers c ON c.n = (i::bigint * 7919) % ${customers}::int
    ORDER BY i`);
  // The items' foreign-key checks look these orders up: the planner must know they exist.
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`
    INSERT INTO order_items (tenant_id, order_id, product_id, position, quantity, unit_price_cents, list_price_cents, description, packaging)
    SELECT o.tenant_id, o.id, p.id, k, 1 + (o.id + k) % 12, p.price_cents, p.list_price_cents, p.description, p.packaging
    FROM (SELECT tenant_id, id FROM orders WHERE tenant_id = ${tenantId} AND id > ${after}) o
    CROSS JOIN generate_series(0, ${perOrder - 1}::int) AS k
    JOIN bench_products p ON p.n = (o.id::bigint * 31 + k * 101) % ${products}::int`);
  await db.execute(sql`
    UPDATE orders o SET total_cents = s.total FROM (
      SELECT order_id, sum(quantity * unit_price_cents)::int AS total FROM order_items
      WHERE tenant_id = ${tenantId} AND order_id > ${after}
      GROUP BY order_id) s
    WHERE o.tenant_id = ${tenantId} AND o.id = s.order_id AND o.id > ${after}`);
}

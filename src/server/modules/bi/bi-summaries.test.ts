import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/domain/access.js';
import { biFilters } from '../../../shared/schemas/bi.js';
import { queryRows } from '../../db/client.js';
import { insertOrder, insertOrderItem, insertProduct } from '../../test/factories.js';
import { ordersWorld, type OrdersWorld } from '../orders/orders.fixture.js';
import type { BiScope } from './bi-facts.js';
import { dimensions, totalsBy, type Dimension } from './bi-dimensions.js';
import { catchUp } from './bi-summaries.js';
import { companyDay } from '../../test/calendar.js';

/**
 * The summaries (migrations 0025, 0048, 0049 and 0052) after real order changes: placing, cancelling and returning through
 * the API, editing, moving and deleting in SQL, a product changing group and volume, and the same on
 * the neighbour company. The catch-up's summaries must equal a full recomputation, and every
 * dimension read from them must equal the same dimension read from the raw orders.
 */
let w: OrdersWorld;
beforeAll(async () => {
  w = await ordersWorld();
});
afterAll(() => w.t.close());

type Line = { codigo: number; quantidade: number };
async function saleOf(lines: Line[]) {
  let pedido: number | undefined;
  for (const line of lines)
    pedido = (await w.post(w.cookies.ana, '/api/carrinho/itens', { pedido, ...line })).body.pedido.codigo;
  await w.post(w.cookies.ana, '/api/carrinho/cliente', { pedido, cliente: w.customers.customer.id });
  const placed = await w.call(w.cookies.ana, 'PUT', `/pedido/${pedido}`, { direcionamento: 'tpe' });
  expect(placed.body.pedido.cfistaped).toBe('Venda');
  return placed.body as { pedido: { codigo: number }; itens: Array<{ cficodite: number; cfiproite: number }> };
}

const snapshot = (table: 'bi_order_days' | 'bi_item_days' | 'bi_customer_days') =>
  queryRows<Record<string, unknown>>(
    w.db,
    sql`SELECT to_jsonb(t) - 'id' AS row FROM ${sql.identifier(table)} t
        WHERE t.tenant_id IN (${w.tenant.id}, ${w.other.id}) ORDER BY (to_jsonb(t) - 'id')::text`,
  );

/** The month and year tables as they are, and as summing the day tables per month and year gives them. */
const grains = {
  orders: {
    days: 'bi_order_days',
    months: 'bi_order_months',
    years: 'bi_order_years',
    key: sql`status, payment_method`,
    extra: sql``,
  },
  items: {
    days: 'bi_item_days',
    months: 'bi_item_months',
    years: 'bi_item_years',
    key: sql`product_id, group_id, manufacturer_id`,
    extra: sql`, sum(group_orders) AS group_orders, sum(manufacturer_orders) AS manufacturer_orders`,
  },
  customers: {
    days: 'bi_customer_days',
    months: 'bi_customer_months',
    years: 'bi_customer_years',
    key: sql`customer_id, customer_name`,
    extra: sql``,
  },
} as const;
type Grain = keyof typeof grains;
const summed = (grain: Grain, month: SQL, table: 'days' | 'months' | 'years') => {
  const { key, extra } = grains[grain];
  const keys = sql`tenant_id, ${key}, business_unit_id, representative_id, walk_in`;
  return queryRows<Record<string, unknown>>(
    w.db,
    sql`SELECT to_jsonb(x)::text AS row FROM (SELECT ${month} AS month, ${keys}, sum(value_cents) AS value_cents,
          sum(quantity) AS quantity, sum(centiliters) AS centiliters, sum(orders) AS orders ${extra}
        FROM ${sql.identifier(grains[grain][table])} WHERE tenant_id IN (${w.tenant.id}, ${w.other.id})
        GROUP BY 1, ${keys}) x ORDER BY 1`,
  );
};
const months = (grain: Grain) => summed(grain, sql`month`, 'months');
const monthsFromDays = (grain: Grain) => summed(grain, sql`date_trunc('month', day)::date`, 'days');
const years = (grain: Grain) => summed(grain, sql`year`, 'years');
const yearsFromDays = (grain: Grain) => summed(grain, sql`date_trunc('year', day)::date`, 'days');

const thisMonth = () => {
  const today = companyDay();
  return { inicial: `${today.slice(0, 8)}01`, final: today };
};
/**
 * Periods that read the summaries every way (bi-summary-plan.ts): whole years only; 2024 less five
 * months and two days (the sale of 2 June 2024 taken away) and two months and a day of 2025; one
 * day; and the current month up to today.
 */
const ranges = () => [
  { inicial: '2024-01-01', final: '2030-12-31' },
  { inicial: '2024-06-03', final: '2025-03-01' },
  { inicial: '2025-03-01', final: '2025-03-01' },
  thisMonth(),
];
const plainRows = (dim: Dimension, s: BiScope) =>
  queryRows<Record<string, unknown>>(
    w.db,
    sql`SELECT * FROM ${totalsBy(dim, s, true)} t ORDER BY t.mes, t.cod::text, t.des`,
  );

describe('BI summaries', () => {
  it('after orders are placed, cancelled, returned, edited and deleted (and on the neighbour) equal a full recomputation and the live figures', async () => {
    const gallon = await insertProduct(w.db, w.tenant.id, {
      siteDescription: 'Tinta BI',
      volumeLiters: '3.6',
      stock: 100,
    });
    const tube = await insertProduct(w.db, w.tenant.id, {
      siteDescription: 'Bisnaga BI',
      volumeLiters: '0.125',
      stock: 100,
    });
    const brush = await insertProduct(w.db, w.tenant.id, { siteDescription: 'Trincha BI', stock: 100 });
    const first = await saleOf([
      { codigo: gallon.id, quantidade: 3 },
      { codigo: tube.id, quantidade: 3 },
    ]);
    const second = await saleOf([
      { codigo: gallon.id, quantidade: 2 },
      { codigo: brush.id, quantidade: 5 },
    ]);
    await catchUp(w.db, w.tenant.id);
    // A third sale that a catch-up already saw, then cancelled; a return on the second.
    const third = await saleOf([{ codigo: tube.id, quantidade: 7 }]);
    await catchUp(w.db, w.tenant.id);
    expect(
      (await w.post(w.cookies.manager, `/api/pedidos/${third.pedido.codigo}/cancelar`, { motivo: 'Desistiu' })).status,
    ).toBe(200);
    const brushLine = second.itens.find((i) => i.cfiproite === brush.id)?.cficodite ?? 0;
    const returned = await w.post(w.cookies.manager, `/api/pedidos/${second.pedido.codigo}/devolver`, {
      motivo: 'Avaria',
      itens: [{ item: brushLine, quantidade: 2 }],
    });
    expect(returned.status).toBe(200);
    // Edits in SQL: a sale moved to another day and to the walk-in customer, an item's quantity, a
    // budget and an old sale added, the product moved to the brush's group with another volume.
    await w.db.execute(
      sql`UPDATE orders SET issued_on = '2025-03-01', customer_name = 'CONSUMIDOR'
          WHERE tenant_id = ${w.tenant.id} AND id = ${first.pedido.codigo}`,
    );
    await w.db.execute(
      sql`UPDATE order_items SET quantity = quantity + 4 WHERE tenant_id = ${w.tenant.id} AND order_id = ${second.pedido.codigo} AND product_id = ${gallon.id}`,
    );
    const budget = await insertOrder(w.db, w.tenant.id, {
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
      issuedOn: '2025-03-01',
      status: 'Orcamento',
      totalCents: 4_000,
    });
    await insertOrderItem(w.db, budget, tube, { quantity: 4 });
    const old = await insertOrder(w.db, w.tenant.id, {
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
      issuedOn: '2024-06-15',
      status: 'Venda',
      totalCents: 30_000,
      paymentMethod: 'C',
    });
    await insertOrderItem(w.db, old, gallon, { quantity: 1 });
    await insertOrderItem(w.db, old, brush, { quantity: 2 });
    await insertOrderItem(w.db, old, tube, { quantity: 1 });
    const early = await insertOrder(w.db, w.tenant.id, {
      customerId: w.customers.customer.id,
      customerName: 'Loja Azul Ltda',
      issuedOn: '2024-06-02',
      status: 'Venda',
      totalCents: 12_345,
      paymentMethod: 'D',
    });
    await insertOrderItem(w.db, early, brush, { quantity: 3 });
    await w.db.execute(
      sql`UPDATE products SET group_id = ${brush.groupId}, volume_liters = 0.333 WHERE tenant_id = ${w.tenant.id} AND id = ${tube.id}`,
    );
    // The neighbour: a sale with the same product ids' shapes, then deleted again but for one item.
    const theirProduct = await insertProduct(w.db, w.other.id, { volumeLiters: '18' });
    const theirs = await insertOrder(w.db, w.other.id, {
      customerId: w.customers.outsider.id,
      customerName: 'Cliente de Outra Empresa',
      issuedOn: '2025-03-01',
      status: 'Venda',
      totalCents: 99_000,
    });
    await insertOrderItem(w.db, theirs, theirProduct, { quantity: 9 });
    const gone = await insertOrder(w.db, w.other.id, {
      customerName: 'Balcão',
      issuedOn: '2025-03-02',
      status: 'Venda',
    });
    await insertOrderItem(w.db, gone, theirProduct, { quantity: 1 });
    await w.db.execute(sql`DELETE FROM order_items WHERE tenant_id = ${w.other.id} AND order_id = ${gone.id}`);
    await w.db.execute(sql`DELETE FROM orders WHERE tenant_id = ${w.other.id} AND id = ${gone.id}`);

    await catchUp(w.db, w.tenant.id);
    await catchUp(w.db, w.other.id);
    const incremental = {
      orders: await snapshot('bi_order_days'),
      items: await snapshot('bi_item_days'),
      customers: await snapshot('bi_customer_days'),
    };
    expect(incremental.items.length).toBeGreaterThan(0);
    await w.db.execute(sql`SELECT bi_summarize(${w.tenant.id}, NULL), bi_summarize(${w.other.id}, NULL)`);
    expect(await snapshot('bi_order_days')).toEqual(incremental.orders);
    expect(await snapshot('bi_item_days')).toEqual(incremental.items);
    expect(await snapshot('bi_customer_days')).toEqual(incremental.customers);
    // The months and years kept by difference are the days summed per month and year, and no row
    // of theirs is left empty.
    for (const grain of ['orders', 'items', 'customers'] as const) {
      expect((await months(grain)).length).toBeGreaterThan(0);
      expect(await months(grain)).toEqual(await monthsFromDays(grain));
      expect((await years(grain)).length).toBeGreaterThan(0);
      expect(await years(grain)).toEqual(await yearsFromDays(grain));
    }
    const [empty] = await queryRows<{ count: number }>(
      w.db,
      sql`SELECT ${sql.join(
        Object.values(grains).flatMap((g) =>
          [g.months, g.years].map((table) => sql`(SELECT count(*) FROM ${sql.identifier(table)} WHERE orders = 0)`),
        ),
        sql` + `,
      )} AS count`,
    );
    expect(Number(empty?.count)).toBe(0);

    // Every summarized dimension reads what the live facts say, for managers and a seller.
    const [rep] = await queryRows<{ id: number }>(
      w.db,
      sql`SELECT representative_id AS id FROM orders WHERE tenant_id = ${w.tenant.id} AND id = ${second.pedido.codigo}`,
    );
    const viewers: Viewer[] = [
      { level: 'G', id: 1, role: 'manager', representativeId: null },
      { level: 'V', id: 2, role: 'seller', representativeId: rep?.id ?? null },
    ];
    const filterSets = [
      { base: 0 },
      { base: 1, considerarConsumidor: 1 },
      { base: 2, considerarConsumidor: 1 },
      { base: 2, grupos: [brush.groupId] },
      { base: 0, fabricantes: [gallon.manufacturerId, tube.manufacturerId], considerarConsumidor: 1 },
    ];
    for (const [tenantId, viewer] of [
      [w.tenant.id, viewers[0]],
      [w.tenant.id, viewers[1]],
      [w.other.id, viewers[0]],
    ] as const)
      for (const extra of filterSets)
        for (const [index, range] of ranges().entries())
          for (const [name, dim] of Object.entries(dimensions)) {
            if (!('summary' in dim)) continue;
            const filters = biFilters.parse({ periodo: 10, inicio: range.inicial, fim: range.final, ...extra });
            const s: BiScope = { viewer: viewer!, tenantId, filters, range };
            const summarized = await plainRows(dim, s);
            expect(summarized, `${name} ${JSON.stringify({ ...extra, ...range })}`).toEqual(
              await plainRows({ ...dim, summary: undefined }, s),
            );
            if (
              index === 0 &&
              tenantId === w.tenant.id &&
              extra.base === 0 &&
              viewer === viewers[0] &&
              dim.summary(s, {})
            )
              expect(summarized.length, name).toBeGreaterThan(0);
          }
  });
});

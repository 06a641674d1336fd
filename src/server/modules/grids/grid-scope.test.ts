import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridRequest, type GridRequest } from '../../../shared/schemas/grid.js';
import { queryRows, type Database } from '../../db/client.js';
import { roleAuth } from '../../test/auth-contexts.js';
import { insertOrder, insertOrderItem, insertProduct, insertTenant } from '../../test/factories.js';
import { createTestDatabase } from '../../test/test-database.js';
import { gridScope } from './grid-catalog.js';
import { runGrid } from './grid-engine.js';
import { adminsOnly, managersOnly } from './grid-scope.js';
import { ordersGrid } from './orders.grid.js';

/**
 * The grid conditions every grid builds on: the role gates of the admins' and managers' grids, the
 * 'Filtros' (an empty list filters nothing) and the BI drill-down to orders holding an item of the
 * chosen products, groups or manufacturers. Through the orders grid; the other company has an order
 * with an item too, which no filter of the first may reach.
 */
let database: Database;
const tenants: number[] = [];
const orderIds: Record<string, number> = {};
type Product = Awaited<ReturnType<typeof insertProduct>>;
const catalog = {} as Record<'paint' | 'brush', Product>;

const holds = async (condition: SQL) =>
  (await queryRows<{ ok: boolean }>(database.db, sql`SELECT (${condition}) AS ok`))[0]?.ok;

/** The codes of the first company's orders the admin's orders grid gives for this request, by name. */
async function listed(body: GridRequest): Promise<string[]> {
  const [tenantId] = tenants;
  if (tenantId === undefined) throw new Error('no company');
  const request = gridRequest.parse({ limit: { page: 0, offset: 100 }, ...body });
  const reply = await runGrid(
    database.db,
    ordersGrid,
    request,
    gridScope(request, roleAuth(tenantId, 'admin'), tenantId),
  );
  const byId = Object.fromEntries(Object.entries(orderIds).map(([name, id]) => [id, name]));
  return reply.resultSet.map((row) => byId[Number(row.cficodped)] ?? `?${row.cficodped}`).sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  for (const alias of ['escopo-a', 'escopo-b']) tenants.push((await insertTenant(db, { alias })).id);
  const [mine, theirs] = tenants as [number, number];
  catalog.paint = await insertProduct(db, mine, { siteDescription: 'Tinta Acrílica' });
  catalog.brush = await insertProduct(db, mine, { siteDescription: 'Pincel' });
  const orderOf = async (name: string, fields: Parameters<typeof insertOrder>[2]) =>
    (orderIds[name] = (await insertOrder(db, mine, fields)).id);
  await orderOf('tinta', { issuedOn: '2026-01-10', status: 'Venda', origin: 'S' });
  await orderOf('pincel', { issuedOn: '2026-02-10', status: 'Orcamento', origin: 'N' });
  await orderOf('ambos', { issuedOn: '2026-03-10', status: 'Venda', origin: 'N' });
  await orderOf('vazio', { issuedOn: '2026-03-11', status: 'Cancelado', origin: 'S' });
  const item = (order: string, product: Product) =>
    insertOrderItem(db, { tenantId: mine, id: orderIds[order] ?? 0 }, product);
  await item('tinta', catalog.paint);
  await item('pincel', catalog.brush);
  await item('ambos', catalog.paint);
  await item('ambos', catalog.brush);
  // The other company: an order with an item of a product of the same id as the first company's paint.
  const theirProduct = await insertProduct(db, theirs);
  const theirOrder = await insertOrder(db, theirs, { issuedOn: '2026-01-10' });
  await insertOrderItem(db, theirOrder, theirProduct);
});
afterAll(() => database.close());

describe('role gates', () => {
  it("opens an admins' grid to admins only", async () => {
    expect(await holds(adminsOnly(roleAuth(1, 'admin')))).toBe(true);
    for (const role of ['manager', 'seller', null] as const)
      expect(await holds(adminsOnly(roleAuth(1, role)))).toBe(false);
  });

  it("opens a managers' grid to managers and admins only", async () => {
    expect(await holds(managersOnly(roleAuth(1, 'admin')))).toBe(true);
    expect(await holds(managersOnly(roleAuth(1, 'manager')))).toBe(true);
    for (const role of ['seller', null] as const) expect(await holds(managersOnly(roleAuth(1, role)))).toBe(false);
  });
});

describe('the Filtros', () => {
  it('filters nothing with no filter or empty lists', async () => {
    const every = ['ambos', 'pincel', 'tinta', 'vazio'];
    expect(await listed({})).toEqual(every);
    const empty = { loja: [], representantes: [], funcionarios: [], multiplosStatus: [], multiplosOrigem: [] };
    expect(await listed({ filterValue: empty })).toEqual(every);
    expect(await listed({ filterValue: { produtos: [], grupos: [], fabricantes: [] } })).toEqual(every);
  });

  it('keeps the orders of any of the chosen statuses and origins, and of the period', async () => {
    expect(await listed({ filterValue: { multiplosStatus: ['Venda', 'Cancelado'] } })).toEqual([
      'ambos',
      'tinta',
      'vazio',
    ]);
    expect(await listed({ filter: 'status', filterValue: 'Orcamento' })).toEqual(['pincel']);
    expect(await listed({ filterValue: { multiplosOrigem: ['N'] } })).toEqual(['ambos', 'pincel']);
    const period = { intervaloData: { inicial: '2026-02-10', final: '2026-03-10' } };
    expect(await listed({ filterValue: period })).toEqual(['ambos', 'pincel']);
  });

  it('keeps the orders holding an item of every chosen list: products, groups, manufacturers', async () => {
    const { paint, brush } = catalog;
    expect(await listed({ filterValue: { produtos: [paint.id] } })).toEqual(['ambos', 'tinta']);
    expect(await listed({ filterValue: { produtos: [paint.id, brush.id] } })).toEqual(['ambos', 'pincel', 'tinta']);
    expect(await listed({ filterValue: { grupos: [brush.groupId] } })).toEqual(['ambos', 'pincel']);
    expect(await listed({ filterValue: { fabricantes: [paint.manufacturerId] } })).toEqual(['ambos', 'tinta']);
    // One item must match every list: the paint's product with the brush's manufacturer is none.
    expect(await listed({ filterValue: { produtos: [paint.id], fabricantes: [brush.manufacturerId] } })).toEqual([]);
    expect(await listed({ filterValue: { produtos: [paint.id], grupos: [paint.groupId] } })).toEqual([
      'ambos',
      'tinta',
    ]);
  });
});

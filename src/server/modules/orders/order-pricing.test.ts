import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/budget-validity.js';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tintingShop } from '../tinting/tinting.fixture.js';
import { localDate } from './clock.js';
import { priceDateOf } from './order-pricing.js';
import type { OrderRow } from './orders.repo.js';

/**
 * What a line costs and what a cart totals (docs/pricing.md, docs/tinting.md): a tinted can is its
 * base's price plus its colourants, both brought to today's when the cart changes; the total adds the
 * shipping and a card's instalment interest to the goods; a budget keeps its pricing day while valid.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof tintingShop>>['shop'];
let galao: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const world = await tintingShop(t);
  shop = world.shop;
  galao = world.w.base.galao;
});
afterAll(() => t.close());

const setBase = (set: Partial<typeof products.$inferInsert>) =>
  t.database.db
    .update(products)
    .set(set)
    .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, galao.id)));
const setOrder = (id: number, set: Partial<typeof orders.$inferInsert>) =>
  t.database.db
    .update(orders)
    .set(set)
    .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, id)));
const addItem = (body: object) => shop.send('POST', '/api/carrinho/itens', 'seller', body);
const save = (pedido: number) => shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'ped' });
type Line = { cfiproite: number; cfiprcite: number; cfiprlite: number; cfimaqite: string; tipo: string; total: number };
const linesOf = (body: { itens: Line[] }) =>
  body.itens.map(({ cfiprcite, cfiprlite, cfimaqite, tipo, total }) => ({
    cfiprcite,
    cfiprlite,
    cfimaqite,
    tipo,
    total,
  }));

beforeEach(() => setBase({ priceCents: 10_000, listPriceCents: 10_000 }));

describe('a tinted line', () => {
  it("costs the base's price plus its colourants, and follows both to today's when the cart changes", async () => {
    // Galão R$ 100,00; Azul Sereno per galão: 20 mL of R$ 100,00/L + 1,25 mL of R$ 80,00/L = R$ 2,10.
    const tinted = await addItem({ codigo: galao.id, quantidade: 2, cor: 'AZ01', tipo: '1' });
    expect(tinted.status).toBe(200);
    const pedido = tinted.body.pedido.codigo as number;
    const plain = await addItem({ pedido, codigo: galao.id, quantidade: 1 });
    expect(linesOf(plain.body)).toEqual([
      { cfiprcite: 102.1, cfiprlite: 100, cfimaqite: 'S', tipo: '1', total: 204.2 },
      { cfiprcite: 100, cfiprlite: 100, cfimaqite: 'N', tipo: '0', total: 100 },
    ]);
    expect(plain.body.pedido.cfivalped).toBe(304.2);
    // The base goes up and its list price too; saving the budget brings every line to them.
    await setBase({ priceCents: 11_000, listPriceCents: 13_000 });
    const saved = await save(pedido);
    expect(linesOf(saved.body)).toEqual([
      { cfiprcite: 112.1, cfiprlite: 130, cfimaqite: 'S', tipo: '1', total: 224.2 },
      { cfiprcite: 110, cfiprlite: 130, cfimaqite: 'N', tipo: '0', total: 110 },
    ]);
    // Only the list price moves: placing the order still brings the lines to it.
    await setBase({ listPriceCents: 14_000 });
    await setOrder(pedido, { customerId: shop.ids.beto, customerName: 'Beto Cliente' });
    const placed = await shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'tpe' });
    expect(placed.body.pedido.cfistaped).toBe('Venda');
    expect(placed.body.itens.map((line: Line) => [line.cfiprcite, line.cfiprlite])).toEqual([
      [112.1, 140],
      [110, 140],
    ]);
  });
});

describe("the cart's total", () => {
  it('adds the shipping and the instalment interest to the goods, and shows the time as HH:MM', async () => {
    const added = await addItem({ codigo: galao.id, quantidade: 1 });
    const pedido = added.body.pedido.codigo as number;
    await setOrder(pedido, { shippingCents: 1_550, instalmentInterestCents: 325, issuedAt: '09:07:45' });
    const cart = await shop.send('GET', `/api/carrinho/${pedido}`, 'seller');
    expect(cart.status).toBe(200);
    // R$ 100,00 + R$ 15,50 + R$ 3,25.
    expect(cart.body.pedido).toMatchObject({ cfivalped: 118.75, cfihorped: '09:07' });
  });
});

describe('placing an order', () => {
  const budgetFor = async (customer: number | null, name: string) => {
    const added = await addItem({ codigo: galao.id, quantidade: 1 });
    const pedido = added.body.pedido.codigo as number;
    await setOrder(pedido, { customerId: customer, customerName: name });
    return pedido;
  };
  const place = (pedido: number, body: object = {}) =>
    shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'tpe', ...body });

  it("refuses a sale without a customer: no code, or the name 'CONSUMIDOR' in any case and spacing", async () => {
    for (const [customer, name] of [
      [null, 'Beto Cliente'],
      [shop.ids.beto, 'CONSUMIDOR'],
      [shop.ids.beto, '  consumidor '],
    ] as const) {
      const placed = await place(await budgetFor(customer, name));
      expect(placed.status, name).toBe(400);
      expect(placed.body.exception).toBe(cartMessages.customerRequired);
    }
    const named = await place(await budgetFor(shop.ids.beto, 'Consumidor Final Ltda'));
    expect(named.status).toBe(200);
    expect(named.body.pedido.cfistaped).toBe('Venda');
  });

  it('saves a budget with its note trimmed, and with no note when the one sent is blank', async () => {
    const notesOf = async (pedido: number) =>
      (
        await t.database.db
          .select({ notes: orders.notes })
          .from(orders)
          .where(and(eq(orders.tenantId, shop.tenant.id), eq(orders.id, pedido)))
      )[0]?.notes;
    const saveWith = async (observacao: string) => {
      const pedido = await budgetFor(null, 'CONSUMIDOR');
      const saved = await shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'ped', observacao });
      expect(saved.status).toBe(200);
      return notesOf(pedido);
    };
    expect(await saveWith('  entregar pela manhã  ')).toBe('entregar pela manhã');
    expect(await saveWith('   ')).toBeNull();
  });

  it("refuses a customer's placing of an order: that goes through the store's checkout", async () => {
    const cart = await shop.addToCart('ana', shop.ids.paint, 1);
    const pedido = cart.body.pedido.codigo as number;
    const placed = await shop.send('PUT', `/pedido/${pedido}`, 'ana', { direcionamento: 'tpe' });
    expect(placed.status).toBe(403);
    expect(placed.body.exception).toBe(cartMessages.checkoutOnly);
  });
});

describe("a budget's pricing day", () => {
  const today = localDate();
  const yesterday = addDays(today, -1);
  const row = (status: string, pricedOn: string | null, issuedOn: string, validityDays: number) => ({
    order: { status, pricedOn, issuedOn } as OrderRow,
    validityDays,
  });

  it('is the day its prices were set while the budget is valid, its last valid day included', () => {
    expect(priceDateOf(row('Orcamento', yesterday, '2026-01-01', 10))).toBe(yesterday);
    expect(priceDateOf(row('Orcamento', yesterday, '2026-01-01', 1))).toBe(yesterday);
    expect(priceDateOf(row('Orcamento', null, yesterday, 1))).toBe(yesterday);
  });

  it('is today once the budget expired, and always for what is no open budget', () => {
    expect(priceDateOf(row('Orcamento', yesterday, yesterday, 0))).toBe(today);
    expect(priceDateOf(row('Orcamento', addDays(today, -11), yesterday, 10))).toBe(today);
    expect(priceDateOf(row('Venda', yesterday, yesterday, 10))).toBe(today);
  });
});

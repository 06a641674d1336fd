import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/orders.js';
import { tenants } from '../../db/schema/tenants.js';
import { orderItemTintDoses, tintColorants, tintColors } from '../../db/schema/tinting.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingShop, type tintingWorld } from '../tinting/tinting.fixture.js';
import { cancelUnpaidSale } from './index.js';

// Colourant stock at sale (docs/tinting.md): Azul Sereno per galão is 20 mL of E and 1,25 mL of B.
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let w: Awaited<ReturnType<typeof tintingWorld>>;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ shop, w, manager } = await tintingShop(t));
});
afterAll(() => t.close());

const db = () => t.database.db;
const tenantId = () => shop.tenant.id;
const asManager = async (method: 'POST' | 'PUT', path: string, payload: object) => {
  const reply = await t.app.inject({ method, url: shop.url(path), headers: { cookie: manager }, payload });
  return { status: reply.statusCode, body: reply.json() };
};

/** Stock in µL of this company's colourant `code` (TING-01 holds E and B, TING-02 holds C04). */
async function colourant(code: string) {
  const [row] = await db()
    .select({ stockUl: tintColorants.stockUl })
    .from(tintColorants)
    .where(and(eq(tintColorants.tenantId, tenantId()), eq(tintColorants.code, code)));
  return row?.stockUl;
}
const setColourant = (code: string, stockUl: number) =>
  db()
    .update(tintColorants)
    .set({ stockUl })
    .where(and(eq(tintColorants.tenantId, tenantId()), eq(tintColorants.code, code)));
const baseStock = async (id: number) =>
  (
    await db()
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.tenantId, tenantId()), eq(products.id, id)))
  )[0]?.stock;
const setBase = (id: number, set: Partial<typeof products.$inferInsert>) =>
  db()
    .update(products)
    .set(set)
    .where(and(eq(products.tenantId, tenantId()), eq(products.id, id)));

/** Sets every dose of colour `code` to `amountUl`, or back to the fixture's formula (null). */
const setDoses = (code: string, amountUl: number | null) =>
  db().execute(
    sql`UPDATE tint_formula_doses d SET amount_ul = COALESCE(${amountUl}::int, CASE c.code WHEN 'E' THEN 20000 ELSE 1250 END)
        FROM tint_colors k, tint_colorants c
        WHERE d.tenant_id = ${tenantId()} AND k.tenant_id = d.tenant_id AND k.id = d.color_id AND k.code = ${code}
          AND c.tenant_id = d.tenant_id AND c.id = d.colorant_id`,
  );

/** A seller's budget for Beto with `quantidade` tinted cans of `codigo` in `cor`. */
async function budget(codigo: number, cor: string, quantidade: number) {
  const added = await shop.send('POST', '/api/carrinho/itens', 'seller', { codigo, quantidade, cor, tipo: '1' });
  expect(added.status).toBe(200);
  const pedido = added.body.pedido.codigo as number;
  await shop.send('POST', '/api/carrinho/cliente', 'seller', { pedido, cliente: shop.ids.beto });
  return { pedido, item: added.body.itens[0].cficodite as number };
}
const place = (pedido: number) => shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'tpe' });
async function sale(codigo: number, cor: string, quantidade: number) {
  const made = await budget(codigo, cor, quantidade);
  const placed = await place(made.pedido);
  expect(placed.status).toBe(200);
  expect(placed.body.pedido.cfistaped).toBe('Venda');
  return made;
}
const cancel = (pedido: number) => asManager('POST', `/api/pedidos/${pedido}/cancelar`, { motivo: 'Desistiu' });

describe('placing a sale with tinted lines', () => {
  it("takes the colourants of the formula × cans from the machine, recording each line's doses", async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { item } = await sale(w.base.galao.id, 'AZ01', 2);
    expect(await colourant('E')).toBe(1_000_000 - 40_000);
    expect(await colourant('B')).toBe(1_000_000 - 2_500);
    const doses = await db()
      .select({ colorantId: orderItemTintDoses.colorantId, amountUl: orderItemTintDoses.amountUl })
      .from(orderItemTintDoses)
      .where(and(eq(orderItemTintDoses.tenantId, tenantId()), eq(orderItemTintDoses.orderItemId, item)));
    expect(doses.map((d) => d.amountUl).sort((a, b) => a - b)).toEqual([1_250, 20_000]);
  });

  it('scales the formula to the can sold: a quarto takes a quarter of the galão', async () => {
    await setColourant('E', 1_000_000);
    await sale(w.base.quarto.id, 'AZ01', 1);
    expect(await colourant('E')).toBe(1_000_000 - 5_000);
  });

  it('refuses a colour made inactive since it went into the cart, writing nothing', async () => {
    const { pedido } = await budget(w.base.galao.id, 'AZ02', 1);
    await db()
      .update(tintColors)
      .set({ active: false })
      .where(and(eq(tintColors.tenantId, tenantId()), eq(tintColors.code, 'AZ02')));
    const [e, galao] = [await colourant('E'), await baseStock(w.base.galao.id)];
    const refused = await place(pedido);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(cartMessages.colourNotFound);
    expect(await colourant('E')).toBe(e);
    expect(await baseStock(w.base.galao.id)).toBe(galao);
    expect((await shop.send('GET', `/api/carrinho/${pedido}`, 'seller')).body.pedido.cfistaped).not.toBe('Venda');
    await db()
      .update(tintColors)
      .set({ active: true })
      .where(and(eq(tintColors.tenantId, tenantId()), eq(tintColors.code, 'AZ02')));
  });

  it('refuses a colourant that ran short since, naming it, and leaves the base stock as it was', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido } = await budget(w.base.galao.id, 'AZ01', 1);
    await setColourant('E', 19_999);
    const galao = await baseStock(w.base.galao.id);
    const refused = await place(pedido);
    expect(refused.status).toBe(409);
    expect(refused.body.exception).toBe(cartMessages.shortage(['corante E Azul Ftalo (disponível: 19,999 mL)']));
    expect(await colourant('E')).toBe(19_999);
    expect(await colourant('B')).toBe(1_000_000);
    expect(await baseStock(w.base.galao.id)).toBe(galao);
  });

  it('a base selling without stock still takes its colourants, without checking them', async () => {
    await setColourant('E', 1_000_000);
    const { pedido } = await budget(w.base.galao.id, 'AZ01', 1);
    await setColourant('E', 5_000);
    await setBase(w.base.galao.id, { sellWithoutStock: true });
    expect((await place(pedido)).status).toBe(200);
    expect(await colourant('E')).toBe(5_000 - 20_000);
    await setBase(w.base.galao.id, { sellWithoutStock: false, stock: 50 });
  });

  it('of two sales racing for the last colourant, one passes', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const [a, b] = [await budget(w.base.galao.id, 'AZ01', 1), await budget(w.base.galao.id, 'AZ01', 1)];
    await setColourant('E', 30_000);
    const replies = await Promise.all([place(a.pedido), place(b.pedido)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await colourant('E')).toBe(10_000);
  });
});

describe("the customer accepting a tinted budget's public link", () => {
  /** A saved budget for Beto with a public link; accepting it answers as the customer sees it. */
  async function publicBudget(quantidade: number) {
    const { pedido } = await budget(w.base.galao.id, 'AZ01', quantidade);
    expect((await shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'ped' })).status).toBe(200);
    const issued = await shop.send('POST', `/api/orcamentos/${pedido}/link-publico`, 'seller');
    const token = new URL(issued.body.link as string).pathname.split('/').pop() ?? '';
    return { pedido, accept: () => shop.send('POST', `/api/orcamento-publico/${token}/aceitar`) };
  }
  const status = async (pedido: number) =>
    (await shop.send('GET', `/api/carrinho/${pedido}`, 'seller')).body.pedido.cfistaped as string;

  it('refuses when a colourant is short for the cans, naming it, and takes nothing', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido, accept } = await publicBudget(2);
    await setColourant('E', 39_999);
    const refused = await accept();
    expect(refused.status).toBe(409);
    expect(refused.body.exception).toBe(cartMessages.shortage(['corante E Azul Ftalo (disponível: 39,999 mL)']));
    expect(await colourant('E')).toBe(39_999);
    expect(await status(pedido)).toBe('Orcamento');
  });

  it('accepts with exactly enough, still taking nothing until the seller confirms', async () => {
    await Promise.all([setColourant('E', 40_000), setColourant('B', 1_000_000)]);
    const { pedido, accept } = await publicBudget(2);
    expect((await accept()).status).toBe(200);
    expect(await status(pedido)).toBe('Reserva');
    expect(await colourant('E')).toBe(40_000);
  });

  it('refuses a colour made inactive since the budget', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido, accept } = await publicBudget(1);
    const setActive = (active: boolean) =>
      db()
        .update(tintColors)
        .set({ active })
        .where(and(eq(tintColors.tenantId, tenantId()), eq(tintColors.code, 'AZ01')));
    await setActive(false);
    const refused = await accept();
    await setActive(true);
    expect(refused.status).toBe(400);
    expect(refused.body.exception).toBe(cartMessages.colourNotFound);
    expect(await status(pedido)).toBe('Orcamento');
  });

  it('does not check the colourants of a base selling without stock', async () => {
    const { accept } = await publicBudget(1);
    await setColourant('E', 0);
    await setBase(w.base.galao.id, { sellWithoutStock: true });
    const reply = await accept();
    await setBase(w.base.galao.id, { sellWithoutStock: false, stock: 50 });
    expect(reply.status).toBe(200);
    expect(await colourant('E')).toBe(0);
  });
});

describe('giving the colourants back', () => {
  it('a cancel gives back what the sale took, once', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido } = await sale(w.base.galao.id, 'AZ01', 3);
    // A formula changed after the sale does not change what comes back.
    await setDoses('AZ01', 1);
    const replies = await Promise.all([cancel(pedido), cancel(pedido)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await colourant('E')).toBe(1_000_000);
    expect(await colourant('B')).toBe(1_000_000);
    await setDoses('AZ01', null);
  });

  it('a return gives back the returned cans; a cancel afterwards, the rest', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido, item } = await sale(w.base.galao.id, 'AZ01', 3);
    const back = await asManager('POST', `/api/pedidos/${pedido}/devolver`, {
      motivo: 'Cor errada',
      itens: [{ item, quantidade: 1 }],
    });
    expect(back.status).toBe(200);
    expect(await colourant('E')).toBe(1_000_000 - 40_000);
    expect(await colourant('B')).toBe(1_000_000 - 2_500);
    expect((await cancel(pedido)).status).toBe(200);
    expect(await colourant('E')).toBe(1_000_000);
    expect(await colourant('B')).toBe(1_000_000);
  });

  it('an expired Pix gives them back once', async () => {
    await Promise.all([setColourant('E', 1_000_000), setColourant('B', 1_000_000)]);
    const { pedido } = await sale(w.base.galao.id, 'AZ01', 2);
    const expire = () => db().transaction((tx) => cancelUnpaidSale(tx, tenantId(), pedido, 'Pix expirado'));
    // Only a store checkout's sale is cancelled when its Pix expires, not one a seller placed.
    expect(await expire()).toBe(false);
    await db()
      .update(orders)
      .set({ origin: 'S' })
      .where(and(eq(orders.tenantId, tenantId()), eq(orders.id, pedido)));
    expect(await expire()).toBe(true);
    expect(await expire()).toBe(false);
    expect(await colourant('E')).toBe(1_000_000);
    expect(await colourant('B')).toBe(1_000_000);
  });
});

describe('the neighbour company', () => {
  it('keeps its colourants, which share ids and codes with these (close() also compares all its rows)', async () => {
    const [neighbour] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, NEIGHBOUR.alias));
    const rows = await db()
      .select({ id: tintColorants.id, stockUl: tintColorants.stockUl })
      .from(tintColorants)
      .where(eq(tintColorants.tenantId, neighbour?.id ?? 0));
    const ours = await db()
      .select({ id: tintColorants.id })
      .from(tintColorants)
      .where(eq(tintColorants.tenantId, tenantId()));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ours.map((r) => r.id)));
    expect(rows.every((r) => r.stockUl === 2_000_000)).toBe(true);
  });
});

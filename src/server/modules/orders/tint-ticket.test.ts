import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator, insertOrder, insertOrderItem, insertRepresentative } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingWorld } from '../tinting/tinting.fixture.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let orderId: number;
let itemId: number;
let cookies: { own: string; other: string };
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  const db = t.database.db;
  const tenantId = shop.tenant.id;
  const w = await tintingWorld(db, tenantId);
  const [mine, theirs] = [await insertRepresentative(db, tenantId), await insertRepresentative(db, tenantId, 'Outro')];
  const own = await insertOperator(db, tenantId, { representativeId: mine.id });
  const other = await insertOperator(db, tenantId, { representativeId: theirs.id });
  cookies = {
    own: await loginCookie(t, own.email, shop.tenant.alias),
    other: await loginCookie(t, other.email, shop.tenant.alias),
  };
  const order = await insertOrder(db, tenantId, { customerId: shop.ids.beto, representativeId: mine.id });
  orderId = order.id;
  await insertOrderItem(db, order, w.base.quarto, { position: 1 });
  const tinted = { tinted: 1, colorCode: 'AZ01', colorDescription: 'Azul Sereno', colorRgb: '3A6EA5' };
  itemId = (await insertOrderItem(db, order, w.base.galao, { position: 2, quantity: 2, ...tinted })).id;
});
afterAll(() => t.close());

const read = async (path: string, cookie: string) => {
  const reply = await t.app.inject({ method: 'GET', url: shop.url(path), headers: { cookie } });
  return { status: reply.statusCode, text: reply.body, type: String(reply.headers['content-type']) };
};

describe('the formula ticket of a tinted line', () => {
  it('shows colour, line, base, can and the colourants scaled to the can', async () => {
    const page = await read(`/api/pedidos/${orderId}/ficha-tingimento`, cookies.own);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.text).toContain(`Ficha de tingimento do pedido nº ${orderId}`);
    for (const text of ['Azul Sereno (AZ01)', 'Cores do Brasil', 'Acrílica', 'BASE ACRILICA PREMIUM A', '3,6 L'])
      expect(page.text).toContain(text);
    // The galão takes the formula as entered (20 mL of E, 1,25 mL of B); the untinted quarto has no ticket.
    expect(page.text).toMatch(/<td>E<\/td><td>Azul Ftalo<\/td><td class="n">20,000<\/td>/);
    expect(page.text).toMatch(/<td>B<\/td><td>Preto Carbono<\/td><td class="n">1,250<\/td>/);
    expect(page.text.match(/class="ficha"/g)).toHaveLength(1);
  });

  it('downloads the machine-import CSV, one row per colourant', async () => {
    const csv = await read(`/api/pedidos/${orderId}/ficha-tingimento/csv?item=${itemId}`, cookies.own);
    expect(csv.type).toContain('text/csv');
    expect(csv.text.split('\r\n')).toEqual([
      'pedido;item;latas;maquina;cor;nome_cor;linha;base;lata_ml;corante;nome_corante;ml',
      `${orderId};${itemId};2;TING-01;AZ01;Azul Sereno;Cores do Brasil;BASE ACRILICA PREMIUM A;3600;B;Preto Carbono;1.250`,
      `${orderId};${itemId};2;TING-01;AZ01;Azul Sereno;Cores do Brasil;BASE ACRILICA PREMIUM A;3600;E;Azul Ftalo;20.000`,
      '',
    ]);
  });

  it("is the order's customer's too", async () => {
    expect((await read(`/api/pedidos/${orderId}/ficha-tingimento`, await shop.cookie('beto'))).status).toBe(200);
  });

  it("is 404 for another customer and for another representative's seller", async () => {
    for (const path of [`/api/pedidos/${orderId}/ficha-tingimento`, `/api/pedidos/${orderId}/ficha-tingimento/csv`]) {
      expect((await read(path, await shop.cookie('ana'))).status).toBe(404);
      expect((await read(path, cookies.other)).status).toBe(404);
    }
  });
});

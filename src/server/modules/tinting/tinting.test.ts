import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '../../../shared/schemas/cart.js';
import { tintingMessages } from '../../../shared/schemas/tinting.js';
import { products } from '../../db/schema/catalog.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingWorld } from './tinting.fixture.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let w: Awaited<ReturnType<typeof tintingWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  w = await tintingWorld(t.database.db, shop.tenant.id);
});
afterAll(() => t.close());

type Line = { cfiproite: number; cfiprcite: number; cficorite: string | null; cfimaqite: string; tipo: string };
const get = (path: string) => shop.send('GET', path);
const buy = (payload: object) => shop.send('POST', '/api/loja/carrinho/itens', 'beto', payload);

describe('the tinting search', () => {
  it('narrows lines, types and units by the choices before them', async () => {
    const all = (await get('/api/tintas/pesquisa')).body;
    expect(all.maquinas.map((m: { cficodmaq: string }) => m.cficodmaq)).toEqual(['TING-01', 'TING-02']);
    expect(all.cores).toEqual([]);
    const m2 = (await get(`/api/tintas/pesquisa?maquina=${w.machines.m2.id}`)).body;
    expect(m2.linhas).toEqual([{ id: w.lines.exterior.id, cfideslin: 'Cores Industriais', padrao: false }]);
    const m1 = (await get(`/api/tintas/pesquisa?maquina=${w.machines.m1.id}&linha=${w.lines.interior.id}`)).body;
    expect(m1.tipos).toEqual([{ id: w.types.acrylic.id, cfidestip: 'Acrílica' }]);
    expect(m1.unidades).toEqual([{ id: w.units.galao.id, cfiunicor: 'Galão 3,6L', volumeMl: 3_600 }]);
    const chosen = (
      await get(
        `/api/tintas/pesquisa?maquina=${w.machines.m1.id}&linha=${w.lines.interior.id}&tipo=${w.types.acrylic.id}&unidade=${w.units.galao.id}`,
      )
    ).body;
    // The inactive colour is not offered.
    expect(chosen.cores.map((c: { cficodcor: string }) => c.cficodcor)).toEqual(['AZ02', 'AZ01']);
  });
});

describe('the colour chart', () => {
  it('prices each can size as its base plus the scaled formula, rounded once', async () => {
    const chart = (await get(`/api/tintas/produtos/${w.base.galao.id}`)).body;
    expect(chart.embalagens.map((e: { embalagem: string; preco: number }) => [e.embalagem, e.preco])).toEqual([
      ['Quarto 0,9L', 30],
      ['Galão 3,6L', 100],
      ['Lata 18L', 400],
    ]);
    const azul = chart.cores.find((c: { cficodcor: string }) => c.cficodcor === 'AZ01');
    // Galão: 20 mL × R$ 100/L + 1,25 mL × R$ 80/L = R$ 2,10; quarto ¼ of it (R$ 0,52504 → 0,53); lata 5×.
    expect(azul).toMatchObject({ familia: 'Azuis', ativo: 'S', precos: [30.53, 102.1, 410.5] });
    expect(chart.cores.find((c: { cficodcor: string }) => c.cficodcor === 'AZ03').ativo).toBe('I');
  });

  it('is 404 for a product that is not a tint base', async () => {
    const reply = await get(`/api/tintas/produtos/${shop.ids.paint}`);
    expect(reply.status).toBe(404);
    expect(reply.body.exception).toBe(tintingMessages.notTintBase);
  });
});

describe("the terminal's formula for a can", () => {
  it('scales the formula to the base and prices the colourants; sellers only', async () => {
    const path = `/api/tintas/formula?produto=${w.base.quarto.id}&cor=AZ01`;
    const reply = (await shop.send('GET', path, 'seller')).body;
    expect(reply).toMatchObject({ cor: { cficodcor: 'AZ01', ativo: 'S' }, volumeMl: 900, precoCorantes: 0.53 });
    expect(reply.corantes).toEqual([
      { codigo: 'B', nome: 'Preto Carbono', ml: 0.313 },
      { codigo: 'E', nome: 'Azul Ftalo', ml: 5 },
    ]);
    expect((await shop.send('GET', path, 'beto')).status).toBe(403);
    expect((await shop.send('GET', `/api/tintas/formula?produto=${shop.ids.paint}&cor=AZ01`, 'seller')).status).toBe(
      404,
    );
  });
});

describe('nearest colours', () => {
  it('orders the active colours by CIEDE2000', async () => {
    const near = (await get(`/api/tintas/cores/proximas?rgb=3B6FA6&produto=${w.base.galao.id}&limite=2`)).body;
    expect(near.map((c: { cficodcor: string }) => c.cficodcor)).toEqual(['AZ01', 'AZ02']);
    expect(near[0].deltaE).toBeLessThan(1);
    expect(near[0]).toMatchObject({ cfidescor: 'Azul Sereno', cfirgbcrr: '3A6EA5' });
  });

  it("keeps to the line asked for: a red asked of the blues' line gets blues", async () => {
    const nearRed = (linha?: number) =>
      get(
        `/api/tintas/cores/proximas?rgb=B22222&produto=${w.base.galao.id}&limite=1${linha ? `&linha=${linha}` : ''}`,
      ).then((r) => r.body.map((c: { cficodcor: string }) => c.cficodcor));
    expect(await nearRed()).toEqual(['VM01']);
    expect(await nearRed(w.lines.exterior.id)).toEqual(['VM01']);
    expect(await nearRed(w.lines.interior.id)).not.toContain('VM01');
    expect(await nearRed(w.lines.interior.id)).toHaveLength(1);
  });

  it('refuses a colour that is not hex', async () => {
    const reply = await get(`/api/tintas/cores/proximas?rgb=azul&produto=${w.base.galao.id}`);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(tintingMessages.rgb);
  });
});

describe('buying a tinted can', () => {
  it('takes the server price, not one sent with the request', async () => {
    const cart = (await buy({ codigo: w.base.quarto.id, quantidade: 2, cor: 'AZ01', tipo: '1', preco: 0.01 })).body;
    const line = cart.itens.find((i: Line) => i.cfiproite === w.base.quarto.id);
    expect(line).toMatchObject({ cfiprcite: 30.53, cficorite: 'AZ01', cfimaqite: 'S', tipo: '1' });
    // Reading the cart reprices it to today: the tinted line keeps its colourants.
    const again = (await shop.send('GET', '/api/loja/carrinho', 'beto')).body.carrinho;
    expect(again.itens.find((i: Line) => i.cfiproite === w.base.quarto.id).cfiprcite).toBe(30.53);
  });

  it('refuses an inactive colour', async () => {
    const reply = await buy({ codigo: w.base.galao.id, quantidade: 1, cor: 'AZ03' });
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(cartMessages.colourNotFound);
  });

  it('checks the colourants in the machine, unless the base sells without stock', async () => {
    const short = await buy({ codigo: w.base.lata.id, quantidade: 1, cor: 'VM01' });
    expect(short.status).toBe(400);
    expect(short.body.exception).toBe(tintingMessages.colourantShort);
    // A galão takes 10 mL: exactly what the machine has.
    expect((await buy({ codigo: w.base.galao.id, quantidade: 1, cor: 'VM01' })).status).toBe(200);
    expect((await buy({ codigo: w.base.galao.id, quantidade: 2, cor: 'VM01' })).body.exception).toBe(
      tintingMessages.colourantShort,
    );
    await t.database.db
      .update(products)
      .set({ sellWithoutStock: true })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, w.base.lata.id)));
    const sold = await buy({ codigo: w.base.lata.id, quantidade: 1, cor: 'VM01' });
    expect(sold.status).toBe(200);
    // 50 mL × R$ 200/L = R$ 10,00 on the lata's R$ 400,00.
    expect(sold.body.itens.find((i: Line) => i.cfiproite === w.base.lata.id).cfiprcite).toBe(410);
  });

  it('checks the base stock', async () => {
    await t.database.db
      .update(products)
      .set({ stock: 0, sellWithoutStock: false })
      .where(and(eq(products.tenantId, shop.tenant.id), eq(products.id, w.base.galao.id)));
    const reply = await buy({ codigo: w.base.galao.id, quantidade: 1, cor: 'AZ02' });
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(cartMessages.productUnavailable);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formulaImportMessages } from '../../../shared/schemas/tinting.js';
import { products } from '../../db/schema/catalog.js';
import { tintColorants, tintColors, tintFormulaDoses } from '../../db/schema/tinting.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingShop, type tintingWorld } from './tinting.fixture.js';

// Per-base formulas (docs/tinting.md): AZ01's formula for every base is 20 mL of E and 1,25 mL of B per
// galão; for base A it is 10 mL of E alone. The fixture's three cans are one base.
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let w: Awaited<ReturnType<typeof tintingWorld>>;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ shop, w, manager } = await tintingShop(t));
  const [az01] = await db()
    .select({ id: tintColors.id })
    .from(tintColors)
    .where(and(eq(tintColors.tenantId, tenantId()), eq(tintColors.code, 'AZ01')));
  await db()
    .insert(tintFormulaDoses)
    .values({
      tenantId: tenantId(),
      colorId: az01?.id ?? 0,
      base: 'A',
      colorantId: w.colourants.blue.id,
      amountUl: 10_000,
    });
});
afterAll(() => t.close());

const db = () => t.database.db;
const tenantId = () => shop.tenant.id;
const setBaseKey = (tintBaseKey: string | null) =>
  db()
    .update(products)
    .set({ tintBaseKey })
    .where(and(eq(products.tenantId, tenantId()), eq(products.tintBase, true)));
type ChartColour = { cficodcor: string; precos: number[] };
const chartPrices = async (code: string) =>
  ((await shop.send('GET', `/api/tintas/produtos/${w.base.galao.id}`)).body.cores as ChartColour[]).find(
    (c) => c.cficodcor === code,
  )?.precos;
const stockUl = async (id: number) =>
  (
    await db()
      .select({ stockUl: tintColorants.stockUl })
      .from(tintColorants)
      .where(and(eq(tintColorants.tenantId, tenantId()), eq(tintColorants.id, id)))
  )[0]?.stockUl;

describe('a base with a formula of its own', () => {
  it("prices the chart by the base's formula; a colour without one keeps every base's", async () => {
    await setBaseKey(null);
    const az02 = await chartPrices('AZ02');
    expect(await chartPrices('AZ01')).toEqual([30.53, 102.1, 410.5]);
    await setBaseKey('A');
    expect(await chartPrices('AZ01')).toEqual([30.25, 101, 405]);
    expect(await chartPrices('AZ02')).toEqual(az02);
    // Base B has no formula of its own for AZ01: every base's.
    await setBaseKey('B');
    expect(await chartPrices('AZ01')).toEqual([30.53, 102.1, 410.5]);
    await setBaseKey('A');
  });

  it("gives the terminal the base's doses", async () => {
    const reply = await shop.send('GET', `/api/tintas/formula?produto=${w.base.galao.id}&cor=AZ01`, 'seller');
    expect(reply.body.corantes).toEqual([{ codigo: 'E', nome: 'Azul Ftalo', ml: 10 }]);
    expect(reply.body.precoCorantes).toBe(1);
  });

  it("prices the cart line and takes the base's colourants at sale", async () => {
    const [e, b] = [await stockUl(w.colourants.blue.id), await stockUl(w.colourants.black.id)];
    const added = await shop.send('POST', '/api/carrinho/itens', 'seller', {
      codigo: w.base.galao.id,
      quantidade: 2,
      cor: 'AZ01',
      tipo: '1',
    });
    expect(added.body.itens[0].cfiprcite).toBe(101);
    const pedido = added.body.pedido.codigo as number;
    await shop.send('POST', '/api/carrinho/cliente', 'seller', { pedido, cliente: shop.ids.beto });
    const placed = await shop.send('PUT', `/pedido/${pedido}`, 'seller', { direcionamento: 'tpe' });
    expect(placed.body.pedido.cfistaped).toBe('Venda');
    expect(await stockUl(w.colourants.blue.id)).toBe((e ?? 0) - 20_000);
    expect(await stockUl(w.colourants.black.id)).toBe(b);
  });
});

describe('importing formulas with a base column', () => {
  const header = 'maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml;base';
  const blue = 'Cores do Brasil;Acrílica;Galão 3,6L';
  const send = (lines: string[], gravar: boolean) =>
    t.app.inject({
      method: 'POST',
      url: shop.url('/api/tintas/formulas/importar'),
      headers: { cookie: manager },
      payload: {
        nomeArquivo: 'formulas.csv',
        arquivo: Buffer.from([header, ...lines].join('\r\n')).toString('base64'),
        gravar,
      },
    });
  const lines = [
    `TING-01;BS01;Azul Base;${blue};2244AA;E;1`,
    `TING-01;BS01;Azul Base;${blue};2244AA;B;0,5;`,
    `TING-01;BS01;Azul Base;${blue};2244AA;E;2;a`,
  ];

  it("stores each base's doses (the letter in upper case) and every base's; the same file again changes nothing", async () => {
    const written = (await send(lines, true)).json();
    expect(written).toMatchObject({ novas: 1, recusados: [] });
    const doses = await db()
      .select({ base: tintFormulaDoses.base, amountUl: tintFormulaDoses.amountUl })
      .from(tintFormulaDoses)
      .innerJoin(
        tintColors,
        and(eq(tintColors.tenantId, tintFormulaDoses.tenantId), eq(tintColors.id, tintFormulaDoses.colorId)),
      )
      .where(and(eq(tintFormulaDoses.tenantId, tenantId()), eq(tintColors.code, 'BS01')));
    expect(doses.map((d) => `${d.base}:${d.amountUl}`).sort()).toEqual([':1000', ':500', 'A:2000']);
    expect((await send(lines, false)).json()).toMatchObject({ novas: 0, alteradas: 0, iguais: 1 });
  });

  it('refuses a bad base and the same colourant twice for one base', async () => {
    const reply = (
      await send(
        [
          `TING-01;BS02;Base Ruim;${blue};2244AA;E;1;A-1`,
          `TING-01;BS03;Repetido;${blue};2244AA;E;1;B`,
          `TING-01;BS03;Repetido;${blue};2244AA;E;2;b`,
        ],
        false,
      )
    ).json();
    expect(reply.recusados).toEqual([
      { linha: 2, codigo: 'BS02', motivo: formulaImportMessages.rowBase },
      { linha: 3, codigo: 'BS03', motivo: formulaImportMessages.colourRefused },
      { linha: 4, codigo: 'BS03', motivo: formulaImportMessages.rowRepeated(3) },
    ]);
  });
});

describe('a colour made only for other bases', () => {
  it('is not on the chart of this base and a can of it is refused, never sold with no colourant', async () => {
    const blue = 'Cores do Brasil;Acrílica;Galão 3,6L';
    const file = [
      'maquina;cor;nome_cor;linha;tipo;unidade;rgb;corante;ml;base',
      `TING-01;BS04;Só Base A;${blue};2244AA;E;1;A`,
    ];
    const imported = await t.app.inject({
      method: 'POST',
      url: shop.url('/api/tintas/formulas/importar'),
      headers: { cookie: manager },
      payload: { nomeArquivo: 'f.csv', arquivo: Buffer.from(file.join('\r\n')).toString('base64'), gravar: true },
    });
    expect(imported.json()).toMatchObject({ novas: 1, recusados: [] });
    await setBaseKey('C');
    expect(await chartPrices('BS04')).toBeUndefined();
    const tint = { codigo: w.base.galao.id, quantidade: 1, cor: 'BS04', tipo: '1' };
    const refused = await shop.send('POST', '/api/carrinho/itens', 'seller', tint);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.exception).toMatch(/^Cor não encontrada/);
    await setBaseKey('A');
    expect(await chartPrices('BS04')).toHaveLength(3);
    expect((await shop.send('POST', '/api/carrinho/itens', 'seller', tint)).status).toBe(200);
  });
});

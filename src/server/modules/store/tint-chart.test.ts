import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tintingShop } from '../tinting/tinting.fixture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The colour chart of a tint base as the shop shows it (GET /api/tintas/produtos/{id}): each can of
// the base with its volume and price, and each colour's price per can (base + colourants).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Chart = {
  embalagens: Array<{ embalagem: string; volumeMl: number; preco: number | null }>;
  cores: Array<{ cficodcor: string; precos: Array<number | null> }>;
};

describe('the colour chart', () => {
  it("lists every can with its volume in mL and price, and each colour's price per can to the centavo", async () => {
    const { shop, w } = await tintingShop(t);
    const chart = (await shop.send('GET', `/api/tintas/produtos/${w.base.galao.id}`)).body as Chart;
    expect(chart.embalagens.map(({ embalagem, volumeMl, preco }) => [embalagem, volumeMl, preco])).toEqual([
      ['Quarto 0,9L', 900, 30],
      ['Galão 3,6L', 3_600, 100],
      ['Lata 18L', 18_000, 400],
    ]);
    expect(chart.cores.find((colour) => colour.cficodcor === 'AZ01')?.precos).toEqual([30.53, 102.1, 410.5]);
  });
});

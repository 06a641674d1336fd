import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/domain/access.js';
import { biWorld, type BiWorld } from './bi.fixture.js';
import { bestCustomers, bestProducts } from './bi-panel.js';
import { catchUp } from './bi-summaries.js';

/** The panel's best customers and products of November 2026, read from the summaries, by value. */
let w: BiWorld;
beforeAll(async () => {
  w = await biWorld();
  await catchUp(w.db, w.tenant.id);
});
afterAll(() => w.t.close());

const november = { inicial: '2026-11-01', final: '2026-11-30' };
const admin: Viewer = { level: 'A', id: 0, role: 'admin', representativeId: null };
const sellerOf = (representativeId: number): Viewer => ({ level: 'V', id: 0, role: 'seller', representativeId });

describe("the panel's best customers", () => {
  it("rank the sales' totals, the walk-in customer too, highest first, as many as asked", async () => {
    const { alfa, beta, gama, walkIn } = w.customers;
    expect(await bestCustomers(w.db, admin, w.tenant.id, november, 10)).toEqual([
      { id: beta.id, name: 'Cliente Beta', count: 1, totalCents: 119_900 },
      { id: gama.id, name: 'Cliente Gama', count: 1, totalCents: 49_900 },
      { id: alfa.id, name: 'Cliente Alfa', count: 1, totalCents: 22_400 },
      { id: walkIn.id, name: 'CONSUMIDOR', count: 1, totalCents: 9_900 },
    ]);
    expect((await bestCustomers(w.db, admin, w.tenant.id, november, 2)).map((c) => c.id)).toEqual([beta.id, gama.id]);
  });

  it("give a seller only their representative's customers", async () => {
    const { alfa, gama, walkIn } = w.customers;
    const mine = await bestCustomers(w.db, sellerOf(w.reps.rep1.id), w.tenant.id, november, 10);
    expect(mine.map((c) => c.id)).toEqual([gama.id, alfa.id, walkIn.id]);
  });
});

describe("the panel's best products", () => {
  it('rank the lines by quantity × price, with the units sold and the name the catalogue gives', async () => {
    const { galao, lata, rolo } = w.products;
    expect(await bestProducts(w.db, admin, w.tenant.id, november, 10)).toEqual([
      { id: lata.id, name: 'Tinta Esmalte - Lata 18L', quantity: 3, totalCents: 120_000 },
      { id: galao.id, name: 'Tinta Acrílica - Galão 3,6L', quantity: 8, totalCents: 80_000 },
      { id: rolo.id, name: 'Rolo de lã - Unidade', quantity: 1, totalCents: 2_500 },
    ]);
    const seller2 = await bestProducts(w.db, sellerOf(w.reps.rep2.id), w.tenant.id, november, 10);
    expect(seller2).toEqual([{ id: lata.id, name: 'Tinta Esmalte - Lata 18L', quantity: 3, totalCents: 120_000 }]);
  });
});

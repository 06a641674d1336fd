import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReceivable } from '../../test/factories.js';
import { biWorld, type BiWorld } from './bi.fixture.js';
import { autumn, results } from './bi-test-calls.js';

/**
 * The accounts evolution under each filter: Alfa's receivables are of the Centro store, Beta's late
 * one of the Norte store and representative Dois; a walk-in receivable of R$ 50 (no order), due and
 * late in November, counts only when the walk-in customer is asked for.
 */
let w: BiWorld;
beforeAll(async () => {
  w = await biWorld();
  await insertReceivable(w.db, w.tenant.id, w.customers.walkIn.id, { dueOn: '2026-11-20', valueCents: 5_000 });
});
afterAll(() => w.t.close());

type Point = { serie: string; vlr: number };
const series = async (filters: object) => {
  const reply = await results(w, 'evolucao-contas', w.cookies.admin, { ...autumn, ...filters });
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json<{ grafico: Point[]; total: number }>();
  const of = (serie: string) => body.grafico.filter((p) => p.serie === serie).map((p) => p.vlr);
  return { abertas: of('Abertas'), recebidas: of('Recebidas'), vencidas: of('Vencidas'), total: body.total };
};

const everything = {
  abertas: [399, 199 + 1199],
  recebidas: [0, 399],
  vencidas: [0, 1199],
  total: 399 + 199 + 1199,
};

describe('the accounts evolution', () => {
  it('takes empty store and representative lists as no filter', async () => {
    expect(await series({ loja: [], representantes: [] })).toEqual(everything);
  });

  it("keeps the receivables of the stores and representatives asked, by the customer's or the order's store", async () => {
    expect(await series({ loja: [w.units.centro.id, w.units.norte.id] })).toEqual(everything);
    expect(await series({ loja: [w.units.norte.id] })).toEqual({
      abertas: [0, 1199],
      recebidas: [0, 0],
      vencidas: [0, 1199],
      total: 1199,
    });
    expect(await series({ loja: [w.units.centro.id] })).toEqual({
      abertas: [399, 199],
      recebidas: [0, 399],
      vencidas: [0, 0],
      total: 399 + 199,
    });
    expect(await series({ representantes: [w.reps.rep1.id, w.reps.rep2.id] })).toEqual(everything);
  });

  it('counts the walk-in customer only when asked', async () => {
    expect(await series({ considerarConsumidor: 1 })).toEqual({
      ...everything,
      abertas: [399, 199 + 1199 + 50],
      vencidas: [0, 1199 + 50],
      total: 399 + 199 + 1199 + 50,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biDashboardNames } from '../../../shared/domain/bi-dashboards.js';
import { biMessages } from '../../../shared/schemas/bi.js';
import { loginCookie } from '../../test/test-app.js';
import { NEIGHBOUR } from '../../test/neighbour-tenant.js';
import { biWorld, type BiWorld } from './bi.fixture.js';
import { autumn, computeAfresh, gridCall, results } from './bi-test-calls.js';

computeAfresh();

let w: BiWorld;
beforeAll(async () => {
  w = await biWorld();
});
afterAll(() => w.t.close());

const customerNames = (reply: { json: () => { melhores: { resultSet: Array<{ des: string }> } } }) =>
  reply
    .json()
    .melhores.resultSet.map((r) => r.des)
    .sort();

describe('who sees the dashboards', () => {
  it('refuses anonymous callers (401) and customers (403) on every call', async () => {
    for (const name of biDashboardNames) {
      expect((await results(w, name, undefined, autumn)).statusCode).toBe(401);
      expect((await results(w, name, w.cookies.customer, autumn)).statusCode).toBe(403);
      for (const grid of ['melhores', 'detalhes'])
        expect((await gridCall(w, `/bi-${name}/${grid}`, w.cookies.customer, {})).statusCode).toBe(403);
    }
  });

  it("gives a seller only their representative's figures, managers and admins the whole company", async () => {
    const seen = async (cookie: string) => customerNames(await results(w, 'clientes', cookie, autumn));
    expect(await seen(w.cookies.seller1)).toEqual(['Cliente Alfa', 'Cliente Gama']);
    expect(await seen(w.cookies.seller2)).toEqual(['Cliente Beta']);
    expect(await seen(w.cookies.manager)).toEqual(['Cliente Alfa', 'Cliente Beta', 'Cliente Gama']);
    expect(await seen(w.cookies.admin)).toEqual(['Cliente Alfa', 'Cliente Beta', 'Cliente Gama']);
    const total = async (name: string, cookie: string) => (await results(w, name, cookie, autumn)).json().total;
    for (const name of biDashboardNames) {
      const [one, two, all] = await Promise.all([
        total(name, w.cookies.seller1),
        total(name, w.cookies.seller2),
        total(name, w.cookies.admin),
      ]);
      expect(Math.round((one + two) * 100), name).toBe(Math.round(all * 100));
    }
    // Asking for the other representative does not widen a seller's reach.
    const asked = await results(w, 'clientes', w.cookies.seller1, { ...autumn, representantes: [w.reps.rep2.id] });
    expect(asked.json().total).toBe(0);
  });

  it("gives the neighbour company's operator its own figures, never ours", async () => {
    const cookie = await loginCookie(w.t, NEIGHBOUR.accounts.admin, NEIGHBOUR.alias);
    for (const name of biDashboardNames) {
      const reply = await results(w, name, cookie, { periodo: 9 }, NEIGHBOUR.alias);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).not.toMatch(/Cliente (Alfa|Beta|Gama)|Loja (Centro|Norte)|Representante (Um|Dois)/);
    }
    const theirs = await results(w, 'clientes', cookie, { periodo: 9 }, NEIGHBOUR.alias);
    expect(theirs.json().melhores.resultSet.length).toBeGreaterThan(0);
    for (const row of theirs.json().melhores.resultSet) expect(row.des).toMatch(new RegExp(NEIGHBOUR.marker));
  });

  it("matches nothing for another company's store, representative, manufacturer or group", async () => {
    // The neighbour has representatives 1-4 and products 1-60; this company only 1-2 and 1-3.
    expect((await results(w, 'clientes', w.cookies.admin, { ...autumn, representantes: [4] })).json().total).toBe(0);
    expect((await results(w, 'produtos', w.cookies.admin, { ...autumn, fabricantes: [50] })).json().total).toBe(0);
    expect((await results(w, 'produtos', w.cookies.admin, { ...autumn, grupos: [50] })).json().total).toBe(0);
    expect((await results(w, 'clientes', w.cookies.admin, { ...autumn, loja: [40] })).json().total).toBe(0);
  });
});

describe('bad filters', () => {
  const refused = async (payload: object) => {
    const reply = await results(w, 'clientes', w.cookies.admin, payload);
    expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
    return reply.json().exception;
  };

  it('are refused with a clear message in Portuguese', async () => {
    expect(await refused({ periodo: 11 })).toBe(biMessages.badPeriod);
    expect(await refused({ periodo: -1 })).toBe(biMessages.badPeriod);
    expect(await refused({ periodo: 'ontem' })).toBe(biMessages.badPeriod);
    expect(await refused({ periodo: 10 })).toBe(biMessages.customDatesRequired);
    expect(await refused({ periodo: 10, inicio: '2026-11-01' })).toBe(biMessages.customDatesRequired);
    expect(await refused({ periodo: 10, inicio: '2026-11-30', fim: '2026-11-01' })).toBe(biMessages.invertedInterval);
    expect(await refused({ base: 3 })).toBe(biMessages.badSwitch);
    expect(await refused({ incluirMesAtual: 2 })).toBe(biMessages.badSwitch);
    expect(await refused({ considerarConsumidor: 'sim' })).toBe(biMessages.badSwitch);
    expect(await refused({ totalMensal: -1 })).toBe(biMessages.badSwitch);
    expect(await refused({ loja: [2 ** 31] })).toBeTruthy();
    expect(await refused({ representantes: ['um'] })).toBeTruthy();
  });

  it("are refused in a grid's filterValue too", async () => {
    const reply = await gridCall(w, '/bi-clientes/melhores', w.cookies.admin, { filterValue: { bi: { periodo: 12 } } });
    expect(reply.statusCode).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { insertRepresentative } from '../../test/factories.js';
import { day, panelWorld, type PanelWorld } from './panel.fixture.js';

let w: PanelWorld;
beforeAll(async () => {
  w = await panelWorld();
});
afterAll(() => w.t.close());

type Who = keyof PanelWorld['cookies'];
const month = day.monthStart.slice(0, 7);
const save = (who: Who, payload: object) =>
  w.t.app.inject({ method: 'PUT', url: '/api/metas', headers: { cookie: w.cookies[who] }, payload });
const goals = (who: Who, mes = month) =>
  w.t.app.inject({ url: `/api/metas?mes=${mes}`, headers: { cookie: w.cookies[who] } });
const meta = async (who: Who) =>
  (await w.t.app.inject({ url: '/api/painel', headers: { cookie: w.cookies[who] } })).json().meta;
const rowsOfTenant = async () =>
  Number(
    (
      await queryRows<{ n: string }>(w.db, sql`SELECT count(*) AS n FROM sales_goals WHERE tenant_id = ${w.tenantId}`)
    )[0]?.n,
  );
const rep = (codigo: number, valor: unknown) => ({ alvo: 'representante', codigo, valor });
const store = (codigo: number, valor: unknown) => ({ alvo: 'loja', codigo, valor });

describe('the monthly goals', () => {
  it('are set and read by managers and admins only: sellers and customers get 403', async () => {
    for (const who of ['seller1', 'seller2', 'customer'] as const) {
      expect((await goals(who)).statusCode).toBe(403);
      const refused = await save(who, { mes: month, metas: [rep(w.rep1.id, 1000)] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().exception).toBe('Você não tem permissão para esta operação.');
    }
    expect(await rowsOfTenant()).toBe(0);
  });

  it('list every representative and store of the company, without a value until one is set', async () => {
    const reply = await goals('manager');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      mes: month,
      representantes: [
        { codigo: w.rep2.id, nome: 'Representante Dois', valor: null },
        { codigo: w.rep1.id, nome: 'Representante Um', valor: null },
      ],
      lojas: [
        { codigo: w.store1.id, nome: 'Loja Centro', valor: null },
        { codigo: w.store2.id, nome: 'Loja Norte', valor: null },
      ],
    });
  });

  it('refuse bad input with a pt-BR 400 naming the field', async () => {
    const badMonth = await save('manager', { mes: '2026-13', metas: [] });
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.json().exception).toBe('Informe o mês no formato AAAA-MM.');
    expect((await goals('manager', 'novembro')).statusCode).toBe(400);
    const badValue = await save('manager', { mes: month, metas: [rep(w.rep1.id, '12,3,4')] });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().erros).toEqual([{ campo: 'metas.0.valor', mensagem: 'Digite um valor válido' }]);
    const negative = await save('manager', { mes: month, metas: [store(w.store1.id, -5)] });
    expect(negative.json().exception).toBe('Informe um valor maior que zero, ou deixe em branco para ficar sem meta.');
    const twice = await save('manager', { mes: month, metas: [rep(w.rep1.id, 1), rep(w.rep1.id, 2)] });
    expect(twice.json().exception).toBe('Cada representante e cada loja entra uma vez só.');
    expect(await rowsOfTenant()).toBe(0);
  });

  it("refuse another company's representative or store (the neighbour has ids 1 to 4)", async () => {
    const reply = await save('manager', { mes: month, metas: [rep(w.rep1.id, 10), rep(3, 10), store(4, 10)] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().erros).toEqual([
      { campo: 'metas.1.codigo', mensagem: 'Representante não encontrado.' },
      { campo: 'metas.2.codigo', mensagem: 'Loja não encontrada.' },
    ]);
    expect(await rowsOfTenant()).toBe(0);
  });

  it('are upserted: one row per month and target, a blank value removes it', async () => {
    const first = await save('manager', { mes: month, metas: [rep(w.rep1.id, '1.500,00'), rep(w.rep2.id, 800)] });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toEqual({ tipo: 'success', mensagem: 'Metas salvas.' });
    expect(first.json().representantes.map((r: { valor: number }) => r.valor)).toEqual([800, 1500]);
    const again = await save('admin', { mes: month, metas: [rep(w.rep1.id, '2.000.000,50'), rep(w.rep2.id, '')] });
    expect(again.json().representantes.map((r: { valor: number }) => r.valor)).toEqual([null, 2_000_000.5]);
    expect(await rowsOfTenant()).toBe(1);
    await save('manager', { mes: month, metas: [rep(w.rep1.id, null)] });
    expect(await rowsOfTenant()).toBe(0);
  });
});

describe("the panel's 'vs meta'", () => {
  it("is a seller's representative's goal, and the company's for managers and admins", async () => {
    await save('manager', { mes: month, metas: [rep(w.rep1.id, 1000), rep(w.rep2.id, 500)] });
    expect(await meta('seller1')).toEqual({ valor: 1000, base: 'representante' });
    expect(await meta('seller2')).toEqual({ valor: 500, base: 'representante' });
    // Only representatives' goals: the company's is their sum.
    expect(await meta('manager')).toEqual({ valor: 1500, base: 'representantes' });
    // Store goals cover every sale, so once a store has one, the company's goal is the stores'.
    await save('manager', { mes: month, metas: [store(w.store1.id, 4000), store(w.store2.id, 2500)] });
    expect(await meta('admin')).toEqual({ valor: 6500, base: 'lojas' });
    expect(await meta('seller1')).toEqual({ valor: 1000, base: 'representante' });
  });

  it("counts only this month's goals", async () => {
    await save('manager', { mes: '2020-01', metas: [rep(w.rep2.id, 99)] });
    await save('manager', { mes: month, metas: [rep(w.rep2.id, null)] });
    expect(await meta('seller2')).toEqual({ valor: null, base: null });
    expect((await goals('manager', '2020-01')).json().representantes).toContainEqual({
      codigo: w.rep2.id,
      nome: 'Representante Dois',
      valor: 99,
    });
  });

  it('look each id up among its own kind: a representative is no store', async () => {
    const newcomer = await insertRepresentative(w.db, w.tenantId, 'Representante Três');
    expect([w.store1.id, w.store2.id]).not.toContain(newcomer.id);
    const asStore = await save('manager', { mes: '2020-02', metas: [store(newcomer.id, 10)] });
    expect(asStore.json().erros).toEqual([{ campo: 'metas.0.codigo', mensagem: 'Loja não encontrada.' }]);
    const asRepresentative = await save('manager', { mes: '2020-02', metas: [rep(newcomer.id, 10)] });
    expect(asRepresentative.statusCode).toBe(200);
  });
});

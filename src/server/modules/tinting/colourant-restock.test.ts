import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colourantStockMessages as msg } from '../../../shared/schemas/tinting.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { tintColorants } from '../../db/schema/tinting.js';
import { insertOperator } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { openShop } from '../store/store.fixture.js';
import { tintingWorld } from './tinting.fixture.js';

// The colourant stock screen (docs/tinting.md): the grid and 'Repor'. The neighbour has colourants
// with the ids and codes these get (E, B, C04 at 2 L each).
let t: TestApp;
let shop: Awaited<ReturnType<typeof openShop>>;
let w: Awaited<ReturnType<typeof tintingWorld>>;
const cookies: Record<'manager' | 'admin', string> = { manager: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  shop = await openShop(t);
  w = await tintingWorld(t.database.db, shop.tenant.id);
  for (const role of ['manager', 'admin'] as const) {
    const user = await insertOperator(t.database.db, shop.tenant.id, { role });
    cookies[role] = await loginCookie(t, user.email, shop.tenant.alias);
  }
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = async (path: string, cookie: string | undefined, payload?: object) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: shop.url(path),
    headers: cookie ? { cookie } : {},
    payload: payload ?? {},
  });
  return { status: reply.statusCode, body: reply.json() };
};
const sellerCookie = () => shop.cookie('seller');
const rows = async (cookie: string, request: object = {}) =>
  (await call('/api/tintas/corantes/grid', cookie, { action: 'select', ...request })).body.resultSet as Array<
    Record<string, unknown>
  >;
const stockUl = async (id: number) =>
  (
    await db()
      .select({ stockUl: tintColorants.stockUl })
      .from(tintColorants)
      .where(and(eq(tintColorants.tenantId, shop.tenant.id), eq(tintColorants.id, id)))
  )[0]?.stockUl;
const restock = (id: number, cookie: string | undefined, body: object) =>
  call(`/api/tintas/corantes/${id}/repor`, cookie, body);

describe('the colourant grid (POST /api/tintas/corantes/grid)', () => {
  it("lists this company's colourants by machine, stock in mL, under a litre flagged 'Baixo'", async () => {
    expect(await rows(cookies.manager)).toEqual([
      {
        sr_recno: w.colourants.blue.id,
        cfifdemaq: 'TING-01 - Tingidora Matriz',
        cficodcrt: 'E',
        cfidescrt: 'Azul Ftalo',
        cfiprccrt: 100,
        cfiestcrt: 1000,
        cfisitcrt: 'Normal',
      },
      expect.objectContaining({ cficodcrt: 'B', cfiestcrt: 1000, cfisitcrt: 'Normal' }),
      expect.objectContaining({ cfifdemaq: 'TING-02 - Tingidora Filial', cficodcrt: 'C04', cfiestcrt: 10 }),
    ]);
    const low = await rows(cookies.admin, { like: { option: '=', value: 'Baixo', column: 'cfisitcrt' } });
    expect(low.map((r) => r.cficodcrt)).toEqual(['C04']);
  });

  it('gives a seller no rows', async () => {
    expect(await rows(await sellerCookie())).toEqual([]);
  });
});

describe("'Repor' (POST /api/tintas/corantes/{id}/repor)", () => {
  it('adds the mL to the stock (µL exact), audited with who, before, after and the reason', async () => {
    const before = (await stockUl(w.colourants.red.id)) ?? 0;
    const reply = await restock(w.colourants.red.id, cookies.manager, { ml: 1250.125, motivo: ' Canister novo ' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      estoqueMl: (before + 1_250_125) / 1000,
      msg: { tipo: 'success', mensagem: msg.restocked('C04', '1.260,125') },
    });
    expect(await stockUl(w.colourants.red.id)).toBe(before + 1_250_125);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, shop.tenant.id), eq(auditLog.entity, 'Corante')));
    expect(entry).toMatchObject({
      action: 'Repôs estoque',
      entityId: w.colourants.red.id,
      before: { tingidora: 'TING-02', corante: 'C04', estoqueMl: before / 1000 },
      after: { estoqueMl: (before + 1_250_125) / 1000, repostoMl: 1250.125, motivo: 'Canister novo' },
    });
    const row = (await rows(cookies.manager)).find((r) => r.cficodcrt === 'C04');
    expect(row).toMatchObject({ cfiestcrt: 1260.13, cfisitcrt: 'Normal' });
  });

  it('refuses a seller (403), a customer (403) and a visitor (401), changing nothing', async () => {
    const before = await stockUl(w.colourants.blue.id);
    const body = { ml: 100, motivo: 'Reposição' };
    expect((await restock(w.colourants.blue.id, await sellerCookie(), body)).body.exception).toBe(msg.managersOnly);
    expect((await restock(w.colourants.blue.id, await shop.cookie('beto'), body)).status).toBe(403);
    expect((await restock(w.colourants.blue.id, undefined, body)).status).toBe(401);
    expect(await stockUl(w.colourants.blue.id)).toBe(before);
  });

  it('answers 404 for an id no colourant of this company has (the neighbour keeps its own)', async () => {
    const reply = await restock(9_999, cookies.admin, { ml: 100, motivo: 'Reposição' });
    expect(reply.status).toBe(404);
    expect(reply.body.exception).toBe(msg.notFound);
  });

  it.each([
    [{ ml: 0, motivo: 'Reposição' }, msg.amount],
    [{ ml: -5, motivo: 'Reposição' }, msg.amount],
    [{ ml: 1.0001, motivo: 'Reposição' }, msg.amount],
    [{ ml: 100_001, motivo: 'Reposição' }, msg.amount],
    [{ ml: 100, motivo: '  ' }, msg.reason],
    [{ ml: 100 }, msg.reason],
  ])('refuses %j', async (body, message) => {
    const before = await stockUl(w.colourants.blue.id);
    const reply = await restock(w.colourants.blue.id, cookies.manager, body);
    expect(reply.status).toBe(400);
    expect(reply.body.exception).toBe(message);
    expect(await stockUl(w.colourants.blue.id)).toBe(before);
  });
});

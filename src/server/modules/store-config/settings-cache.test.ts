import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ecommerceSettings } from '../../db/schema/store.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import {
  SETTINGS_NOTICES_CHANNEL,
  SettingsCache,
  forgetStoreSettings,
  settingsCacheOf,
  type StoredSetting,
} from './settings-cache.js';
import { findSettings } from './store-config.repo.js';
import { readStorefrontSwitches } from './storefront-switches.js';

const row = (key: string, value: object = {}, active = true): StoredSetting => ({ key, value, active });

describe('the settings cache on its own', () => {
  it('keeps nothing until the notices reach it, and forgets everything when they stop', () => {
    const cache = new SettingsCache();
    cache.store(cache.mark(), 1, [row('epr')]);
    expect(cache.get(1)).toBeUndefined();
    cache.setLive(true);
    cache.store(cache.mark(), 1, [row('epr')]);
    expect(cache.get(1)).toEqual([row('epr')]);
    cache.setLive(false);
    expect(cache.get(1)).toBeUndefined();
  });

  it('does not keep a read that a change overtook (read before a forget, stored after it)', () => {
    const cache = new SettingsCache();
    cache.setLive(true);
    const mark = cache.mark();
    cache.forget(2);
    expect(cache.store(mark, 1, [row('epr')])).toEqual([row('epr')]);
    expect(cache.get(1)).toBeUndefined();
  });

  it("forgets one company on its notice, every company on '*' or a notice it does not know", () => {
    const cache = new SettingsCache();
    cache.setLive(true);
    const fill = () => [1, 2, 3].forEach((id) => cache.store(cache.mark(), id, [row('epr')]));
    fill();
    cache.heard('2');
    expect([cache.get(1), cache.get(2), cache.get(3)].map(Boolean)).toEqual([true, false, true]);
    for (const notice of ['*', '', 'x']) {
      fill();
      cache.heard(notice);
      expect(cache.size).toBe(0);
    }
  });

  it('gives its rows frozen, so no reader can change what the next one reads', () => {
    const cache = new SettingsCache();
    cache.setLive(true);
    const [kept] = cache.store(cache.mark(), 1, [row('btc', { texto: 'Comprar', itens: ['a'] })]);
    expect(() => ((kept!.value as { texto: string }).texto = 'Levar')).toThrow(TypeError);
    expect(() => (kept!.value as { itens: string[] }).itens.push('b')).toThrow(TypeError);
    expect(cache.get(1)?.[0]?.value).toEqual({ texto: 'Comprar', itens: ['a'] });
  });

  it('holds at most its capacity, the oldest stored going first, and reads a company again after its age', () => {
    const cache = new SettingsCache(2, 1_000);
    cache.setLive(true);
    cache.store(cache.mark(), 1, [], 0);
    cache.store(cache.mark(), 2, [], 0);
    cache.store(cache.mark(), 1, [row('epr')], 0);
    cache.store(cache.mark(), 3, [], 0);
    expect([cache.get(1, 0), cache.get(2, 0), cache.get(3, 0)].map(Boolean)).toEqual([true, false, true]);
    expect(cache.get(1, 1_000)).toBeDefined();
    expect(cache.get(1, 1_001)).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe("the database names the company whose settings changed (migration 0045's trigger)", () => {
  let t: TestApp;
  const heard: string[] = [];
  let stop: () => Promise<void>;
  let tenants: number[];

  beforeAll(async () => {
    t = await createTestApp();
    tenants = await Promise.all(
      ['padrao', 'outra'].map(async (alias) => (await insertTenant(t.database.db, { alias })).id),
    );
    stop = await t.database.listen(SETTINGS_NOTICES_CHANNEL, { onNotice: (n) => heard.push(n), onLive: () => {} });
  });
  afterAll(async () => {
    await stop();
    await t.close();
  });

  const expectHeard = async (notices: string[]) => {
    await vi.waitFor(() => expect([...heard].sort()).toEqual([...notices].sort()));
    heard.length = 0;
  };

  it('on an insert, an update and a delete, once per company and statement', async () => {
    const [a, b] = tenants as [number, number];
    const values = (tenantId: number, key: string) => ({ tenantId, key, value: {}, description: key, version: 1 });
    await t.database.db.insert(ecommerceSettings).values([values(a, 'epr'), values(a, 'ven'), values(b, 'epr')]);
    await expectHeard([String(a), String(b)]);
    await t.database.db
      .update(ecommerceSettings)
      .set({ active: false })
      .where(and(eq(ecommerceSettings.tenantId, b), eq(ecommerceSettings.key, 'epr')));
    await expectHeard([String(b)]);
    await t.database.db.delete(ecommerceSettings).where(eq(ecommerceSettings.tenantId, a));
    await expectHeard([String(a)]);
  });

  it("says '*' when a statement changes more than 100 companies' settings, nothing when rolled back", async () => {
    const many = await Promise.all(
      Array.from({ length: 101 }, async (_, i) => (await insertTenant(t.database.db, { alias: `loja${i}` })).id),
    );
    const rows = many.map((tenantId) => ({ tenantId, key: 'epr', value: {}, description: 'epr', version: 1 }));
    await t.database.db
      .transaction(async (tx) => {
        await tx.insert(ecommerceSettings).values(rows);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.database.db.execute(sql`SELECT 1`);
    expect(heard).toEqual([]);
    await t.database.db.insert(ecommerceSettings).values(rows);
    await expectHeard(['*']);
    await t.database.db.delete(ecommerceSettings).where(inArray(ecommerceSettings.tenantId, many));
    await expectHeard(['*']);
    // A truncate names no rows: everything is forgotten. The test world's other rows are put back.
    const kept = await t.database.db.select().from(ecommerceSettings);
    await t.database.db.execute(sql`TRUNCATE ecommerce_settings`);
    await expectHeard(['*']);
    await t.database.db.insert(ecommerceSettings).values(kept);
  });
});

describe('the app server reads the store settings once and forgets them when they change', () => {
  let t: TestApp;
  let tenantId: number;
  let admin: string;
  let reads = 0;

  beforeAll(async () => {
    t = await createTestApp({}, (statement) => {
      if (/from "ecommerce_settings"/.test(statement)) reads++;
    });
    tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
    admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
  });
  afterAll(() => t.close());

  const storefront = async () => {
    const reply = await t.app.inject({ url: '/api/loja/configuracao?apelido=padrao' });
    expect(reply.statusCode).toBe(200);
    return reply.json().vitrine as { botaoComprar: string | null };
  };

  it('serves the storefront many times from one read', async () => {
    await storefront();
    const before = reads;
    for (let i = 0; i < 5; i++) await storefront();
    expect(reads).toBe(before);
  });

  it('reads once for the callers that miss it at the same time, but not across a forget', async () => {
    forgetStoreSettings(t.database.db, tenantId);
    const before = reads;
    await Promise.all([storefront(), storefront(), storefront()]);
    expect(reads).toBe(before + 1);
    forgetStoreSettings(t.database.db, tenantId);
    const first = findSettings(t.database.db, tenantId, ['btc']);
    forgetStoreSettings(t.database.db, tenantId);
    await Promise.all([first, findSettings(t.database.db, tenantId, ['btc'])]);
    expect(reads).toBe(before + 3);
  });

  it('reads again while the notices do not reach it: nothing kept, no finished read handed on', async () => {
    const cache = settingsCacheOf(t.database.db);
    cache?.setLive(false);
    try {
      const before = reads;
      await findSettings(t.database.db, tenantId, ['btc']);
      await findSettings(t.database.db, tenantId, ['btc']);
      expect(reads).toBe(before + 2);
    } finally {
      cache?.setLive(true);
    }
  });

  it("shows an admin's save on the very next call", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/configuracoes-ecommerce/salvar?apelido=padrao',
      headers: { cookie: admin },
      payload: { nome: 'btc', descricao: 'Botão comprar', ativacao: 1, valor: { texto: 'Levar' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await storefront()).botaoComprar).toBe('Levar');
  });

  it('shows a change made in SQL once the notice arrives', async () => {
    await t.database.db
      .update(ecommerceSettings)
      .set({ value: { texto: 'Pedir' } })
      .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, 'btc')));
    await vi.waitFor(async () => expect((await storefront()).botaoComprar).toBe('Pedir'));
  });

  it('reads inside a transaction through the transaction, seeing its own write and keeping nothing of it', async () => {
    await storefront();
    await t.database.db
      .transaction(async (tx) => {
        await tx
          .update(ecommerceSettings)
          .set({ active: false })
          .where(and(eq(ecommerceSettings.tenantId, tenantId), eq(ecommerceSettings.key, 'btc')));
        expect((await readStorefrontSwitches(tx, tenantId)).botaoComprar).toBeNull();
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await storefront()).botaoComprar).toBe('Pedir');
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/tenants.js';
import { insertTenant } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TenantResolver } from './tenant-resolver.js';
import { tenantExists } from './tenants.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(() => t.close());

describe('the tenant cache', () => {
  it('stays within its cap under 5 000 random unknown aliases, which are still refused', async () => {
    const resolver = new TenantResolver(t.database.db, 'padrao', { maxEntries: 100 });
    for (let i = 0; i < 5_000; i++) expect(await resolver.resolve(randomUUID(), 'localhost')).toBeUndefined();
    expect(resolver.size).toBeLessThanOrEqual(100);
    expect(resolver.size).toBe(0);
    const unknown = await t.app.inject({ url: `/api/sessao?apelido=${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    // 5 000 lookups take ~15 s alone on a 2-core machine and went past 30 s beside the rest of the
    // suite: the limit only catches a hang (speed is the bench's).
  }, 120_000);

  it('keeps the most recently used tenants up to the cap (1 000 by default)', async () => {
    const companies = await Promise.all(Array.from({ length: 5 }, () => insertTenant(t.database.db)));
    const resolver = new TenantResolver(t.database.db, 'padrao', { maxEntries: 3 });
    for (const company of companies) expect((await resolver.resolve(company.alias, 'localhost'))?.id).toBe(company.id);
    expect(resolver.size).toBe(3);
    expect(new TenantResolver(t.database.db, 'padrao')).toHaveProperty('maxEntries', 1_000);
  });

  it('keeps a host that names no company for a minute, so the default company costs no query per request', async () => {
    let clock = 0;
    const resolver = new TenantResolver(t.database.db, 'padrao', { now: () => clock });
    expect((await resolver.resolve(undefined, 'loja.exemplo.com.br'))?.alias).toBe('padrao');
    const company = await insertTenant(t.database.db, { hostName: 'loja.exemplo.com.br' });
    clock += 59_000;
    expect((await resolver.resolve(undefined, 'loja.exemplo.com.br'))?.alias).toBe('padrao');
    clock += 2_000;
    expect((await resolver.resolve(undefined, 'loja.exemplo.com.br'))?.id).toBe(company.id);
  });

  it('sees a changed tenant once its minute is over', async () => {
    let clock = 0;
    const company = await insertTenant(t.database.db, { tradeName: 'Antes' });
    const resolver = new TenantResolver(t.database.db, 'padrao', { now: () => clock });
    expect((await resolver.resolve(company.alias, 'localhost'))?.tradeName).toBe('Antes');
    await t.database.db.update(tenants).set({ tradeName: 'Depois' }).where(eq(tenants.id, company.id));
    clock = 59_999;
    expect((await resolver.resolve(company.alias, 'localhost'))?.tradeName).toBe('Antes');
    clock = 60_000;
    expect((await resolver.resolve(company.alias, 'localhost'))?.tradeName).toBe('Depois');
  });

  it('keeps each host apart', async () => {
    const first = await insertTenant(t.database.db, { hostName: 'loja.um.com.br' });
    const second = await insertTenant(t.database.db, { hostName: 'loja.dois.com.br' });
    const resolver = new TenantResolver(t.database.db, 'padrao');
    expect((await resolver.resolve(undefined, 'loja.um.com.br'))?.id).toBe(first.id);
    expect((await resolver.resolve(undefined, 'loja.dois.com.br'))?.id).toBe(second.id);
  });
});

describe('tenantExists', () => {
  it('says whether a company has the alias', async () => {
    expect(await tenantExists(t.database.db, 'padrao')).toBe(true);
    expect(await tenantExists(t.database.db, 'nao-existe')).toBe(false);
  });
});

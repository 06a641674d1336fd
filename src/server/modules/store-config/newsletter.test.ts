import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages } from '../../../shared/schemas/newsletter.js';
import { newsletterSignups } from '../../db/schema/store.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import { writeStoreSettings } from '../../test/store-settings.js';

// The footer's newsletter ('new'): stored per company, once per e-mail, exported by admins only.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function store(active = true) {
  const db = t.database.db;
  const tenant = await insertTenant(db);
  await writeStoreSettings(db, tenant.id, {
    key: 'new',
    value: { ativacao: active ? '1' : '0', titulo: 'Ofertas' },
    active,
    description: 'newsletter',
  });
  const signUp = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/loja/newsletter?apelido=${tenant.alias}`, payload });
  const grid = async (role: 'admin' | 'seller') => {
    const operator = await insertOperator(db, tenant.id, { role });
    const cookie = await loginCookie(t, operator.email, tenant.alias);
    return t.app.inject({
      method: 'POST',
      url: `/api/newsletter/grid?apelido=${tenant.alias}`,
      headers: { cookie },
      payload: { action: 'select' },
    });
  };
  return { tenant, signUp, grid };
}

describe('newsletter sign-up', () => {
  it('stores the e-mail once (lower-case) with the consent; only the admin lists it, only their company', async () => {
    const shop = await store();
    const other = await store();
    const first = await shop.signUp({ email: ' Ana@Exemplo.com.br ', consentimento: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().msg.mensagem).toBe(newsletterMessages.subscribed);
    expect((await shop.signUp({ email: 'ana@exemplo.com.br', consentimento: true })).statusCode).toBe(200);
    await other.signUp({ email: 'beto@exemplo.com.br', consentimento: true });
    const listed = (await shop.grid('admin')).json().resultSet;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ cfiemanew: 'ana@exemplo.com.br', cficonnew: newsletterMessages.consent });
    const seller = await shop.grid('seller');
    expect(seller.statusCode).toBe(403);
  });

  it('refuses without consent or with a bad e-mail, and when the store offers no newsletter', async () => {
    const shop = await store();
    const noConsent = await shop.signUp({ email: 'ana@exemplo.com.br', consentimento: false });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain(newsletterMessages.consentRequired);
    expect((await shop.signUp({ email: 'não-é-email', consentimento: true })).statusCode).toBe(400);
    const stored = (await t.database.db.select().from(newsletterSignups)).length;
    const closed = await store(false);
    const refused = await closed.signUp({ email: 'ana@exemplo.com.br', consentimento: true });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().exception).toBe(newsletterMessages.unavailable);
    expect(await t.database.db.select().from(newsletterSignups)).toHaveLength(stored);
  });
});

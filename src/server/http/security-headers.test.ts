import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenant } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTenant(t.database.db, { alias: 'padrao' });
});
afterAll(() => t.close());

describe('HSTS', () => {
  it('is not sent over plain HTTP', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/sessao' });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the request came over HTTPS (through a trusted proxy)', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '10.3.3.3' });
    try {
      await insertTenant(behind.database.db, { alias: 'padrao' });
      const via = (remoteAddress: string) =>
        behind.app.inject({
          method: 'GET',
          url: '/api/sessao',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https' },
        });
      expect((await via('10.3.3.3')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await via('10.9.9.9')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRegistration } from '../../shared/schemas/customer.fixture.js';
import { insertOperator, insertTenant } from '../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../test/test-app.js';

const lines: string[] = [];
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line) => lines.push(line) } });
  const tenant = await insertTenant(t.database.db, { alias: 'padrao' });
  cookie = await loginCookie(t, (await insertOperator(t.database.db, tenant.id, { role: 'admin' })).email);
});
afterAll(() => t.close());

describe('error logs', () => {
  it('name the failed statement and the request, never its values (CPF, e-mail)', async () => {
    // Every new customer row now fails in the database, after the request was checked.
    await t.database.db.execute(sql`ALTER TABLE customers ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    lines.length = 0;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/clientes?apelido=padrao',
      headers: { cookie },
      payload: {
        ...companyRegistration,
        tipoPessoa: 'F',
        cpf: '935.411.347-80',
        email: 'maria.sigilo@exemplo.com.br',
      },
    });
    expect(reply.statusCode).toBe(500);
    const log = lines.join('');
    for (const secret of ['93541134780', '935.411.347-80', 'maria.sigilo', 'Barão de Jaguara'])
      expect(log).not.toContain(secret);
    const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.level === 50);
    expect(failed).toMatchObject({
      msg: 'request failed',
      reqId: expect.any(String),
      route: '/api/clientes',
      err: { type: 'DatabaseError', statement: 'insert customers', code: '23514', constraint: 'refuse_all' },
    });
  });

  it('keep the secret of a link out of the logged address', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/sessao?apelido=padrao&token=segredo-do-link' });
    const log = lines.join('');
    expect(log).toContain('/api/sessao?apelido=padrao&token=***');
    expect(log).not.toContain('segredo-do-link');
  });
});

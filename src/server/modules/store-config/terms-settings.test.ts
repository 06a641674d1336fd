import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRegistration } from '../../../shared/schemas/customer.fixture.js';
import { customers } from '../../db/schema/customers.js';
import { contracts } from '../../db/schema/tenancy.js';
import { insertContract, insertCustomer, insertOperator, insertTenant, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
let neighbourId: number;
let admin: string;
let customerEmail: string;

const save = (key: string, html: string, ativacao = '1') =>
  t.app.inject({
    method: 'POST',
    url: '/configuracoes-ecommerce/salvar?apelido=termos',
    headers: { cookie: admin },
    payload: { ativacao, valor: { html }, nome: key, descricao: `termos ${key}` },
  });
const login = (email = customerEmail) =>
  t.app.inject({
    method: 'POST',
    url: '/ajax-login?apelido=termos',
    payload: { email, usuario: email, senha: TEST_PASSWORD },
  });
const accept = (email = customerEmail) =>
  t.app.inject({
    method: 'POST',
    url: '/atualiza-contrato?apelido=termos',
    payload: { email, usuario: email, senha: TEST_PASSWORD, aceite: true },
  });
const registrationTerms = async () =>
  (await t.app.inject({ method: 'POST', url: '/configuracao?apelido=termos' })).json().webConfig.contrato;
const versionsOf = async (company: number, audience: 'customer' | 'registration') =>
  t.database.db
    .select({ version: contracts.version, active: contracts.active })
    .from(contracts)
    .where(and(eq(contracts.tenantId, company), eq(contracts.audience, audience)))
    .orderBy(contracts.version);

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'termos' })).id;
  neighbourId = (await insertTenant(t.database.db)).id;
  await insertContract(t.database.db, neighbourId, { content: '<p>Termos do vizinho</p>' });
  admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email, 'termos');
  customerEmail = (await insertCustomer(t.database.db, tenantId)).email ?? '';
});
afterAll(() => t.close());

describe('terms of use from the store configuration (tul, tuc)', () => {
  it('tul publishes the login terms: each new text is accepted once, the same text again asks nothing', async () => {
    expect((await login()).json()).toMatchObject({ retorno: true });

    expect((await save('tul', '<p>Regras da loja</p>')).statusCode).toBe(200);
    expect((await login()).json()).toMatchObject({ retorno: false, contrato: { conteudo: '<p>Regras da loja</p>' } });
    expect((await accept()).json()).toEqual({ retorno: true });
    expect((await login()).json()).toMatchObject({ retorno: true });

    await save('tul', '<p>Regras da loja</p>');
    expect((await login()).json()).toMatchObject({ retorno: true });

    await save('tul', '<p>Regras novas</p>');
    expect((await login()).json()).toMatchObject({ retorno: false, contrato: { conteudo: '<p>Regras novas</p>' } });
    expect(await versionsOf(tenantId, 'customer')).toEqual([
      { version: 1, active: false },
      { version: 2, active: true },
    ]);
  });

  it('tul saved off leaves no terms at login; the neighbour company keeps its own', async () => {
    await save('tul', '<p>Regras novas</p>', '0');
    expect((await login()).json()).toMatchObject({ retorno: true });
    expect(await versionsOf(neighbourId, 'customer')).toEqual([{ version: 1, active: true }]);
  });

  it('tuc is what the sign-up form shows and requires; the login terms are still asked at first login', async () => {
    await save('tul', '<p>Regras de acesso</p>');
    expect(await registrationTerms()).toMatchObject({ conteudo: '<p>Regras de acesso</p>' });

    await save('tuc', '<p>Regras do cadastro</p>');
    expect(await registrationTerms()).toMatchObject({ conteudo: '<p>Regras do cadastro</p>' });

    const email = 'cadastro-termos@exemplo.com.br';
    const register = (aceite: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/cliente-final/solicitar?apelido=termos',
        payload: { ...companyRegistration, email, aceite },
      });
    expect((await register(false)).json()).toMatchObject({
      exception: 'Aceite os termos de contrato, para poder continuar.',
    });
    expect((await register(true)).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ accepted: customers.contractAcceptedVersion })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email)));
    expect(stored).toEqual({ accepted: null });

    await save('tuc', '', '0');
    expect(await registrationTerms()).toMatchObject({ conteudo: '<p>Regras de acesso</p>' });
  });
});

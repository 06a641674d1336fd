import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerContacts, customers } from '../../db/schema/customers.js';
import { insertContract, insertCustomer, insertTenant } from '../../test/factories.js';
import { companyRegistration } from '../../../shared/schemas/customer.fixture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao' })).id;
});
afterAll(() => t.close());

let n = 0;
const request = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    ...companyRegistration,
    email: `compras${n}@exemplo.com.br`,
    ...overrides,
  };
};
const send = (payload: object, alias = 'padrao') =>
  t.app.inject({ method: 'POST', url: `/cliente-final/solicitar?apelido=${alias}`, payload });
const countCustomers = async () =>
  (await t.database.db.select().from(customers).where(eq(customers.tenantId, tenantId))).length;

describe('POST /cliente-final/solicitar', () => {
  it('stores the request bare, with its contact, access not yet released, and the password hashed', async () => {
    const reply = await send(request({ cnpj: '12.abc.345/01de-35' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ retorno: true, msg: { tipo: 'success' } });
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, reply.json().codigo)));
    expect(row).toMatchObject({
      personType: 'J',
      document: '12ABC34501DE35',
      phone: '1932345678',
      cep: '13015904',
      activation: '0',
      countryCode: '1058',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const contacts = await t.database.db
      .select()
      .from(customerContacts)
      .where(and(eq(customerContacts.tenantId, tenantId), eq(customerContacts.customerId, row?.id ?? 0)));
    expect(contacts.map((c) => c.name)).toEqual(['Ana Souza']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/ajax-login?apelido=padrao',
      payload: { email: row?.email, usuario: row?.email, senha: 'Tinta@2026' },
    });
    expect(login.json().mensagem).toBe('Seu acesso ainda não foi liberado. Entre em contato com a empresa.');
  });

  it('refuses bad fields with the spec messages and stores nothing', async () => {
    const before = await countCustomers();
    const reply = await send(
      request({
        tipoPessoa: 'F',
        cpf: '111.111.111-11',
        telefone: '(10) 3234-5678',
        cep: '13015',
        email: 'nao-e-email',
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().exception).toBe('Preencha os campos corretamente.');
    expect(reply.json().erros).toEqual(
      expect.arrayContaining([
        { campo: 'cpf', mensagem: 'Informe um CPF válido' },
        { campo: 'telefone', mensagem: 'Informe um telefone válido' },
        { campo: 'cep', mensagem: 'Informe um CEP válido.' },
        { campo: 'email', mensagem: 'Por favor insira um endereço de e-mail válido.' },
      ]),
    );
    expect(await countCustomers()).toBe(before);
  });

  it('refuses a document or e-mail already registered in the company, but not in another one', async () => {
    await insertCustomer(t.database.db, tenantId, {
      personType: 'F',
      document: '52998224725',
      email: 'ja@existe.com.br',
    });
    const byDocument = await send(request({ tipoPessoa: 'F', cpf: '529.982.247-25' }));
    expect(byDocument.statusCode).toBe(409);
    expect(byDocument.json()).toMatchObject({
      exception: 'Já existe um cadastro com este documento.',
      erros: [{ campo: 'cpf' }],
    });
    const byEmail = await send(request({ cnpj: '11.222.333/0001-81', email: 'JA@existe.com.br' }));
    expect(byEmail.json()).toMatchObject({ exception: 'Este e-mail já está cadastrado.', erros: [{ campo: 'email' }] });
    const other = await insertTenant(t.database.db);
    expect((await send(request({ tipoPessoa: 'F', cpf: '529.982.247-25' }), other.alias)).statusCode).toBe(200);
  });

  it('requires the terms when the company has them, and records the accepted version', async () => {
    const other = await insertTenant(t.database.db);
    await insertContract(t.database.db, other.id, { version: 3 });
    const refused = await send(request({ cnpj: '11.444.777/0001-61' }), other.alias);
    expect(refused.json()).toMatchObject({ exception: 'Aceite os termos de contrato, para poder continuar.' });
    const accepted = await send(request({ cnpj: '11.444.777/0001-61', aceite: true }), other.alias);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, other.id), eq(customers.id, accepted.json().codigo)));
    expect(row?.contractAcceptedVersion).toBe(3);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { customerContacts, customers } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertContract, insertCustomer, insertTenant } from '../../test/factories.js';
import { companyRegistration } from '../../../shared/schemas/customer.fixture.js';
import { messages } from '../../../shared/messages.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao', tradeName: 'Empresa Teste' })).id;
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
const customerByEmail = async (company: number, email: string) => {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, company), eq(customers.email, email)));
  return row;
};
/** The mail queued to `address`, oldest first. */
const mailTo = (address: string) =>
  t.database.db
    .select({ subject: mailOutbox.subject, html: mailOutbox.html })
    .from(mailOutbox)
    .where(sql`${address} = ANY(${mailOutbox.recipients})`)
    .orderBy(mailOutbox.id);
const subjectsTo = async (address: string) => (await mailTo(address)).map((m) => m.subject);
/** What an attempt mail says was reused. */
const reusedIn = async (address: string) =>
  (await mailTo(address)).map((m) => /cadastro na loja virtual de .+? com (.+?)\. Como/.exec(m.html)?.[1]);

describe('POST /cliente-final/solicitar', () => {
  it('stores the request bare, with its contact, access not yet released, and the password hashed', async () => {
    const payload = request({ cnpj: '12.abc.345/01de-35' });
    const reply = await send(payload);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ retorno: true, msg: { tipo: 'success' } });
    const row = await customerByEmail(tenantId, payload.email);
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
    expect(contacts.map((c) => [c.name, c.role])).toEqual([['Ana Souza', 'Contato principal']]);
    // A new request is confirmed once, and never read as an attempt on itself.
    expect(await subjectsTo(payload.email)).toEqual(['Cadastro recebido - Empresa Teste']);
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

  it('refuses a city that is not of the chosen state and stores nothing', async () => {
    const before = await countCustomers();
    const reply = await send(request({ estado: 'MG', cidade: 'Campinas' }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      exception: messages.address.cityNotInState,
      erros: [{ campo: 'cidade', mensagem: messages.address.cityNotInState }],
    });
    expect(await countCustomers()).toBe(before);
  });

  it('answers a document or e-mail already registered exactly as a new request, stores nothing and tells the holder', async () => {
    await insertCustomer(t.database.db, tenantId, {
      personType: 'F',
      document: '52998224725',
      email: 'ja@existe.com.br',
      name: 'Dona Já Existe',
    });
    const fresh = await send(request({ tipoPessoa: 'F', cpf: '935.411.347-80' }));
    const before = await countCustomers();
    const byDocument = await send(request({ tipoPessoa: 'F', cpf: '529.982.247-25', email: 'intruso@fora.com.br' }));
    const byEmail = await send(request({ cnpj: '11.222.333/0001-81', email: 'JA@existe.com.br' }));
    for (const reply of [byDocument, byEmail]) {
      expect(reply.statusCode).toBe(fresh.statusCode);
      expect(reply.json()).toEqual(fresh.json());
    }
    expect(await countCustomers()).toBe(before);
    expect(await subjectsTo('ja@existe.com.br')).toEqual([
      'Tentativa de cadastro - Empresa Teste',
      'Tentativa de cadastro - Empresa Teste',
    ]);
    expect(await reusedIn('ja@existe.com.br')).toEqual(['o seu CPF/CNPJ', 'o seu e-mail']);
    // The other address reads what any new request gets.
    expect(await subjectsTo('intruso@fora.com.br')).toEqual(['Cadastro recebido - Empresa Teste']);
    const other = await insertTenant(t.database.db);
    const elsewhere = request({ tipoPessoa: 'F', cpf: '529.982.247-25' });
    expect((await send(elsewhere, other.alias)).statusCode).toBe(200);
    expect(await customerByEmail(other.id, elsewhere.email)).toBeDefined();
  });

  it('tells each holder what was reused: both, or the document to one and the e-mail to another', async () => {
    const db = t.database.db;
    await insertCustomer(db, tenantId, { personType: 'F', document: '11144477735', email: 'doc@existe.com.br' });
    await insertCustomer(db, tenantId, { personType: 'F', document: '39053344705', email: 'mail@existe.com.br' });
    await send(request({ tipoPessoa: 'F', cpf: '111.444.777-35', email: 'Doc@Existe.com.br' }));
    expect(await reusedIn('doc@existe.com.br')).toEqual(['o seu e-mail e o seu CPF/CNPJ']);
    await send(request({ tipoPessoa: 'F', cpf: '390.533.447-05', email: 'doc@existe.com.br' }));
    expect(await reusedIn('doc@existe.com.br')).toEqual(['o seu e-mail e o seu CPF/CNPJ', 'o seu e-mail']);
    expect(await reusedIn('mail@existe.com.br')).toEqual(['o seu CPF/CNPJ']);
  });

  it('takes at most the configured number of requests per company an hour, from any address', async () => {
    const company = await insertTenant(t.database.db);
    const narrow = await buildApp(t.config, {
      database: t.database,
      rateLimits: { ...t.config.rateLimits, registrationPerCompany: { max: 2, windowMs: 3_600_000 } },
    });
    try {
      const statuses = [];
      for (const [i, cnpj] of ['11.444.777/0001-61', '45.997.418/0001-53', '11.222.333/0001-81'].entries()) {
        const reply = await narrow.inject({
          method: 'POST',
          url: `/cliente-final/solicitar?apelido=${company.alias}`,
          remoteAddress: `10.9.0.${i}`,
          payload: request({ cnpj }),
        });
        statuses.push(reply.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await narrow.close();
    }
  });

  it('requires the terms when the company has them, and records the accepted version', async () => {
    const other = await insertTenant(t.database.db);
    await insertContract(t.database.db, other.id, { version: 3 });
    const refused = await send(request({ cnpj: '11.444.777/0001-61' }), other.alias);
    const required = 'Aceite os termos de contrato, para poder continuar.';
    expect(refused.json()).toEqual({ exception: required, erros: [{ campo: 'aceite', mensagem: required }] });
    const payload = request({ cnpj: '11.444.777/0001-61', aceite: true });
    await send(payload, other.alias);
    expect((await customerByEmail(other.id, payload.email))?.contractAcceptedVersion).toBe(3);
  });
});

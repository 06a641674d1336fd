import type { OrderStatus } from '../../../shared/domain/order-status.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { registrationMessages } from '../../../shared/schemas/customer.js';
import { companyRegistration } from '../../../shared/schemas/customer.fixture.js';
import { customerContacts, customers } from '../../db/schema/customers.js';
import {
  insertCustomer,
  insertOperator,
  insertOrder,
  insertRepresentative,
  insertTenant,
} from '../../test/factories.js';
import { orderItems } from '../../db/schema/orders.js';
import { products, manufacturers, productGroups } from '../../db/schema/catalog.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';
import type { AuthContext } from '../../http/auth-context.js';
import { findClash, findHolders } from './customers.repo.js';
import { registeredAddresses, saveOwnContactFields } from './customers.service.js';

let t: TestApp;
let tenantId: number;
let admin: string;
let seller: string;
let customerCookie: string;
let ownId: number;
let otherRepId: number;
let ownContactsId: number;
let manager: string;
let repId: number;

const login = (email: string) => loginCookie(t, email);
const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  const rep = await insertRepresentative(db, tenantId, 'Rep');
  const otherRep = await insertRepresentative(db, tenantId, 'Outro');
  admin = await login((await insertOperator(db, tenantId, { role: 'admin' })).email);
  seller = await login((await insertOperator(db, tenantId, { role: 'seller', representativeId: rep.id })).email);
  manager = await login((await insertOperator(db, tenantId, { role: 'manager' })).email);
  repId = rep.id;
  const own = await insertCustomer(db, tenantId, {
    name: 'Casa das Tintas Alfa Ltda',
    tradeName: 'Casa Alfa',
    document: '11222333000181',
    representativeId: rep.id,
    credit: 'S',
    creditRestriction: 'Títulos vencidos',
    city: 'Campinas',
    state: 'SP',
  });
  ownId = own.id;
  customerCookie = await login(own.email ?? '');
  for (const [position, name] of ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva'].entries()) {
    await db.insert(customerContacts).values({ tenantId, customerId: own.id, name, role: 'Compras', position });
  }
  ownContactsId = own.id;
  otherRepId = (
    await insertCustomer(db, tenantId, { name: 'Cliente de outro representante', representativeId: otherRep.id })
  ).id;
});
afterAll(() => t.close());

describe('POST /cliente/get-detalhes', () => {
  it("replies the spec's fields, contato1..contato4 from the contacts collection, and the credit standing", async () => {
    const reply = await post(admin, '/cliente/get-detalhes', { codigo: ownContactsId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      codigo: ownId,
      razaoSocial: 'Casa das Tintas Alfa Ltda',
      fantasia: 'Casa Alfa',
      cnpj: '11222333000181',
      cidade: 'Campinas',
      estado: 'SP',
      contato1: 'Ana',
      contato2: 'Bruno',
      contato3: 'Carla',
      contato4: 'Davi',
      credito: 'S',
      restricaoCredito: 'Títulos vencidos',
    });
    expect(reply.json().contatos.map((c: { nome: string }) => c.nome)).toEqual([
      'Ana',
      'Bruno',
      'Carla',
      'Davi',
      'Eva',
    ]);
  });

  it("lets a customer read only their own record and a seller only their representative's customers", async () => {
    expect((await post(customerCookie, '/cliente/get-detalhes', { codigo: ownId })).statusCode).toBe(200);
    expect((await post(customerCookie, '/cliente/get-detalhes', { codigo: otherRepId })).statusCode).toBe(404);
    expect((await post(seller, '/cliente/get-detalhes', { codigo: ownId })).statusCode).toBe(200);
    expect((await post(seller, '/cliente/get-detalhes', { codigo: otherRepId })).statusCode).toBe(404);
  });

  it("never shows another tenant's customer", async () => {
    const other = await insertTenant(t.database.db);
    const stranger = await insertCustomer(t.database.db, other.id);
    expect((await post(admin, '/cliente/get-detalhes', { codigo: stranger.id })).statusCode).toBe(404);
    expect((await post(admin, '/cliente/get-detalhes', { codigo: 'abc' })).json()).toMatchObject({
      exception: 'Informe o código do cliente.',
    });
  });
});

describe('bad input', () => {
  /** A refusal a person can read: 400, pt-BR, never the raw input read as a number or an English text. */
  const expectReadableRefusal = (reply: { statusCode: number; json: () => { exception?: unknown } }, text: string) => {
    expect(reply.statusCode).toBe(400);
    const { exception } = reply.json();
    expect(exception).toBe(text);
    expect(JSON.stringify(reply.json())).not.toMatch(/NaN|undefined|expected|received|invalid|required|Invalid/);
  };
  const codeRequired = 'Informe o código do cliente.';
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload });

  it('refuses a customer code that is not a positive whole number', async () => {
    for (const codigo of ['abc', '', null, 0, -3, 1.5, true, '1 OR 1=1']) {
      expectReadableRefusal(await post(admin, '/cliente/get-detalhes', { codigo }), codeRequired);
    }
    expectReadableRefusal(await post(admin, '/cliente/get-detalhes', {}), codeRequired);
    expectReadableRefusal(await post(seller, '/get-email-cliente', { cod: 'x' }), codeRequired);
    expectReadableRefusal(await put('/api/clientes/abc', companyRegistration), 'Preencha os campos corretamente.');
    expectReadableRefusal(await post(admin, '/api/clientes/abc/observacao', { observacao: 'Texto' }), codeRequired);
  });

  it('refuses a comparison without a readable customer code', async () => {
    const url = '/get-comparativo-compras-by-cliente/result';
    expectReadableRefusal(await post(admin, url, { idCliente: 'x' }), codeRequired);
    expectReadableRefusal(await post(admin, url, { idCliente: null }), codeRequired);
    expectReadableRefusal(await post(admin, url, {}), codeRequired);
    expect((await post(admin, url, { idCliente: String(ownId) })).statusCode).toBe(200);
  });

  it('reads a missing or null observation as empty, which is not saved', async () => {
    const url = `/api/clientes/${ownId}/observacao`;
    expectReadableRefusal(await post(seller, url, {}), 'Escreva a observação antes de salvar.');
    expectReadableRefusal(await post(seller, url, { observacao: null }), 'Escreva a observação antes de salvar.');
  });
});

describe('POST /get-email-cliente', () => {
  it("gives the customer's e-mail to who may see them", async () => {
    const reply = await post(seller, '/get-email-cliente', { cod: ownId });
    expect(reply.json()).toEqual({ email: expect.stringMatching(/@teste\.com\.br$/) });
    expect((await post(seller, '/get-email-cliente', { cod: otherRepId })).statusCode).toBe(404);
  });
});

describe('create and edit', () => {
  it('creates a customer from masked input, stored bare, owned by the seller who made it, credit blocked', async () => {
    const reply = await post(seller, '/api/clientes', {
      ...companyRegistration,
      cnpj: '11.444.777/0001-61',
      email: 'novo@cliente.com.br',
      fantasia: 'Exemplo Tintas',
      complemento: 'Loja 2',
    });
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, reply.json().codigo)));
    expect(row).toMatchObject({
      document: '11444777000161',
      phone: '1932345678',
      cep: '13015904',
      tradeName: 'Exemplo Tintas',
      complement: 'Loja 2',
      stateRegistration: '123456789012',
      cellphone: '19987654321',
      contactName: 'Ana Souza',
      credit: 'S',
      activation: '0',
      representativeId: repId,
    });
    const contacts = await t.database.db
      .select({ name: customerContacts.name, role: customerContacts.role })
      .from(customerContacts)
      .where(and(eq(customerContacts.tenantId, tenantId), eq(customerContacts.customerId, row?.id ?? 0)));
    expect(contacts).toEqual([{ name: 'Ana Souza', role: 'Contato principal' }]);
  });

  it("gives an operator's new customer no representative", async () => {
    const reply = await post(manager, '/api/clientes', {
      ...companyRegistration,
      cnpj: '04.252.011/0001-10',
      email: 'sem.representante@cliente.com.br',
    });
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ representativeId: customers.representativeId })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, reply.json().codigo)));
    expect(row).toEqual({ representativeId: null });
  });

  it('switches a record from company to individual, dropping the company fields', async () => {
    const created = await post(admin, '/api/clientes', {
      ...companyRegistration,
      cnpj: '45.997.418/0001-53',
      email: 'troca@cliente.com.br',
    });
    const id = created.json().codigo as number;
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/clientes/${id}`,
      headers: { cookie: admin },
      payload: {
        ...companyRegistration,
        email: 'troca@cliente.com.br',
        tipoPessoa: 'F',
        cpf: '935.411.347-80',
        rg: '123456789',
        dataNascimento: '15/03/1980',
        sexo: 'F',
      },
    });
    expect(reply.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
    expect(row).toMatchObject({
      personType: 'F',
      document: '93541134780',
      rg: '123456789',
      birthDate: '1980-03-15',
      sex: 'F',
      stateRegistration: null,
      tradeName: null,
    });
  });

  it('keeps the trade name and the address complement, and gives them back in the details', async () => {
    const created = await post(admin, '/api/clientes', {
      ...companyRegistration,
      cnpj: '19.100.001/0001-36',
      email: 'fantasia@cliente.com.br',
      fantasia: 'Horizonte Tintas',
      complemento: 'Galpão 3, fundos',
    });
    expect(created.statusCode).toBe(200);
    const details = await post(admin, '/cliente/get-detalhes', { codigo: created.json().codigo });
    expect(details.json()).toMatchObject({ fantasia: 'Horizonte Tintas', complemento: 'Galpão 3, fundos' });
  });

  it('refuses a duplicate document or e-mail within the tenant, and bad fields with their messages', async () => {
    const duplicate = await post(admin, '/api/clientes', {
      ...companyRegistration,
      cnpj: '11.222.333/0001-81',
      email: 'outro@cliente.com.br',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      exception: 'Já existe um cadastro com este documento.',
      erros: [{ campo: 'cnpj' }],
    });
    const person = { ...companyRegistration, tipoPessoa: 'F', cnpj: undefined, inscricaoEstadual: undefined };
    const first = await post(admin, '/api/clientes', { ...person, cpf: '529.982.247-25', email: 'pf@cliente.com.br' });
    expect(first.statusCode).toBe(200);
    const sameCpf = await post(admin, '/api/clientes', {
      ...person,
      cpf: '529.982.247-25',
      email: 'pf2@cliente.com.br',
    });
    expect(sameCpf.json()).toEqual({
      exception: 'Já existe um cadastro com este documento.',
      erros: [{ campo: 'cpf', mensagem: 'Já existe um cadastro com este documento.' }],
    });
    const sameEmail = await post(admin, '/api/clientes', {
      ...person,
      cpf: '111.444.777-35',
      email: 'PF@cliente.com.br',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      exception: registrationMessages.duplicateEmail,
      erros: [{ campo: 'email', mensagem: registrationMessages.duplicateEmail }],
    });
    const bad = await post(admin, '/api/clientes', {
      ...companyRegistration,
      cnpj: '11.444.777/0001-61',
      cep: '123',
      telefone: '(11) 98765-4321',
    });
    expect(bad.json().erros).toEqual(
      expect.arrayContaining([
        { campo: 'cep', mensagem: 'Informe um CEP válido.' },
        { campo: 'telefone', mensagem: 'Informe um telefone válido' },
      ]),
    );
  });

  it("stores the city with IBGE's spelling and code, and refuses a city of another state, saving nothing", async () => {
    const created = await post(admin, '/api/clientes', {
      ...companyRegistration,
      cnpj: '33.000.167/0001-01',
      email: 'ibge@cliente.com.br',
      estado: 'SP',
      cidade: 'sao paulo',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().codigo as number;
    const stored = () =>
      t.database.db
        .select({ city: customers.city, cityCode: customers.cityCode, state: customers.state })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
    expect(await stored()).toEqual([{ city: 'São Paulo', cityCode: 3550308, state: 'SP' }]);

    const refused = { exception: messages.address.cityNotInState, erros: [{ campo: 'cidade' }] };
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/clientes/${id}`,
      headers: { cookie: admin },
      payload: { ...companyRegistration, cnpj: '33.000.167/0001-01', email: 'ibge@cliente.com.br', estado: 'RJ' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject(refused);
    expect(await stored()).toEqual([{ city: 'São Paulo', cityCode: 3550308, state: 'SP' }]);

    const email = 'fora@cliente.com.br';
    const create = await post(admin, '/api/clientes', { ...companyRegistration, email, cidade: 'Atlantida' });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject(refused);
    const none = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(none).toEqual([]);
  });

  it('lets only operators create or edit', async () => {
    expect((await post(customerCookie, '/api/clientes', companyRegistration)).statusCode).toBe(403);
  });
});

describe('credit: released or blocked only by managers and admins', () => {
  const creditOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ credit: customers.credit, restriction: customers.creditRestriction })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
    return row;
  };
  const record = (cnpj: string, email: string, extra: object = {}) => ({
    ...companyRegistration,
    cnpj,
    email,
    ...extra,
  });
  const put = (cookie: string, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/clientes/${id}`, headers: { cookie }, payload });
  const refusal = {
    exception: messages.customerCredit.managersOnly,
    erros: [{ campo: 'credito', mensagem: messages.customerCredit.managersOnly }],
  };

  it("refuses a seller's new customer with credit released, and creates nothing", async () => {
    const reply = await post(
      seller,
      '/api/clientes',
      record('33.000.000/0001-40', 'liberar@cliente.com.br', { credito: 'N' }),
    );
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(refusal);
    const rows = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.document, '33000000000140')));
    expect(rows).toEqual([]);
  });

  it("keeps a seller's edit from touching the credit: left out it stays, another value is refused", async () => {
    const mine = await insertCustomer(t.database.db, tenantId, {
      document: '22200002000167',
      representativeId: repId,
      credit: 'S',
      creditRestriction: 'Títulos vencidos',
    });
    const blocked = { credit: 'S', restriction: 'Títulos vencidos' };
    const edit = record('22.200.002/0001-67', mine.email ?? '');
    expect((await put(seller, mine.id, edit)).statusCode).toBe(200);
    expect(await creditOf(mine.id)).toEqual(blocked);
    const same = { credito: 'S', restricaoCredito: 'Títulos vencidos' };
    expect((await put(seller, mine.id, { ...edit, ...same })).statusCode).toBe(200);
    expect(await creditOf(mine.id)).toEqual(blocked);
    for (const change of [{ credito: 'N' }, { restricaoCredito: 'Liberado pelo vendedor' }]) {
      const reply = await put(seller, mine.id, { ...edit, ...change });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual(refusal);
      expect(await creditOf(mine.id)).toEqual(blocked);
    }
  });

  it("lets a manager release and an admin block; a manager's new customer starts released", async () => {
    const made = await post(manager, '/api/clientes', record('60.601.045/0001-43', 'gestor.novo@cliente.com.br'));
    expect(made.statusCode).toBe(200);
    const id = made.json().codigo as number;
    expect(await creditOf(id)).toEqual({ credit: 'N', restriction: null });
    const payload = record('60.601.045/0001-43', 'gestor.novo@cliente.com.br');
    await put(admin, id, { ...payload, credito: 'S', restricaoCredito: 'Cheque devolvido' });
    expect(await creditOf(id)).toEqual({ credit: 'S', restriction: 'Cheque devolvido' });
    await put(manager, id, { ...payload, credito: 'N' });
    expect(await creditOf(id)).toEqual({ credit: 'N', restriction: null });
  });
});

describe('observation', () => {
  it('saves a non-empty observation and refuses an empty one without changing the saved text', async () => {
    expect(
      (await post(seller, `/api/clientes/${ownId}/observacao`, { observacao: '  Prefere entrega pela manhã. ' }))
        .statusCode,
    ).toBe(200);
    const empty = await post(seller, `/api/clientes/${ownId}/observacao`, { observacao: '   ' });
    expect(empty.json()).toEqual({ exception: 'Escreva a observação antes de salvar.' });
    expect((await post(admin, '/cliente/get-detalhes', { codigo: ownId })).json().observacao).toBe(
      'Prefere entrega pela manhã.',
    );
    expect((await post(customerCookie, '/cliente/get-detalhes', { codigo: ownId })).json().observacao).toBeNull();
  });
});

describe('POST /get-comparativo-compras-by-cliente/result', () => {
  it('sums each month of sales (value and units) for this year and the two before, ignoring budgets and old years', async () => {
    const db = t.database.db;
    const year = new Date().getFullYear();
    const [maker] = await db.insert(manufacturers).values({ tenantId, name: 'Fab' }).returning();
    const [group] = await db.insert(productGroups).values({ tenantId, description: 'Grupo' }).returning();
    const [product] = await db
      .insert(products)
      .values({
        tenantId,
        manufacturerId: maker!.id,
        groupId: group!.id,
        siteDescription: 'TINTA',
        priceCents: 1000,
        listPriceCents: 1200,
      })
      .returning();
    const customer = await insertCustomer(db, tenantId);
    const sale = async (date: string, cents: number, units: number, status: OrderStatus = 'Venda') => {
      const order = await insertOrder(db, tenantId, {
        customerId: customer.id,
        issuedOn: date,
        totalCents: cents,
        status,
      });
      await db.insert(orderItems).values({
        tenantId,
        orderId: order.id,
        productId: product!.id,
        quantity: units,
        unitPriceCents: 1000,
        listPriceCents: 1200,
        description: 'TINTA',
      });
    };
    await sale(`${year}-01-10`, 10_000, 2);
    await sale(`${year}-01-20`, 5_050, 3);
    await sale(`${year - 1}-01-05`, 7_000, 1);
    await sale(`${year}-02-01`, 99_999, 9, 'Orcamento');
    await sale(`${year - 3}-01-05`, 1_000, 1);
    const reply = await post(admin, '/get-comparativo-compras-by-cliente/result', { idCliente: customer.id });
    expect(reply.json()).toEqual({
      resultSet: [
        { dte: `${year - 1}-01-01`, vlr: 70, qtd: 1 },
        { dte: `${year}-01-01`, vlr: 150.5, qtd: 5 },
      ],
    });
  });

  it('gives a customer only their own comparison, and nothing for someone with no purchases', async () => {
    expect(
      (await post(customerCookie, '/get-comparativo-compras-by-cliente/result', { idCliente: otherRepId })).statusCode,
    ).toBe(404);
    expect((await post(customerCookie, '/get-comparativo-compras-by-cliente/result', {})).json()).toEqual({
      resultSet: [],
    });
  });
});

describe('what other modules use: holders of an identity, registered addresses, own contact fields', () => {
  it('finds a clash only in what is held: the document, the e-mail (any case), never with nothing asked', async () => {
    const db = t.database.db;
    const holder = await insertCustomer(db, tenantId, { document: '70100200000106', email: 'Dono@Clash.com.br' });
    expect(await findHolders(db, tenantId, 0, {})).toEqual([]);
    expect(await findClash(db, tenantId, 0, {})).toEqual({ document: false, email: false });
    expect(await findClash(db, tenantId, 0, { document: '70100200000106', email: 'outro@clash.com.br' })).toEqual({
      document: true,
      email: false,
    });
    expect(await findClash(db, tenantId, 0, { document: '99999999000191', email: 'DONO@clash.com.br' })).toEqual({
      document: false,
      email: true,
    });
    expect(
      await findClash(db, tenantId, holder.id, { document: '70100200000106', email: 'dono@clash.com.br' }),
    ).toEqual({ document: false, email: false });
  });

  it("gives a customer's addresses and their contacts', trimmed, in lower case, blanks left out", async () => {
    const db = t.database.db;
    const customer = await insertCustomer(db, tenantId, { email: ' Loja@Enderecos.com.br ' });
    for (const email of ['Compras@Enderecos.com.br', '  ', null, 'loja@enderecos.com.br']) {
      await db.insert(customerContacts).values({ tenantId, customerId: customer.id, name: 'Contato', email });
    }
    expect([...(await registeredAddresses(db, tenantId, customer.id))]).toEqual([
      'loja@enderecos.com.br',
      'compras@enderecos.com.br',
    ]);
  });

  it("saves a customer's own phones and contact name, emptying the optional ones left out", async () => {
    const db = t.database.db;
    const customer = await insertCustomer(db, tenantId, { cellphone: '11987654321', contactName: 'Antes' });
    const auth: AuthContext = {
      tenantId,
      id: customer.id,
      role: null,
      level: 'C',
      representativeId: null,
      name: 'Cliente',
      email: '',
      tokenHash: '',
    };
    const fields = () =>
      db
        .select({ phone: customers.phone, cellphone: customers.cellphone, contactName: customers.contactName })
        .from(customers)
        .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customer.id)));
    await saveOwnContactFields(db, auth, { phone: '1932345678', cellphone: '19987654321', contactName: 'Bia' });
    expect(await fields()).toEqual([{ phone: '1932345678', cellphone: '19987654321', contactName: 'Bia' }]);
    await saveOwnContactFields(db, auth, { phone: '1932345679', cellphone: undefined, contactName: undefined });
    expect(await fields()).toEqual([{ phone: '1932345679', cellphone: null, contactName: null }]);
  });
});

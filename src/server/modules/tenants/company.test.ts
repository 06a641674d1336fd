import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { companyMessages, type CompanyInput } from '../../../shared/schemas/company.js';
import { auditLog } from '../../db/schema/tenancy.js';
import { tenants } from '../../db/schema/tenants.js';
import { insertOperator, insertOrder, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
let admin: string;
let manager: string;

const data: CompanyInput = {
  razaoSocial: 'Tintas Exemplo Comércio Ltda',
  fantasia: 'Tintas Exemplo',
  cnpj: '11.222.333/0001-81',
  inscricaoEstadual: '110.042.490.114',
  cep: '13015-904',
  endereco: 'Rua Barão de Jaguara',
  numero: '1000',
  complemento: 'Loja 2',
  bairro: 'Centro',
  cidade: 'campinas',
  estado: 'SP',
  telefone: '(19) 3234-5678',
  email: 'contato@tintasexemplo.com.br',
  permitirPrecos: false,
  permitirCarrinho: true,
  modo: 'online',
  diasCarencia: 5,
  validadeOrcamento: 15,
  limiteConvites: 20,
};
const save = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/empresa?apelido=padrao', headers: { cookie }, payload });
const read = (url: string, cookie = admin) => t.app.inject({ url: `${url}?apelido=padrao`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenantId = (await insertTenant(db, { alias: 'padrao' })).id;
  admin = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'admin', name: 'Ana Admin' })).email);
  manager = await loginCookie(t, (await insertOperator(db, tenantId, { role: 'manager' })).email);
});
afterAll(() => t.close());

describe("the company's data", () => {
  it("round-trips, with IBGE's spelling of the city, and the switches take effect at once", async () => {
    const reply = await save(data);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ mensagem: companyMessages.saved });
    expect((await read('/api/empresa')).json()).toEqual({
      ...data,
      cnpj: '11222333000181',
      inscricaoEstadual: '110042490114',
      cep: '13015904',
      cidade: 'Campinas',
      telefone: '1932345678',
    });
    const session = (await read('/api/sessao')).json<{ empresa: { permitirPrecos: boolean; nome: string } }>();
    expect(session.empresa).toMatchObject({ permitirPrecos: false });
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.entity, 'Empresa')));
    expect(line).toMatchObject({ action: 'Alterou', actorName: 'Ana Admin' });
    expect(line?.after).toMatchObject({ fantasia: 'Tintas Exemplo', diasCarencia: 5, validadeOrcamento: 15 });
  });

  it('keeps each mode, and reads a mode it does not know as the store open', async () => {
    for (const modo of ['offline', 'budget', 'online']) {
      expect((await save({ ...data, modo })).statusCode).toBe(200);
      expect((await read('/api/empresa')).json()).toMatchObject({ modo });
    }
    await t.database.db.update(tenants).set({ systemMode: 'legado' }).where(eq(tenants.id, tenantId));
    expect((await read('/api/empresa')).json()).toMatchObject({ modo: 'online' });
    await t.database.db.update(tenants).set({ systemMode: 'online' }).where(eq(tenants.id, tenantId));
  });

  it("prints on the company's documents", async () => {
    const order = await insertOrder(t.database.db, tenantId);
    const page = await read(`/email-pedido/${order.id}`);
    expect(page.body).toContain('IE 110042490114');
    expect(page.body).toContain('Rua Barão de Jaguara, 1000, Loja 2 - Centro - Campinas/SP - CEP 13015-904');
    expect(page.body).toContain('(19) 3234-5678 - contato@tintasexemplo.com.br');
  });

  it('refuses bad input in pt-BR and changes nothing', async () => {
    const before = await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId));
    const bad = await save({
      ...data,
      cnpj: '11.222.333/0001-00',
      diasCarencia: 99,
      validadeOrcamento: 0,
      inscricaoEstadual: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ erros: Array<{ campo: string }> }>()
        .erros.map((e) => e.campo)
        .sort(),
    ).toEqual(['cnpj', 'diasCarencia', 'inscricaoEstadual', 'validadeOrcamento']);
    const elsewhere = await save({ ...data, fantasia: 'Outra', cidade: 'Curitiba' });
    expect(elsewhere.json<{ exception: string }>().exception).toBe(messages.address.cityNotInState);
    expect(await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId))).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await read('/api/empresa', manager)).statusCode).toBe(403);
    expect((await save(data, manager)).statusCode).toBe(403);
    expect((await read('/api/empresa', '')).statusCode).toBe(401);
  });
});

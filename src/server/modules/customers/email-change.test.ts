import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyRegistration } from '../../../shared/schemas/customer.fixture.js';
import { customerEmailChanges, customers } from '../../db/schema/customers.js';
import { mailOutbox } from '../../db/schema/infra.js';
import { insertCustomer, insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tenantId: number;
let manager: { id: number; cookie: string };
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await insertTenant(t.database.db, { alias: 'padrao', tradeName: 'Tintas Teste' })).id;
  const gestor = await insertOperator(t.database.db, tenantId, { role: 'manager', name: 'Gestora Gil' });
  manager = { id: gestor.id, cookie: await loginCookie(t, gestor.email) };
  seller = await loginCookie(t, (await insertOperator(t.database.db, tenantId)).email);
});
afterAll(() => t.close());

const changeEmail = (cookie: string, codigo: number, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/clientes/${codigo}/email`, headers: { cookie }, payload: { email } });

const rowOf = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return row;
};

describe("changing a customer's e-mail", () => {
  it('is not possible through the customer form, nor for a seller', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'dono@cliente.com.br' });
    const form = await t.app.inject({
      method: 'PUT',
      url: `/api/clientes/${customer.id}`,
      headers: { cookie: manager.cookie },
      payload: { ...companyRegistration, cnpj: '11.444.777/0001-61', email: 'atacante@fora.com.br' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().erros).toEqual([
      {
        campo: 'email',
        mensagem:
          "O e-mail é o acesso do cliente à loja: para trocá-lo, use 'Alterar e-mail' na ficha do cliente (gestores e administradores).",
      },
    ]);
    expect((await changeEmail(seller, customer.id, 'atacante@fora.com.br')).statusCode).toBe(403);
    expect((await rowOf(customer.id))?.email).toBe('dono@cliente.com.br');
  });

  it("is a manager's audited action, announced to the old address, that ends the customer's sessions", async () => {
    const customer = await insertCustomer(t.database.db, tenantId, {
      email: 'antigo@cliente.com.br',
      name: 'Loja Rosa',
    });
    const session = await loginCookie(t, 'antigo@cliente.com.br');
    const reply = await changeEmail(manager.cookie, customer.id, ' Novo@Cliente.com.br ');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      codigo: customer.id,
      msg: { mensagem: 'E-mail do cliente alterado. O endereço antigo foi avisado.' },
    });
    expect((await rowOf(customer.id))?.email).toBe('novo@cliente.com.br');
    const audit = await t.database.db
      .select()
      .from(customerEmailChanges)
      .where(and(eq(customerEmailChanges.tenantId, tenantId), eq(customerEmailChanges.customerId, customer.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        operatorId: manager.id,
        oldEmail: 'antigo@cliente.com.br',
        newEmail: 'novo@cliente.com.br',
        createdAt: expect.any(Date),
      }),
    ]);
    const [notice] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.subject, 'E-mail de acesso alterado - Tintas Teste')),
      );
    expect(notice?.recipients).toEqual(['antigo@cliente.com.br', 'novo@cliente.com.br']);
    expect(notice?.html).toContain('Gestora Gil');
    const old = await t.app.inject({ method: 'GET', url: '/api/sessao', headers: { cookie: session } });
    expect(old.json().usuario).toBeNull();
    expect(await loginCookie(t, 'novo@cliente.com.br')).toMatch(/^tkn=/);
  });

  it('refuses the address of another customer, the same address, and a customer of another company', async () => {
    const customer = await insertCustomer(t.database.db, tenantId, { email: 'um@cliente.com.br' });
    await insertCustomer(t.database.db, tenantId, { email: 'dois@cliente.com.br' });
    const taken = await changeEmail(manager.cookie, customer.id, 'DOIS@cliente.com.br');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      exception: 'Este e-mail já está cadastrado.',
      erros: [{ campo: 'email', mensagem: 'Este e-mail já está cadastrado.' }],
    });
    const same = await changeEmail(manager.cookie, customer.id, 'um@cliente.com.br');
    expect(same.statusCode).toBe(400);
    expect(same.json().exception).toBe('O novo e-mail é igual ao atual.');
    const other = await insertTenant(t.database.db);
    const elsewhere = await insertCustomer(t.database.db, other.id, { email: 'longe@cliente.com.br' });
    expect((await changeEmail(manager.cookie, elsewhere.id, 'perto@cliente.com.br')).statusCode).toBe(404);
  });

  it("is an admin's too; a customer without an address (or a blank one) gets one, told only to it", async () => {
    const admin = await loginCookie(t, (await insertOperator(t.database.db, tenantId, { role: 'admin' })).email);
    for (const [email, address] of [
      [null, 'primeiro@cliente.com.br'],
      ['   ', 'branco@cliente.com.br'],
    ] as const) {
      const customer = await insertCustomer(t.database.db, tenantId, { email });
      expect((await changeEmail(admin, customer.id, address)).statusCode).toBe(200);
      expect((await rowOf(customer.id))?.email).toBe(address);
      const notices = await t.database.db
        .select({ recipients: mailOutbox.recipients, html: mailOutbox.html })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.tenantId, tenantId), sql`${address} = ANY(${mailOutbox.recipients})`));
      expect(notices.map((n) => n.recipients)).toEqual([[address]]);
      expect(notices[0]?.html).toContain(`alterado de <strong></strong> para <strong>${address}</strong>`);
    }
  });
});

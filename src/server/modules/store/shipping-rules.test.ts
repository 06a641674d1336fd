import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/tenancy.js';
import { shippingRuleMessages } from '../../../shared/schemas/shipping-rules.js';
import { insertOperator, insertTenant } from '../../test/factories.js';
import { createTestApp, loginCookie, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A company of its own with an admin and a seller, so each test runs alone or in any order. */
async function company() {
  const db = t.database.db;
  const tenant = await insertTenant(db);
  const admin = await loginCookie(t, (await insertOperator(db, tenant.id, { role: 'admin' })).email, tenant.alias);
  const seller = await loginCookie(t, (await insertOperator(db, tenant.id)).email, tenant.alias);
  const url = (path: string) => `${path}${path.includes('?') ? '&' : '?'}apelido=${tenant.alias}`;
  const send = async (cookie: string, method: Method, path: string, payload?: object) => {
    const reply = await t.app.inject({ method, url: url(path), headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: reply.statusCode, body: reply.json() };
  };
  return { tenant, admin, seller, url, send };
}
const rule = {
  servico: 'Expresso BH',
  estado: 'MG',
  cepInicial: '30000-000',
  cepFinal: '31999-999',
  prazo: 3,
  valorBase: '30,00',
  valorPorKg: '1,50',
  percentual: '0',
  gratisAcima: '',
};

/** `rule` as the list reads it back: CEPs unmasked, money in reais. */
const ruleAsRead = {
  servico: 'Expresso BH',
  estado: 'MG',
  cepInicial: '30000000',
  cepFinal: '31999999',
  prazo: 3,
  valorBase: 30,
  valorPorKg: 1.5,
  percentual: 0,
  gratisAcima: null,
  ativo: true,
};

describe('the shipping table the admin configures', () => {
  it('adds a rule that quotes at once, edits it and removes it', async () => {
    const { admin, url, send } = await company();
    const created = await send(admin, 'POST', '/api/frete/regras', rule);
    expect(created.body.msg.mensagem).toBe(shippingRuleMessages.saved);
    const list = await send(admin, 'GET', '/api/frete/regras');
    expect(list.body.regras).toEqual([{ codigo: created.body.codigo, ...ruleAsRead }]);
    const quote = await t.app.inject({ url: url('/frete?cep=30130-010') });
    expect(quote.json()).toEqual([{ servico: 'Expresso BH', prazo: 3, valor: 30 }]);
    await send(admin, 'PUT', `/api/frete/regras/${created.body.codigo}`, { ...rule, ativo: false });
    expect((await t.app.inject({ url: url('/frete?cep=30130-010') })).json().exception).toBe(
      'Não existe forma de frete configurada pelo administrador.',
    );
    const removed = await send(admin, 'DELETE', `/api/frete/regras/${created.body.codigo}`);
    expect(removed.body.msg.mensagem).toBe(shippingRuleMessages.removed);
    expect((await send(admin, 'GET', '/api/frete/regras')).body.regras).toEqual([]);
  });

  it('writes who created, changed and removed each rule, with the values before and after, in the audit log', async () => {
    const { tenant, admin, send } = await company();
    const created = await send(admin, 'POST', '/api/frete/regras', rule);
    await send(admin, 'PUT', `/api/frete/regras/${created.body.codigo}`, { ...rule, prazo: 5 });
    await send(admin, 'DELETE', `/api/frete/regras/${created.body.codigo}`);
    expect((await send(admin, 'DELETE', `/api/frete/regras/${created.body.codigo}`)).status).toBe(404);
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, 'Regra de frete')))
      .orderBy(asc(auditLog.id));
    expect(lines.map((l) => [l.action, l.entityId])).toEqual([
      ['Criou', created.body.codigo],
      ['Alterou', created.body.codigo],
      ['Excluiu', created.body.codigo],
    ]);
    expect(lines[0]).toMatchObject({ before: null, after: { servico: 'Expresso BH', prazo: 3 } });
    expect(lines[1]).toMatchObject({ before: { prazo: 3 }, after: { prazo: 5 } });
    expect(lines[2]).toMatchObject({ before: { prazo: 5 }, after: null });
  });

  it('quotes per service the most specific rule: CEP range and state, then CEP range, then state', async () => {
    const { admin, url, send } = await company();
    const add = (where: object, valorBase: string) =>
      send(admin, 'POST', '/api/frete/regras', {
        ...rule,
        servico: 'Entrega',
        estado: '',
        cepInicial: '',
        cepFinal: '',
        valorPorKg: '0',
        ...where,
        valorBase,
      });
    // One service, rules that would each give another price; the most general is saved first.
    await add({ estado: 'SP' }, '45,00');
    await add({ cepInicial: '13000-000', cepFinal: '13999-999' }, '25,00');
    await add({ estado: 'SP', cepInicial: '13010-000', cepFinal: '13019-999' }, '20,00');
    const quote = async (cep: string) => (await t.app.inject({ url: url(`/frete?cep=${cep}`) })).json();
    expect(await quote('13015-904')).toEqual([{ servico: 'Entrega', prazo: 3, valor: 20 }]);
    expect(await quote('13100-000')).toEqual([{ servico: 'Entrega', prazo: 3, valor: 25 }]);
    expect(await quote('01310-100')).toEqual([{ servico: 'Entrega', prazo: 3, valor: 45 }]);
  });

  it('refuses bad rules field by field and saves nothing', async () => {
    const { admin, send } = await company();
    const cases: Array<[object, string, string]> = [
      [{ servico: '' }, 'servico', 'Este campo é obrigatório.'],
      [{ estado: 'XX' }, 'estado', 'Informe uma UF válida.'],
      [{ cepFinal: '' }, 'cepFinal', shippingRuleMessages.cepRange],
      [{ cepInicial: '32000-000' }, 'cepFinal', shippingRuleMessages.cepRange],
      [{ estado: '', cepInicial: '', cepFinal: '' }, 'estado', shippingRuleMessages.whereRequired],
      [{ valorBase: '12,345' }, 'valorBase', 'Digite um valor válido'],
    ];
    for (const [change, campo, mensagem] of cases) {
      const reply = await send(admin, 'POST', '/api/frete/regras', { ...rule, ...change });
      expect(reply.status).toBe(400);
      expect(reply.body.erros).toContainEqual({ campo, mensagem });
    }
    expect((await send(admin, 'GET', '/api/frete/regras')).body.regras).toEqual([]);
  });

  it('lists an inactive rule with its free-above value, audits it without its code, and is changed by its company only', async () => {
    const { tenant, admin, send } = await company();
    const created = await send(admin, 'POST', '/api/frete/regras', { ...rule, gratisAcima: '300,00', ativo: false });
    const saved = { ...ruleAsRead, gratisAcima: 300, ativo: false };
    expect((await send(admin, 'GET', '/api/frete/regras')).body.regras).toEqual([
      { codigo: created.body.codigo, ...saved },
    ]);
    const [line] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, 'Regra de frete')));
    expect(line?.after).toEqual(saved);

    const other = await company();
    const foreign = await other.send(other.admin, 'PUT', `/api/frete/regras/${created.body.codigo}`, rule);
    expect(foreign.status).toBe(404);
    expect((await send(admin, 'GET', '/api/frete/regras')).body.regras).toEqual([
      { codigo: created.body.codigo, ...saved },
    ]);
  });

  it('is for admins of the company only', async () => {
    const { admin, seller, send } = await company();
    const other = await company();
    expect((await send(seller, 'GET', '/api/frete/regras')).status).toBe(403);
    const mine = await send(admin, 'POST', '/api/frete/regras', rule);
    const foreign = await other.send(other.admin, 'DELETE', `/api/frete/regras/${mine.body.codigo}`);
    expect(foreign.status).toBe(404);
    expect((await send(admin, 'GET', '/api/frete/regras')).body.regras).toHaveLength(1);
  });
});
